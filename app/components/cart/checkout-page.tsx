// /{shop}/checkout: the checkout step as a page that works as plain HTML forms. The choices
// (address, delivery mode, payment method, coupon) are a GET form whose URL the loader quotes
// (app/domain/checkout/choices.ts); 'Place Order' is a POST form with the request in hidden fields.
// With JavaScript the same forms are submitted without a full reload, and a choice re-quotes at once;
// the form stays the same elements throughout, so focus stays on the control that sent it.

import { type RefObject, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { ReturnTerms } from "~/components/returns/return-terms";
import type { DeliveryMode } from "~/db/schema/values";
import { lineProblem } from "~/domain/cart/lines";
import { cartSubtotal, effectivePrice } from "~/domain/cart/price";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { CheckoutChoices } from "~/domain/checkout/choices";
import type { QuoteReply } from "~/domain/checkout/contract";
import type { SavedAddress } from "~/domain/customers/address-text";
import { PAYMENT_METHOD_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { AddressLines } from "./address-book";
import { addressFormHref } from "./address-form-href";
import { type BusinessBuyerEntry, BusinessBuyerFields } from "./business-buyer-fields";
import { primaryBtn, secondaryBtn } from "./buttons";
import type { CartLine } from "./cart";
import { PaymentMethods } from "./payment-methods";
import { TotalsList } from "./totals-list";

const MODES: Array<{ mode: DeliveryMode; label: () => string }> = [
  { mode: "delivery", label: () => m.account_mode_delivery() },
  { mode: "in-shop", label: () => m.account_mode_in_shop() },
];

/** Why the order cannot be placed with these choices; null when it can. */
function placeBlock(lines: CartLine[], choices: CheckoutChoices, quote: QuoteReply | null): string | null {
  if (lines.some((l) => lineProblem(l))) return m.account_remove_unavailable_first();
  if (!choices.addressId) return m.account_add_address_first();
  if (!quote) return null;
  if (choices.mode === "delivery" && !quote.delivery.served) return quote.delivery.message ?? m.account_not_for_address();
  if (quote.payment.length && !choices.method) {
    return choices.mode === "delivery" ? m.account_no_method_delivery() : m.account_no_method_in_shop();
  }
  return null;
}

/**
 * After each answer the choices show what the server settled (a method it picked, a code it
 * normalised). The form is updated in place, not remounted: a new form would drop focus to the page.
 * The field being typed in keeps its text.
 */
function useShowSettledChoices(form: RefObject<HTMLFormElement | null>, answer: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer (its URL)
  useEffect(() => {
    for (const el of form.current?.querySelectorAll("input") ?? []) {
      if (el.type === "radio") el.checked = el.defaultChecked;
      else if (el !== document.activeElement && el.value !== el.defaultValue) el.value = el.defaultValue;
    }
  }, [answer]);
}

export function CheckoutPage({
  shop,
  addresses,
  cart,
  choices,
  quote,
  checkoutId,
  businessBuyer = null,
}: {
  shop: string;
  addresses: SavedAddress[];
  cart: { lines: CartLine[]; count: number };
  choices: CheckoutChoices;
  quote: QuoteReply | null;
  checkoutId: string;
  /** The business GSTIN and name the last 'Place Order' sent, when the server refused them. */
  businessBuyer?: BusinessBuyerEntry | null;
}) {
  const { lines, count } = cart;
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const here = `${location.pathname}${location.search}`;
  const block = placeBlock(lines, choices, quote);
  const choicesForm = useRef<HTMLFormElement>(null);
  useShowSettledChoices(choicesForm, location.search);
  const coupon = quote?.coupon ?? null;
  const applied = coupon?.applied ? coupon.code : "";
  const request = {
    checkoutId,
    addressId: choices.addressId ?? "",
    deliveryMode: choices.mode,
    paymentMethod: choices.method ?? "",
    couponCode: applied,
    lines: JSON.stringify(
      lines.map(({ productId, color, size, quantity, product }) => ({ productId, color, size, quantity, name: product.name })),
    ),
  };

  if (lines.length === 0) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="mb-2 text-2xl font-bold text-gray-900">{m.account_choose_delivery()}</h1>
        <p className="text-gray-600">
          {m.account_cart_empty_dot()}{" "}
          <Link to={`/${shop}`} className="font-semibold text-brand-700 hover:underline">
            {m.account_continue_shopping()}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <h1 className="mb-2 text-2xl font-bold text-gray-900">{m.account_choose_delivery()}</h1>
        <p className="text-gray-600">
          {m.account_items_count({ count })} ·{" "}
          <Link to={`/${shop}/cart`} className="font-semibold text-brand-700 hover:underline">
            {m.account_edit_cart()}
          </Link>
        </p>
      </div>
      <section aria-label={m.account_items()} className="rounded-xl border border-gray-200 bg-white px-4">
        <ul className="divide-y divide-gray-200">
          {lines.map((l) => (
            <li key={`${l.productId}|${l.color}|${l.size}`} className="flex justify-between gap-3 py-3 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-gray-900">{l.product.name}</span>
                <span className="block text-gray-600">
                  {colourLabel(l.color)} · {m.account_size({ size: sizeLabel(l.size) })} · {m.account_qty({ quantity: l.quantity })}
                </span>
                {lineProblem(l) ? <span className="block font-medium text-red-700">{lineProblem(l)}</span> : null}
              </span>
              <span className="shrink-0">{formatPaise(effectivePrice(l.product) * l.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <Form
        ref={choicesForm}
        method="get"
        replace
        preventScrollReset
        aria-label={m.account_checkout_choices()}
        className="space-y-5"
        onChange={(event) => {
          // A radio re-quotes at once; the coupon waits for Apply.
          if (event.target instanceof HTMLInputElement && event.target.type === "radio")
            submit(event.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{m.account_shipping_address()}</legend>
          {addresses.length === 0 ? <p className="text-sm text-gray-600">{m.account_no_addresses()}</p> : null}
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${
                choices.addressId === a.id ? "border-brand-500 bg-brand-50" : "border-gray-200"
              }`}
            >
              <input
                type="radio"
                name="address"
                value={a.id}
                defaultChecked={choices.addressId === a.id}
                className="mt-1 size-4 accent-brand-600"
              />
              <AddressLines address={a} />
            </label>
          ))}
          <Link to={addressFormHref(shop, here)} className="inline-block text-sm font-semibold text-brand-700 hover:underline">
            {m.account_add_address_plus()}
          </Link>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{m.account_delivery_option()}</legend>
          {MODES.map(({ mode, label }) => {
            const total = quote?.byMode[mode]?.totalPaise;
            return (
              <label
                key={mode}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-sm ${
                  choices.mode === mode ? "border-brand-500 bg-brand-50" : "border-gray-200"
                }`}
              >
                <span className="flex items-center gap-3">
                  <input type="radio" name="mode" value={mode} defaultChecked={choices.mode === mode} className="size-4 accent-brand-600" />
                  <span className="font-semibold text-gray-900">{label()}</span>
                </span>
                {total === undefined ? null : (
                  <span className="text-gray-700">{m.account_total_amount({ amount: formatPaise(total) })}</span>
                )}
              </label>
            );
          })}
          {quote && !quote.delivery.served && quote.delivery.message ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{quote.delivery.message}</p>
          ) : null}
        </fieldset>

        {quote?.payment.length ? <PaymentMethods options={quote.payment} selected={choices.method} name="method" /> : null}

        <div className="space-y-1">
          <label htmlFor="checkout-coupon" className="text-sm font-semibold text-gray-700">
            {m.account_coupon_code()}
          </label>
          <div className="flex gap-2">
            <input
              id="checkout-coupon"
              name="coupon"
              defaultValue={choices.couponCode}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={coupon && !coupon.applied ? true : undefined}
              aria-describedby={coupon ? "checkout-coupon-message" : undefined}
              className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm uppercase aria-invalid:border-red-500"
            />
            <button type="submit" className={secondaryBtn}>
              {m.account_apply()}
            </button>
          </div>
          {/* Always in the page, so a screen reader announces the answer to Apply (focus stays on it). */}
          <p id="checkout-coupon-message" aria-live="polite" className={`text-sm ${coupon?.applied ? "text-green-800" : "text-red-700"}`}>
            {coupon?.message}
          </p>
        </div>
        {/* Without JavaScript a changed radio is sent with this (or Apply); with it, at once. */}
        <button type="submit" className={secondaryBtn}>
          {m.account_update_totals()}
        </button>
      </Form>

      <section aria-labelledby="checkout-summary" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
          {m.account_order_summary()}
        </h2>
        <TotalsList
          totals={quote?.totals ?? null}
          fallbackSubtotalPaise={cartSubtotal(lines)}
          couponCode={applied}
          busy={busy}
          totalTestId="checkout-total"
        />
        {choices.method ? (
          <p className="text-sm text-gray-600">{m.account_pay_by({ method: PAYMENT_METHOD_LABEL[choices.method] })}</p>
        ) : null}
        {quote ? <ReturnTerms policy={quote.returnPolicy} /> : null}
        <Form method="post" replace>
          {Object.entries(request).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {quote?.takesBuyerGstin ? <BusinessBuyerFields entry={businessBuyer} /> : null}
          {block ? (
            <p id="place-block" className="mb-2 text-sm text-red-700">
              {block}
            </p>
          ) : null}
          <button
            type="submit"
            className={`${primaryBtn} w-full py-3`}
            disabled={Boolean(block) || busy}
            aria-describedby={block ? "place-block" : undefined}
          >
            {m.account_place_order()}
          </button>
        </Form>
        <p className="text-center text-xs text-gray-600">
          <Link to={`/${shop}/privacy`} className="underline hover:text-brand-700">
            {m.privacy_notice_checkout()}
          </Link>
        </p>
      </section>
    </main>
  );
}
