// Which rows of an invoice a credit note takes back (docs/decisions/0131-credit-notes.md). Pure.
import { type CreditNoteData, type DocumentLine, documentTotals, type InvoiceData } from "./document";

const rowKey = (l: Pick<DocumentLine, "kind" | "lineNo">) => `${l.kind}:${l.lineNo}`;

/**
 * The invoice rows not yet credited that the order's state no longer supports: every one once the
 * order is cancelled or its parcel came back to the seller (`orderCancelled`: either); otherwise the goods rows of cancelled lines (their fee shares stay: the fees stay
 * with the parcel). Rows are credited whole.
 */
export function rowsToCredit(
  invoiceRows: readonly DocumentLine[],
  credited: readonly (readonly DocumentLine[])[],
  state: { orderCancelled: boolean; cancelledLines: ReadonlySet<number> },
): DocumentLine[] {
  const done = new Set(credited.flat().map(rowKey));
  return invoiceRows.filter(
    (row) =>
      !done.has(rowKey(row)) &&
      row.valuePaise > 0 &&
      (state.orderCancelled || (row.kind === "goods" && state.cancelledLines.has(row.lineNo))),
  );
}

export function buildCreditNoteData(input: {
  invoice: InvoiceData;
  number: string;
  date: string;
  reason: string;
  rows: DocumentLine[];
}): CreditNoteData {
  const { invoice } = input;
  return {
    kind: "credit_note",
    title: "Credit note", // i18n-ignore: tax documents are in English, as the invoice (docs/decisions/0077-gst-invoices.md)
    number: input.number,
    date: input.date,
    orderNumber: invoice.orderNumber,
    against: { number: invoice.number, date: invoice.date, kind: invoice.kind },
    reason: input.reason,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    reverseCharge: "No",
    intraState: invoice.intraState,
    lines: input.rows,
    totals: documentTotals(input.rows),
    note: invoice.note,
    signature: invoice.signature,
  };
}
