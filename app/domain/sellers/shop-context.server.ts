import { type AppLoadContext, redirect } from "react-router";
import { findShop, type Shop } from "./shops.server";

/**
 * The shop addressed by the URL. An unknown id goes to the platform home (the spec's choice);
 * an owner e-mail used as the id moves permanently to the handle URL.
 */
export async function requireShop(context: AppLoadContext, request: Request, sellerId: string): Promise<Shop> {
  const found = await findShop(context.services.db, decodeURIComponent(sellerId));
  if (!found) throw redirect("/");
  if (found.byEmail || sellerId !== found.shop.handle) {
    const url = new URL(request.url);
    const rest = url.pathname.split("/").slice(2).join("/");
    throw redirect(`/${found.shop.handle}${rest ? `/${rest}` : ""}${url.search}`, 301);
  }
  return found.shop;
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
