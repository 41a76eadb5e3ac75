// /{shop}/dashboard/orders/{orderId}/invoice.pdf: the invoice of one of this shop's orders (the
// dashboard layout's ownerGuard lets only the shop's owner in); another shop's order is a 404.
import { servicesContext, shopContext } from "~/context";
import { findOrderInvoice } from "~/domain/invoices/invoices.server";
import { logAccess } from "~/http/access-log.server";
import { documentDownload } from "~/http/document-download.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/invoice-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const found = await findOrderInvoice(db, { sellerId: shop.id }, params.orderId);
  // Logged once found: another shop's (or no) invoice writes nothing.
  if (found)
    await logAccess(context, request, "owner", {
      action: "read",
      subjectKind: "invoice",
      subjectId: params.orderId,
      subjectUserId: found.customerId,
      sellerId: shop.id,
    });
  return documentDownload(request, storage, found, {
    message: m.seller_invoice_not_found(),
    orderPage: `/${shop.handle}/dashboard/orders/${encodeURIComponent(params.orderId)}`,
  });
}
