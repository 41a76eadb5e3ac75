import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { CartProvider } from "~/components/cart/cart";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFound } from "~/components/not-found";
import { ClosedShopHeader, ClosedShopNotice } from "~/components/shop/closed-shop-chrome";
import { FlashNotice } from "~/components/shop/flash-notice";
import { ShopFooter } from "~/components/shop/footer";
import { ShopHeader } from "~/components/shop/header";
import { GuestWishlistMerge } from "~/components/shop/wishlist-heart";
import { isStoreNotFound, StoreNotFound } from "~/components/store-not-found";
import { cartOwnerContext, flashContext, servicesContext, shopContext } from "~/context";
import { cartCount } from "~/domain/cart/cart.server";
import { isClosed } from "~/domain/privacy/closed-shop.server";
import { publicShop } from "~/domain/sellers/shop-context.server";
import { shopBlurb } from "~/domain/sellers/shop-pages";
import { savedProductIds } from "~/domain/wishlist/wishlist.server";
import { shopGuard } from "~/http/guards.server";
import { getSessionUser } from "~/http/session.server";
import { shopSession } from "~/http/shop-session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/layout";

// Resolves the shop once per request for every page and endpoint below (app/http/guards.server.ts).
// Then whose cart it is and the one-time notice (app/http/shop-session.server.ts).
export const middleware: Route.MiddlewareFunction[] = [shopGuard, shopSession];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  const { db } = context.get(servicesContext);
  const owner = context.get(cartOwnerContext);
  // A closed shop keeps only its past shoppers' own pages (app/http/guards.server.ts): no cart, no hearts.
  const closed = isClosed(shop);
  const [wishlist, count] = closed
    ? [[], 0]
    : await Promise.all([
        // The hearts' state (components/shop/wishlist-heart.tsx): only for a signed-in shopper, whose
        // pages are never cached; a guest's hearts read the browser's list.
        user ? savedProductIds(db, user.id, shop.id) : [],
        // The header's badge, rendered by the server: never "0" while the server knows the cart.
        owner ? cartCount(db, owner, shop.id) : 0,
      ]);
  return {
    shop: publicShop(shop),
    closed,
    // The footer's line about the shop, from its own About text (or its data), never the platform's.
    blurb: shopBlurb(shop),
    // Absolute shop URL for the QR code, sharing and canonical links.
    shopUrl: `${context.get(servicesContext).env.BASE_URL}/${shop.handle}`,
    user: user && {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      // The shop's own seller gets a way back to their dashboard (signed-in pages are never cached).
      ownsShop: user.role === "seller" && user.id === shop.ownerUserId,
    },
    wishlist,
    cart: { count },
    flash: context.get(flashContext),
  };
}

export default function ShopLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShopChrome {...data}>
      <Outlet />
    </ShopChrome>
  );
}

function ShopChrome({
  shop,
  closed,
  user,
  shopUrl,
  blurb,
  cart,
  flash,
  children,
}: Route.ComponentProps["loaderData"] & { children: React.ReactNode }) {
  if (closed)
    return (
      <div className="flex min-h-screen flex-col">
        <ClosedShopHeader shop={shop} user={user} />
        <ClosedShopNotice shopName={shop.shopName} />
        <FlashNotice flash={flash} />
        <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </div>
      </div>
    );
  return (
    <CartProvider userId={user?.id ?? null} shop={shop.handle} count={cart.count}>
      <div className="flex min-h-screen flex-col">
        <ShopHeader shop={shop} user={user} shopUrl={shopUrl} />
        <GuestWishlistMerge shop={shop.handle} userId={user?.id ?? null} />
        <FlashNotice flash={flash} />
        {/* The skip link's target (root.tsx). */}
        <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </div>
        <ShopFooter shop={shop} blurb={blurb} />
      </div>
    </CartProvider>
  );
}

function ShopErrorPage({ message }: { message?: string | null }) {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <p role="alert" className="text-lg font-semibold text-red-700">
        {message ?? m.shop_load_failed()}
      </p>
      <a className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white" href="/">
        {m.shop_return_home()}
      </a>
    </main>
  );
}

/** An error on a shop page keeps the shop's header and footer; one in the shop's own loader has none to keep. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/shop/layout");
  const boundary = (
    <GeneralErrorBoundary
      defaultStatusHandler={({ message }) => <ShopErrorPage message={message} />}
      // Inside the shop, its 404 leads back to the shop's home.
      statusHandlers={
        data
          ? {
              404: ({ error }) =>
                isStoreNotFound(error.data) ? <StoreNotFound /> : <NotFound home={`/${data.shop.handle}${data.closed ? "/orders" : ""}`} />,
            }
          : undefined
      }
      unexpectedErrorHandler={() => <ShopErrorPage />}
    />
  );
  return data ? (
    <ShopChrome {...data}>{boundary}</ShopChrome>
  ) : (
    // No shop to draw: the page is still the skip link's target (root.tsx).
    <div id="main" tabIndex={-1} className="focus:outline-none">
      {boundary}
    </div>
  );
}
