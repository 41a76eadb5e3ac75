// Which GSTR-1 table an invoice's supply is reported in, and a document's amounts summed by rate
// (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
import type { CreditNoteData, DocumentLine, DocumentTotals, InvoiceData, Recipient } from "~/domain/invoices/document";

/** An invoice issued in the period, with its number's place in the shop's series. */
export interface IssuedInvoice {
  sequence: number;
  data: InvoiceData;
}

/** A credit note issued in the period, with the value of the invoice it is against (which decides its table). */
export interface IssuedCreditNote {
  sequence: number;
  data: CreditNoteData;
  invoiceValuePaise: number;
}

/** What a return is built from: the shop's frozen documents issued in the period. */
export interface PeriodDocuments {
  invoices: readonly IssuedInvoice[];
  creditNotes: readonly IssuedCreditNote[];
}

/** The money a sheet row carries (the CSV shows some of it; the reconciliation checks all of it). */
export type Amounts = Pick<DocumentTotals, "valuePaise" | "taxablePaise" | "igstPaise" | "cgstPaise" | "sgstPaise">;

export const NO_AMOUNTS: Amounts = { valuePaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

/** a + sign × b, field by field. */
export function addAmounts(a: Amounts, b: Amounts, sign: 1 | -1 = 1): Amounts {
  return {
    valuePaise: a.valuePaise + sign * b.valuePaise,
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
  };
}

export const isNothing = (a: Amounts) => Object.values(a).every((v) => v === 0);

/**
 * Rule 59(4)(a)(ii) CGST Rules: an inter-state invoice to an unregistered buyer is reported one by one
 * (table 5, B2CL) when its value is MORE than the limit of its date: ₹2.5 lakh until 31 July 2024,
 * ₹1 lakh from 1 August 2024 (Notification 12/2024-Central Tax).
 */
export const B2CL_THRESHOLDS: readonly { from: string; abovePaise: number }[] = [
  { from: "2024-08-01", abovePaise: 1_00_000_00 },
  { from: "0000-01-01", abovePaise: 2_50_000_00 },
];

export function b2clAbovePaise(day: string): number {
  return (B2CL_THRESHOLDS.find((t) => day >= t.from) ?? B2CL_THRESHOLDS[B2CL_THRESHOLDS.length - 1]).abovePaise;
}

export type SupplyTable = "b2b" | "b2cl" | "b2cs";

/** An invoice as the return sorts it: to whom, where, when and for how much. */
export interface SupplyFacts {
  recipient: Pick<Recipient, "gstin">;
  intraState: boolean;
  /** The invoice's date (for a credit note: its invoice's). */
  date: string;
  /** The invoice's value (for a credit note: its invoice's). */
  invoiceValuePaise: number;
}

/** B2B: a buyer with a GSTIN; B2CL: inter-state to a consumer above the limit; B2CS: every other consumer sale. */
export function supplyTable(facts: SupplyFacts): SupplyTable {
  if (facts.recipient.gstin) return "b2b";
  if (!facts.intraState && facts.invoiceValuePaise > b2clAbovePaise(facts.date)) return "b2cl";
  return "b2cs";
}

/** A document GSTR-1 reports, with the table its supply goes to (for a note: its invoice's). */
export interface Sorted<D> {
  table: SupplyTable;
  data: D;
}

/**
 * The period's tax invoices and the credit notes against tax invoices, each with its table: GSTR-1
 * reports those; bills of supply (composition and unregistered sellers) are not in it.
 */
export function gstr1Documents(docs: PeriodDocuments): { invoices: Sorted<InvoiceData>[]; notes: Sorted<CreditNoteData>[] } {
  return {
    invoices: docs.invoices
      .filter((i) => i.data.kind === "tax_invoice")
      .map(({ data }) => ({ table: supplyTable({ ...data, invoiceValuePaise: data.totals.valuePaise }), data })),
    notes: docs.creditNotes
      .filter((n) => n.data.against.kind === "tax_invoice")
      .map(({ data, invoiceValuePaise }) => ({ table: supplyTable({ ...data, date: data.against.date, invoiceValuePaise }), data })),
  };
}

export interface RateGroup {
  rate: number;
  amounts: Amounts;
}

/** A document's rows summed per rate, lowest rate first; a rate whose rows hold nothing is left out. */
export function byRate(lines: readonly DocumentLine[]): RateGroup[] {
  const groups = new Map<number, Amounts>();
  for (const l of lines) groups.set(l.rate, addAmounts(groups.get(l.rate) ?? NO_AMOUNTS, l));
  return [...groups]
    .filter(([, amounts]) => !isNothing(amounts))
    .sort(([a], [b]) => a - b)
    .map(([rate, amounts]) => ({ rate, amounts }));
}
