import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

/** Shown for a shop that is suspended (docs/product.md#shop-addressing). */
export function StoreNotFound() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center p-8 text-center">
      <h1 className="text-3xl font-bold">{m.platform_store_not_found()}</h1>
      <p className="mt-2 text-gray-600">{m.platform_store_not_found_text()}</p>
      <Link to="/" className={buttonVariants({ variant: "primary", size: "xl", className: "mt-8" })}>
        {m.platform_return_home()}
      </Link>
    </main>
  );
}

/**
 * The landing page's notice after a mistyped shop URL sent the visitor there (docs/decisions/0024-unknown-shop-redirects.md;
 * this says why). Announced on arrival; Dismiss drops the flag.
 */
export function StoreNotFoundNotice() {
  return (
    <div className="border-b border-amber-200 bg-amber-50">
      <div role="alert" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-amber-900">
        <p>
          <strong className="font-semibold">{m.platform_store_not_found_notice()}</strong> {m.platform_store_not_found_text()}
        </p>
        <Link to="/" replace className="rounded font-medium underline hover:text-amber-700">
          {m.platform_dismiss()}
        </Link>
      </div>
    </div>
  );
}

/** The 404 a loader throws for a suspended shop; error boundaries render StoreNotFound for it. */
export const STORE_NOT_FOUND = { storeNotFound: true } as const;
export const isStoreNotFound = (data: unknown) => typeof data === "object" && data !== null && "storeNotFound" in data;
