// The shop archive's tax documents: every invoice and credit note as the PDF the dashboard serves,
// read a page at a time and rendered one at a time (a shop may have thousands).
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { creditNote, invoice } from "~/db/schema";
import type { TaxDocument } from "~/domain/invoices/document";
import { documentPdf } from "~/domain/invoices/invoices.server";
import { documentFileName } from "~/domain/invoices/order-documents";
import type { Storage } from "~/media/storage.server";
import { ARCHIVE_PAGE, afterCursor, cursorAt, keysetPages } from "./archive-pages.server";
import type { ArchiveEntries } from "./archive-zip.server";

/** Both kinds have the same columns; each is read in the order it was issued. */
const pagesOf = (db: Database, table: typeof invoice | typeof creditNote, sellerId: string, size: number) =>
  keysetPages(
    (after, limit) =>
      db
        .select({ id: table.id, number: table.number, data: table.data, at: cursorAt(table.issuedAt) })
        .from(table)
        .where(and(eq(table.sellerId, sellerId), afterCursor(table.issuedAt, table.id, after)))
        .orderBy(asc(table.issuedAt), asc(table.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
    size,
  );

/** `pageSize`: documents read at once (tests use tiny pages). */
export async function* documentEntries(
  deps: { db: Database; storage: Storage },
  sellerId: string,
  pageSize = ARCHIVE_PAGE,
): ArchiveEntries {
  for (const [folder, table] of [
    ["invoices", invoice],
    ["credit-notes", creditNote],
  ] as const) {
    for await (const page of pagesOf(deps.db, table, sellerId, pageSize)) {
      for (const d of page) {
        const pdf = await documentPdf(deps.storage, { data: d.data as TaxDocument });
        yield { path: `${folder}/${documentFileName(d.number)}`, content: pdf, compressed: true };
      }
    }
  }
}
