// A button that copies a value, for what a person must paste elsewhere (a UPI ID, an amount, a
// webhook address); it says "Copied" for a moment, or asks to copy by hand when the clipboard is refused.
import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

/** Copies `value`; says "Copied" for a moment, or asks to copy by hand when the clipboard is refused. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={buttonVariants({ size: "sm" })} aria-label={m.account_copy_named({ label })}>
        {m.account_copy()}
      </button>
      <span role="status" aria-live="polite" className="text-sm font-medium text-green-700">
        {state === "copied" ? (
          m.account_copied()
        ) : state === "failed" ? (
          <span className="text-gray-700">{m.account_copy_by_hand()}</span>
        ) : null}
      </span>
    </span>
  );
}
