// One of a shop's orders as its seller sees it: its page (items, status history, customer) and its
// changes: seen, status moves with history, and the courier's tracking. Every query is scoped by the
// seller id, so another shop's order id reads as "not found" and changes nothing. The list is in
// seller-order-list.server.ts, the dashboard's counts in seller-order-stats.server.ts.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderStatusEvent, orders, paymentSettings, user } from "~/db/schema";
import { type CodShippingRule, ORDER_STATUSES, type OrderStatus } from "~/db/schema/values";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { DomainError, invalidInput } from "~/domain/errors";
import { creditWhatLeft } from "~/domain/invoices/credit-note.server";
import { issueOrderInvoice } from "~/domain/invoices/issue.server";
import { notify } from "~/domain/notifications/notify.server";
import { orderLines, shownLine } from "~/domain/orders/order-lines.server";
import { orderNumber } from "~/domain/orders/reference";
import { returnStock } from "~/domain/orders/return-stock.server";
import { parseReturnReason, returnCreditReason } from "~/domain/orders/returned";
import { endedUndelivered, goodsLeave, nextStatuses } from "~/domain/orders/seller-actions";
import { orderStatusWord } from "~/domain/orders/status-words";
import { type Tracking, type TrackingInput, TrackingSchema } from "~/domain/orders/tracking";
import { codHoldsShipping } from "~/domain/payments/cod/cod-state";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";

const orderNotFound = () => m.dash_err_order_not_found();

/** One order with its lines, amounts and status history. Only reads: a prefetch must not mark it seen. */
export async function getSellerOrder(db: Database, sellerId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, co: checkout })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!row) return null;
  const { order, co } = row;
  const [lines, history, [customer]] = await Promise.all([
    orderLines(db, sellerId, order.id),
    db
      .select({ status: orderStatusEvent.status, at: orderStatusEvent.createdAt, actor: user.name })
      .from(orderStatusEvent)
      .leftJoin(user, eq(user.id, orderStatusEvent.actorUserId))
      .where(eq(orderStatusEvent.orderId, order.id))
      .orderBy(orderStatusEvent.createdAt),
    db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, order.userId)),
  ]);
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    seen: order.seenBySellerAt !== null,
    createdAt: order.createdAt.toISOString(),
    deliveryMode: order.deliveryMode,
    /** The goods still ordered, before discount and fees. */
    subtotalPaise: co.subtotalPaise,
    /** What the shopper pays for the order, or paid: the one amount (cash on delivery: what to collect). */
    totalPaise: co.totalPaise,
    shippingAddress: order.shippingAddress,
    contactNumber: order.contactNumber,
    customerName: order.customerName,
    tracking: { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl },
    customerEmail: customer?.email ?? null,
    /** The shopper's language (their account's choice): the WhatsApp texts to them are in it. */
    customerLocale: customer?.locale ?? null,
    /** The shopper's account: their record in this shop (app/domain/customers/shopper-record.server.ts). */
    customerId: order.userId,
    /** Why the parcel came back (status 'returned'); null otherwise. */
    returnReason: order.returnReason,
    items: lines.map(shownLine),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), actor: h.actor })),
    next: nextStatuses(order.status),
  };
}
export type SellerOrder = NonNullable<Awaited<ReturnType<typeof getSellerOrder>>>;

/** The seller has looked at the order (the page posts this once it is shown); the first time counts. */
export async function markOrderSeen(db: Database, sellerId: string, orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  const [found] = await db
    .update(orders)
    .set({ seenBySellerAt: sql`coalesce(${orders.seenBySellerAt}, now())` })
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    .returning({ id: orders.id });
  if (!found) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
}

/**
 * Moves an order to one of nextStatuses (app/domain/orders/seller-actions.ts), or cancels it, or marks
 * a shipped parcel returned to the seller with `details.returnReason` (both put its items back in stock
 * and credit its invoice in full).
 * The update is conditional on the status the seller saw, so two clicks or two tabs cannot apply
 * a change twice (and cannot return the stock twice). Marking it shipped saves the courier, AWB and
 * tracking link given (all optional) in the same transaction; other moves ignore them.
 */
