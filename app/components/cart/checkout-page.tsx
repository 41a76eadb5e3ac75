// /{shop}/checkout: the cart's 'Choose Delivery Option' step as a page.
import { useState } from "react";
import { Link } from "react-router";
import { formatPaise } from "~/utils/money";
import { AddressModal, type SavedAddress, useAddressBook } from "./address-book";
import type { CartLine } from "./cart";
import { DeliveryOptions } from "./delivery-options";
import { PENDING } from "./totals-rows";
import { usePlaceOrder } from "./use-place-order";
import { useCheckoutQuote } from "./use-quote";

/** /{shop}/checkout: the same checkout step as a page, for a shared or reloaded link. */
export function CheckoutPage({
  shop,
  addresses,
  lines,
  count,
}: {
  shop: string;
  addresses: SavedAddress[];
  lines: CartLine[];
  count: number;
}) {
  const book = useAddressBook(shop, addresses);
  const [addressOpen, setAddressOpen] = useState(false);
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  const q = useCheckoutQuote(shop, book.selectedId, lines);
  const order = usePlaceOrder(shop, lines, () => {}, q.forgetCoupon);
  const total = q.quote?.totals.totalPaise;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold text-gray-900">Choose Delivery Option</h1>
      {lines.length === 0 ? (
        <p className="text-gray-600">
          Your cart is empty.{" "}
          <Link to={`/${shop}`} className="font-semibold text-brand-700 hover:underline">
            Continue Shopping
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-4 text-gray-600">
            {count} item(s) · Total {total === undefined ? PENDING : formatPaise(total)}
            {q.checkoutChoices.couponCode ? ` (coupon ${q.checkoutChoices.couponCode})` : ""} ·{" "}
            <Link to={`/${shop}/cart`} className="font-semibold text-brand-700 hover:underline">
              Edit cart
            </Link>
          </p>
          <DeliveryOptions
            addresses={addresses}
            book={book}
            order={order}
            q={q}
            onAddAddress={() => {
              setEditing(null);
              setAddressOpen(true);
            }}
          />
        </>
      )}
      <AddressModal
        shop={shop}
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
