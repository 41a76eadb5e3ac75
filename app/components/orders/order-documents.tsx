// An order's tax documents on its page (the shopper's and the seller's): the invoice, or before the
// goods leave a sentence saying when it comes, then each credit note; each a PDF download.
import type { DocumentKind } from "~/domain/invoices/document";
import { invoiceToCome, type OrderDocuments } from "~/domain/invoices/order-documents";
import * as m from "~/i18n/messages";
import { formatDate, istMidnight } from "~/utils/dates";
import { formatPaise } from "~/utils/money";

const TITLE: Record<DocumentKind, (p: { number: string }) => string> = {
  tax_invoice: m.common_doc_tax_invoice,
  bill_of_supply: m.common_doc_bill_of_supply,
  credit_note: m.common_doc_credit_note,
};

/**
 * The list; `base` is the order's page URL, under which each document's file is served; `waiting` the
 * sentence for an order whose invoice is still to come.
 */
export function OrderDocumentsList({
  documents,
  status,
  base,
  waiting,
}: {
  documents: OrderDocuments;
  status: string;
  base: string;
  waiting: string;
}) {
  const rows = documents.invoice ? [{ ...documents.invoice, href: `${base}/invoice.pdf` }] : [];
  for (const n of documents.creditNotes) rows.push({ ...n, href: `${base}/credit-notes/${n.file}` });
  return (
    <>
      {invoiceToCome(documents, status) ? <p className="mt-2 text-sm text-gray-600">{waiting}</p> : null}
      {rows.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label={m.common_documents()}>
          {rows.map((d) => (
            <li key={d.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <a href={d.href} download={d.file} className="font-medium text-brand-700 underline">
                {TITLE[d.kind]({ number: d.number })} {m.common_doc_pdf()}
              </a>
              <span className="text-gray-600 tabular-nums">
                {m.common_doc_issued({ date: formatDate(istMidnight(d.date)), amount: formatPaise(d.totalPaise) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
