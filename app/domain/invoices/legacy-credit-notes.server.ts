// Credit notes for orders invoiced at checkout (before invoices waited for the goods to leave) that were
// cancelled, or lost a line, without one (docs/decisions/0131-credit-notes.md). Runs after the migrations,
// under their lock; each order in its own transaction, so it is safe to run again (it finds nothing).
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { creditWhatLeft } from "./credit-note.server";

const UNCREDITED_LOSSES = sql`
  select v.checkout_id as id, o.status = 'cancelled' as cancelled
  from invoice v join orders o on o.id = v.checkout_id
  where not exists (select 1 from credit_note n where n.checkout_id = v.checkout_id)
    and (o.status = 'cancelled' or exists (select 1 from order_item i where i.order_id = o.id and i.cancelled_at is not null))`;

export async function creditLegacyLosses(db: Database, now = new Date()): Promise<number> {
  const { rows } = (await db.execute(UNCREDITED_LOSSES)) as unknown as { rows: { id: string; cancelled: boolean }[] };
  let issued = 0;
  for (const row of rows) {
    const done = await inTransaction(db, async (tx) => {
      // Lock order (app/db/transaction.server.ts): the checkout row, then the order row.
      await tx.select({ id: checkout.id }).from(checkout).where(eq(checkout.id, row.id)).for("update");
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, row.id)))
        .for("update");
      return creditWhatLeft(tx, row.id, row.cancelled ? "Order cancelled" : "Item cancelled", now);
    });
    if (done.number) issued += 1;
  }
  return issued;
}
