import type { Shop } from "./shops.server";

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
