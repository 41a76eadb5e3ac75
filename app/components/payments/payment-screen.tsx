// The shopper's UPI payment screen (/{shop}/pay/:checkoutId): the amount, a QR code of the upi://
// link, the 'Pay with UPI app' link on phones, the UPI ID and amount to copy, the deadline, NPCI's
// limits said plainly, and the UTR form. The QR code is an SVG rendered on the server, so the whole
// screen works without JavaScript (only the copy buttons need it).
import { getFormProps } from "@conform-to/react";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormError, SubmitButton } from "~/components/ui/form";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import { ClaimPaymentSchema } from "~/domain/payments/payment-forms";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import { QR_IMAGE_LIMIT_PAISE } from "~/domain/payments/upi";
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

/** Copies `value`; says "Copied" for a moment, or asks to copy by hand when the clipboard is refused. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={buttonVariants({ size: "sm" })} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span role="status" aria-live="polite" className="text-sm font-medium text-green-700">
        {state === "copied" ? "Copied" : state === "failed" ? <span className="text-gray-700">Select it and copy</span> : null}
      </span>
    </span>
  );
}

function StatusLine({ payment }: { payment: PaymentScreenData }) {
  const { status } = payment;
  if (status === "claimed")
    return (
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900">
        <p className="text-lg font-semibold">{PAYMENT_STATUS_LABEL.claimed}</p>
        <p className="mt-1 text-sm">
          UTR <span className="font-mono font-semibold select-all">{payment.utr}</span>
          {payment.claimedAt ? <> · given {formatDateTime(payment.claimedAt)}</> : null}
        </p>
        <p className="mt-1 text-sm">The seller will mark the order paid once the money has reached them.</p>
      </div>
    );
  if (status === "paid" || status === "collected")
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <p className="text-lg font-semibold">{PAYMENT_STATUS_LABEL.paid}</p>
        <p className="mt-1 text-sm">The seller has confirmed your payment. Thank you!</p>
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
        <p className="text-lg font-semibold">The payment window has ended</p>
        <p className="mt-1 text-sm text-gray-700">This order was not paid in time. Please contact the shop if you have paid.</p>
      </div>
    );
  if (status === "not_received")
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="font-semibold">{PAYMENT_STATUS_LABEL.not_received}</p>
        <p className="mt-1 text-sm">
          The seller did not find this payment. Check the UTR in your UPI app and enter it again, or pay before the deadline.
        </p>
      </div>
    );
  return null;
}

function UtrForm({ reply }: { reply?: Reply | null }) {
  const [form, fields] = useSchemaForm(ClaimPaymentSchema, { lastResult: reply, id: "claim-payment" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <h2 className="text-lg font-semibold">Paid? Enter the UTR</h2>
      <p className="text-sm text-gray-600">
        Your UPI app shows a 12-digit UTR (also called UPI reference or transaction ID) after the payment.
      </p>
      <FormError message={form.errors?.[0]} />
      <Field
        label="UTR (12 digits)"
        {...fieldProps(fields.utr)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder="e.g. 412345678901"
      />
      <SubmitButton pendingText="Sending…" className="sm:w-auto">
        I have paid
      </SubmitButton>
    </Form>
  );
}

export function PaymentScreen({ payment, shop, reply }: { payment: PaymentScreenData; shop: string; reply?: Reply | null }) {
  const amount = formatPaise(payment.amountPaise);
  const payable = payment.open && (payment.status === "awaiting" || payment.status === "not_received");
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <p className="mb-3 text-sm">
        <Link to={`/${shop}/orders`} className="font-medium text-brand-700 hover:underline">
          ← Your orders
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Pay {amount}</h1>
      <p className="mt-1 text-gray-700">
        to <span className="font-semibold">{payment.payeeName}</span> by UPI · Reference{" "}
        <span className="font-mono font-semibold select-all">{payment.reference}</span>
      </p>
      <div className="mt-4">
        <StatusLine payment={payment} />
      </div>
      {payable ? (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <section aria-label="Pay by UPI" className="space-y-4">
            <p className="rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800">Pay by {formatDateTime(payment.dueAt)}</p>
            <a href={payment.uri} className={buttonVariants({ variant: "primary", size: "lg", wide: true, className: "md:hidden" })}>
              Pay with UPI app
            </a>
            <p className="text-xs text-gray-600 md:hidden">
              Some UPI apps only pay a personal UPI ID from this button; if yours refuses, scan the QR code or pay to the UPI ID below.
            </p>
            <figure className="mx-auto w-fit rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
              <QRCodeSVG
                value={payment.uri}
                size={264}
                level="M"
                marginSize={4}
                role="img"
                aria-label={`UPI QR code: pay ${amount} to ${payment.payeeUpiId}`}
                data-testid="upi-qr"
              />
              <figcaption className="mt-1 text-center text-sm text-gray-600">Scan with any UPI app</figcaption>
            </figure>
            {payment.amountPaise > QR_IMAGE_LIMIT_PAISE ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                UPI apps pay at most ₹2,000 from a QR image or screenshot to a payee like this one. For {amount}, scan this code with
                another phone's UPI app, or use the UPI ID.
              </p>
            ) : null}
          </section>
          <section aria-label="Payment details" className="space-y-5">
            <dl className="space-y-3 rounded-lg border border-gray-200 p-4">
              <div>
                <dt className="text-sm text-gray-600">UPI ID</dt>
                <dd className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono text-base font-semibold break-all select-all">{payment.payeeUpiId}</span>
                  <CopyButton value={payment.payeeUpiId} label="UPI ID" />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Amount</dt>
                <dd className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono text-base font-semibold select-all">{plainAmount(payment.amountPaise)}</span>
                  <CopyButton value={plainAmount(payment.amountPaise)} label="amount" />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Payee name</dt>
                <dd className="font-medium">{payment.payeeName}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Reference (add it to the payment's note)</dt>
                <dd className="font-mono font-semibold select-all">{payment.reference}</dd>
              </div>
            </dl>
            <p className="text-sm text-gray-700">
              Your money goes straight to the seller's UPI ID; Haat never holds it. Only the seller can confirm that it arrived.
            </p>
            <UtrForm reply={reply} />
          </section>
        </div>
      ) : null}
    </main>
  );
}
