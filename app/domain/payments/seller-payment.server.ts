// The seller's side of a checkout's payment after it is placed (docs/decisions/0073-payment-model.md):
// confirmations, collections and refunds, and the order page's payment panel. Every change is one
// conditional UPDATE on the status the seller saw (a compare-and-set: two clicks or two tabs never
// apply twice) plus a payment_event row, in one transaction.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders, paymentEvent } from "~/db/schema";
import { type DeliveryMode, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from "~/db/schema/values";
import { inTransaction } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import { orderNumber } from "~/domain/orders/reference";
import { type CashCollection, cashCollection } from "~/domain/orders/seller-actions";
import { ENDED_UNDELIVERED_LIST } from "~/domain/orders/standing.server";
import { EXPIRABLE, scheduleCheckoutExpiry } from "~/domain/payments/expire.server";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { isUuid } from "~/utils/uuid";
import { PAID_VIA } from "./paid-via.server";
import { normalizeUtr, refundAmountMessage } from "./payment-forms";
import { paymentNotFound as notFound } from "./payment-not-found";
import { PAYMENT_STATUS_LABEL, shownPaymentStatus } from "./status";
import { UTR_PATTERN } from "./upi";

interface SellerChange {
  /** The statuses this action starts from. */
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  /** What the action is called in a refusal: "marked paid". */
  /** The refusals: the change cannot be made from `state`, or the status moved on meanwhile. */
  refused: (state: string) => string;
  raced: (state: string) => string;
}

const CONFIRM: SellerChange = {
  from: ["claimed", "awaiting", "not_received"],
  to: "paid",
  refused: (state) => m.account_change_refused_paid({ state }),
  raced: (state) => m.account_change_raced_paid({ state }),
};
const NOT_RECEIVED: SellerChange = {
  from: ["claimed"],
  to: "not_received",
  refused: (state) => m.account_change_refused_not_received({ state }),
  raced: (state) => m.account_change_raced_not_received({ state }),
};
const COLLECTED: SellerChange = {
  from: ["to_collect"],
  to: "collected",
  refused: (state) => m.account_change_refused_collected({ state }),
  raced: (state) => m.account_change_raced_collected({ state }),
};
const REFUND: SellerChange = {
  from: ["paid", "collected"],
  to: "refunded",
  refused: (state) => m.account_change_refused_refunded({ state }),
  raced: (state) => m.account_change_raced_refunded({ state }),
};

/** The seller's change, applied only if the payment is still in the status the seller saw. */
async function sellerChange(
  db: Database,
  change: SellerChange,
  who: { sellerId: string; actorUserId: string; checkoutId: string; seen: string },
  set: Partial<typeof checkout.$inferInsert>,
  now: Date,
  extra: { where?: SQL; refusal?: string; reference?: string | null } = {},
): Promise<{ from: PaymentStatus; to: PaymentStatus }> {
  if (!isUuid(who.checkoutId)) throw notFound();
  if (!(PAYMENT_STATUSES as readonly string[]).includes(who.seen))
    throw new DomainError("stale_form", m.account_stale_form(), { field: "from" });
  const seen = who.seen as PaymentStatus;
  const theirs = and(eq(checkout.id, who.checkoutId), eq(checkout.sellerId, who.sellerId));
  return inTransaction(db, async (tx) => {
    const [done] = change.from.includes(seen)
      ? await tx
          .update(checkout)
          .set({ ...set, paymentStatus: change.to, updatedAt: now })
          .where(and(theirs, eq(checkout.paymentStatus, seen), extra.where))
          .returning({ id: checkout.id, dueAt: checkout.paymentDueAt })
      : [];
    if (!done) {
      const [current] = await tx.select({ status: checkout.paymentStatus }).from(checkout).where(theirs);
      if (!current) throw notFound();
      if (current.status === seen && change.from.includes(seen) && extra.refusal)
        throw new DomainError("not_allowed", extra.refusal, { status: 409 });
      const state = PAYMENT_STATUS_LABEL[current.status];
      throw new DomainError("payment_status_changed", current.status === seen ? change.refused(state) : change.raced(state), {
        status: 409,
      });
    }
    await tx.insert(paymentEvent).values({
      sellerId: who.sellerId,
      checkoutId: who.checkoutId,
      status: change.to,
      actorUserId: who.actorUserId,
      reference: extra.reference ?? null,
      via: "seller",
      createdAt: now,
    });
    // Back in a status that expires (not received): its first expiry job may have run while it was
    // claimed and done nothing, so it is queued again (at once when the window has already ended).
    if ((EXPIRABLE as readonly string[]).includes(change.to) && done.dueAt) await scheduleCheckoutExpiry(tx, done.id, done.dueAt);
    await notify(tx, { kind: "payment", sellerId: who.sellerId, checkoutId: done.id, status: change.to });
    return { from: seen, to: change.to };
  });
}

export interface SellerPaymentCall {
  sellerId: string;
  actorUserId: string;
  checkoutId: string;
  /** The payment status the seller saw on the page. */
  seen: string;
}

/** The money arrived (only the seller can say so): claimed, awaiting or not received → paid. */
export const confirmPayment = (db: Database, call: SellerPaymentCall, now = new Date()) =>
  sellerChange(db, CONFIRM, call, { settledAt: now }, now);

/** The seller did not find the claimed payment; the shopper may give a UTR again while the window is open. */
export const markNotReceived = (db: Database, call: SellerPaymentCall, now = new Date()) => sellerChange(db, NOT_RECEIVED, call, {}, now);

// Spelled out: drizzle writes a column of a one-table query without its table, which inside a subquery would mean o.id.
const orderIs = (condition: string) => sql<boolean>`exists (select 1 from orders o where o.id = "checkout"."id" and ${sql.raw(condition)})`;
/** What the order's refunded returns took off it, and what they gave back (docs/decisions/0139-returns-and-exchanges.md). */
const returnedValue = sql.raw(`(select coalesce(sum(oi.price_paise * oi.quantity - oi.discount_paise), 0) from return_line rl
  join return_request r on r.id = rl.return_id join order_item oi on oi.order_id = r.order_id and oi.line_no = rl.line_no
  where r.order_id = "checkout"."id" and r.status = 'refunded')`);
const returnRefunds = sql.raw(
  `(select coalesce(sum(r.refund_paise), 0) from return_request r where r.order_id = "checkout"."id" and r.status = 'refunded')`,
);
/**
 * The order was cancelled or came back to the seller, or a line of it was cancelled: money paid may go
 * back. A line returned and refunded through its return request has had its money back already.
 */
const hasCancelled = sql<boolean>`(${orderIs(`o.status in (${ENDED_UNDELIVERED_LIST})`)} or "checkout"."total_paise" + ${returnedValue} < "checkout"."placed_total_paise")`;
/** The most a refund may be: what was paid, less what returns already gave back. */
const refundable = sql<number>`("checkout"."placed_total_paise" - ${returnRefunds})::bigint`;
const isStanding = orderIs(`o.status not in (${ENDED_UNDELIVERED_LIST})`);
const isDelivered = orderIs("o.status = 'delivered'");

/** How the order's goods reach the shopper and where it stands. */
async function orderFacts(db: Database, sellerId: string, orderId: string) {
  const [row] = await db
    .select({ mode: orders.deliveryMode, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  return { mode: (row?.mode ?? "delivery") as DeliveryMode, status: (row?.status ?? "pending") as OrderStatus };
}

/**
 * Cash on delivery or at the shop was collected: once every order still standing is delivered, or,
 * for an in-shop purchase, earlier when the seller confirms they took the cash at the shop
 * (`cashAtShop`). Never for a checkout whose orders are all cancelled. The order statuses are checked
 * again in the conditional update, so an order cancelled meanwhile is not collected on.
 */
export async function markCollected(db: Database, call: SellerPaymentCall & { cashAtShop?: boolean }, now = new Date()) {
  if (!isUuid(call.checkoutId)) throw notFound();
  const [[current], facts] = await Promise.all([
    db
      .select({ status: checkout.paymentStatus })
      .from(checkout)
      .where(and(eq(checkout.id, call.checkoutId), eq(checkout.sellerId, call.sellerId))),
    orderFacts(db, call.sellerId, call.checkoutId),
  ]);
  if (!current) throw notFound();
  const rule = cashCollection(facts.mode, facts.status);
  // Cash that is still to collect, as the seller saw it: say why it cannot be collected yet.
  if (current.status === "to_collect" && call.seen === "to_collect") {
    if (rule === "nothing_due") throw new DomainError("nothing_to_collect", m.account_collect_nothing_due(), { status: 409 });
    if (rule === "after_delivery") throw new DomainError("collect_after_delivery", m.account_collect_after_delivery(), { status: 409 });
    if (rule === "confirm_at_shop" && !call.cashAtShop)
      throw new DomainError("confirm_cash_at_shop", m.account_collect_confirm_at_shop(), { status: 422, field: "cashAtShop" });
  }
  return sellerChange(db, COLLECTED, call, { settledAt: now }, now, {
    where: rule === "now" ? isDelivered : isStanding,
    refusal: m.account_collect_order_changed(),
  });
}

/** A paid or collected order that was cancelled, whole or a line, gives money back: up to what was paid, UTR optional. */
export async function recordRefund(
  db: Database,
  call: SellerPaymentCall,
  refund: { amountPaise: number; utr?: string | null },
  now = new Date(),
) {
  const utr = refund.utr ? normalizeUtr(refund.utr) : null;
  if (utr && !UTR_PATTERN.test(utr)) throw new DomainError("invalid_utr", m.account_refund_utr(), { field: "refundUtr" });
  if (!Number.isSafeInteger(refund.amountPaise) || refund.amountPaise <= 0)
    throw new DomainError("invalid_amount", refundAmountMessage(), { field: "amount" });
  if (!isUuid(call.checkoutId)) throw notFound();
  const [facts] = await db
    .select({ total: refundable, cancelled: hasCancelled })
    .from(checkout)
    .where(and(eq(checkout.id, call.checkoutId), eq(checkout.sellerId, call.sellerId)));
  if (!facts) throw notFound();
  if (refund.amountPaise > Number(facts.total))
    throw new DomainError("refund_too_large", m.account_refund_too_large({ amount: formatPaise(Number(facts.total)) }), {
      field: "amount",
    });
  if (!facts.cancelled) throw new DomainError("nothing_cancelled", m.account_refund_cancel_first(), { status: 409 });
  return sellerChange(db, REFUND, call, { refundPaise: refund.amountPaise, refundUtr: utr, refundedAt: now }, now, {
    where: and(sql`${refundable} >= ${refund.amountPaise}`, hasCancelled),
    refusal: m.account_refund_refusal(),
    reference: utr,
  });
}

/** The payment panel of the seller's order page: the order's amounts, payment and its history. */
export async function getSellerPayment(db: Database, sellerId: string, checkoutId: string) {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db
    .select({
      id: checkout.id,
      method: checkout.paymentMethod,
      status: checkout.paymentStatus,
      subtotalPaise: checkout.subtotalPaise,
      discountPaise: checkout.discountPaise,
      couponCode: checkout.couponCode,
      deliveryFeePaise: checkout.deliveryFeePaise,
      codFeePaise: checkout.codFeePaise,
      taxPaise: checkout.taxPaise,
      totalPaise: checkout.totalPaise,
      payeeUpiId: checkout.payeeUpiId,
      dueAt: checkout.paymentDueAt,
      utr: checkout.utr,
      claimedAt: checkout.claimedAt,
      settledAt: checkout.settledAt,
      refundPaise: checkout.refundPaise,
      refundUtr: checkout.refundUtr,
      refundedAt: checkout.refundedAt,
      codConfirmedAt: checkout.codConfirmedAt,
      codFlaggedAt: checkout.codFlaggedAt,
      hasCancelled,
      paidVia: PAID_VIA,
    })
    .from(checkout)
    .where(and(eq(checkout.id, checkoutId), eq(checkout.sellerId, sellerId)));
  if (!row) return null;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const { mode, status } = await orderFacts(db, sellerId, checkoutId);
  const collection = cashCollection(mode, status);
  return {
    ...row,
    shownStatus: shownPaymentStatus(row.status, status),
    collection,
    reference: orderNumber(row.id),
    dueAt: iso(row.dueAt),
    claimedAt: iso(row.claimedAt),
    settledAt: iso(row.settledAt),
    refundedAt: iso(row.refundedAt),
    codConfirmedAt: iso(row.codConfirmedAt),
    codFlaggedAt: iso(row.codFlaggedAt),
    /** The actions the panel offers in this status. */
    actions: sellerPaymentActions(row.status, row.hasCancelled, collection),
  };
}
export type SellerPayment = NonNullable<Awaited<ReturnType<typeof getSellerPayment>>>;

/**
 * Which seller actions apply to a payment in `status` (the buttons the panel shows). Cash is
 * collected once delivered, or at the shop with an explicit confirmation (`collectAtShop`).
 */
export function sellerPaymentActions(status: PaymentStatus, hasCancelled: boolean, collection: CashCollection) {
  const collectable = COLLECTED.from.includes(status);
  return {
    confirm: CONFIRM.from.includes(status),
    notReceived: NOT_RECEIVED.from.includes(status),
    collected: collectable && (collection === "now" || collection === "confirm_at_shop"),
    collectAtShop: collectable && collection === "confirm_at_shop",
    refund: REFUND.from.includes(status) && hasCancelled,
  };
}
