// The route guards, run once per request as layout (or route) middleware before any loader or
// action below them (docs/decisions/0070-guards-in-middleware.md). Each puts what it proved into
// the typed router context (app/context.ts); children read it from there and never guard again.

import { data, type MiddlewareFunction, redirect } from "react-router";
import { STORE_NOT_FOUND } from "~/components/store-not-found";
import { adminContext, catalogDbContext, customerContext, ownerContext, servicesContext, shopContext } from "~/context";
import { isClosed } from "~/domain/privacy/closed-shop.server";
import { findShop, type Shop } from "~/domain/sellers/shops.server";
import * as m from "~/i18n/messages";
import { backInShop, refererPath } from "./back-in-shop.server";
import { readShop } from "./read-routing.server";
import { type AskedFor, getSessionUser, loginRedirect, requireAdmin, requireRole, requireShopOwner, requireUser } from "./session.server";

type Guard = MiddlewareFunction<Response>;

/** The landing page's query flag for "you were sent here because that shop does not exist". */
export const STORE_NOT_FOUND_FLAG = "store-not-found";

/**
 * The shop addressed by the URL. An unknown id goes to the platform home (docs/decisions/0024-unknown-shop-redirects.md),
 * which then says 'Store Not Found';
 * an owner e-mail used as the id moves permanently to the handle URL. A suspended or closed shop is
 * a 'Store Not Found' 404 everywhere except its own dashboard, where the owner learns why, and a
 * closed one keeps its past shoppers' own pages (CLOSED_SHOP_PATTERNS).
 */
export async function resolveShop(
  { context, url, pattern }: AskedFor & { pattern?: string },
  param: string,
  unknownIs404 = false,
  db = context.get(servicesContext).db,
): Promise<Shop> {
  const found = await findShop(db, decodeParam(param));
  if (!found) throw unknownIs404 ? data(m.platform_not_found(), 404) : redirect(`/?${STORE_NOT_FOUND_FLAG}`);
  if (found.byEmail || param !== found.shop.handle) {
    const rest = url.pathname.split("/").slice(2).join("/");
    throw redirect(`/${found.shop.handle}${rest ? `/${rest}` : ""}${url.search}`, 301);
  }
  if (
    found.shop.status !== "active" &&
    !url.pathname.startsWith(`/${found.shop.handle}/dashboard`) &&
    !pastShoppersPage(found.shop, pattern)
  ) {
    throw data(STORE_NOT_FOUND, 404);
  }
  return found.shop;
}

/**
 * What a closed shop keeps for its past shoppers: their sign-in, their orders and the invoices and
 * credit notes they may need for years (warranty, GST input credit), and their profile (to export or
 * delete their data) with the privacy notice. By the request's whole route pattern, as app/routes.ts
 * spells it; everything else of the shop (and all of a suspended one) is 'Store Not Found'.
 */
export const CLOSED_SHOP_PATTERNS: ReadonlySet<string> = new Set(
  [
    "login",
    "forgot-password",
    "reset-password",
    "orders",
    "orders/:orderId",
    "orders/:orderId/invoice.pdf",
    "orders/:orderId/credit-notes/:file",
    "profile",
    "privacy",
  ].map((page) => `:shop/${page}`),
);

// React Router joins the matched routes' paths; whether a leading "/" comes with the root's is its affair.
const pastShoppersPage = (shop: Shop, pattern: string | undefined) =>
  isClosed(shop) && CLOSED_SHOP_PATTERNS.has((pattern ?? "").replace(/^\/+/, ""));

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
export const shopGuard: Guard = async (args) => {
  const { params, context } = args;
  // Any path under an unknown first segment (/no/such/page reaches the shop's splat route) stays a
  // plain 404, as before the shop had one; only a would-be shop page says 'Store Not Found'.
  const { shop, catalogDb } = await readShop(args, context.get(servicesContext), (db) =>
    resolveShop(args, shopParam(params), params["*"] !== undefined, db),
  );
  context.set(shopContext, shop);
  context.set(catalogDbContext, catalogDb);
};

/**
 * Customer-only storefront pages (order history, an order, an invoice, checkout, a payment screen):
 * anyone signed in, for every request, else the shop's login and back. The one redirect suits every
 * kind of request: a document follows it; single fetch (a client navigation, a loader's `.data`, a
 * fetcher's or a form's POST) hands it to the browser's router, which goes there the same way.
 * Children read the person from `customerContext` and never check again
 * (docs/decisions/0125-one-guard-per-page-kind.md).
 */
export const customerGuard: Guard = async (args) => {
  const { request, context } = args;
  const user = await getSessionUser(context, request);
  const { handle } = context.get(shopContext);
  if (!user) throw loginRedirect(args.url, `/${handle}/login`, returnPath(args, handle));
  context.set(customerContext, user);
};

/**
 * A person's own page outside any shop (a data export's page and archive): anyone signed in, else the
 * platform's login and back. Children read the person from `customerContext`.
 */
export const signedInGuard: Guard = async (args) => {
  args.context.set(customerContext, await requireUser(args));
};

/**
 * A page a guest may read but only a customer may change (the wishlist: a guest's list lives in the
 * browser): its reads are open, and every other request is guarded as a customer-only page's.
 */
export const customerWritesGuard: Guard = (args, next) => {
  const reading = args.request.method === "GET" || args.request.method === "HEAD";
  return reading ? undefined : customerGuard(args, next);
};

/**
 * Where a guest comes back to after logging in: the URL asked for, or for a POST the shop page it
 * was sent from (a fetcher posts from the cart or a product page to another URL), when known.
 */
function returnPath({ request, url }: AskedFor, handle: string): string {
  const asked = `${url.pathname}${url.search}`;
  if (request.method === "GET" || request.method === "HEAD") return asked;
  return backInShop(refererPath(request), handle, asked);
}

/**
 * The seller dashboard (`/:shop/dashboard`): the shop and proof that the signed-in user owns it.
 * Anonymous visitors go to the shop's login and come back; anyone else goes to the store home.
 */
export const ownerGuard: Guard = async (args) => {
  const shop = await resolveShop(args, shopParam(args.params));
  args.context.set(shopContext, shop);
  args.context.set(ownerContext, await requireShopOwner(args, shop));
};

/**
 * The admin console: anonymous visitors log in first. Other roles are sent to the platform home
 * from a page, and get a 403 from an action (only ever posted by the console itself).
 */
export const adminGuard: Guard = async (args) => {
  const reading = args.request.method === "GET" || args.request.method === "HEAD";
  args.context.set(adminContext, reading ? await requireAdmin(args) : await requireRole(args, "admin"));
};
