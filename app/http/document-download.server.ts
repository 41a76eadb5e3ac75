// An order's tax document (invoice or credit note) as a download, for the shopper's and the seller's routes.
import type { TaxDocument } from "~/domain/invoices/document";
import { documentPdfResponse } from "~/domain/invoices/invoices.server";
import type { Storage } from "~/media/storage.server";
import { notFoundAt } from "./page-load.server";

/**
 * The PDF of `found`; when there is none (or it is someone else's, which looks the same) a person
 * following a link gets the order's page, which lists the documents there are, and a script a 404.
 */
export function documentDownload(
  request: Request,
  storage: Storage,
  found: { number: string; data: TaxDocument } | null,
  missing: { message: string; orderPage: string },
): Promise<Response> {
  if (!found) notFoundAt(request, missing.message, missing.orderPage);
  return documentPdfResponse(storage, found);
}
