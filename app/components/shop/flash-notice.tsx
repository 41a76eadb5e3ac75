// The one-time notice a page shows after a form post made without JavaScript (the cart's changes),
// or after sign-in merged a guest cart (app/http/shop-session.server.ts). Rendered by the server,
// so it needs no script; with one, it can be closed.
import { useState } from "react";
import * as m from "~/i18n/messages";
import type { Flash } from "~/utils/flash";

const STYLE: Record<Flash["kind"], string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-800",
};

export function FlashNotice({ flash }: { flash: Flash | null }) {
  // The notice that was closed: a new one (another post, another page) shows again.
  const [closed, setClosed] = useState<Flash | null>(null);
  if (!flash || closed === flash) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3">
      <div
        role={flash.kind === "error" ? "alert" : "status"}
        className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm ${STYLE[flash.kind]}`}
      >
        <div>
          <p className="font-semibold">{flash.text}</p>
          {flash.description ? <p className="mt-1">{flash.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => setClosed(flash)}
          className="shrink-0 rounded px-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={m.shop_close_notice()}
        >
          ×
        </button>
      </div>
    </div>
  );
}
