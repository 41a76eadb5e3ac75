// The shopper's UPI payment screen (/{shop}/pay/:checkoutId): the amount, a QR code of the upi://
// link, the 'Pay with UPI app' link on phones, the UPI ID and amount to copy, the deadline, NPCI's
// limits said plainly, and the UTR form. The QR code is an SVG rendered on the server, so the whole
// screen works without JavaScript (only the copy buttons need it).

import { getFormProps } from "@conform-to/react";
import { QRCodeSVG } from "qrcode.react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { Field, FormError, SubmitButton } from "~/components/ui/form";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import { ClaimPaymentSchema } from "~/domain/payments/payment-forms";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import { QR_IMAGE_LIMIT_PAISE } from "~/domain/payments/upi";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import type { Reply } from "~/utils/reply";

export interface PaymentScreenData {
  checkoutId: string;
  reference: string;
  status: keyof typeof PAYMENT_STATUS_LABEL;
  amountPaise: number;
  payeeUpiId: string;
  payeeName: string;
  dueAt: string;
  utr: string | null;
  claimedAt: string | null;
  open: boolean;
  uri: string;
}

/** "1049.00": the amount as a UPI app's amount box takes it. */
const plainAmount = (paise: number) => (paise / 100).toFixed(2);

function StatusLine({ payment }: { payment: PaymentScreenData }) {
  const { status } = payment;
  if (status === "claimed")
    return (
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900">
        <p className="text-lg font-semibold">{PAYMENT_STATUS_LABEL.claimed}</p>
        <p className="mt-1 text-sm">
          UTR <span className="font-mono font-semibold select-all">{payment.utr}</span>
          {payment.claimedAt ? <> · {m.account_utr_given_at({ time: formatDateTime(payment.claimedAt) })}</> : null}
        </p>
        <p className="mt-1 text-sm">{m.account_seller_will_mark_paid()}</p>
      </div>
    );
  if (status === "paid" || status === "collected")
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <p className="text-lg font-semibold">{PAYMENT_STATUS_LABEL.paid}</p>
        <p className="mt-1 text-sm">{m.account_seller_confirmed_payment()}</p>
      </div>
    );
  if (status === "refunded")
    return (
      <div role="status" className="rounded-lg border border-gray-200 bg-gray-50 p-4">
        <p className="text-lg font-semibold">{PAYMENT_STATUS_LABEL.refunded}</p>
      </div>
    );
  if (!payment.open)
    return (
      <div role="status" className="rounded-lg border border-gray-200 bg-gray-50 p-4">
        <p className="text-lg font-semibold">{m.account_window_ended()}</p>
        <p className="mt-1 text-sm text-gray-700">{m.account_window_ended_hint()}</p>
      </div>
    );
  if (status === "not_received")
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="font-semibold">{PAYMENT_STATUS_LABEL.not_received}</p>
        <p className="mt-1 text-sm">{m.account_payment_not_found_hint()}</p>
      </div>
    );
  return null;
}

function UtrForm({ reply }: { reply?: Reply | null }) {
  const [form, fields] = useSchemaForm(ClaimPaymentSchema, { lastResult: reply, id: "claim-payment" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <h2 className="text-lg font-semibold">{m.account_paid_enter_utr()}</h2>
      <p className="text-sm text-gray-600">{m.account_utr_hint()}</p>
      <FormError message={form.errors?.[0]} />
      <Field
        label={m.account_utr_label()}
        {...fieldProps(fields.utr)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder={m.account_utr_placeholder()}
      />
      <SubmitButton pendingText={m.account_sending()} className="sm:w-auto">
        {m.account_i_have_paid()}
      </SubmitButton>
    </Form>
  );
}

/** "to {payee} by UPI · Reference {reference}" in the page's word order, the two values styled. */
function PayTo({ payee, reference }: { payee: string; reference: string }) {
  const parts = m.account_pay_to({ payee: "\uE000", reference: "\uE001" }).split(/([\uE000\uE001])/);
  return parts.map((part, i) =>
    part === "\uE000" ? (
      <span key={i} className="font-semibold">
        {payee}
      </span>
    ) : part === "\uE001" ? (
      <span key={i} className="font-mono font-semibold select-all">
        {reference}
      </span>
    ) : (
      part
    ),
  );
}

export function PaymentScreen({ payment, shop, reply }: { payment: PaymentScreenData; shop: string; reply?: Reply | null }) {
  const amount = formatPaise(payment.amountPaise);
  const payable = payment.open && (payment.status === "awaiting" || payment.status === "not_received");
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <p className="mb-3 text-sm">
        <Link to={`/${shop}/orders`} className="font-medium text-brand-700 hover:underline">
          {m.account_your_orders_back()}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{m.account_pay_amount({ amount })}</h1>
      <p className="mt-1 text-gray-700">
        <PayTo payee={payment.payeeName} reference={payment.reference} />
      </p>
      <div className="mt-4">
        <StatusLine payment={payment} />
      </div>
      {payable ? (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <section aria-label={m.account_pay_by_upi()} className="space-y-4">
            <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800">
              {m.account_pay_before({ time: formatDateTime(payment.dueAt) })}
            </p>
            <a href={payment.uri} className={buttonVariants({ variant: "primary", size: "lg", wide: true, className: "md:hidden" })}>
              {m.account_pay_with_upi_app()}
            </a>
            <p className="text-xs text-gray-600 md:hidden">{m.account_upi_button_hint()}</p>
            <figure className="mx-auto w-fit rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
              <QRCodeSVG
                value={payment.uri}
                size={264}
                level="M"
                marginSize={4}
                role="img"
                aria-label={m.account_upi_qr_label({ amount, upiId: payment.payeeUpiId })}
                data-testid="upi-qr"
              />
              <figcaption className="mt-1 text-center text-sm text-gray-600">{m.account_scan_any_app()}</figcaption>
            </figure>
            {payment.amountPaise > QR_IMAGE_LIMIT_PAISE ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {m.account_qr_limit({ amount })}
              </p>
            ) : null}
          </section>
          <section aria-label={m.account_payment_details()} className="space-y-5">
            <dl className="space-y-3 rounded-lg border border-gray-200 p-4">
              <div>
                {/* i18n-ignore: "UPI ID" is what shoppers call it in Hindi too */}
                <dt className="text-sm text-gray-600">UPI ID</dt>
                <dd className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono text-base font-semibold break-all select-all">{payment.payeeUpiId}</span>
                  {/* i18n-ignore */}
                  <CopyButton value={payment.payeeUpiId} label="UPI ID" />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">{m.account_amount()}</dt>
                <dd className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono text-base font-semibold select-all">{plainAmount(payment.amountPaise)}</span>
                  <CopyButton value={plainAmount(payment.amountPaise)} label={m.account_amount_lower()} />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">{m.account_payee_name()}</dt>
                <dd className="font-medium">{payment.payeeName}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">{m.account_reference_note()}</dt>
                <dd className="font-mono font-semibold select-all">{payment.reference}</dd>
              </div>
            </dl>
            <p className="text-sm text-gray-700">{m.account_money_goes_to_seller()}</p>
            <UtrForm reply={reply} />
          </section>
        </div>
      ) : null}
    </main>
  );
}
