// GSTR-1 table 13, the documents issued in the period: each series' first and last number, how many
// and how many cancelled (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
import { financialYear } from "~/domain/invoices/document";
import { istMidnight } from "~/utils/dates";
import type { PeriodDocuments } from "./gstr1-supply";

/** The tool's "Nature of Document" words for the two series a shop keeps. */
export const DOCUMENT_NATURE = { invoice: "Invoices for outward supply", credit_note: "Credit Note" } as const;

export interface DocsRow {
  nature: (typeof DOCUMENT_NATURE)[keyof typeof DOCUMENT_NATURE];
  from: string;
  to: string;
  total: number;
  /** Always 0: a number is taken only by a document that is issued (a rolled-back one gives it back). */
  cancelled: number;
}

type Numbered = { sequence: number; data: { number: string; date: string } };

/** A row per financial year's series (a month or quarter lies in one, but nothing here assumes it). */
function seriesRows(nature: DocsRow["nature"], docs: readonly Numbered[]): DocsRow[] {
  const byYear = new Map<string, Numbered[]>();
  for (const d of docs) {
    const year = financialYear(istMidnight(d.data.date));
    byYear.set(year, [...(byYear.get(year) ?? []), d]);
  }
  return [...byYear.keys()].sort().map((year) => {
    const series = [...(byYear.get(year) ?? [])].sort((a, b) => a.sequence - b.sequence);
    return { nature, from: series[0].data.number, to: series[series.length - 1].data.number, total: series.length, cancelled: 0 };
  });
}

/**
 * Every document the shop issued in the period, bills of supply included: they share the invoice
 * series with tax invoices, so leaving them out would show gaps in it.
 */
export function docsRows(docs: PeriodDocuments): DocsRow[] {
  return [...seriesRows(DOCUMENT_NATURE.invoice, docs.invoices), ...seriesRows(DOCUMENT_NATURE.credit_note, docs.creditNotes)];
}
