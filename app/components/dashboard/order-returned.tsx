// "Returned to seller" on a shipped order's page: the parcel came back undelivered, and the seller
// says why (required). A plain form post, so it works before the page's script has loaded.
import type { FetcherWithComponents } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { RETURN_REASONS } from "~/db/schema/values";
import { returnReasonLabel } from "~/domain/orders/returned";
import * as m from "~/i18n/messages";

export function ReturnedForm({ fetcher, busy }: { fetcher: FetcherWithComponents<unknown>; busy: boolean }) {
  return (
    <fetcher.Form method="post" className="mt-3 space-y-2 rounded-lg border border-gray-200 p-3" aria-label={m.dash_action_returned()}>
      <input type="hidden" name="status" value="returned" />
      <fieldset>
        <legend className="text-sm font-semibold">{m.dash_return_reason_legend()}</legend>
        <p className="text-sm text-gray-600">{m.dash_return_hint()}</p>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {RETURN_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="returnReason" value={reason} required className="size-4" />
              {returnReasonLabel(reason)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
        {m.dash_action_returned()}
      </button>
    </fetcher.Form>
  );
}
