// Issuing a credit note when an invoiced order loses rows (docs/decisions/0131-credit-notes.md).
import { and, eq, isNotNull } from "drizzle-orm";
import { checkout, creditNote, invoice, orderItem, orders } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { endedUndelivered } from "~/domain/orders/seller-actions";
import { istDay } from "~/utils/dates";
import { buildCreditNoteData, rowsToCredit } from "./credit";
import type { CreditNoteData, InvoiceData } from "./document";
import { nextDocumentNumber } from "./issue.server";
import { supplierOf } from "./supplier.server";

/**
 * Credits what the order's invoice still charges for but the order no longer holds (a cancellation, a
 * parcel returned to the seller, a cancelled line), in one new credit note; nothing when there is no invoice or nothing to credit.
 * Says whether the order is invoiced (then its tax is its documents') and the new note's number.
 * The caller holds the checkout and order rows; the credit-note series row is locked last.
 */
export async function creditWhatLeft(
  tx: Tx,
  orderId: string,
  reason: string,
  now: Date,
): Promise<{ invoiced: boolean; number: string | null }> {
  const [issued] = await tx.select().from(invoice).where(eq(invoice.checkoutId, orderId));
  if (!issued) return { invoiced: false, number: null };
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const cancelled = await tx
    .select({ lineNo: orderItem.lineNo })
    .from(orderItem)
    .where(and(eq(orderItem.orderId, orderId), isNotNull(orderItem.cancelledAt)));
  const notes = await tx.select({ data: creditNote.data }).from(creditNote).where(eq(creditNote.checkoutId, orderId));
  const invoiceData = issued.data as InvoiceData;
  const credited = notes.map((n) => (n.data as CreditNoteData).lines);
  const rows = rowsToCredit(invoiceData.lines, credited, {
    orderCancelled: order ? endedUndelivered(order.status) : false,
    cancelledLines: new Set(cancelled.map((c) => c.lineNo)),
  });
  if (rows.length === 0) return { invoiced: true, number: null };
  const { handle } = await supplierOf(tx, issued.sellerId);
  const numbered = await nextDocumentNumber(tx, issued.sellerId, handle, now, "credit_note");
  const data = buildCreditNoteData({ invoice: invoiceData, number: numbered.number, date: istDay(now), reason, rows });
  await tx.insert(creditNote).values({
    invoiceId: issued.id,
    checkoutId: orderId,
    sellerId: issued.sellerId,
    financialYear: numbered.financialYear,
    sequence: numbered.sequence,
    number: numbered.number,
    data,
    issuedAt: now,
  });
  // The order's tax is what its documents charge in all: the invoice's less every credit note's.
  const creditedTax = [...credited.flat(), ...rows].reduce((s, r) => s + r.taxPaise, 0);
  await tx
    .update(checkout)
    .set({ taxPaise: invoiceData.totals.taxPaise - creditedTax })
    .where(eq(checkout.id, orderId));
  return { invoiced: true, number: numbered.number };
}
