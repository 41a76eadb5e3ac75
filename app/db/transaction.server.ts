// The one way into a transaction that touches stock, orders, payments or a shop's customer summary.
//
// The lock order (docs/decisions/0109-one-lock-order.md); a transaction skips the steps it does not need
// but never goes back to an earlier one:
//   1. the checkout attempt: the advisory lock of its id (placing), or its checkout row (payment, expiry);
//      a UTR's advisory lock before that row (a claim, a bank credit: payments/bank/utr-lock.server.ts)
//   2. existing orders rows it will change, SELECT … FOR UPDATE; then a return request of that order
//      (domain/returns: deciding, refunding or exchanging it)
//   3. the coupon row
//   4. product_stock rows, in STOCK_LOCK_ORDER (domain/catalog/stock-order.ts)
//   5. the person's `user` row: every insert naming them takes it FOR KEY SHARE (the foreign key's check
//      and haat_refuse_erased_person, docs/decisions/0141-erased-accounts-stay-erased.md), an erasure FOR
//      UPDATE after their bank credits (1), orders and return requests (2); then the shop_customer row:
//      only the triggers on orders (insert, status) and on checkout (total) take it, so orders are
//      inserted, and their status or amounts changed, only after the stock is taken or returned
//   6. the rest: invoice series, cart, product rows, queued jobs
// Should PostgreSQL still abort it as a deadlock (a lock taken outside this order) or a serialization
// failure, the whole function runs again, a few times, after a short random pause. It must therefore do nothing
// outside the transaction it is given.
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "./client.server";
import { isTransientConflict } from "./errors";

/** An open transaction: it runs the same queries as the database handle. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A database handle or an open transaction: both run the same queries. */
export type DbOrTx = Database | Tx;

export const TRANSACTION_ATTEMPTS = 4;

export async function inTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
      // Jittered, so two transactions that just collided do not collide again in step.
      await sleep(Math.round(attempt * 10 * (0.5 + Math.random())));
    }
  }
}
