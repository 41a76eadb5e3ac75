import { type AppLoadContext, data, redirect } from "react-router";
import { STORE_NOT_FOUND } from "~/components/store-not-found";
import { findShop, type Shop } from "./shops.server";

/** The landing page's query flag for "you were sent here because that shop does not exist". */
export const STORE_NOT_FOUND_FLAG = "store-not-found";

/**
 * The shop addressed by the URL. An unknown id goes to the platform home (docs/decisions/0024-unknown-shop-redirects.md),
 * which then says 'Store Not Found';
 * an owner e-mail used as the id moves permanently to the handle URL. A suspended shop is a
 * 'Store Not Found' 404 everywhere except its own dashboard, where the owner learns why.
 */
export async function requireShop(context: AppLoadContext, request: Request, sellerId: string): Promise<Shop> {
  const found = await findShop(context.services.db, decodeParam(sellerId));
  if (!found) throw redirect(`/?${STORE_NOT_FOUND_FLAG}`);
  if (found.byEmail || sellerId !== found.shop.handle) {
    const url = new URL(request.url);
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

/** What any visitor may see of a shop (Shop Profile popup, header, footer). */
export function publicShop(shop: Shop) {
  return {
    id: shop.id,
    handle: shop.handle,
    shopName: shop.shopName,
    ownerName: shop.ownerName,
    email: shop.email,
    phone: shop.phone,
    location: shop.location,
    photoKey: shop.photoKey,
  };
}
