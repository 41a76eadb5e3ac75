// The entries of the shop header's phone menu (search, cart, the shop's popups, language, account).
// The header keeps the menu's toggle and panel; this is what the panel lists.
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";
import { AccountMenu, LogoutButton } from "./header-account";

export function HeaderMenuItems({
  shop,
  base,
  user,
  hydrated,
  count,
  onSearch,
  onDialog,
}: {
  /** The shop's handle; `base` is its path. */
  shop: string;
  base: string;
  user: { name: string; ownsShop?: boolean } | null;
  hydrated: boolean;
  count: number;
  /** The search and popup entries (the header closes the menu first, so it is not left open behind them). */
  onSearch: () => void;
  onDialog: (dialog: "profile" | "qr") => void;
}) {
  return (
    <ul className="flex flex-col gap-1 px-4 py-3 text-sm">
      {/* Before React runs this menu is in the page (hidden), so it does not repeat the greeting. */}
      {user && hydrated ? <li className="px-2 py-1 text-gray-600">{m.common_hello({ name: user.name })}</li> : null}
      {hydrated ? (
        <li>
          <button type="button" className="w-full rounded-md px-2 py-2 text-left hover:bg-gray-50" onClick={onSearch}>
            {m.shop_search_products()}
          </button>
        </li>
      ) : null}
      <li>
        <Link to={`${base}/cart`} className="block rounded-md px-2 py-2 hover:bg-gray-50">
          {m.shop_cart_with_count({ count })}
        </Link>
      </li>
      {/* The shop's profile and QR popups need JavaScript. */}
      {hydrated ? (
        <>
          <li>
            <button type="button" className="w-full rounded-md px-2 py-2 text-left hover:bg-gray-50" onClick={() => onDialog("profile")}>
              {m.shop_profile()}
            </button>
          </li>
          <li>
            <button type="button" className="w-full rounded-md px-2 py-2 text-left hover:bg-gray-50" onClick={() => onDialog("qr")}>
              {m.shop_qr_code()}
            </button>
          </li>
        </>
      ) : null}
      <li>
        <LanguageSwitcher className="w-full rounded-md px-2 py-2 text-left hover:bg-gray-50" />
      </li>
      {user?.ownsShop ? (
        <li>
          <Link to={`${base}/dashboard`} className="block rounded-md px-2 py-2 font-semibold text-brand-700 hover:bg-gray-50">
            {m.common_dashboard()}
          </Link>
        </li>
      ) : null}
      {user ? (
        <>
          <li className="px-0 py-1">
            <AccountMenu shop={shop} hydrated={hydrated} />
          </li>
          <li>
            <Link to={`${base}/addresses`} className="block rounded-md px-2 py-2 hover:bg-gray-50">
              {m.shop_saved_addresses()}
            </Link>
          </li>
          <li>
            <Link to={`${base}/wishlist`} className="block rounded-md px-2 py-2 hover:bg-gray-50">
              {m.shop_wishlist()}
            </Link>
          </li>
          <li>
            <LogoutButton base={base} className="w-full rounded-md px-2 py-2 text-left hover:bg-gray-50" />
          </li>
        </>
      ) : (
        <li className="flex gap-2 py-1">
          <Link to={`${base}/login`} className={buttonVariants({ size: "sm", className: "flex-1" })}>
            {m.common_login()}
          </Link>
          <Link to={`${base}/register`} className={buttonVariants({ variant: "primary", size: "sm", className: "flex-1" })}>
            {m.common_register()}
          </Link>
        </li>
      )}
    </ul>
  );
}
