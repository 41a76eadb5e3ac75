// /{shop}/dashboard/orders/{orderId}/packing-slip.pdf?size=a4|label: the slip of one of this shop's
// orders (the dashboard layout's ownerGuard lets only the shop's owner in); another shop's is a 404.
import { servicesContext, shopContext } from "~/context";
import { packingSlipOf, packingSlipResponse, type SlipSize } from "~/domain/orders/packing-slip.server";
import { logAccess } from "~/http/access-log.server";
import { notFoundAt } from "~/http/page-load.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/packing-slip-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const slip = await packingSlipOf(context.get(servicesContext).db, shop.id, params.orderId);
  if (!slip) notFoundAt(request, m.dash_err_order_not_found(), `/${shop.handle}/dashboard/orders/${encodeURIComponent(params.orderId)}`);
  await logAccess(context, request, "owner", {
    action: "read",
    subjectKind: "packing-slip",
    subjectId: params.orderId,
    subjectUserId: slip.customerId,
    sellerId: shop.id,
  });
  const size: SlipSize = new URL(request.url).searchParams.get("size") === "label" ? "label" : "a4";
  return packingSlipResponse(slip, size);
}
