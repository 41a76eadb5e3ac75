// The GSTR-1 tables that list documents (4 B2B, 5 B2CL, 9B CDNR and CDNUR) and the one that sums
// consumer sales (7 B2CS), from a period's documents (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
import type { TaxDocument } from "~/domain/invoices/document";
import {
  type Amounts,
  addAmounts,
  byRate,
  gstr1Documents,
  isNothing,
  NO_AMOUNTS,
  type PeriodDocuments,
  type SupplyTable,
} from "./gstr1-supply";

/** One rate of one document: the tool wants a row per invoice (or note) and rate. */
export interface DocumentRow {
  gstin: string | null;
  receiverName: string;
  number: string;
  /** "2026-10-05" (IST). */
  date: string;
  /** The whole document's value, repeated on each of its rate rows (as the tool wants it). */
  documentValuePaise: number;
  placeOfSupply: { state: string; code: string };
  rate: number;
  amounts: Amounts;
}

/** Table 7: consumer sales of one place of supply and rate, less the credit notes against them. */
export interface B2csRow {
  placeOfSupply: { state: string; code: string };
  rate: number;
  amounts: Amounts;
}

function documentRows(doc: TaxDocument): DocumentRow[] {
  return byRate(doc.lines).map(({ rate, amounts }) => ({
    gstin: doc.recipient.gstin,
    receiverName: doc.recipient.name,
    number: doc.number,
    date: doc.date,
    documentValuePaise: doc.totals.valuePaise,
    placeOfSupply: doc.placeOfSupply,
    rate,
    amounts,
  }));
}

const byDateThenNumber = (a: { date: string; number: string }, b: { date: string; number: string }) =>
  a.date.localeCompare(b.date) || a.number.localeCompare(b.number, "en", { numeric: true });

/**
 * The invoices of one table (B2B, B2CL), or the credit notes against them (CDNR, CDNUR): a row per
 * document and rate, in date and number order.
 */
export function tableRows(docs: PeriodDocuments, kind: "invoices" | "notes", table: Exclude<SupplyTable, "b2cs">): DocumentRow[] {
  const list: { table: SupplyTable; data: TaxDocument }[] = gstr1Documents(docs)[kind];
  return list
    .filter((d) => d.table === table)
    .map((d) => d.data)
    .sort(byDateThenNumber)
    .flatMap(documentRows);
}

/**
 * Table 7, net: the period's B2CS invoices less the period's credit notes against B2CS invoices (of
 * this period or an earlier one), per place of supply and rate, as the return's instructions have it
 * (such notes are not reported in 9B). A net that is nothing is left out; one below zero stays.
 */
export function b2csRows(docs: PeriodDocuments): B2csRow[] {
  const groups = new Map<string, B2csRow>();
  const add = (doc: TaxDocument, sign: 1 | -1) => {
    for (const { rate, amounts } of byRate(doc.lines)) {
      const key = `${doc.placeOfSupply.code}|${doc.placeOfSupply.state}|${rate}`;
      const row = groups.get(key) ?? { placeOfSupply: doc.placeOfSupply, rate, amounts: NO_AMOUNTS };
      groups.set(key, { ...row, amounts: addAmounts(row.amounts, amounts, sign) });
    }
  };
  const { invoices, notes } = gstr1Documents(docs);
  for (const i of invoices) if (i.table === "b2cs") add(i.data, 1);
  for (const n of notes) if (n.table === "b2cs") add(n.data, -1);
  return [...groups.values()]
    .filter((r) => !isNothing(r.amounts))
    .sort((a, b) => a.placeOfSupply.code.localeCompare(b.placeOfSupply.code) || a.rate - b.rate);
}
