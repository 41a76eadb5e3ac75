// What the server says about the lines of a browser cart (refresh.server.ts), browser-safe so the
// cart components share the shape (docs/decisions/0071-import-boundaries.md).

/** The product fields a cart line shows. */
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

/** One line's state now: sellable, sold out, inactive, or no such product in this shop. */
export interface CartLineStatus extends LineKey {
  state: "ok" | "sold-out" | "unavailable" | "missing";
  stock: number;
  product: CartProduct | null;
}
