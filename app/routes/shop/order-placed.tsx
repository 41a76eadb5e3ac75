// /{shop}/orders/{orderId}/placed: where a checkout ends (docs/decisions/0128-one-order-per-purchase.md),
// the shopper's own order only; anyone else's is a 404.

import { useLoaderData } from "react-router";
import { OrderConfirmation } from "~/components/account/order-confirmation";
import { customerContext, servicesContext, shopContext } from "~/context";
import { orderSuccessMessage } from "~/domain/checkout/contract";
import { getCustomerOrder } from "~/domain/orders/customer-orders.server";
import { withCodConfirmHref } from "~/domain/payments/cod/cod-link.server";
import { customerGuard } from "~/http/guards.server";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/order-placed";

export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_order_placed() }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const order = await getCustomerOrder(context.get(servicesContext).db, user.id, shop.id, params.orderId);
  if (!order) throwNotFound(m.account_order_not_found());
  return { shop: shop.handle, shopName: shop.shopName, order: withCodConfirmHref(order, context.get(servicesContext).secret, shop.handle) };
}

export default function OrderPlaced() {
  const { shop, shopName, order } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      {/* One purchase of one shop is one order: the spec's "Your N order(s)" with N = 1. */}
      <OrderConfirmation shop={shop} shopName={shopName} order={order} sentText={orderSuccessMessage(1)} />
    </main>
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });
