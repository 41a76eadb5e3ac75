// /{shop}/orders/{orderId}/invoice.pdf: the invoice of one of the shopper's own orders; anyone else's is a 404.

import { customerContext, servicesContext, shopContext } from "~/context";
import { findOrderInvoice } from "~/domain/invoices/invoices.server";
import { documentDownload } from "~/http/document-download.server";
import { customerGuard } from "~/http/guards.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/invoice-pdf";

export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const found = await findOrderInvoice(db, { sellerId: shop.id, userId: context.get(customerContext).id }, params.orderId);
  return documentDownload(request, storage, found, {
    message: m.account_invoice_not_found(),
    orderPage: `/${shop.handle}/orders/${encodeURIComponent(params.orderId)}`,
  });
}
