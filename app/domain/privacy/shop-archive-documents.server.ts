// The shop archive's tax documents: every invoice and credit note as the PDF the dashboard serves.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { creditNote, invoice } from "~/db/schema";
import type { TaxDocument } from "~/domain/invoices/document";
import { documentPdf } from "~/domain/invoices/invoices.server";
import { documentFileName } from "~/domain/invoices/order-documents";
import type { Storage } from "~/media/storage.server";
import type { ArchiveFiles } from "./exports.server";

export async function documentFiles(deps: { db: Database; storage: Storage }, sellerId: string): Promise<ArchiveFiles> {
  const invoices = await deps.db
    .select({ number: invoice.number, data: invoice.data })
    .from(invoice)
    .where(eq(invoice.sellerId, sellerId))
    .orderBy(asc(invoice.issuedAt), asc(invoice.sequence));
  const notes = await deps.db
    .select({ number: creditNote.number, data: creditNote.data })
    .from(creditNote)
    .where(eq(creditNote.sellerId, sellerId))
    .orderBy(asc(creditNote.createdAt), asc(creditNote.sequence));
  const files: ArchiveFiles = {};
  // One at a time: a PDF is rendered in memory, and a shop may have thousands.
  for (const [folder, docs] of [
    ["invoices", invoices],
    ["credit-notes", notes],
  ] as const) {
    for (const d of docs) {
      files[`${folder}/${documentFileName(d.number)}`] = new Uint8Array(await documentPdf(deps.storage, { data: d.data as TaxDocument }));
    }
  }
  return files;
}
