import { sql } from "drizzle-orm";
import type { Tx } from "~/db/transaction.server";

/**
 * Pairs of a UTR and an order are made one at a time: a bank credit arriving and a shopper claiming
 * the same UTR each take this lock first (step 1 of the lock order, before the checkout row), so each
 * sees what the other committed and neither misses the other.
 */
export async function lockUtr(tx: Tx, utr: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`utr:${utr}`}, 0))`);
}
