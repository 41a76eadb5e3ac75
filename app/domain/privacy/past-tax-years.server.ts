// Orders past their tax years (./retention.ts taxRecordsCutoff, docs/decisions/0142-past-the-tax-years.md)
// lose every trace of their shopper: the name, number and address (the state stays), a business buyer's
// name and GSTIN, the returns'
// notes and photos, the payer on their bank credits, the recipient on their invoices and credit notes
// (nothing the law still asks for); the order, its lines, amounts and documents stay the seller's books.
// A batch per transaction, in the house lock order; `forgotten_at` marks what is done, so a run is idempotent.
import { and, asc, eq, gte, inArray, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, creditNote, invoice, orders, shopCustomer } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { discardLater } from "~/domain/images/discard-later.server";
import { forgetOrderPeople, forgetPayers, lockShopRecords } from "./erase-shop-records.server";
import { taxRecordsCutoff } from "./retention";

const BATCH = 200;

/** Forgets the shoppers of every order past its tax years at `now`; returns how many orders. */
export async function forgetPastTaxYears(db: Database, now = new Date()): Promise<number> {
  const cutoff = taxRecordsCutoff(now);
  // An order's years run from its latest document: an invoice issued, or a credit note, in a later year keeps it longer.
  const due = and(
    lt(orders.createdAt, cutoff),
    isNull(orders.forgottenAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(invoice)
        .where(and(eq(invoice.checkoutId, orders.id), gte(invoice.issuedAt, cutoff))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(creditNote)
        .where(and(eq(creditNote.checkoutId, orders.id), gte(creditNote.issuedAt, cutoff))),
    ),
  );
  let forgotten = 0;
  for (;;) {
    const batch = await db.select({ id: orders.id }).from(orders).where(due).orderBy(asc(orders.id)).limit(BATCH);
    if (batch.length === 0) break;
    const ids = inArray(
      orders.id,
      batch.map((o) => o.id),
    );
    const which = sql`${ids} and ${isNull(orders.forgottenAt)}`;
    forgotten += await inTransaction(db, async (tx) => {
      // Step 1: the checkouts (a business buyer's name and GSTIN, no longer asked for), their bank credits.
      await tx
        .update(checkout)
        .set({ buyerGstin: null, buyerName: null })
        .where(inArray(checkout.id, tx.select({ id: orders.id }).from(orders).where(which)));
      await forgetPayers(tx, which);
      const held = await lockShopRecords(tx, which);
      const { photoKeys } = await forgetOrderPeople(tx, held, "place-only");
      if (held.orderIds.length > 0) await tx.update(orders).set({ forgottenAt: now }).where(inArray(orders.id, held.orderIds));
      await discardLater(tx, { images: photoKeys, files: [] });
      return held.orderIds.length;
    });
  }
  // A shop's customer whose last order is past its tax years: the counts stay, not who.
  await db
    .update(shopCustomer)
    .set({ name: "", mobile: "", email: "", searchText: "" })
    .where(
      and(
        lt(shopCustomer.lastOrderAt, cutoff),
        or(ne(shopCustomer.name, ""), ne(shopCustomer.mobile, ""), ne(shopCustomer.email, ""), ne(shopCustomer.searchText, "")),
      ),
    );
  return forgotten;
}
