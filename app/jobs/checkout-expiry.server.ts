// The job that expires an unpaid UPI checkout at its due time: enqueued in the transaction that
// places the checkout, run by whichever server process fetches it first.
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout } from "~/db/schema";
import { EXPIRABLE, expireCheckout } from "~/domain/payments/expire.server";
import { type EnqueueOptions, enqueueInTransaction, QUEUES } from "./queue.server";

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

/** The database's clock: the queue releases a job by it, so the handler judges "due" by it too. */
async function databaseNow(db: Database): Promise<Date> {
  const { rows } = await db.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(rows[0].now);
}

export async function handleCheckoutExpiry(db: Database, { checkoutId }: CheckoutExpiryJob): Promise<void> {
  const now = await databaseNow(db);
  if (await expireCheckout(db, checkoutId, now)) return;
  // Not expired: paid, claimed, gone, or not yet due. Only the last must be tried again (a due time
  // moved later); throwing makes the queue retry with backoff.
  const [row] = await db
    .select({ status: checkout.paymentStatus, dueAt: checkout.paymentDueAt })
    .from(checkout)
    .where(eq(checkout.id, checkoutId));
  if (row && (EXPIRABLE as readonly string[]).includes(row.status) && row.dueAt && row.dueAt > now) {
    throw new Error(`checkout ${checkoutId} is not due until ${row.dueAt.toISOString()}`);
  }
}
