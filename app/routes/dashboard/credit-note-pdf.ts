// /{shop}/dashboard/orders/{orderId}/credit-notes/{file}: a credit note of one of this shop's orders, by
// its download's file name ("DEMO-CN-26-27-1.pdf"); another shop's is a 404 (the layout's ownerGuard
// lets only the shop's owner in).
import { servicesContext, shopContext } from "~/context";
import { findOrderCreditNote } from "~/domain/invoices/invoices.server";
import { logAccess } from "~/http/access-log.server";
import { documentDownload } from "~/http/document-download.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/credit-note-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db, storage } = context.get(servicesContext);
  const found = await findOrderCreditNote(db, { sellerId: shop.id }, params.orderId, params.file);
  // Logged once found: another shop's (or no) credit note writes nothing.
  if (found)
    await logAccess(context, request, "owner", {
      action: "read",
      subjectKind: "credit-note",
      subjectId: params.orderId,
      subjectUserId: found.customerId,
      sellerId: shop.id,
    });
  return documentDownload(request, storage, found, {
    message: m.seller_credit_note_not_found(),
    orderPage: `/${shop.handle}/dashboard/orders/${encodeURIComponent(params.orderId)}`,
  });
}
