// A composition seller's quarterly CMP-08 figure (docs/decisions/0132-gst-returns-and-reports-page.md). Pure.
import type { PeriodDocuments } from "./gstr1-supply";

/**
 * The quarter's outward supplies as CMP-08 asks for them: the value of the bills of supply issued in
 * the quarter less the credit notes issued in it against bills of supply. Only the turnover: the tax
 * payable on it at the composition rate (which depends on the kind of business) is for the accountant.
 */
export function compositionTurnoverPaise(docs: PeriodDocuments): number {
  const billed = docs.invoices.filter((i) => i.data.kind === "bill_of_supply").reduce((s, i) => s + i.data.totals.valuePaise, 0);
  const credited = docs.creditNotes
    .filter((n) => n.data.against.kind === "bill_of_supply")
    .reduce((s, n) => s + n.data.totals.valuePaise, 0);
  return billed - credited;
}
