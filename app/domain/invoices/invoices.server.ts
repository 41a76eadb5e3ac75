// Finding an order's tax documents (its invoice, its credit notes) for its shopper or its seller, and
// serving one as a PDF download.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { creditNote, invoice, orders } from "~/db/schema";
import { printableImage } from "~/domain/images/printable.server";
import type { Storage } from "~/media/storage.server";
import { isUuid } from "~/utils/uuid";
import type { CreditNoteData, InvoiceData, TaxDocument } from "./document";
import { renderDocumentPdf } from "./document-pdf.server";
import { type DocumentSummary, documentFileName, type OrderDocuments } from "./order-documents";

/** Who asks: the shop's seller (every order of the shop), or one shopper (their own orders only). */
export interface DocumentReader {
  sellerId: string;
  userId?: string;
}

/** The order `orderId`, when it is the reader's to see. */
const readersOrder = (who: DocumentReader, orderId: string) =>
  and(eq(orders.id, orderId), eq(orders.sellerId, who.sellerId), who.userId === undefined ? undefined : eq(orders.userId, who.userId));

/** The invoice of the order, if the order is the reader's; with its buyer's id (the access log's subject). */
export async function findOrderInvoice(db: Database, who: DocumentReader, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ number: invoice.number, data: invoice.data, customerId: orders.userId })
    .from(orders)
    .innerJoin(invoice, eq(invoice.checkoutId, orders.id))
    .where(readersOrder(who, orderId));
  return row ? { number: row.number, data: row.data as InvoiceData, customerId: row.customerId } : null;
}

async function orderCreditNotes(db: Database, who: DocumentReader, orderId: string) {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({ number: creditNote.number, data: creditNote.data, customerId: orders.userId })
    .from(orders)
    .innerJoin(creditNote, eq(creditNote.checkoutId, orders.id))
    .where(readersOrder(who, orderId))
    .orderBy(asc(creditNote.sequence));
  return rows.map((r) => ({ number: r.number, data: r.data as CreditNoteData, customerId: r.customerId }));
}

/** One of the order's credit notes by its file name ("DEMO-CN-26-27-1.pdf", its download's), if the order is the reader's. */
export async function findOrderCreditNote(db: Database, who: DocumentReader, orderId: string, file: string) {
  return (await orderCreditNotes(db, who, orderId)).find((n) => documentFileName(n.number) === file) ?? null;
}

const summary = (d: { number: string; data: TaxDocument }): DocumentSummary => ({
  kind: d.data.kind,
  number: d.number,
  date: d.data.date,
  totalPaise: d.data.totals.valuePaise,
  file: documentFileName(d.number),
});

/** What an order page lists: the invoice (null before the goods leave) and each credit note, oldest first. */
export async function orderDocuments(db: Database, who: DocumentReader, orderId: string): Promise<OrderDocuments> {
  const issued = await findOrderInvoice(db, who, orderId);
  return { invoice: issued && summary(issued), creditNotes: (await orderCreditNotes(db, who, orderId)).map(summary) };
}

/** The document's PDF, with the shop's logo when it can be read. */
export async function documentPdf(storage: Storage, found: { data: TaxDocument }): Promise<Buffer> {
  const key = found.data.supplier.logoKey;
  return renderDocumentPdf(found.data, key ? await printableImage(storage, key) : null);
}

/** The document as a download, never cached. */
export async function documentPdfResponse(storage: Storage, found: { number: string; data: TaxDocument }): Promise<Response> {
  const pdf = await documentPdf(storage, found);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentFileName(found.number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
