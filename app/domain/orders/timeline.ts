// An order's status timeline as the shopper sees it (the order details, /{shop}/track, e-mails):
// the order's own steps and its checkout's payment steps, oldest first, each with its time.
// Pure and browser-safe; app/domain/orders/timeline.server.ts reads the events.

import type { OrderStatus, PaymentStatus, ReturnReason } from "~/db/schema/values";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { returnReasonLabel } from "./returned";
import type { Tracking } from "./tracking";

/** The payment steps worth a line: placement's own (awaiting, to collect) is the "Order placed" step. */
export const TIMELINE_PAYMENT_STEPS = ["claimed", "paid", "not_received", "collected", "refunded", "expired"] as const;
type TimelinePaymentStep = (typeof TIMELINE_PAYMENT_STEPS)[number];

/** What an order's step is called, in the request's language. */
export const orderStepLabel = (status: OrderStatus): string =>
  ({
    pending: m.account_order_placed,
    confirmed: m.account_status_confirmed,
    processing: m.account_status_processing,
    shipped: m.account_status_shipped,
    delivered: m.account_status_delivered,
    cancelled: m.account_status_cancelled,
    returned: m.account_status_returned,
  })[status]?.() ?? status;

/**
 * Ties (one transaction writes several events at one time) read in the order things happen: the
 * payment window ends before the orders it cancels, a refund follows the cancellation.
 */
const RANK: Record<string, number> = {
  "order:pending": 0,
  "payment:claimed": 1,
  "payment:not_received": 2,
  "payment:paid": 3,
  "payment:collected": 4,
  "payment:expired": 5,
  "order:confirmed": 6,
  "order:processing": 7,
  "order:shipped": 8,
  "order:delivered": 9,
  "order:cancelled": 10,
  "order:returned": 10,
  "payment:refunded": 11,
};

export interface TimelineStep {
  kind: "order" | "payment";
  status: OrderStatus | TimelinePaymentStep;
  label: string;
  /** ISO time; shown in IST. */
  at: string;
  /** On the shipped step: the courier, AWB and link the seller gave (the latest, as corrected). */
  tracking?: Tracking;
}

export interface TimelineEvents {
  order: { status: OrderStatus; at: Date }[];
  payment: { status: PaymentStatus; at: Date }[];
}

/**
 * The steps of `events`, oldest first (pure: no database, so the browser and tests can call it). A
 * parcel that came back to the seller says why on its step.
 */
export function buildTimeline(events: TimelineEvents, tracking: Tracking, returnReason: ReturnReason | null = null): TimelineStep[] {
  const label = (status: OrderStatus) =>
    status === "returned" && returnReason
      ? m.account_status_returned_why({ reason: returnReasonLabel(returnReason) })
      : orderStepLabel(status);
  const steps: TimelineStep[] = [
    ...events.order.map(
      (e): TimelineStep => ({
        kind: "order",
        status: e.status,
        label: label(e.status),
        at: e.at.toISOString(),
        ...(e.status === "shipped" ? { tracking } : {}),
      }),
    ),
    ...events.payment
      .filter((e): e is { status: TimelinePaymentStep; at: Date } => (TIMELINE_PAYMENT_STEPS as readonly string[]).includes(e.status))
      .map((e): TimelineStep => ({ kind: "payment", status: e.status, label: PAYMENT_STATUS_LABEL[e.status], at: e.at.toISOString() })),
  ];
  const rank = (s: TimelineStep) => RANK[`${s.kind}:${s.status}`] ?? 99;
  return steps.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}
