// The shopper's cart, kept in the browser per user and shop under `cart_{userId|guest}_{shop}`
// (docs/product.md#cart). Lines are keyed by product + colour + size.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import type { CartLineStatus, CartProduct, LineKey } from "~/domain/cart/lines";
import { isSuccess, type Reply } from "~/utils/reply";

export type { CartLineStatus, CartProduct };

export interface CartLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
  product: CartProduct;
}

export type CartResult = { ok: true } | { ok: false; error: string };

export const lineKey = (l: LineKey) => `${l.productId}|${l.color}|${l.size}`;

/**
 * Merges a guest cart into the signed-in user's cart (docs/decisions/0064-guest-cart-merge.md).
 * Quantities are capped by stock; each change is described so the shopper can be told.
 */
export function mergeLines(
  userLines: CartLine[],
  guestLines: CartLine[],
  stockOf: (key: LineKey) => number | null,
): { lines: CartLine[]; changes: string[] } {
  let lines = [...userLines];
  const changes: string[] = [];
  for (const g of guestLines) {
    const existing = lines.find((l) => sameLine(l, g));
    const stock = stockOf(g);
    const wanted = (existing?.quantity ?? 0) + g.quantity;
    const capped = stock === null ? wanted : Math.min(wanted, stock);
    if (capped < wanted) {
      changes.push(
        capped <= (existing?.quantity ?? 0)
          ? `${g.product.name} (${g.color}, ${g.size}) could not be added: only ${stock} items available in stock.`
          : `${g.product.name} (${g.color}, ${g.size}) was reduced to ${capped}: only ${stock} items available in stock.`,
      );
    }
    if (existing) {
      if (capped > existing.quantity) lines = lines.map((l) => (sameLine(l, g) ? { ...l, quantity: capped } : l));
    } else if (capped > 0) {
      lines.push({ ...g, quantity: capped });
    }
  }
  return { lines, changes };
}

/** Asks the shop for the current price, image and stock of each line. */
export async function fetchCartStatus(shop: string, keys: LineKey[]): Promise<CartLineStatus[]> {
  const res = await fetch(`/${shop}/cart-refresh`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lines: keys.map(({ productId, color, size }) => ({ productId, color, size })) }),
  });
  if (!res.ok) throw new Error(`cart refresh failed: ${res.status}`);
  const reply = (await res.json()) as Reply<{ lines: CartLineStatus[] }>;
  if (!isSuccess(reply) || !reply.data) throw new Error("cart refresh failed");
  return reply.data.lines;
}

export const cartStorageKey = (userId: string | null | undefined, shop: string) => `cart_${userId || "guest"}_${shop}`;
const sameLine = (a: Pick<CartLine, "productId" | "color" | "size">, b: Pick<CartLine, "productId" | "color" | "size">) =>
  a.productId === b.productId && a.color === b.color && a.size === b.size;

/** The stock rule (docs/product.md#cart), counting what is already in the cart. Pure, so the server can reuse it. */
export function addToLines(lines: CartLine[], line: CartLine, stock: number | null): { lines: CartLine[]; result: CartResult } {
  const existing = lines.find((l) => sameLine(l, line));
  const wanted = (existing?.quantity ?? 0) + line.quantity;
  if (stock !== null && wanted > stock) return { lines, result: { ok: false, error: `Only ${stock} items available in stock` } };
  const next = existing ? lines.map((l) => (sameLine(l, line) ? { ...l, quantity: wanted, product: line.product } : l)) : [...lines, line];
  return { lines: next, result: { ok: true } };
}

export function setLineQuantity(
  lines: CartLine[],
  key: Pick<CartLine, "productId" | "color" | "size">,
  quantity: number,
  stock: number | null,
): { lines: CartLine[]; result: CartResult } {
  if (quantity <= 0) return { lines: lines.filter((l) => !sameLine(l, key)), result: { ok: true } };
  if (stock !== null && quantity > stock) return { lines, result: { ok: false, error: `Only ${stock} items available in stock` } };
  return { lines: lines.map((l) => (sameLine(l, key) ? { ...l, quantity } : l)), result: { ok: true } };
}

export function readCart(key: string, storage: Pick<Storage, "getItem"> = localStorage): CartLine[] {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((l) => l && typeof l.productId === "string" && Number.isInteger(l.quantity) && l.quantity > 0)
      : [];
  } catch {
    return [];
  }
}