export async function changeOrderStatus(
  db: Database,
  sellerId: string,
  orderId: string,
  to: string,
  /** The seller's user; null for Haat itself (a COD order cancelled when its confirmation time ran out). */
  actorUserId: string | null,
  details: TrackingInput & { returnReason?: unknown } = {},
  now = new Date(),
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  if (!(ORDER_STATUSES as readonly string[]).includes(to))
    throw new DomainError("unknown_status", m.dash_err_unknown_status(), { field: "status" });
  const target = to as OrderStatus;
  const tracking = target === "shipped" ? parseTracking(details) : {};
  // Lock order (app/db/transaction.server.ts): the checkout row (its tax follows the documents), the
  // order row, its stock, then the status change, whose trigger locks the shop's customer row, and
  // last a document series.
  return inTransaction(db, async (tx) => {
    const [paying] = await tx
      .select({ paymentMethod: checkout.paymentMethod, codConfirmedAt: checkout.codConfirmedAt })
      .from(checkout)
      .where(and(eq(checkout.id, orderId), eq(checkout.sellerId, sellerId)))
      .for("update");
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
      .for("update");
    if (!current) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
    if (!nextStatuses(current.status).includes(target)) {
      throw new DomainError(
        "status_not_allowed",
        m.dash_err_status_not_allowed({ from: orderStatusWord(current.status), to: orderStatusWord(target) }),
        { status: 409 },
      );
    }
    if (target === "shipped" && paying && codHoldsShipping({ ...paying, codShipping: await codShippingRule(tx, sellerId) }))
      throw new DomainError("cod_unconfirmed", m.dash_cod_ship_refused(), { status: 409 });
    // Checked once the move is allowed, so another status or shop answers as it would without it.
    const returnReason = target === "returned" ? parseReturnReason(details.returnReason) : null;
    if (endedUndelivered(target)) await returnStock(tx, [orderId]);
    await tx
      .update(orders)
      .set({
        status: target,
        ...tracking,
        ...(returnReason && { returnReason }),
        updatedAt: new Date(),
        seenBySellerAt: sql`coalesce(${orders.seenBySellerAt}, now())`,
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvent).values({ sellerId, orderId, status: target, actorUserId });
    await notify(tx, { kind: "status", orderId, status: target });
    if (goodsLeave(target)) await issueOrderInvoice(tx, orderId, now);
    if (target === "cancelled") await creditWhatLeft(tx, orderId, "Order cancelled", now);
    if (returnReason) await creditWhatLeft(tx, orderId, returnCreditReason(returnReason), now);
    return { from: current.status, to: target };
  });
}

/** The shop's COD shipping rule (none set: ship every COD order). */
async function codShippingRule(tx: Tx, sellerId: string): Promise<CodShippingRule> {
  const [row] = await tx.select({ rule: paymentSettings.codShipping }).from(paymentSettings).where(eq(paymentSettings.sellerId, sellerId));
  return row?.rule ?? "ship_all";
}

/** The tracking fields as stored (absent = null), or the form's field errors as a 400. */
function parseTracking(input: TrackingInput): Tracking {
  const parsed = TrackingSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { courier, trackingNumber, trackingUrl } = parsed.data;
  return { courier: courier ?? null, trackingNumber: trackingNumber ?? null, trackingUrl: trackingUrl ?? null };
}

/**
 * Corrects the courier, AWB or tracking link of a shipped order (all three are replaced; empty
 * clears). Only while it is shipped: once delivered or for any other status it is a 409.
 */
export async function updateTracking(db: Database, sellerId: string, orderId: string, input: TrackingInput): Promise<Tracking> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  const tracking = parseTracking(input);
  const [done] = await db
    .update(orders)
    .set({ ...tracking, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId), eq(orders.status, "shipped")))
    .returning({ id: orders.id });
  if (done) return tracking;
  const [exists] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!exists) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  throw new DomainError("status_not_allowed", m.dash_err_tracking_not_shipped({ status: orderStatusWord(exists.status) }), {
    status: 409,
  });
}
