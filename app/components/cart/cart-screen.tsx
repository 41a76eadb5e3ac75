// The cart screen (docs/product.md#cart, #addresses, #checkout): lines, Order Summary with saved addresses,
// the 'Add Address' and 'Choose Delivery Option' modals, and the checkout page's delivery step.
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import type { DeliveryMode } from "~/db/schema";
import { colorCss } from "~/domain/catalog/constants";
import { CHECKOUT_ID_SPENT, orderFailureMessage, orderSuccessMessage } from "~/domain/checkout/forms";
import { imageUrl } from "~/media/urls";
import { formatPaise } from "~/utils/money";
import { AddressList, AddressModal, primaryBtn, type SavedAddress, secondaryBtn, useAddressBook } from "./address-book";
import { type CartLine, type CartLineStatus, fetchCartStatus, lineKey, useCart } from "./cart";
import { CheckoutAttempt } from "./checkout-attempt";

const unitPrice = (l: CartLine) => l.product.salePricePaise ?? l.product.pricePaise;

/** Re-reads price, image and stock of every line from the server whenever the set of lines changes. */
function useCartStatus(shop: string) {
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

function lineProblem(l: CartLine, st: CartLineStatus | undefined): string | null {
  if (!st) return null;
  if (st.state === "missing" || st.state === "unavailable") return "This item is no longer available.";
  if (st.state === "sold-out") return "Sold out for this colour and size.";
  if (l.quantity > st.stock) return `Only ${st.stock} items available in stock`;
  return null;
}

/** crypto.randomUUID needs a secure context; the fallback covers plain-http LAN testing. */
function newCheckoutId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type CheckoutReply = { ok: true; count: number } | { ok: false; error: string };

/**
 * Places the cart's orders once per request (see checkout-attempt.ts for the id); on success clears
 * the cart and goes home after 3 s. A refusal keeps the cart as it is.
 */
function usePlaceOrder(shop: string, onDone: () => void) {
  const cart = useCart();
  const fetcher = useFetcher<CheckoutReply>();
  const navigate = useNavigate();
  const attempt = useRef<CheckoutAttempt | null>(null);
  attempt.current ??= new CheckoutAttempt(newCheckoutId);
  const [placed, setPlaced] = useState(false);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const reply = fetcher.data;
    if (!reply.ok) {
      // The id already holds another request: placing this cart again needs a new one.
      if (CHECKOUT_ID_SPENT.includes(reply.error)) attempt.current?.renew();
      toast.error(orderFailureMessage(reply.error));
      return;
    }
    toast.success(orderSuccessMessage(reply.count));
    setPlaced(true);
    cart.clear();
    attempt.current?.renew();
  }, [fetcher.state, fetcher.data, cart]);
  // Its own effect: clearing the cart re-renders the page, which must not cancel the timer.
  const after = useRef({ onDone, navigate });
  after.current = { onDone, navigate };
  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(() => {
      after.current.onDone();
      after.current.navigate(`/${shop}`);
    }, 3000);
    return () => clearTimeout(timer);
  }, [placed, shop]);
  return {
    busy: fetcher.state !== "idle" || placed,
    place(addressId: string | null, deliveryMode: DeliveryMode) {
      if (!addressId) return toast.error("Please log in and select a profile.");
      const request = {
        addressId,
        deliveryMode,
        lines: cart.lines.map(({ productId, color, size, quantity, product }) => ({
          productId,
          color,
          size,
          quantity,
          name: product.name,
        })),
      };
      const checkoutId = (attempt.current as CheckoutAttempt).idFor(request);
      fetcher.submit({ checkoutId, ...request }, { method: "post", action: `/${shop}/checkout`, encType: "application/json" });
    },
  };
}

/** 'Choose Delivery Option': pick an address, then delivery or in-shop. */
function DeliveryOptions({
  addresses,
  book,
  onAddAddress,
  order,
}: {
  addresses: SavedAddress[];
  book: ReturnType<typeof useAddressBook>;
  onAddAddress(): void;
  order: ReturnType<typeof usePlaceOrder>;
}) {
  return (
    <div className="space-y-4">
      <AddressList name="delivery-address" addresses={addresses} selectedId={book.selectedId} onSelect={book.select} />
      <button type="button" className={secondaryBtn} onClick={onAddAddress}>
        Add Address
      </button>
      <div className="grid gap-2 border-t border-gray-200 pt-4 sm:grid-cols-2">
        <button
          type="button"
          className={primaryBtn}
          disabled={order.busy || !book.selectedId}
          onClick={() => order.place(book.selectedId, "delivery")}
        >
          Delivery to Your Address
        </button>
        <button
          type="button"
          className={secondaryBtn}
          disabled={order.busy || !book.selectedId}
          onClick={() => order.place(book.selectedId, "in-shop")}
        >
          In-Shop Purchase
        </button>
      </div>
    </div>
  );
}

