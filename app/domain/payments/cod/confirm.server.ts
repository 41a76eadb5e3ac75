// Cash on delivery confirmed by the shopper before it ships (docs/decisions/0137-cod-confirmation.md).
// A COD order starts "not yet confirmed by the shopper" (a payment state; the order status "confirmed"
// is the seller's); the shopper confirms with one tap; when the shop's hours pass first, the job
// flags the order for the seller or cancels it, as the shop chose.
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders, paymentSettings, seller } from "~/db/schema";
import { orderNumber } from "~/domain/orders/reference";
import { changeOrderStatus } from "~/domain/orders/seller-orders.server";
import { type EnqueueOptions, enqueueInTransaction, QUEUES } from "~/queue/queue.server";
import { isUuid } from "~/utils/uuid";
import { BEFORE_SHIPPING, codState } from "./cod-state";

export interface CodDeadlineJob {
  checkoutId: string;
}

/** Queues the deadline's job in the placing transaction: one per checkout, run when the shopper's hours are up. */
export async function scheduleCodDeadline(tx: Pick<Database, "execute">, checkoutId: string, confirmBy: Date): Promise<void> {
  const options: EnqueueOptions = { startAfter: confirmBy, singletonKey: checkoutId };
  await enqueueInTransaction(tx, QUEUES.codDeadline.name, { checkoutId } satisfies CodDeadlineJob, options);
}

/** What the confirmation page shows of a COD order of this shop, or null (not COD, not this shop's, no such order). */
export async function codOrderForConfirmation(db: Database, handle: string, checkoutId: string) {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db
    .select({
      id: checkout.id,
      totalPaise: checkout.totalPaise,
      codConfirmedAt: checkout.codConfirmedAt,
      codFlaggedAt: checkout.codFlaggedAt,
      status: orders.status,
      shopName: seller.shopName,
    })
    .from(checkout)
    .innerJoin(orders, eq(orders.id, checkout.id))
    .innerJoin(seller, eq(seller.id, checkout.sellerId))
    .where(and(eq(checkout.id, checkoutId), eq(seller.handle, handle), eq(checkout.paymentMethod, "cod")));
  if (!row) return null;
  return {
    checkoutId: row.id,
    number: orderNumber(row.id),
    totalPaise: row.totalPaise,
    shopName: row.shopName,
    state: codState(row),
    /** The goods have left or the order is over: there is nothing to confirm any more. */
    closed: !BEFORE_SHIPPING.includes(row.status),
  };
}

/**
 * The shopper confirms: once, while the goods have not left. Confirming again, or after it was
 * flagged, is fine (a flag is lifted); a closed order changes nothing. Returns whether it is confirmed.
 */
export async function confirmCod(db: Database, checkoutId: string, now = new Date()): Promise<boolean> {
  if (!isUuid(checkoutId)) return false;
  const open = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, checkoutId), inArray(orders.status, [...BEFORE_SHIPPING])));
  await db
    .update(checkout)
    .set({ codConfirmedAt: now, codFlaggedAt: null, updatedAt: now })
    .where(
      and(eq(checkout.id, checkoutId), eq(checkout.paymentMethod, "cod"), isNull(checkout.codConfirmedAt), inArray(checkout.id, open)),
    );
  const [row] = await db.select({ at: checkout.codConfirmedAt }).from(checkout).where(eq(checkout.id, checkoutId));
  return Boolean(row?.at);
}

/**
 * The deadline job: a COD order still unconfirmed, before shipping, whose hours are up by `now` is
 * flagged, or cancelled (stock back, the shopper told) when the shop says so. Anything else: nothing.
 */
export async function handleCodDeadline(db: Database, checkoutId: string, now = new Date()): Promise<"flagged" | "cancelled" | null> {
  const [row] = await db
    .select({ sellerId: checkout.sellerId, action: paymentSettings.codLateAction, status: orders.status })
    .from(checkout)
    .innerJoin(orders, eq(orders.id, checkout.id))
    .leftJoin(paymentSettings, eq(paymentSettings.sellerId, checkout.sellerId))
    .where(
      and(
        eq(checkout.id, checkoutId),
        eq(checkout.paymentMethod, "cod"),
        isNull(checkout.codConfirmedAt),
        isNull(checkout.codFlaggedAt),
        lte(checkout.codConfirmBy, now),
      ),
    );
  if (!row || !BEFORE_SHIPPING.includes(row.status)) return null;
  if (row.action === "cancel") {
    await changeOrderStatus(db, row.sellerId, checkoutId, "cancelled", null, {}, now).catch((error: unknown) => {
      // The seller moved it on meanwhile (shipped it, or cancelled it): nothing left to do.
      if ((error as { code?: string }).code !== "status_not_allowed") throw error;
    });
    return "cancelled";
  }
  const flagged = await db
    .update(checkout)
    .set({ codFlaggedAt: now, updatedAt: now })
    .where(and(eq(checkout.id, checkoutId), isNull(checkout.codConfirmedAt), isNull(checkout.codFlaggedAt)))
    .returning({ id: checkout.id });
  return flagged.length > 0 ? "flagged" : null;
}
