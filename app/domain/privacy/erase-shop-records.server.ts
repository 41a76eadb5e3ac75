// An erased shopper's traces in what the shops keep (orders, invoices, credit notes, returns, bank
// credits, the shop's customer summary): the records stay for the tax years, without the person.
// Runs inside eraseAccount's transaction in the house's lock order (app/db/transaction.server.ts): the
// bank credits (forgetPayers), the orders rows and their return requests (lockShopRecords), then — after
// eraseAccount has locked the user row — the shop_customer rows and the rest (eraseShopRecords).
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { bankCredit, checkout, creditNote, invoice, orders, returnRequest, shopCustomer } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { CreditNoteData, InvoiceData } from "~/domain/invoices/document";
import { keptDocument, recipientRequired } from "./invoice-recipient";

/** What the erasure did to the shops' records: the order ids, and the stored photos to delete. */
export interface ErasedRecords {
  orderIds: string[];
  returnIds: string[];
  photoKeys: string[];
}

/** Orders and their return requests, locked FOR UPDATE (lock order step 2). */
export interface HeldRecords {
  orderIds: string[];
  returns: { id: string; photoKeys: string[] }[];
}

/** Locks the orders `which` selects, then their return requests, each by id. */
export async function lockShopRecords(tx: Tx, which: SQL): Promise<HeldRecords> {
  const held = await tx.select({ id: orders.id }).from(orders).where(which).orderBy(asc(orders.id)).for("update");
  const orderIds = held.map((o) => o.id);
  const returns =
    orderIds.length === 0
      ? []
      : await tx
          .select({ id: returnRequest.id, photoKeys: returnRequest.photoKeys })
          .from(returnRequest)
          .where(inArray(returnRequest.orderId, orderIds))
          .orderBy(asc(returnRequest.id))
          .for("update");
  return { orderIds, returns };
}

/**
 * Lock order step 1 (a bank credit's row comes before its order's): the credits that paid the orders
 * `which` selects forget the payer where the sender is a person's. A payer's VPA is often their mobile
 * number (98…@ybl); a bank's SMS sender id (VM-HDFCBK) is not the person's.
 */
export async function forgetPayers(tx: Tx, which: SQL): Promise<void> {
  await tx
    .update(bankCredit)
    .set({ sender: null })
    .where(
      and(
        inArray(bankCredit.checkoutId, tx.select({ id: orders.id }).from(orders).where(which)),
        sql`(${bankCredit.sender} like '%@%' or ${bankCredit.sender} ~ '[0-9]{6,}')`,
      ),
    );
}

/** Runs after the user row is locked: what the shops keep of the person, without the person. */
export async function eraseShopRecords(tx: Tx, userId: string, held: HeldRecords): Promise<ErasedRecords> {
  const forgotten = await forgetOrderPeople(tx, held, "as-the-law-requires");
  // Step 5: each shop's summary keeps its counts and totals, not who.
  await tx.update(shopCustomer).set({ name: "", mobile: "", email: "", searchText: "" }).where(eq(shopCustomer.userId, userId));
  return forgotten;
}

/**
 * The held orders keep the state (the place of supply the books need) and lose the name, number,
 * address, the returns' notes and photos; their tax documents keep the recipient only where the law
 * still asks ("as-the-law-requires", ./invoice-recipient.ts) or not at all ("place-only", past the tax years).
 */
export async function forgetOrderPeople(
  tx: Tx,
  { orderIds, returns }: HeldRecords,
  documents: "as-the-law-requires" | "place-only",
): Promise<ErasedRecords> {
  if (orderIds.length > 0) {
    await tx
      .update(orders)
      .set({
        customerName: "",
        contactNumber: "",
        shippingAddress: sql`(select ${checkout.placeOfSupply} from ${checkout} where ${checkout.id} = ${orders.id})`,
      })
      .where(inArray(orders.id, orderIds));
  }
  if (returns.length > 0)
    await tx
      .update(returnRequest)
      .set({ note: "", photoKeys: [] })
      .where(
        inArray(
          returnRequest.id,
          returns.map((r) => r.id),
        ),
      );
  // The rest (step 6): the tax documents.
  await forgetDocumentRecipients(tx, orderIds, documents);
  return { orderIds, returnIds: returns.map((r) => r.id), photoKeys: returns.flatMap((r) => r.photoKeys) };
}

/** Each invoice keeps its recipient only where `documents` says; its credit notes follow it. */
async function forgetDocumentRecipients(tx: Tx, orderIds: string[], documents: "as-the-law-requires" | "place-only") {
  if (orderIds.length === 0) return;
  const invoices = await tx
    .select({ id: invoice.id, data: invoice.data })
    .from(invoice)
    .where(inArray(invoice.checkoutId, orderIds))
    .orderBy(asc(invoice.id));
  for (const row of invoices) {
    const data = row.data as InvoiceData;
    if (documents === "as-the-law-requires" && recipientRequired(data)) continue;
    await tx
      .update(invoice)
      .set({ data: keptDocument(data, false) })
      .where(eq(invoice.id, row.id));
    const notes = await tx.select({ id: creditNote.id, data: creditNote.data }).from(creditNote).where(eq(creditNote.invoiceId, row.id));
    for (const note of notes)
      await tx
        .update(creditNote)
        .set({ data: keptDocument(note.data as CreditNoteData, false) })
        .where(eq(creditNote.id, note.id));
  }
}
