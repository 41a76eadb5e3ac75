// 'Choose Delivery Option': pick an address, how to pay (when the shop takes payments), then
// delivery or in-shop, each with its total from the quote.

import { useRef } from "react";
import { ReturnTerms } from "~/components/returns/return-terms";
import type { DeliveryMode } from "~/db/schema/values";
import type { SavedAddress } from "~/domain/customers/address-text";
import { PAYMENT_METHOD_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { type AddressBook, AddressList } from "./address-book";
import { BusinessBuyerFields, readBusinessBuyer } from "./business-buyer-fields";
import { primaryBtn, secondaryBtn } from "./buttons";
import { PaymentMethods } from "./payment-methods";
import type { PlaceOrder } from "./use-place-order";
import type { CheckoutQuote } from "./use-quote";

/** Why a mode's button is disabled, or null when it can be used. */
function modeBlock(q: CheckoutQuote, mode: DeliveryMode): string | null {
  const quote = q.quote;
  if (!quote) return null;
  // The full message is shown above the buttons.
  if (mode === "delivery" && !quote.delivery.served) return m.account_not_for_address();
  const chosen = quote.payment.find((p) => p.method === q.paymentMethod);
  if (chosen && !chosen.modes.includes(mode)) {
    const method = PAYMENT_METHOD_LABEL[chosen.method];
    return mode === "delivery" ? m.account_method_not_delivery({ method }) : m.account_method_not_in_shop({ method });
  }
  return null;
}

export function DeliveryOptions({
  addresses,
  book,
  onAddAddress,
  order,
  q,
}: {
  addresses: SavedAddress[];
  book: AddressBook;
  onAddAddress(): void;
  order: PlaceOrder;
  q: CheckoutQuote;
}) {
  const payment = q.quote?.payment ?? [];
  // With methods, one must be chosen (the first usable one is, until the shopper picks).
  const needsMethod = payment.length > 0 && !q.checkoutChoices.paymentMethod;
  const business = useRef<HTMLDivElement>(null);
  const button = (mode: DeliveryMode, label: string, look: string) => {
    const block = modeBlock(q, mode);
    const total = q.quote?.byMode[mode]?.totalPaise;
    const noteId = `mode-note-${mode}`;
    return (
      <div className="space-y-1">
        <button
          type="button"
          className={`${look} w-full`}
          disabled={order.busy || !book.selectedId || Boolean(block) || needsMethod}
          aria-describedby={block ? noteId : undefined}
          onClick={() => order.place(book.selectedId, mode, { ...q.checkoutChoices, ...readBusinessBuyer(business.current) })}
        >
          {label}
        </button>
        <p className={`text-center text-sm ${q.loading ? "opacity-60" : ""}`}>
          {total === undefined ? "\u00a0" : m.account_total_amount({ amount: formatPaise(total) })}
        </p>
        {block ? (
          <p id={noteId} className="text-sm text-gray-600">
            {block}
          </p>
        ) : null}
      </div>
    );
  };
  const served = q.quote?.delivery;
  return (
    <div className="space-y-4">
      <AddressList name="delivery-address" addresses={addresses} selectedId={book.selectedId} onSelect={book.select} />
      <button type="button" className={secondaryBtn} onClick={onAddAddress}>
        {m.account_add_address()}
      </button>
      {served && !served.served && served.message ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {served.message}
        </p>
      ) : null}
      {payment.length ? (
        <div className="border-t border-gray-200 pt-4">
          <PaymentMethods options={payment} selected={q.paymentMethod} onSelect={q.setPaymentMethod} />
        </div>
      ) : null}
      {q.quote?.takesBuyerGstin ? (
        <div ref={business}>
          <BusinessBuyerFields entry={order.refusedBuyer} />
        </div>
      ) : null}
      {q.quote ? <ReturnTerms policy={q.quote.returnPolicy} /> : null}
      <div className="grid gap-3 border-t border-gray-200 pt-4 sm:grid-cols-2">
        {button("delivery", m.account_mode_delivery(), primaryBtn)}
        {button("in-shop", m.account_mode_in_shop(), secondaryBtn)}
      </div>
    </div>
  );
}
