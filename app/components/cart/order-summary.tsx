// The cart's Order Summary: the signed-in shopper's shipping addresses, the coupon and the totals
// the server quoted (use-quote.ts).

import { Link } from "react-router";
import { cartSubtotal } from "~/domain/cart/price";
import type { SavedAddress } from "~/domain/customers/address-text";
import * as m from "~/i18n/messages";
import { type AddressBook, AddressList } from "./address-book";
import { addressFormHref } from "./address-form-href";
import { primaryBtn } from "./buttons";
import type { CartLine } from "./cart";
import { CouponField } from "./coupon-field";
import { TotalsList } from "./totals-list";
import type { CheckoutQuote } from "./use-quote";

export function OrderSummary({
  shop,
  lines,
  signedIn,
  addresses,
  book,
  onEdit,
  onAddAddress,
  onProceed,
  q,
}: {
  shop: string;
  lines: CartLine[];
  signedIn: boolean;
  addresses: SavedAddress[];
  book: AddressBook;
  onEdit(a: SavedAddress): void;
  onAddAddress(): void;
  onProceed(): void;
  q: CheckoutQuote;
}) {
  const subtotal = cartSubtotal(lines);
  return (
    <aside aria-labelledby="summary-title" className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="summary-title" className="text-lg font-semibold text-gray-900">
        {m.account_order_summary()}
      </h2>
      {signedIn ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-gray-700">{m.account_shipping_address()}</h3>
          <AddressList
            name="summary-address"
            addresses={addresses}
            selectedId={book.selectedId}
            onSelect={book.select}
            onEdit={onEdit}
            onDelete={book.remove}
            deleting={book.deleting}
            page={{ shop, back: `/${shop}/cart` }}
          />
          {/* The modal with JavaScript; the address book page's form without it. */}
          <a
            href={addressFormHref(shop, `/${shop}/cart`)}
            className="inline-block text-sm font-semibold text-brand-700 hover:underline"
            onClick={(e) => {
              e.preventDefault();
              onAddAddress();
            }}
          >
            {m.account_add_address_plus()}
          </a>
        </div>
      ) : null}
      <div className="border-t border-gray-200 pt-3">
        <CouponField q={q} />
      </div>
      <div className="border-t border-gray-200 pt-3">
        <TotalsList
          totals={q.quote?.totals ?? null}
          fallbackSubtotalPaise={subtotal}
          couponCode={q.checkoutChoices.couponCode}
          busy={q.loading && Boolean(q.quote)}
          totalTestId="cart-total"
          afterShipping={
            q.quote?.delivery.freeDeliveryNote ? <p className="text-xs text-gray-500">{q.quote.delivery.freeDeliveryNote}</p> : null
          }
        />
        {q.error ? (
          <p role="status" className="mt-2 text-xs text-red-700">
            {q.error}
          </p>
        ) : null}
      </div>
      {/* A link to the checkout page (or, for a guest, through the login to it) without JavaScript; with it, the checkout step opens here. */}
      <Link
        to={`/${shop}/checkout`}
        className={`${primaryBtn} block w-full py-3 text-center`}
        onClick={(event) => {
          event.preventDefault();
          onProceed();
        }}
      >
        {signedIn ? m.account_proceed_checkout() : m.account_login_to_checkout()}
      </Link>
    </aside>
  );
}
