// The storefront's per-request state beyond the shop (docs/decisions/0084-server-cart.md): whose
// cart this is, the guest cart moving into the shopper's after sign-in, and the one-time notice.
import type { MiddlewareFunction } from "react-router";
import { cartOwnerContext, flashContext, servicesContext, shopContext } from "~/context";
import { hasGuestCart, mergeGuestCart } from "~/domain/cart/cart.server";
import { GUEST_CART_MERGED } from "~/domain/cart/forms";
import type { Flash } from "~/utils/flash";
import { getSessionUser } from "./session.server";
import { flashCookie, readBrowserId, readFlash } from "./signed-cookies.server";

export const shopSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const shop = context.get(shopContext);
  const [user, browserId, stored] = await Promise.all([
    getSessionUser(context, request),
    readBrowserId(services, request),
    readFlash(services, request),
  ]);
  context.set(cartOwnerContext, user ? { userId: user.id } : browserId ? { guestId: browserId } : null);
  let merged: Flash | null = null;
  // After sign-in (email, Google or registration, on any page): the guest cart of this shop joins theirs, once.
  if (user && browserId && request.method === "GET" && (await hasGuestCart(services.db, browserId, shop.id))) {
    const result = await mergeGuestCart(services.db, browserId, user.id, shop);
    if (result) {
      merged = result.changes.length
        ? { kind: "warning", text: GUEST_CART_MERGED, description: result.changes.join(" ") }
        : { kind: "success", text: GUEST_CART_MERGED };
    }
  }
  context.set(flashContext, merged ?? stored);
  const response = await next();
  // Shown once: the notice that came in the cookie is cleared by the page that showed it.
  if (stored && request.method === "GET") response.headers.append("Set-Cookie", await flashCookie(services, null));
  return response;
};
