// An order's payment in its details: how it is paid, the payment status, 'Pay now' while a UPI
// payment is open, and the order's amounts, its total named as paid or to pay.

import { Link } from "react-router";
import { TotalsList } from "~/components/cart/totals-list";
import { buttonVariants } from "~/components/ui/button";
import type { PaymentMethod } from "~/db/schema/values";
import type { CheckoutTotals } from "~/domain/checkout/totals";
import type { CodState } from "~/domain/payments/cod/cod-state";
import { orderTotalLabel, PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL, type ShownPaymentStatus } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";

export interface OrderCheckout {
  id: string;
  totals: CheckoutTotals;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: ShownPaymentStatus;
  /** The shop's bank confirmed the payment (docs/decisions/0133-what-paid-means.md). */
  paidByBank?: boolean;
  paymentDueAt: string | null;
  canPayNow: boolean;
  /** Cash on delivery: the shopper's confirmation (null for other methods), and its page while it is still open. */
  cod?: CodState | null;
  codConfirmHref?: string | null;
}

/** The shopper's one-tap COD confirmation, while the order still waits for it. */
export function CodConfirmLink({ href }: { href?: string | null }) {
  if (!href) return null;
  return (
    <a href={href} className={`${buttonVariants({ variant: "primary" })} mt-3`}>
      {m.account_cod_confirm_link()}
    </a>
  );
}

/** The heading tags of an order's details under a title of this level: [title, section, sub-section]. */
export const headingTags = (level: 1 | 2) => (level === 1 ? (["h1", "h2", "h3"] as const) : (["h2", "h3", "h4"] as const));

export function OrderPayment({ shop, checkout, level }: { shop: string; checkout: OrderCheckout; level: 1 | 2 }) {
  const [, Section] = headingTags(level);
  return (
    <section aria-label={m.account_payment()} className="rounded-lg border border-gray-200 p-4">
      <Section className="mb-2 font-semibold text-gray-900">{m.account_payment()}</Section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{m.account_payment_method()}</dt>
        <dd>{PAYMENT_METHOD_LABEL[checkout.paymentMethod]}</dd>
        <dt className="text-gray-600">{m.account_payment_status()}</dt>
        <dd data-testid="payment-status">{PAYMENT_STATUS_LABEL[checkout.paymentStatus]}</dd>
        {checkout.paidByBank ? (
          <dd className="col-span-2 text-gray-700" data-testid="paid-by-bank">
            {m.account_paid_by_bank()}
          </dd>
        ) : null}
        {/* Once the parcel has left unconfirmed, the question is moot: say nothing rather than "not yet". */}
        {checkout.cod === "confirmed" || (checkout.cod && checkout.codConfirmHref) ? (
          <dd className="col-span-2 text-gray-700" data-testid="cod-state">
            {checkout.cod === "confirmed" ? m.account_cod_confirmed() : m.account_cod_unconfirmed()}
          </dd>
        ) : null}
      </dl>
      <CodConfirmLink href={checkout.codConfirmHref} />
      {checkout.canPayNow ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link to={`/${shop}/pay/${checkout.id}`} className={buttonVariants({ variant: "primary" })}>
            {m.account_pay_now()}
          </Link>
          {checkout.paymentDueAt ? (
            <span className="text-sm text-gray-600">{m.account_pay_due({ time: formatDateTime(checkout.paymentDueAt) })}</span>
          ) : null}
        </div>
      ) : null}
      <div className="mt-4">
        <TotalsList totals={checkout.totals} couponCode={checkout.couponCode} totalLabel={orderTotalLabel(checkout.paymentStatus)} />
      </div>
    </section>
  );
}
