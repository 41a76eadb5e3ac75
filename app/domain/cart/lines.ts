// The shape of a cart line as the server shows it (cart.server.ts), browser-safe so the cart
// components share it (docs/decisions/0071-import-boundaries.md).
import * as m from "~/i18n/messages";

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
  if (l.state === "unavailable") return m.account_line_unavailable();
  if (l.state === "sold-out") return m.account_line_sold_out();
  if (l.quantity > l.stock) return m.account_only_in_stock({ stock: l.stock });
  return null;
}
