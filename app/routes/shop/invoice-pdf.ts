// /{shop}/orders/{orderId}/invoice.pdf: the invoice of one of the shopper's own orders; anyone else's is a 404.

import { customerContext, servicesContext, shopContext } from "~/context";
import { findOrderInvoice, invoicePdfResponse } from "~/domain/invoices/invoices.server";
import { customerGuard } from "~/http/guards.server";
import { notFoundAt } from "~/http/page-load.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/invoice-pdf";

export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const found = await findOrderInvoice(context.get(servicesContext).db, { sellerId: shop.id, userId: user.id }, params.orderId);
  // A person following a link gets the order's page, which says why there is no invoice.
  if (!found) notFoundAt(request, m.account_invoice_not_found(), `/${shop.handle}/orders/${encodeURIComponent(params.orderId)}`);
  return invoicePdfResponse(found);
}
