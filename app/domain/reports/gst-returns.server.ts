// A shop's GST return figures for a period, from the documents issued in it (by issued_at, India
// time): the GSTR-1 sheets as CSV and the CMP-08 turnover (docs/decisions/0132-gst-returns-and-reports-page.md).
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { creditNote, invoice } from "~/db/schema";
import type { CreditNoteData, InvoiceData } from "~/domain/invoices/document";
import { istMidnight } from "~/utils/dates";
import { compositionTurnoverPaise } from "./cmp08";
import { buildGstr1, gstr1Csv } from "./gstr1";
import type { Gstr1Sheet } from "./gstr1-headers";
import type { PeriodDocuments } from "./gstr1-supply";
import type { ReturnPeriod } from "./return-period";

type Reader = Pick<Database, "select">;

/** The shop's invoices and credit notes issued from the period's first day up to (not on) the day after its last. */
export async function periodDocuments(
  db: Reader,
  sellerId: string,
  period: Pick<ReturnPeriod, "from" | "until">,
): Promise<PeriodDocuments> {
  const from = istMidnight(period.from);
  const until = istMidnight(period.until);
  const invoices = await db
    .select({ sequence: invoice.sequence, data: invoice.data })
    .from(invoice)
    .where(and(eq(invoice.sellerId, sellerId), gte(invoice.issuedAt, from), lt(invoice.issuedAt, until)))
    .orderBy(asc(invoice.issuedAt), asc(invoice.sequence));
  const notes = await db
    .select({
      sequence: creditNote.sequence,
      data: creditNote.data,
      // Which table a note goes to depends on its invoice's value (B2CL or B2CS), whenever that was issued.
      invoiceValuePaise: sql<number>`(${invoice.data} -> 'totals' ->> 'valuePaise')::bigint`.mapWith(Number),
    })
    .from(creditNote)
    .innerJoin(invoice, eq(invoice.id, creditNote.invoiceId))
    .where(and(eq(creditNote.sellerId, sellerId), gte(creditNote.issuedAt, from), lt(creditNote.issuedAt, until)))
    .orderBy(asc(creditNote.issuedAt), asc(creditNote.sequence));
  return {
    invoices: invoices.map((i) => ({ sequence: i.sequence, data: i.data as InvoiceData })),
    creditNotes: notes.map((n) => ({ sequence: n.sequence, data: n.data as CreditNoteData, invoiceValuePaise: n.invoiceValuePaise })),
  };
}

/** One GSTR-1 sheet of the period, as CSV text. */
export async function gstr1SheetCsv(db: Reader, sellerId: string, sheet: Gstr1Sheet, period: ReturnPeriod): Promise<string> {
  return gstr1Csv(sheet, buildGstr1(await periodDocuments(db, sellerId, period)));
}

/** A composition seller's CMP-08 turnover for the period (a quarter), in paise. */
export async function compositionTurnover(db: Reader, sellerId: string, period: ReturnPeriod): Promise<number> {
  return compositionTurnoverPaise(await periodDocuments(db, sellerId, period));
}

/** "demo-gstr1-b2cs-2026-10.csv" */
export const gstr1FileName = (handle: string, sheet: Gstr1Sheet, period: Pick<ReturnPeriod, "key">) =>
  `${handle}-gstr1-${sheet}-${period.key}.csv`;
