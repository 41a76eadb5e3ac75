// /{shop}/orders/{orderId}/credit-notes/{file}: a credit note of one of the shopper's own orders, by its
// download's file name ("DEMO-CN-26-27-1.pdf"); anyone else's is a 404.

import { customerContext, servicesContext, shopContext } from "~/context";
import { findOrderCreditNote } from "~/domain/invoices/invoices.server";
import { documentDownload } from "~/http/document-download.server";
import { customerGuard } from "~/http/guards.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/credit-note-pdf";

export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const who = { sellerId: shop.id, userId: context.get(customerContext).id };
  return documentDownload(request, storage, await findOrderCreditNote(db, who, params.orderId, params.file), {
    message: m.account_credit_note_not_found(),
    orderPage: `/${shop.handle}/orders/${encodeURIComponent(params.orderId)}`,
  });
}
