// /{shop}/dashboard/orders/{orderId}/invoice.pdf: the invoice of one of this shop's orders (the
// dashboard layout's ownerGuard lets only the shop's owner in); another shop's order is a 404.
import { servicesContext, shopContext } from "~/context";
import { findOrderInvoice, invoicePdfResponse } from "~/domain/invoices/invoices.server";
import { notFoundAt } from "~/http/page-load.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/invoice-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const found = await findOrderInvoice(context.get(servicesContext).db, { sellerId: shop.id }, params.orderId);
  // A person following a link gets the order's page, which says why there is no invoice.
  if (!found) notFoundAt(request, m.seller_invoice_not_found(), `/${shop.handle}/dashboard/orders/${encodeURIComponent(params.orderId)}`);
  return invoicePdfResponse(found);
}
