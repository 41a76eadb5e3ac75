// /{shop}/dashboard/orders/{orderId}/credit-notes/{file}: a credit note of one of this shop's orders, by
// its download's file name ("DEMO-CN-26-27-1.pdf"); another shop's is a 404 (the layout's ownerGuard
// lets only the shop's owner in).
import { servicesContext, shopContext } from "~/context";
import { findOrderCreditNote } from "~/domain/invoices/invoices.server";
import { sellerDocumentDownload } from "~/http/document-download.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/credit-note-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const db = context.get(servicesContext).db;
  const found = await findOrderCreditNote(db, { sellerId: context.get(shopContext).id }, params.orderId, params.file);
  return sellerDocumentDownload(context, request, params.orderId, found, "credit-note", m.seller_credit_note_not_found());
}