/**
 * Moves the guest cart into the user's cart. The guest cart stays in storage until the merged cart
 * has been written: a closed tab during the stock round trip, or a failed write (storage full),
 * loses nothing and the merge runs again on the next page. Null when there was nothing to merge.
 */
export async function mergeGuestCart(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
  guestKey: string,
  userKey: string,
  stockFor: (keys: LineKey[]) => Promise<(key: LineKey) => number | null>,
): Promise<{ lines: CartLine[]; changes: string[] } | null> {
  const guest = readCart(guestKey, storage);
  if (guest.length === 0) return null;
  const stockOf = await stockFor([...guest, ...readCart(userKey, storage)]);
  // Both read again: another tab may have merged or changed them during the round trip.
  const guestNow = readCart(guestKey, storage);
  if (guestNow.length === 0) return null;
  const merged = mergeLines(readCart(userKey, storage), guestNow, stockOf);
  storage.setItem(userKey, JSON.stringify(merged.lines));
  storage.removeItem(guestKey);
  return merged;
}

interface CartContextValue {
  storageKey: string;
  lines: CartLine[];
  /** False until the browser's stored cart has been read (the server renders an empty cart). */
  loaded: boolean;
  count: number;
  add(line: CartLine, stock: number | null): CartResult;
  setQuantity(key: Pick<CartLine, "productId" | "color" | "size">, quantity: number, stock: number | null): CartResult;
  remove(key: Pick<CartLine, "productId" | "color" | "size">): void;
  clear(): void;
  replace(lines: CartLine[]): void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ userId, shop, children }: { userId: string | null; shop: string; children: React.ReactNode }) {
  const storageKey = cartStorageKey(userId, shop);
  const [state, setState] = useState<{ key: string; lines: CartLine[]; loaded: boolean }>({ key: storageKey, lines: [], loaded: false });

  // Reload when the user or the shop changes, and follow other tabs.
  useEffect(() => {
    setState({ key: storageKey, lines: readCart(storageKey), loaded: true });
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey) setState({ key: storageKey, lines: readCart(storageKey), loaded: true });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  const lines = state.key === storageKey ? state.lines : [];

  // On login the guest cart for this shop moves into the user's cart, once.
  const merging = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || merging.current === storageKey) return;
    merging.current = storageKey;
    const stockFor = (keys: LineKey[]) =>
      fetchCartStatus(shop, keys)
        .then((status) => (key: LineKey) => status.find((st) => lineKey(st) === lineKey(key))?.stock ?? 0)
        .catch(() => () => null); // offline: merge uncapped; checkout re-checks stock anyway
    mergeGuestCart(localStorage, cartStorageKey(null, shop), storageKey, stockFor)
      .then((merged) => {
        if (!merged) return;
        setState({ key: storageKey, lines: merged.lines, loaded: true });
        const message = "Items from your guest cart were added to your cart.";
        if (merged.changes.length) toast.warning(message, { description: merged.changes.join(" ") });
        else toast.success(message);
      })
      .catch(() => {
        merging.current = null; // the guest cart is still stored: try again on the next page
      });
  }, [userId, shop, storageKey]);

  const commit = useCallback(
    (next: CartLine[]) => {
      localStorage.setItem(storageKey, JSON.stringify(next));
      setState({ key: storageKey, lines: next, loaded: true });
    },
    [storageKey],
  );

  const value = useMemo<CartContextValue>(() => {
    const apply = ({ lines: next, result }: { lines: CartLine[]; result: CartResult }) => {
      if (result.ok) commit(next);
      return result;
    };
    return {
      storageKey,
      lines,
      loaded: state.loaded && state.key === storageKey,
      count: lines.reduce((sum, l) => sum + l.quantity, 0),
      add: (line, stock) => apply(addToLines(readCart(storageKey), line, stock)),
      setQuantity: (key, quantity, stock) => apply(setLineQuantity(readCart(storageKey), key, quantity, stock)),
      remove: (key) => commit(readCart(storageKey).filter((l) => !sameLine(l, key))),
      clear: () => commit([]),
      replace: commit,
    };
  }, [storageKey, lines, state.loaded, state.key, commit]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * Provides a cart only where no outer provider exists yet, so a page can be rendered on its own
 * (tests, or a layout that does not wrap its pages) without splitting the cart in two.
 */
export function CartBoundary({ userId, shop, children }: { userId: string | null; shop: string; children: React.ReactNode }) {
  if (useContext(CartContext)) return <>{children}</>;
  return (
    <CartProvider userId={userId} shop={shop}>
      {children}
    </CartProvider>
  );
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
