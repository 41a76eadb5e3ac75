// The Payment panel of the seller's order page: the checkout's method, status and totals, the UTR
// the shopper gave, and the actions the status allows. Each action posts the status the seller saw
// (`from`), so a second tab or a double click changes nothing twice.
import { getFormProps } from "@conform-to/react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { Card, formatDateTime } from "~/components/dashboard/ui";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { Button } from "~/components/ui/button";
import { Field, FormError, SubmitButton } from "~/components/ui/form";
import { fieldProps, useSchemaForm } from "~/components/ui/use-schema-form";
import type { PaymentActor, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { summaryRows } from "~/domain/checkout/summary-rows";
import type { CashCollection } from "~/domain/orders/seller-actions";
import { RefundFormSchema, type SellerPaymentIntent } from "~/domain/payments/payment-forms";
import { PAYMENT_METHOD_LABEL, type ShownPaymentStatus } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import type { Reply } from "~/utils/reply";
import { PaymentBadge } from "./payment-badge";

/** How a UPI payment came to be confirmed (docs/decisions/0133-what-paid-means.md). */
function paidViaWords(via: PaymentActor): string {
  if (via === "bank_sms") return m.seller_bank_paid_via_bank_sms();
  if (via === "bank_statement") return m.seller_bank_paid_via_bank_statement();
  return m.seller_bank_paid_via_seller();
}

/**
 * Whether the shopper confirmed this COD order (docs/decisions/0137-cod-confirmation.md): in the payment
 * panel, and above the ship form while it is not confirmed (`testId` names the panel's one).
 */
export function CodLine({ p, testId }: { p: Pick<SellerPaymentData, "codConfirmedAt" | "codFlaggedAt">; testId?: string }) {
  if (p.codConfirmedAt)
    return (
      <p className="mt-3 text-sm text-green-800" data-testid={testId}>
        {m.dash_cod_confirmed_at({ date: formatDateTime(p.codConfirmedAt) })}
      </p>
    );
  return (
    <p
      className={`mt-3 rounded px-2 py-1 text-sm ${p.codFlaggedAt ? "bg-red-50 font-medium text-red-800" : "bg-amber-50 text-amber-900"}`}
      data-testid={testId}
    >
      {p.codFlaggedAt ? m.dash_cod_flagged() : m.dash_cod_unconfirmed()}
    </p>
  );
}

export interface SellerPaymentData {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The status as shown: "nothing to collect" once every order of the checkout is cancelled. */
  shownStatus: ShownPaymentStatus;
  collection: CashCollection;
  reference: string;
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  deliveryFeePaise: number;
  codFeePaise: number;
  taxPaise: number;
  totalPaise: number;
  payeeUpiId: string | null;
  dueAt: string | null;
  utr: string | null;
  claimedAt: string | null;
  settledAt: string | null;
  /** Who said the money arrived: the bank (SMS or statement) or the seller by hand; null before it was kept. */
  paidVia: PaymentActor | null;
  /** Cash on delivery: when the shopper confirmed it, and when it was flagged for not confirming in time. */
  codConfirmedAt: string | null;
  codFlaggedAt: string | null;
  refundPaise: number | null;
  refundUtr: string | null;
  refundedAt: string | null;
  actions: { confirm: boolean; notReceived: boolean; collected: boolean; collectAtShop: boolean; refund: boolean };
}

type PanelFetcher = FetcherWithComponents<Reply>;

function ActionButton({
  fetcher,
  intent,
  from,
  label,
  variant = "primary",
}: {
  fetcher: PanelFetcher;
  intent: SellerPaymentIntent;
  from: PaymentStatus;
  label: string;
  variant?: "primary" | "danger";
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="from" value={from} />
      <Button type="submit" variant={variant} disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** Cash taken at the counter before the order is marked delivered: only with the seller's explicit tick. */
function CollectAtShopForm({ fetcher, from }: { fetcher: PanelFetcher; from: PaymentStatus }) {
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="pay-collected" />
      <input type="hidden" name="from" value={from} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="cashAtShop" value="yes" required className="h-4 w-4" />
        {m.dash_cash_at_shop()}
      </label>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        {m.dash_mark_collected()}
      </Button>
    </fetcher.Form>
  );
}

function RefundForm({ fetcher, from, totalPaise }: { fetcher: PanelFetcher; from: PaymentStatus; totalPaise: number }) {
  const [form, fields] = useSchemaForm(RefundFormSchema, { lastResult: fetcher.data, id: "record-refund" });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3 border-t border-gray-100 pt-3">
      <h3 className="font-semibold">{m.dash_record_refund()}</h3>
      <input type="hidden" name="intent" value="pay-refund" />
      <input type="hidden" name="from" value={from} />
      <FormError message={form.errors?.[0]} />
      <Field
        label={m.dash_amount_refunded()}
        {...fieldProps(fields.amount)}
        inputMode="decimal"
        hint={m.dash_up_to({ amount: formatPaise(totalPaise) })}
        placeholder={m.dash_refund_placeholder()}
      />
      <Field label={m.dash_refund_utr()} {...fieldProps(fields.refundUtr)} inputMode="numeric" maxLength={20} autoComplete="off" />
      <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.dash_saving()} size="md" className="sm:w-auto">
        {m.dash_record_refund()}
      </SubmitButton>
    </fetcher.Form>
  );
}

