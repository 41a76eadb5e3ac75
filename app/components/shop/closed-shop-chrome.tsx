// A closed shop's chrome (docs/decisions/0140-data-fiduciaries-and-retention.md): only its past
// shoppers' own pages are left (app/http/guards.server.ts, CLOSED_SHOP_PATTERNS), so the header holds
// no search, cart, wishlist or shop popups, only the shop's name, the language and the shopper's account;
// and a notice says what is left. The shop's logo and contacts may be erased by now: none is shown.
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import * as m from "~/i18n/messages";
import { AccountMenu, LogoutButton } from "./header-account";
import { StoreIcon } from "./icons";

export function ClosedShopHeader({ shop, user }: { shop: { handle: string; shopName: string }; user: { name: string } | null }) {
  const base = `/${shop.handle}`;
  const hydrated = useHydrated();
  const outline = buttonVariants({ size: "sm" });
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <p className="flex min-w-0 items-center gap-2">
          <StoreIcon className="size-8 shrink-0 text-gray-500" />
          <span className="line-clamp-2 break-words text-base leading-tight font-bold text-gray-800 sm:text-lg">{shop.shopName}</span>
        </p>
        <nav aria-label={m.common_account()} className="flex flex-wrap items-center gap-2">
          <LanguageSwitcher className={buttonVariants({ variant: "ghost", size: "sm" })} />
          {user ? (
            <>
              <AccountMenu shop={shop.handle} hydrated={hydrated} />
              <LogoutButton base={base} className={outline} />
            </>
          ) : (
            <Link to={`${base}/login`} className={outline}>
              {m.common_login()}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

export function ClosedShopNotice({ shopName }: { shopName: string }) {
  return (
    <section aria-labelledby="closed-shop-title" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-3 text-sm text-amber-900">
        <p id="closed-shop-title" className="font-semibold">
          {m.privacy_closed_notice_title({ shop: shopName })}
        </p>
        <p className="mt-1">{m.privacy_closed_notice_text()}</p>
      </div>
    </section>
  );
}
