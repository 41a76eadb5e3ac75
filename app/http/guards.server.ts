// The route guards, run once per request as layout (or route) middleware before any loader or
// action below them (docs/decisions/0070-guards-in-middleware.md). Each puts what it proved into
// the typed router context (app/context.ts); children read it from there and never guard again.

import { data, type MiddlewareFunction, redirect } from "react-router";
import { STORE_NOT_FOUND } from "~/components/store-not-found";
import {
  adminContext,
  customerContext,
  ownerContext,
  type RouteContext,
  servicesContext,
  shopContext,
  singleFetchContext,
} from "~/context";
import { findShop, type Shop } from "~/domain/sellers/shops.server";
import * as m from "~/i18n/messages";
import { publicUrl } from "./public-url.server";
import { getSessionUser, loginRedirect, requireAdmin, requireRole, requireShopOwner } from "./session.server";

type Guard = MiddlewareFunction<Response>;

/** The landing page's query flag for "you were sent here because that shop does not exist". */
export const STORE_NOT_FOUND_FLAG = "store-not-found";

/**
 * The shop addressed by the URL. An unknown id goes to the platform home (docs/decisions/0024-unknown-shop-redirects.md),
 * which then says 'Store Not Found';
 * an owner e-mail used as the id moves permanently to the handle URL. A suspended shop is a
 * 'Store Not Found' 404 everywhere except its own dashboard, where the owner learns why.
 */
export async function resolveShop(context: RouteContext, request: Request, param: string, unknownIs404 = false): Promise<Shop> {
  const found = await findShop(context.get(servicesContext).db, decodeParam(param));
  if (!found) throw unknownIs404 ? data(m.platform_not_found(), 404) : redirect(`/?${STORE_NOT_FOUND_FLAG}`);
  if (found.byEmail || param !== found.shop.handle) {
    const url = publicUrl(request);
    const rest = url.pathname.split("/").slice(2).join("/");
    throw redirect(`/${found.shop.handle}${rest ? `/${rest}` : ""}${url.search}`, 301);
  }
  if (found.shop.status === "suspended" && !new URL(request.url).pathname.startsWith(`/${found.shop.handle}/dashboard`)) {
    throw data(STORE_NOT_FOUND, 404);
  }
  return found.shop;
}

/**
 * React Router leaves reserved escapes such as %40 (an owner e-mail) in params; a stray "%" that
 * is no escape at all would make decodeURIComponent throw (a 500), so it is kept as typed.
 */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function shopParam(params: Record<string, string | undefined>): string {
  // Only mounted on routes whose path holds :shop (tests/integration/route-guards.test.ts).
  return params.shop ?? "";
}

/** The storefront layout (`/:shop`): the shop, once, for every page and endpoint below it. */
export const shopGuard: Guard = async ({ request, params, context }) => {
  // Any path under an unknown first segment (/no/such/page reaches the shop's splat route) stays a
  // plain 404, as before the shop had one; only a would-be shop page says 'Store Not Found'.
  context.set(shopContext, await resolveShop(context, request, shopParam(params), params["*"] !== undefined));
};

/**
 * Customer-only storefront pages (order history, an order, checkout): anyone signed in, else the
 * shop's login and back. A fetcher's POST (single fetch) is let through: those actions answer 401
 * with a message themselves (docs/product.md#checkout); a document POST goes to the login page.
 */
export const customerGuard: Guard = async ({ request, context }) => {
  const user = await getSessionUser(context, request);
  if (user) context.set(customerContext, user);
  else if (!(request.method === "POST" && context.get(singleFetchContext))) {
    throw loginRedirect(request, `/${context.get(shopContext).handle}/login`);
  }
};

/**
 * The seller dashboard (`/:shop/dashboard`): the shop and proof that the signed-in user owns it.
 * Anonymous visitors go to the shop's login and come back; anyone else goes to the store home.
 */
export const ownerGuard: Guard = async ({ request, params, context }) => {
  const shop = await resolveShop(context, request, shopParam(params));
  context.set(shopContext, shop);
  context.set(ownerContext, await requireShopOwner(context, request, shop));
};

/**
 * The admin console: anonymous visitors log in first. Other roles are sent to the platform home
 * from a page, and get a 403 from an action (only ever posted by the console itself).
 */
export const adminGuard: Guard = async ({ request, context }) => {
  const reading = request.method === "GET" || request.method === "HEAD";
  context.set(adminContext, reading ? await requireAdmin(context, request) : await requireRole(context, request, "admin"));
};