export function SellerPaymentPanel({ payment }: { payment: SellerPaymentData }) {
  const p = payment;
  // The fetchers live here, not in the buttons and the refund form: a success changes the status,
  // which removes the button or form that was used, and its reply must still be toasted.
  const actions = useFetcher<Reply>();
  const refund = useFetcher<Reply>();
  useReplyToast(actions);
  useReplyToast(refund);
  const rows = summaryRows(p, { couponCode: p.couponCode });
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{m.dash_payment()}</h2>
        <PaymentBadge status={p.shownStatus} />
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {PAYMENT_METHOD_LABEL[p.method]} · {m.dash_reference()} <span className="font-mono">{p.reference}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {rows.map((row) =>
          row.key === "total" ? (
            <div key={row.key} className="col-span-2 flex justify-between border-t border-gray-100 pt-1 font-semibold">
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ) : (
            <div key={row.key} className="contents">
              <dt className="text-gray-600">{row.label}</dt>
              <dd className="text-right tabular-nums">{row.value}</dd>
              {row.note ? <dd className="col-span-2 -mt-1 text-right text-xs text-gray-500">{row.note}</dd> : null}
            </div>
          ),
        )}
      </dl>
      <dl className="mt-3 space-y-1 text-sm">
        {p.method === "upi" && p.payeeUpiId ? (
          <div>
            <dt className="inline text-gray-600">{m.dash_to_upi_id()} </dt>
            <dd className="inline font-mono break-all">{p.payeeUpiId}</dd>
          </div>
        ) : null}
        {p.utr ? (
          <div>
            <dt className="inline text-gray-600">UTR </dt>
            <dd className="inline font-mono font-semibold select-all">{p.utr}</dd>
            {p.claimedAt ? <dd className="text-gray-600">{m.dash_claimed_at({ date: formatDateTime(p.claimedAt) })}</dd> : null}
          </div>
        ) : null}
        {p.dueAt && (p.status === "awaiting" || p.status === "not_received") ? (
          <div>
            <dt className="inline text-gray-600">{m.dash_pay_by()} </dt>
            <dd className="inline">{formatDateTime(p.dueAt)}</dd>
          </div>
        ) : null}
        {p.settledAt ? (
          <div>
            <dt className="inline text-gray-600">{p.method === "upi" ? m.dash_marked_paid_at() : m.dash_collected_at()} </dt>
            <dd className="inline">{formatDateTime(p.settledAt)}</dd>
            {p.method === "upi" && p.paidVia ? <dd className="text-gray-600">{paidViaWords(p.paidVia)}</dd> : null}
          </div>
        ) : null}
        {p.refundPaise ? (
          <div>
            <dt className="inline text-gray-600">{m.dash_refunded()} </dt>
            <dd className="inline">
              {formatPaise(p.refundPaise)}
              {p.refundUtr ? m.dash_refund_utr_paren({ utr: p.refundUtr }) : ""}
              {p.refundedAt ? m.dash_refunded_on({ date: formatDateTime(p.refundedAt) }) : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {p.status === "claimed" ? <p className="mt-3 text-sm text-gray-700">{m.dash_check_utr()}</p> : null}
      {p.method === "cod" ? <CodLine p={p} testId="cod-state" /> : null}
      {p.actions.confirm || p.actions.notReceived || p.actions.collected ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {p.actions.confirm ? <ActionButton fetcher={actions} intent="pay-confirm" from={p.status} label={m.dash_mark_paid()} /> : null}
          {p.actions.notReceived ? (
            <ActionButton fetcher={actions} intent="pay-not-received" from={p.status} label={m.dash_not_received()} variant="danger" />
          ) : null}
          {p.actions.collectAtShop ? (
            <CollectAtShopForm fetcher={actions} from={p.status} />
          ) : p.actions.collected ? (
            <ActionButton fetcher={actions} intent="pay-collected" from={p.status} label={m.dash_mark_collected()} />
          ) : null}
        </div>
      ) : null}
      {p.status === "to_collect" && p.collection === "after_delivery" ? (
        <p className="mt-3 text-sm text-gray-700">{m.dash_collect_after_delivery()}</p>
      ) : null}
      {p.actions.refund ? <RefundForm fetcher={refund} from={p.status} totalPaise={p.totalPaise} /> : null}
    </Card>
  );
}
