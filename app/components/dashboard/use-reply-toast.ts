// A fetcher's reply (app/utils/reply.ts) as a toast once it settles: its success line or its failure.
import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import { failureMessage, successMessage } from "~/utils/reply";

export function useReplyToast(fetcher: { state: string; data?: unknown }) {
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const failed = failureMessage(fetcher.data);
    if (failed) toast.error(failed);
    else {
      const message = successMessage(fetcher.data);
      if (message) toast.success(message);
    }
  }, [fetcher.state, fetcher.data]);
}
