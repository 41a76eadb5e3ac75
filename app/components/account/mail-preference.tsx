// The profile's e-mail choice: saved as soon as it is ticked or cleared (POST /{shop}/profile,
// intent mail-preferences). Order placed, payment and cancellation e-mails always go.

import { useState } from "react";
import type { Profile } from "~/domain/customers/forms";
import * as m from "~/i18n/messages";
import { isSuccess, type Reply } from "~/utils/reply";

export function MailPreference({ shop, profile, onSaved }: { shop: string; profile: Profile; onSaved(p: Profile): void }) {
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const save = async (on: boolean) => {
    setState("saving");
    const body = new FormData();
    body.set("intent", "mail-preferences");
    body.set("orderUpdates", String(on));
    try {
      const res = await fetch(`/${shop}/profile`, { method: "POST", body });
      const reply = (await res.json().catch(() => null)) as Reply<{ profile: Profile }> | null;
      if (!isSuccess(reply) || !reply.data) throw new Error("not saved");
      onSaved(reply.data.profile);
      setState("saved");
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="rounded-lg border border-gray-200 p-3 text-sm">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={profile.orderUpdates}
          disabled={state === "saving"}
          onChange={(e) => void save(e.currentTarget.checked)}
        />
        <span>{m.account_mail_order_updates()}</span>
      </label>
      <p className="mt-1 pl-6 text-gray-600">{m.account_mail_always_sent()}</p>
      <p role="status" className="pl-6 text-gray-600">
        {state === "saved" ? m.account_saved() : state === "failed" ? m.account_save_failed() : ""}
      </p>
    </div>
  );
}
