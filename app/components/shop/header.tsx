// The shop header on every /{shop} page (docs/product.md#shop-header).
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useCart } from "~/components/cart/cart";
import { LanguageSwitcher } from "~/components/language-switcher";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { PublicShop } from "~/domain/sellers/public-shop";
import * as m from "~/i18n/messages";
import { imageUrl } from "~/media/urls";
import { AccountMenu, LogoutButton } from "./header-account";
import { HeaderMenuItems } from "./header-menu-items";
import { SearchForm } from "./header-search-form";
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, QrIcon, SearchIcon, StoreIcon } from "./icons";

// The shop's profile and QR popups load on first open: they are not part of the shop's first-load JavaScript.
const ShopDialogs = lazy(() => import("./shop-dialogs").then((m) => ({ default: m.ShopDialogs })));

// A <summary> that looks like the icon buttons (no disclosure triangle).
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";
// Shown, before React runs, while its <details> toggle in the header is open.
const openWith = {
  search: "hidden [header:has(#shop-search-toggle[open])_&]:block",
  menu: "hidden [header:has(#shop-menu-toggle[open])_&]:block",
};

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const iconButton = `relative inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 ${focusRing}`;

export function ShopHeader({
  shop,
  user,
  shopUrl,
}: {
  shop: PublicShop;
  user: { name: string; ownsShop?: boolean } | null;
  shopUrl: string;
}) {
  const base = `/${shop.handle}`;
  const { count } = useCart();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(() => Boolean(params.get("q")));
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<"profile" | "qr" | null>(null);
  // Stays true after the first open so closing keeps the popups mounted (focus goes back).
  const dialogsLoaded = useRef(false);
  if (dialog) dialogsLoaded.current = true;
  const [scrolled, setScrolled] = useState(false);
  // A menu action closes the menu, so it is not left open behind the popup or the search bar.
  const fromMenu = (action: () => void) => {
    setMenuOpen(false);
    action();
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // Escape closes the phone menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname, params]);

  const cartLabel = count === 1 ? m.shop_cart_label_one({ count }) : m.shop_cart_label_other({ count });
  const outline = buttonVariants({ size: "sm" });
  const solid = buttonVariants({ variant: "primary", size: "sm" });

  return (
    // Scrolled, it shows 3 rem of its 4: it slides up under the top edge rather than shrinking, so
    // the page below never moves (a shrink shifted it, and Back came to the wrong place).
    <header
      data-scrolled={scrolled || undefined}
      className={`sticky z-30 border-b border-gray-200 bg-white/95 backdrop-blur transition-[top,box-shadow] ${scrolled ? "-top-4 shadow-md" : "top-0"}`}
    >
      <div className={`mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 transition-[padding] ${scrolled ? "pt-4" : ""}`}>
        <Link
          to={base}
          className={`flex min-w-0 items-center gap-2 rounded-md ${focusRing}`}
          aria-label={m.shop_home_label({ shop: shop.shopName })}
        >
          {shop.photoKey ? (
            <img src={imageUrl(shop.photoKey, 320)} alt="" width={36} height={36} className="size-9 shrink-0 rounded-full object-cover" />
          ) : (
            <StoreIcon className="size-8 shrink-0 text-brand-600" />
          )}
          {/* Wraps to a second line before it is cut: "Demo Fashion House" fits a 390 px phone whole. */}
          <span className="line-clamp-2 break-words text-base leading-tight font-bold text-brand-700 sm:text-lg">{shop.shopName}</span>
        </Link>

        <div className="flex items-center gap-1">
          {hydrated ? (
            <button
              type="button"
              className={iconButton}
              aria-label={m.common_search()}
              aria-expanded={searchOpen}
              aria-controls="shop-search"
              onClick={() => setSearchOpen((o) => !o)}
            >
              <SearchIcon />
            </button>
          ) : (
            <details id="shop-search-toggle" open={searchOpen} className="flex">
              <summary aria-label={m.common_search()} className={`${iconButton} ${summaryReset}`}>
                <SearchIcon />
              </summary>
            </details>
          )}
          <Link to={`${base}/cart`} className={iconButton} aria-label={cartLabel}>
            <CartIcon />
            {count > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white"
              >
                {count}
              </span>
            ) : null}
          </Link>
          {/* For everyone, on every width: a guest's list is kept in the browser and shown there too. */}
          <Link to={`${base}/wishlist`} className={iconButton} aria-label={m.shop_wishlist()} title={m.shop_wishlist()}>
            <HeartIcon />
          </Link>
          <div className="hidden items-center gap-1 md:flex">
            <button type="button" className={iconButton} aria-label={m.shop_profile()} onClick={() => setDialog("profile")}>
              <StoreIcon />
            </button>
            <button type="button" className={iconButton} aria-label={m.shop_qr_code()} onClick={() => setDialog("qr")}>
              <QrIcon />
            </button>
            <LanguageSwitcher className={buttonVariants({ variant: "ghost", size: "sm" })} />
            <nav aria-label={m.common_account()} className="ml-2 flex items-center gap-2">
              {user ? (
                <>
                  <span className="hidden text-sm text-gray-600 lg:inline">{m.common_hello({ name: user.name })}</span>
                  {user.ownsShop ? (
                    <Link to={`${base}/dashboard`} className={solid}>
                      {m.common_dashboard()}
                    </Link>
                  ) : null}
                  <AccountMenu shop={shop.handle} hydrated={hydrated} />
                  <LogoutButton base={base} className={outline} />
                </>
              ) : (
                <>
                  <Link to={`${base}/login`} className={outline}>
                    {m.common_login()}
                  </Link>
                  <Link to={`${base}/register`} className={solid}>
                    {m.common_register()}
                  </Link>
                </>
              )}
            </nav>
          </div>
          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className={`${iconButton} md:hidden`}
              aria-label={m.common_menu()}
              aria-expanded={menuOpen}
              aria-controls="shop-mobile-menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon />}
            </button>
          ) : (
            <details id="shop-menu-toggle" className="flex md:hidden">
              <summary aria-label={m.common_menu()} className={`${iconButton} ${summaryReset}`}>
                <MenuIcon />
              </summary>
            </details>
          )}
        </div>
      </div>

      {searchOpen || !hydrated ? (
        <div id="shop-search" className={`border-t border-gray-100 bg-white ${hydrated ? "" : openWith.search}`}>
          <div className="mx-auto max-w-3xl px-4 py-3">
            <SearchForm base={base} focusOnOpen={hydrated && !params.get("q")} />
          </div>
        </div>
      ) : null}

      {menuOpen || !hydrated ? (
        <nav
          id="shop-mobile-menu"
          // Not "Mobile …": a form's "Mobile" field must stay the only match for that label.
          aria-label={m.common_menu()}
          className={`border-t border-gray-100 bg-white md:hidden ${hydrated ? "" : openWith.menu}`}
        >
          <HeaderMenuItems
            shop={shop.handle}
            base={base}
            user={user}
            hydrated={hydrated}
            count={count}
            onSearch={() => fromMenu(() => setSearchOpen(true))}
            onDialog={(d) => fromMenu(() => setDialog(d))}
          />
        </nav>
      ) : null}

      {dialogsLoaded.current ? (
        <Suspense fallback={null}>
          <ShopDialogs shop={shop} url={shopUrl} open={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
