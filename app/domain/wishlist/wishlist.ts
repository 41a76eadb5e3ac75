// The wishlist's rules the browser shares with the server (docs/decisions/0083-wishlist.md): the
// cap, what changed since an item was saved and the guest list's storage. No zod here: every
// storefront page has hearts; the action's schema is ./forms.ts.
import type { VariantData } from "~/domain/catalog/listing";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";

/** Items per shopper and shop: the page lists them all, so the list stays one short read. */
export const WISHLIST_MAX = 200;
// Functions, not constants: each text is made in the request's (or the page's) language.
export const wishlistFull = () => m.shop_wishlist_full({ max: WISHLIST_MAX });
export const productNotFound = () => m.shop_wishlist_product_not_found();
export const productInactive = () => m.shop_wishlist_product_inactive();

/** One saved product as the wishlist page shows it. */
export interface WishlistItem {
  productId: string;
  name: string;
  imageKey: string | null;
  pricePaise: number;
  salePricePaise: number | null;
  /** The effective price when it was saved, and now. */
  savedPricePaise: number;
  currentPricePaise: number;
  /** False when the seller took the product off sale: shown as unavailable, never dropped silently. */
  available: boolean;
  inStock: boolean;
  savedInStock: boolean;
  /** The colours and sizes that can be bought now, in the product's order (for 'Move to cart'). */
  options: Array<{ color: string; size: string; stock: number; imageKey: string | null }>;
  savedAt: string;
}

export type StockState = "unavailable" | "back-in-stock" | "out-of-stock" | "in-stock";

export function stockState(item: Pick<WishlistItem, "available" | "inStock" | "savedInStock">): StockState {
  if (!item.available) return "unavailable";
  if (!item.inStock) return "out-of-stock";
  return item.savedInStock ? "in-stock" : "back-in-stock";
}

export const stockLabel = (state: StockState): string =>
  ({
    unavailable: m.shop_stock_unavailable(),
    "back-in-stock": m.shop_stock_back(),
    "out-of-stock": m.shop_out_of_stock(),
    "in-stock": m.shop_stock_in(),
  })[state];

/** 'Price dropped by ₹50' / 'Price up by ₹20', or null when the price is what it was. */
export function priceChangeText(savedPaise: number, currentPaise: number): string | null {
  const delta = currentPaise - savedPaise;
  if (delta === 0) return null;
  return delta < 0 ? m.shop_price_dropped({ amount: formatPaise(-delta) }) : m.shop_price_up({ amount: formatPaise(delta) });
}

/** The sellable colour/size pairs, in the product's colour order and size order. */
export function purchasableOptions(variants: VariantData[]): WishlistItem["options"] {
  return variants.flatMap((v) =>
    v.sizes.filter((s) => s.stock > 0).map((s) => ({ color: v.color, size: s.size, stock: s.stock, imageKey: v.imageKeys[0] ?? null })),
  );
}

/** A merge's ids: at most the cap, each no longer than an id can be; the server drops what is not a product of the shop. */
export function parseMergeIds(raw: string | undefined): string[] {
  const ids = (raw ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0 && s.length <= 64);
  return [...new Set(ids)].slice(0, WISHLIST_MAX);
}

// ── the guest list, in the browser (like the cart's `cart_guest_{shop}`)

export const guestWishlistKey = (shop: string) => `wishlist_guest_${shop}`;

export function readGuestWishlist(shop: string, storage: Pick<Storage, "getItem"> = localStorage): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(guestWishlistKey(shop)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string").slice(0, WISHLIST_MAX) : [];
  } catch {
    return [];
  }
}

/** The guest list with `productId` added (newest first) or removed; a full list refuses to grow. */
export function toggleGuestId(ids: string[], productId: string, save: boolean): { ids: string[]; error?: string } {
  const rest = ids.filter((id) => id !== productId);
  if (!save) return { ids: rest };
  if (rest.length >= WISHLIST_MAX) return { ids, error: wishlistFull() };
  return { ids: [productId, ...rest] };
}
