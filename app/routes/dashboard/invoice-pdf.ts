// /{shop}/dashboard/orders/{orderId}/invoice.pdf: the invoice of one of this shop's orders (the
// dashboard layout's ownerGuard lets only the shop's owner in); another shop's order is a 404.
import { servicesContext, shopContext } from "~/context";
import { findOrderInvoice } from "~/domain/invoices/invoices.server";
import { sellerDocumentDownload } from "~/http/document-download.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/invoice-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await findOrderInvoice(context.get(servicesContext).db, { sellerId: context.get(shopContext).id }, params.orderId);
  return sellerDocumentDownload(context, request, params.orderId, found, "invoice", m.seller_invoice_not_found());
}
