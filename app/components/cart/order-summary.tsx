// The cart's Order Summary: the signed-in shopper's shipping addresses and the totals.
import { cartSubtotal } from "~/domain/cart/price";
import { formatPaise } from "~/utils/money";
import { type AddressBook, AddressList, type SavedAddress } from "./address-book";
import { primaryBtn } from "./buttons";
import { useCart } from "./cart";

export function OrderSummary({
  signedIn,
  addresses,
  book,
  onEdit,
  onAddAddress,
  onProceed,
}: {
  signedIn: boolean;
  addresses: SavedAddress[];
  book: AddressBook;
  onEdit(a: SavedAddress): void;
  onAddAddress(): void;
  onProceed(): void;
}) {
  const subtotal = cartSubtotal(useCart().lines);
  return (
    <aside aria-labelledby="summary-title" className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="summary-title" className="text-lg font-semibold text-gray-900">
        Order Summary
      </h2>
      {signedIn ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-700">Shipping address</h3>
          <AddressList
            name="summary-address"
            addresses={addresses}
            selectedId={book.selectedId}
            onSelect={book.select}
            onEdit={onEdit}
            onDelete={book.remove}
            deleting={book.deleting}
          />
          <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onAddAddress}>
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
      <button type="button" className={`${primaryBtn} w-full py-3`} onClick={onProceed}>
        {signedIn ? "Proceed to Checkout" : "Login to Checkout"}
      </button>
    </aside>
  );
}