function LineItem({ shop, line, status }: { shop: string; line: CartLine; status: CartLineStatus | undefined }) {
  const cart = useCart();
  const href = `/${shop}/product/${line.productId}`;
  const problem = lineProblem(line, status);
  const stock = status ? status.stock : null;
  const change = (quantity: number) => {
    const result = cart.setQuantity(line, quantity, quantity < line.quantity ? null : stock);
    if (!result.ok) toast.error(result.error);
  };
  return (
    <li className={`flex gap-3 py-4 ${problem ? "opacity-90" : ""}`}>
      <Link to={href} className="size-20 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:size-24" tabIndex={-1} aria-hidden="true">
        {line.product.imageKey ? (
          <img src={imageUrl(line.product.imageKey, 320)} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-gray-500">No image</span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium text-gray-900 hover:text-brand-700 hover:underline">
          {line.product.name}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-4 rounded-full border border-gray-300" style={{ background: colorCss(line.color) }} aria-hidden="true" />
            {line.color}
          </span>
          <span>Size: {line.size}</span>
          <span>{formatPaise(unitPrice(line))}</span>
        </p>
        {problem ? (
          <p className="mt-1 text-sm font-medium text-red-700" role="status">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="inline-flex items-center rounded-md border border-gray-300">
            <button
              type="button"
              className="px-3 py-1 text-lg"
              onClick={() => change(line.quantity - 1)}
              aria-label={`Decrease quantity of ${line.product.name}`}
            >
              −
            </button>
            <output className="min-w-8 text-center text-sm" aria-label={`Quantity of ${line.product.name}`}>
              {line.quantity}
            </output>
            <button
              type="button"
              className="px-3 py-1 text-lg"
              onClick={() => change(line.quantity + 1)}
              aria-label={`Increase quantity of ${line.product.name}`}
            >
              +
            </button>
          </div>
          <button
            type="button"
            onClick={() => cart.remove(line)}
            className="text-sm font-medium text-red-700 hover:underline"
            aria-label={`Remove ${line.product.name}`}
          >
            Remove
          </button>
          <span className="ml-auto font-semibold text-gray-900 sm:hidden">{formatPaise(unitPrice(line) * line.quantity)}</span>
        </div>
      </div>
      <p className="hidden shrink-0 text-right font-semibold text-gray-900 sm:block">{formatPaise(unitPrice(line) * line.quantity)}</p>
    </li>
  );
}

export function CartScreen({ shop, user, addresses }: { shop: string; user: { id: string } | null; addresses: SavedAddress[] }) {
  const cart = useCart();
  const navigate = useNavigate();
  const status = useCartStatus(shop);
  const book = useAddressBook(shop, addresses);
  const [addressOpen, setAddressOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  // Whether the address modal was opened from the checkout step (closing it goes back there).
  const [fromCheckout, setFromCheckout] = useState(false);
  const closeAll = useMemo(
    () => () => {
      setDeliveryOpen(false);
      setAddressOpen(false);
    },
    [],
  );
  const order = usePlaceOrder(shop, closeAll);
  const subtotal = cart.lines.reduce((s, l) => s + unitPrice(l) * l.quantity, 0);
  const blocked = cart.lines.some((l) => lineProblem(l, status.get(lineKey(l))));

  const openAddAddress = (checkout: boolean) => {
    // With exactly one saved address, starting Add Address selects it (docs/product.md#addresses).
    if (addresses.length === 1) book.select(addresses[0].id);
    book.clearError();
    setEditing(null);
    setFromCheckout(checkout);
    setDeliveryOpen(false);
    setAddressOpen(true);
  };
  const closeAddress = () => {
    setAddressOpen(false);
    if (fromCheckout) setDeliveryOpen(true);
  };
  const proceed = () => {
    if (!user) return navigate(`/${shop}/login?redirectTo=${encodeURIComponent(`/${shop}/cart`)}`);
    if (blocked) return toast.error("Please remove unavailable items or lower their quantity first.");
    if (addresses.length === 0) return openAddAddress(true);
    setDeliveryOpen(true);
  };

  if (!cart.loaded) {
    return (
      <p className="py-16 text-center text-gray-500" role="status">
        Loading cart…
      </p>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Your Shopping Cart</h1>
      {cart.lines.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-gray-900">Your cart is empty</p>
          <p className="mt-1 text-gray-600">Looks like you haven't added any items to your cart yet.</p>
          <Link to={`/${shop}`} className={`${primaryBtn} mt-6 inline-block`}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label="Cart items" className="rounded-xl border border-gray-200 bg-white px-4">
            <ul className="divide-y divide-gray-200">
              {cart.lines.map((l) => (
                <LineItem key={lineKey(l)} shop={shop} line={l} status={status.get(lineKey(l))} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 py-4">
              <button type="button" className={secondaryBtn} onClick={() => cart.clear()}>
                Clear Cart
              </button>
              <Link to={`/${shop}`} className={secondaryBtn}>
                Continue Shopping
              </Link>
            </div>
          </section>
          <aside aria-labelledby="summary-title" className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-4">
            <h2 id="summary-title" className="text-lg font-semibold text-gray-900">
              Order Summary
            </h2>
            {user ? (
              <div className="space-y-2">
                <h3 className="text-sm font-semibold text-gray-700">Shipping address</h3>
                <AddressList
                  name="summary-address"
                  addresses={addresses}
                  selectedId={book.selectedId}
                  onSelect={book.select}
                  onEdit={(a) => {
                    book.clearError();
                    setEditing(a);
                    setFromCheckout(false);
                    setAddressOpen(true);
                  }}
                  onDelete={book.remove}
                  deleting={book.deleting}
                />
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-700 hover:underline"
                  onClick={() => openAddAddress(false)}
                >
                  + Add Address
                </button>
              </div>
            ) : null}
            <dl className="space-y-1 border-t border-gray-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-gray-600">Subtotal</dt>
                <dd>{formatPaise(subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-gray-600">Shipping</dt>
                <dd>{formatPaise(0)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-gray-600">Tax</dt>
                <dd>{formatPaise(0)}</dd>
              </div>
              <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd data-testid="cart-total">{formatPaise(subtotal)}</dd>
              </div>
            </dl>
            <button type="button" className={`${primaryBtn} w-full py-3`} onClick={proceed}>
              {user ? "Proceed to Checkout" : "Login to Checkout"}
            </button>
          </aside>
        </div>
      )}
      <Modal open={deliveryOpen} title="Choose Delivery Option" onClose={() => setDeliveryOpen(false)}>
        <DeliveryOptions addresses={addresses} book={book} onAddAddress={() => openAddAddress(true)} order={order} />
      </Modal>
      <AddressModal
        open={addressOpen}
        editing={editing}
        setEditing={setEditing}
        book={book}
        addresses={addresses}
        onClose={closeAddress}
        onSaved={() => {
          setAddressOpen(false);
          setEditing(null);
          // Saving returns to the checkout step with the saved address selected (docs/product.md#addresses).
          if (fromCheckout) setDeliveryOpen(true);
        }}
      />
    </main>
  );
}

/** /{shop}/checkout: the same checkout step as a page, for a shared or reloaded link. */
export function CheckoutPage({ shop, addresses }: { shop: string; addresses: SavedAddress[] }) {
  const cart = useCart();
  const book = useAddressBook(shop, addresses);
  const [addressOpen, setAddressOpen] = useState(false);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const order = usePlaceOrder(shop, () => {});
  const subtotal = cart.lines.reduce((s, l) => s + unitPrice(l) * l.quantity, 0);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-gray-900">Choose Delivery Option</h1>
      {cart.loaded && cart.lines.length === 0 ? (
        <p className="text-gray-600">
          Your cart is empty.{" "}
          <Link to={`/${shop}`} className="font-semibold text-brand-700 hover:underline">
            Continue Shopping
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-4 text-gray-600">
            {cart.count} item(s) · Total {formatPaise(subtotal)} ·{" "}
            <Link to={`/${shop}/cart`} className="font-semibold text-brand-700 hover:underline">
              Edit cart
            </Link>
          </p>
          <DeliveryOptions
            addresses={addresses}
            book={book}
            order={order}
            onAddAddress={() => {
              book.clearError();
              setEditing(null);
              setAddressOpen(true);
            }}
          />
        </>
      )}
      <AddressModal
        open={addressOpen}
        editing={editing}
        setEditing={setEditing}
        book={book}
        addresses={addresses}
        onClose={() => setAddressOpen(false)}
        onSaved={() => setAddressOpen(false)}
      />
    </main>
  );
}
