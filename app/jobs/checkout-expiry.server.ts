// The job that expires an unpaid UPI checkout at its due time: enqueued in the transaction that
// places the checkout (app/domain/payments/expire.server.ts scheduleCheckoutExpiry), run by
// whichever server process fetches it first.
import type { Database } from "~/db/client.server";
import { type CheckoutExpiryJob, expireIfDue } from "~/domain/payments/expire.server";

export async function handleCheckoutExpiry(db: Database, { checkoutId }: CheckoutExpiryJob): Promise<void> {
  const dueAt = await expireIfDue(db, checkoutId);
  // Only a checkout whose due time moved later is tried again: throwing makes the queue retry with backoff.
  if (dueAt) throw new Error(`checkout ${checkoutId} is not due until ${dueAt.toISOString()}`);
}
