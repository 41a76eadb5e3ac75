// What an order's page lists of its tax documents (docs/decisions/0130-invoice-when-goods-leave.md,
// 0131-credit-notes.md). Pure and browser-safe.
import type { DocumentKind } from "./document";

export interface DocumentSummary {
  kind: DocumentKind;
  number: string;
  /** The IST day of issue, "2026-05-04". */
  date: string;
  totalPaise: number;
  /** The download's file name, the last segment of its URL. */
  file: string;
}

export interface OrderDocuments {
  /** Null until the goods leave (and for a cancelled order never invoiced). */
  invoice: DocumentSummary | null;
  /** Oldest first. */
  creditNotes: DocumentSummary[];
}

/** "DEMO/26-27/7" → "DEMO-26-27-7.pdf": a number's slashes cannot be in a file name (nor in a URL's segment). */
export const documentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;

const BEFORE_GOODS_LEAVE: readonly string[] = ["pending", "confirmed", "processing"];

/** The goods have not left yet (the order's status), so the invoice is still to come; a cancelled order's never comes. */
export const invoiceToCome = (documents: OrderDocuments, status: string) => !documents.invoice && BEFORE_GOODS_LEAVE.includes(status);

/** Whether the page has anything to say about documents: one to download, or the invoice still to come. */
export const hasDocumentsToShow = (documents: OrderDocuments, status: string) =>
  documents.invoice !== null || documents.creditNotes.length > 0 || invoiceToCome(documents, status);
