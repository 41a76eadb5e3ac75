// The shape of a cart line as the server shows it (cart.server.ts), browser-safe so the cart
// components share it (docs/decisions/0071-import-boundaries.md).

/** The product fields a cart line shows, read from the database on every view. */
export interface CartProduct {
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  imageKey: string | null;
}

/** A cart line is keyed by product + colour + size. */
export interface LineKey {
  productId: string;
  color: string;
  size: string;
}

/** A line of the cart now: what was chosen, and whether it can be bought (sellable, sold out, unavailable). */
export interface CartLine extends LineKey {
  quantity: number;
  state: "ok" | "sold-out" | "unavailable";
  stock: number;
  product: CartProduct;
}

/** What stops a line from being ordered as it is, in the shopper's words; null when nothing does. */
export function lineProblem(l: CartLine): string | null {
  if (l.state === "unavailable") return "This item is no longer available.";
  if (l.state === "sold-out") return "Sold out for this colour and size.";
  if (l.quantity > l.stock) return `Only ${l.stock} items available in stock`;
  return null;
}
