// An unpaid UPI checkout expires at its due time (docs/decisions/0073-payment-model.md): its orders
// are cancelled, their stock comes back and the coupon use is given back. Scheduled in the
// transaction that places (or reopens) the checkout; run by the checkout-expiry job
// (app/jobs/checkout-expiry.server.ts), possibly more than once and from several processes.

import { and, asc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, coupon, couponRedemption, orderStatusEvent, orders, paymentEvent } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { creditWhatLeft } from "~/domain/invoices/credit-note.server";
import { notify } from "~/domain/notifications/notify.server";
import { returnStock } from "~/domain/orders/return-stock.server";
import { type EnqueueOptions, enqueueInTransaction, QUEUES } from "~/queue/queue.server";

/** The payment statuses that expire: nobody has said the money was sent, or the seller did not find it. */
export const EXPIRABLE = ["awaiting", "not_received"] as const;

export interface CheckoutExpiryJob {
  checkoutId: string;
}

/**
 * Schedules the expiry in the caller's transaction (placing the checkout, or a status change that
 * reopens the window): the job exists exactly when the checkout does. One queued job per checkout;
 * scheduling again while one waits changes nothing.
 */
export async function scheduleCheckoutExpiry(tx: Pick<Database, "execute">, checkoutId: string, dueAt: Date): Promise<void> {
  const options: EnqueueOptions = { startAfter: dueAt, singletonKey: checkoutId };
  await enqueueInTransaction(tx, QUEUES.checkoutExpiry.name, { checkoutId } satisfies CheckoutExpiryJob, options);
}

/** The database's clock: the queue releases a job by it, so "due" is judged by it too. */
async function databaseNow(db: Database): Promise<Date> {
  const { rows } = await db.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(rows[0].now);
}

/**
 * The expiry job's work: expires the checkout if it is due now. Returns the later due time of a
 * checkout that is still unpaid but not yet due (its window was moved on), to be tried again then;
 * null when nothing is left to do (expired now, paid, claimed or gone).
 */
export async function expireIfDue(db: Database, checkoutId: string): Promise<Date | null> {
  const now = await databaseNow(db);
  if (await expireCheckout(db, checkoutId, now)) return null;
  const [row] = await db
    .select({ status: checkout.paymentStatus, dueAt: checkout.paymentDueAt })
    .from(checkout)
    .where(eq(checkout.id, checkoutId));
  return row && (EXPIRABLE as readonly string[]).includes(row.status) && row.dueAt && row.dueAt > now ? row.dueAt : null;
}

/**
 * Expires the checkout if it is still unpaid and due by `now`; otherwise changes nothing. The
 * status change is a compare-and-set, so of two runs (a retry, or two processes at once) exactly
 * one expires it and returns the stock; the other finds it expired (or paid) and returns false.
 */
export async function expireCheckout(db: Database, checkoutId: string, now: Date): Promise<boolean> {
  // Lock order (app/db/transaction.server.ts): checkout row, its orders, coupon, stock, and only then
  // the orders' status change, whose trigger locks the shop's customer row.
  return inTransaction(db, async (tx) => {
    const [expired] = await tx
      .update(checkout)
      .set({ paymentStatus: "expired", updatedAt: now })
      .where(and(eq(checkout.id, checkoutId), inArray(checkout.paymentStatus, EXPIRABLE), lte(checkout.paymentDueAt, now)))
      .returning({ id: checkout.id, sellerId: checkout.sellerId });
    if (!expired) return false;
    const { sellerId } = expired;

    // A seller's cancel at the same moment holds the order row until it commits, and this then finds
    // it cancelled (or the cancel waits and finds it cancelled): either way its stock is returned once.
    // Goods that left the shop (shipped or delivered) are not put back in stock: the seller settles
    // those with the shopper.
    const cancelled = (
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, checkoutId), notInArray(orders.status, ["cancelled", "shipped", "delivered"])))
        .orderBy(asc(orders.id))
        .for("update")
    ).map((o) => o.id);

    const [released] = await tx
      .delete(couponRedemption)
      .where(eq(couponRedemption.checkoutId, checkoutId))
      .returning({ couponId: couponRedemption.couponId });
    if (released) {
      await tx
        .update(coupon)
        .set({ usedCount: sql`greatest(${coupon.usedCount} - 1, 0)`, updatedAt: now })
        .where(eq(coupon.id, released.couponId));
    }

    if (cancelled.length > 0) {
      await returnStock(tx, cancelled);
      await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(inArray(orders.id, cancelled));
      await tx
        .insert(orderStatusEvent)
        .values(cancelled.map((orderId) => ({ sellerId, orderId, status: "cancelled" as const, actorUserId: null })));
    }

    await tx.insert(paymentEvent).values({ sellerId, checkoutId, status: "expired", actorUserId: null, via: "system" });
    await notify(tx, { kind: "payment", sellerId, checkoutId, status: "expired" });
    // An order invoiced before invoices waited for the goods to leave gets its credit note.
    if (cancelled.length > 0) await creditWhatLeft(tx, checkoutId, "Order cancelled: payment not received", now);
    return true;
  });
}
