// The seller dashboard's frame: only the shop's owner (others → store home, anonymous → the shop's
// login). Its own chrome rather than the storefront header; the nav is a scrollable tab bar on
// phones and a sidebar on wide screens.
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ownerContext, servicesContext, shopContext } from "~/context";
import { countNewOrders } from "~/domain/orders/seller-order-stats.server";
import { ownerGuard } from "~/http/guards.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/layout";

// Only the shop's owner gets past this, for every page and action below.
export const middleware: Route.MiddlewareFunction[] = [ownerGuard];

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: m.dash_meta_title({ shop: data?.shop.shopName ?? "Haat" }) }];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(ownerContext);
  const newOrders = await countNewOrders(context.get(servicesContext).db, shop.id);
  return {
    shop: {
      handle: shop.handle,
      shopName: shop.shopName,
      suspendedReason: shop.status === "suspended" ? (shop.suspendedReason ?? "") : null,
    },
    ownerName: user.name,
    newOrders,
  };
}

// A function, not a constant: the labels are in the request's language.
const nav = () =>
  [
    { to: "", label: m.dash_nav_today(), end: true },
    { to: "orders", label: m.dash_nav_orders() },
    { to: "customers", label: m.dash_nav_customers() },
    { to: "payments", label: m.dash_nav_payments() },
    { to: "reports", label: m.dash_nav_reports() },
    { to: "coupons", label: m.dash_nav_coupons() },
    { to: "reviews", label: m.dash_nav_reviews() },
    { to: "products", label: m.dash_nav_products() },
    { to: "categories", label: m.dash_nav_categories() },
    { to: "banners", label: m.dash_nav_banners() },
    { to: "profile", label: m.dash_nav_profile() },
  ] as const;
type NavItem = ReturnType<typeof nav>[number];

export default function DashboardLayout() {
  return (
    <DashboardChrome {...useLoaderData<typeof loader>()}>
      <Outlet />
    </DashboardChrome>
  );
}

/** An error on a dashboard page keeps the dashboard's header and sections. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/dashboard/layout");
  return data ? (
    <DashboardChrome {...data}>
      <GeneralErrorBoundary />
    </DashboardChrome>
  ) : (
    <GeneralErrorBoundary />
  );
}

/**
 * The phone tab strip scrolls sideways; its edges shade while there is more to that side ("scroll
 * shadows": the white covers ride with the content, the shades stay put; CSS only, so it shows
 * without JavaScript too).
 */
const SCROLL_SHADOWS: React.CSSProperties = {
  background: [
    "linear-gradient(to right, white 30%, rgb(255 255 255 / 0)) left / 2.5rem 100% no-repeat local",
    "linear-gradient(to left, white 30%, rgb(255 255 255 / 0)) right / 2.5rem 100% no-repeat local",
    "radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), rgb(0 0 0 / 0)) left / 0.9rem 100% no-repeat scroll",
    "radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), rgb(0 0 0 / 0)) right / 0.9rem 100% no-repeat scroll",
  ].join(", "),
};

/** Keeps the current section's tab in view in the phone strip (Categories sits past the screen's edge). */
function useActiveTabInView() {
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation, when the active tab changes.
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    // Only the strip scrolls (scrollIntoView could move the page too): centre the tab where possible.
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return strip;
}

function DashboardChrome({ shop, ownerName, newOrders, children }: Route.ComponentProps["loaderData"] & { children: React.ReactNode }) {
  const base = `/${shop.handle}/dashboard`;
  const strip = useActiveTabInView();
  const items = nav();
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{m.dash_seller_dashboard()}</p>
            <p className="truncate font-bold leading-tight">{shop.shopName}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2 text-sm">
            <Link to={`/${shop.handle}`} className="rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50">
              {m.dash_view_shop()}
            </Link>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value={`/${shop.handle}/login`} />
              <button
                type="submit"
                className="rounded-md px-3 py-1.5 font-medium text-gray-700 hover:bg-gray-100"
                title={m.dash_signed_in_as({ name: ownerName })}
              >
                {m.dash_logout()}
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label={m.dash_nav_label()} className="border-t border-gray-100 lg:hidden">
          <ul ref={strip} className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-1.5" style={SCROLL_SHADOWS}>
            {items.map((item) => (
              <li key={item.to} className="shrink-0">
                <DashLink base={base} item={item} newOrders={newOrders} />
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-4 lg:py-6">
        <nav aria-label={m.dash_nav_sections()} className="hidden w-52 shrink-0 lg:block">
          <ul className="sticky top-20 space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <DashLink base={base} item={item} newOrders={newOrders} wide />
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {shop.suspendedReason !== null ? (
            <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{m.dash_suspended_title()}</p>
              <p className="mt-1">{m.dash_suspended_body({ reason: shop.suspendedReason || m.dash_suspended_no_reason() })}</p>
              <p className="mt-1">{m.dash_suspended_reply()}</p>
            </div>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}

function DashLink({ base, item, newOrders, wide }: { base: string; item: NavItem; newOrders: number; wide?: boolean }) {
  const showCount = item.to === "orders" && newOrders > 0;
  return (
    <NavLink
      to={item.to ? `${base}/${item.to}` : base}
      end={"end" in item}
      className={({ isActive }) =>
        `flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
          isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100"
        } ${wide ? "" : "whitespace-nowrap"}`
      }
    >
      {item.label}
      {showCount ? (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          {newOrders}
          <span className="sr-only">{m.dash_new_count_sr()}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
