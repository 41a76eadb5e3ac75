// An order's tax document (invoice or credit note) as a download, for the shopper's and the seller's routes
// (the seller's logged in the access log).
import { type RouteContext, servicesContext, shopContext } from "~/context";
import type { TaxDocument } from "~/domain/invoices/document";
import { documentPdfResponse } from "~/domain/invoices/invoices.server";
import type { Storage } from "~/media/storage.server";
import { logAccess } from "./access-log.server";
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

/**
 * The seller's download of one of the shop's orders' documents: logged as a read of the buyer's data
 * once found (another shop's, or none, writes nothing), then sent as `documentDownload` does.
 */
export async function sellerDocumentDownload(
  context: RouteContext,
  request: Request,
  orderId: string,
  found: { number: string; data: TaxDocument; customerId: string } | null,
  kind: "invoice" | "credit-note",
  message: string,
): Promise<Response> {
  const shop = context.get(shopContext);
  if (found) {
    await logAccess(context, request, "owner", {
      action: "read",
      subjectKind: kind,
      subjectId: orderId,
      subjectUserId: found.customerId,
      sellerId: shop.id,
    });
  }
  return documentDownload(request, context.get(servicesContext).storage, found, {
    message,
    orderPage: `/${shop.handle}/dashboard/orders/${encodeURIComponent(orderId)}`,
  });
}
