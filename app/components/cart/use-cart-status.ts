// Cart status polling: the server's current price, image and stock of every line (cart-refresh),
// and what a line's status means for the shopper.
import { useEffect, useRef, useState } from "react";
import { type CartLine, type CartLineStatus, fetchCartStatus, lineKey, useCart } from "./cart";

/** Re-reads price, image and stock of every line from the server whenever the set of lines changes. */
export function useCartStatus(shop: string) {
  const cart = useCart();
  const [status, setStatus] = useState<Map<string, CartLineStatus>>(new Map());
  const keys = cart.lines.map(lineKey).sort().join(",");
  const { replace } = cart;
  const linesRef = useRef(cart.lines);
  linesRef.current = cart.lines;
  useEffect(() => {
    if (!cart.loaded || !keys) return;
    let cancelled = false;
    fetchCartStatus(shop, linesRef.current)
      .then((rows) => {
        if (cancelled) return;
        setStatus(new Map(rows.map((r) => [lineKey(r), r])));
        // Show the server's current names and prices, not what was stored when the item was added.
        const current = linesRef.current;
        const next = current.map((l) => {
          const fresh = rows.find((r) => lineKey(r) === lineKey(l))?.product;
          return fresh ? { ...l, product: fresh } : l;
        });
        if (JSON.stringify(next) !== JSON.stringify(current)) replace(next);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [shop, keys, cart.loaded, replace]);
  return status;
}

export function lineProblem(l: CartLine, st: CartLineStatus | undefined): string | null {
  if (!st) return null;
  if (st.state === "missing" || st.state === "unavailable") return "This item is no longer available.";
  if (st.state === "sold-out") return "Sold out for this colour and size.";
  if (l.quantity > st.stock) return `Only ${st.stock} items available in stock`;
  return null;
}
