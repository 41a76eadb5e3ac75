// The shopper's cart lives on the server (docs/decisions/0084-server-cart.md). The browser shows
// what the loaders say (the header's count from the shop layout, the lines from the cart page) and
// sends every change as a form to the one cart action, POST /{shop}/cart with an `intent`: a
// fetcher when JavaScript runs, a plain form post (and a redirect back) when it does not.
import { createContext, useContext, useEffect, useRef } from "react";
import { type FetcherWithComponents, useFetcher, useFetchers } from "react-router";
import { toast } from "~/components/ui/toast";
import type { CartIntent, CartReply } from "~/domain/cart/forms";
import type { CartLine, LineKey } from "~/domain/cart/lines";
import * as m from "~/i18n/messages";
import { parseWholeNumber } from "~/utils/decimal";
import { failureMessage, isSuccess, type Reply } from "~/utils/reply";

/** The quantity a pending cart form carries, read as the server reads it (null: none). */
const postedQuantity = (form: FormData | undefined) => {
  const value = form?.get("quantity");
  return typeof value === "string" ? parseWholeNumber(value) : null;
};

export type { CartLine };
export type CartFetcher = FetcherWithComponents<Reply<CartReply>>;

export const lineKey = (l: LineKey) => `${l.productId}|${l.color}|${l.size}`;
export const cartAction = (shop: string) => `/${shop}/cart`;

interface CartContextValue {
  shop: string;
  /** Units in the cart: the server's count plus additions still on their way. */
  count: number;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({
  shop,
  count,
  userId,
  children,
}: {
  shop: string;
  count: number;
  userId: string | null;
  children: React.ReactNode;
}) {
  const adding = useFetchers()
    .filter((f) => f.state === "submitting" && f.formAction === cartAction(shop) && f.formData?.get("intent") === "add")
    .reduce((sum, f) => sum + (postedQuantity(f.formData) || 1), 0);
  useStoredCartCarryOver(shop, userId);
  return <CartContext.Provider value={{ shop, count: count + adding }}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}

/** A fetcher for the cart action; `onReply` runs once per answer (success or refusal). */
export function useCartFetcher(onReply?: (reply: Reply<CartReply>) => void): CartFetcher {
  const fetcher = useFetcher<Reply<CartReply>>();
  const handled = useRef<unknown>(null);
  const callback = useRef(onReply);
  callback.current = onReply;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    callback.current?.(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/** Toasts a cart reply: the refusal's message, or `success` (the reply's own message when not given). */
export function toastCartReply(reply: Reply<CartReply>, success?: string) {
  if (isSuccess(reply)) toast.success(success ?? reply.message ?? m.shop_cart_updated());
  else toast.error(failureMessage(reply) ?? m.shop_cart_change_failed());
}

/**
 * One form for every cart change (Hydrogen's CartForm): the intent and the line as hidden fields.
 * Its submit buttons and inputs are the children. A plain post (no JavaScript) returns to the page it
 * was posted from (its Referer, app/http/cart-action.server.ts), so no page repeats its own address
 * in every form.
 */
export function CartForm({
  fetcher,
  intent,
  line,
  quantity,
  redirectTo,
  className,
  onSubmit,
  children,
}: {
  fetcher: CartFetcher;
  /** Leave out when the submit button names it (name="intent"): one field fewer per form. */
  intent?: CartIntent;
  line?: LineKey;
  /** A fixed quantity (set); leave out when a child input named "quantity" gives it, or for an add of 1 (the default). */
  quantity?: number;
  /** Where a plain post returns to, when not the page it was posted from. */
  redirectTo?: string;
  className?: string;
  /** Runs before the fetcher submits; preventDefault() stops it (a choice still missing). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const { shop } = useCart();
  return (
    <fetcher.Form method="post" action={cartAction(shop)} className={className} onSubmit={onSubmit}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {line ? (
        <>
          <input type="hidden" name="productId" value={line.productId} />
          <input type="hidden" name="color" value={line.color} />
          <input type="hidden" name="size" value={line.size} />
        </>
      ) : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {children}
    </fetcher.Form>
  );
}

/** The quantity a line shows while its change is on the way (0: being removed). */
export function pendingQuantity(fetcher: CartFetcher, line: CartLine): number {
  const form = fetcher.formData;
  if (!form) return line.quantity;
  if (form.get("intent") === "remove") return 0;
  if (form.get("intent") === "set") return Math.max(0, postedQuantity(form) ?? 0);
  return line.quantity;
}

/** Whether the cart's Clear is on its way (the lines hide until the server answers). */
export function useClearing(shop: string): boolean {
  return useFetchers().some((f) => f.state !== "idle" && f.formAction === cartAction(shop) && f.formData?.get("intent") === "clear");
}

// Before carts moved to the server, the browser kept them under cart_{userId|guest}_{shop}.
const storedCartKeys = (userId: string | null, shop: string) => [`cart_guest_${shop}`, ...(userId ? [`cart_${userId}_${shop}`] : [])];

/** A cart the browser kept before this change is carried over once, on the first visit (import). */
function useStoredCartCarryOver(shop: string, userId: string | null) {
  const fetcher = useCartFetcher((reply) => {
    if (!isSuccess(reply)) return; // kept in storage: tried again on the next page
    for (const key of storedCartKeys(userId, shop)) localStorage.removeItem(key);
    if (reply.data?.changes?.length) toast.warning(reply.message ?? m.shop_cart_restored(), { description: reply.data.changes.join(" ") });
  });
  const sent = useRef<string | null>(null);
  const { submit } = fetcher;
  useEffect(() => {
    const marker = `${userId}|${shop}`;
    if (sent.current === marker) return;
    sent.current = marker;
    let lines: unknown[] = [];
    try {
      for (const key of storedCartKeys(userId, shop)) {
        const stored = JSON.parse(localStorage.getItem(key) ?? "[]");
        if (Array.isArray(stored)) lines = lines.concat(stored);
      }
    } catch {
      return; // unreadable or blocked storage: nothing to carry over
    }
    if (lines.length === 0) return;
    const keys = lines.map((l) => {
      const { productId, color, size, quantity } = (l ?? {}) as Record<string, unknown>;
      return { productId, color, size, quantity };
    });
    submit({ intent: "import", lines: JSON.stringify(keys) }, { method: "post", action: cartAction(shop) });
  }, [shop, userId, submit]);
}
