// The cart screen (docs/product.md#cart, #addresses, #checkout): the lines, the Order Summary, and
// the 'Add Address' and 'Choose Delivery Option' modals. The parts live beside it: cart-lines,
// order-summary, delivery-options, address-book; behaviour in use-cart-status and use-place-order.

import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { lineProblem } from "~/domain/cart/lines";
import type { QuoteReply } from "~/domain/checkout/contract";
import type { AddressPrefill, SavedAddress } from "~/domain/customers/address-text";
import * as m from "~/i18n/messages";
import { AddressModal, useAddressBook } from "./address-book";
import { primaryBtn, secondaryBtn } from "./buttons";
import { CartForm, type CartLine, lineKey, toastCartReply, useCartFetcher, useClearing } from "./cart";
import { LineItem } from "./cart-lines";
import { DeliveryOptions } from "./delivery-options";
import { OrderSummary } from "./order-summary";
import { usePlaceOrder } from "./use-place-order";
import { useCheckoutQuote } from "./use-quote";

export function CartScreen({
  shop,
  user,
  addresses,
  contact,
  lines: serverLines,
  initialQuote,
}: {
  shop: string;
  user: { id: string } | null;
  addresses: SavedAddress[];
  /** The account's name and mobile, which a new address starts with. */
  contact: AddressPrefill | null;
  lines: CartLine[];
  /** The server's totals for the cart as first shown (the first address, no coupon or method yet). */
  initialQuote: QuoteReply | null;
}) {
  const navigate = useNavigate();
  const clearing = useClearing(shop);
  const clearer = useCartFetcher((reply) => reply.status !== "success" && toastCartReply(reply));
  const lines = clearing ? [] : serverLines;
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
  const q = useCheckoutQuote(shop, user ? book.selectedId : null, lines, initialQuote);
  const order = usePlaceOrder(shop, lines, closeAll, q.forgetCoupon);
  const blocked = lines.some((l) => lineProblem(l));

  const openAddAddress = (checkout: boolean) => {
    // With exactly one saved address, starting Add Address selects it (docs/product.md#addresses).
    if (addresses.length === 1) book.select(addresses[0].id);
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
    if (blocked) return toast.error(m.account_remove_unavailable_first());
    if (addresses.length === 0) return openAddAddress(true);
    setDeliveryOpen(true);
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">{m.account_cart_title()}</h1>
      {lines.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-gray-900">{m.account_cart_empty()}</p>
          <p className="mt-1 text-gray-600">{m.account_cart_empty_hint()}</p>
          <Link to={`/${shop}`} className={`${primaryBtn} mt-6 inline-block`}>
            {m.account_continue_shopping()}
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label={m.account_cart_items()} className="rounded-xl border border-gray-200 bg-white px-4">
            <ul className="divide-y divide-gray-200">
              {lines.map((l) => (
                <LineItem key={lineKey(l)} shop={shop} line={l} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 py-4">
              <CartForm fetcher={clearer} intent="clear">
                <button type="submit" className={secondaryBtn}>
                  {m.account_clear_cart()}
                </button>
              </CartForm>
              <Link to={`/${shop}`} className={secondaryBtn}>
                {m.account_continue_shopping()}
              </Link>
            </div>
          </section>
          <OrderSummary
            shop={shop}
            lines={lines}
            signedIn={Boolean(user)}
            addresses={addresses}
            book={book}
            onEdit={(a) => {
              setEditing(a);
              setFromCheckout(false);
              setAddressOpen(true);
            }}
            onAddAddress={() => openAddAddress(false)}
            onProceed={proceed}
            q={q}
          />
        </div>
      )}
      <Modal open={deliveryOpen} title={m.account_choose_delivery()} onClose={() => setDeliveryOpen(false)}>
        <DeliveryOptions addresses={addresses} book={book} onAddAddress={() => openAddAddress(true)} order={order} q={q} />
      </Modal>
      <AddressModal
        shop={shop}
        open={addressOpen}
        editing={editing}
        setEditing={setEditing}
        book={book}
        addresses={addresses}
        prefill={contact}
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
