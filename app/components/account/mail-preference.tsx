// The profile's on/off choices (order-update e-mails, marketing messages): each saved as soon as it
// is ticked or cleared (POST /{shop}/profile with the choice's intent and "true"/"false").

import { useState } from "react";
import type { Profile } from "~/domain/customers/forms";
import * as m from "~/i18n/messages";
import { isSuccess, type Reply } from "~/utils/reply";

export interface ProfileChoiceProps {
  shop: string;
  /** The form's intent, and the field that carries "true" or "false". */
  intent: string;
  field: string;
  checked: boolean;
  label: string;
  hint: string;
  onSaved(p: Profile): void;
}

export function ProfileChoice({ shop, intent, field, checked, label, hint, onSaved }: ProfileChoiceProps) {
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const save = async (on: boolean) => {
    setState("saving");
    const body = new FormData();
    body.set("intent", intent);
    body.set(field, String(on));
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
  const hintId = `${field}-hint`;
  return (
    <div className="rounded-lg border border-gray-200 p-3 text-sm">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={field}
          className="mt-0.5 size-4 accent-brand-700"
          checked={checked}
          disabled={state === "saving"}
          aria-describedby={hintId}
          onChange={(e) => void save(e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className="mt-1 pl-6 text-gray-600">
        {hint}
      </p>
      <p role="status" className="pl-6 text-gray-600">
        {state === "saved" ? m.account_saved() : state === "failed" ? m.account_save_failed() : ""}
      </p>
    </div>
  );
}
