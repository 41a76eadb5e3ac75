// /{shop}/orders/{orderId}: one of the customer's own orders; anyone else's is a 404.

import { redirect, useLoaderData } from "react-router";
import { OrderDetails } from "~/components/account/orders";
import { customerContext, servicesContext, shopContext } from "~/context";
import { orderBusinessBuyer } from "~/domain/checkout/business-buyer.server";
import { orderDocuments } from "~/domain/invoices/invoices.server";
import { getCustomerOrder } from "~/domain/orders/customer-orders.server";
import { currentOrderId } from "~/domain/orders/order-lines.server";
import { withCodConfirmHref } from "~/domain/payments/cod/cod-link.server";
import { customerGuard } from "~/http/guards.server";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/order";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_order() }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const db = context.get(servicesContext).db;
  const order = await getCustomerOrder(db, user.id, shop.id, params.orderId);
  if (!order) {
    // A link from before one order per purchase names one of the order's lines: go to the order.
    const current = await currentOrderId(db, shop.id, params.orderId);
    if (current && current !== params.orderId) throw redirect(`/${shop.handle}/orders/${current}`, 301);
    throwNotFound(m.account_order_not_found());
  }
  const [documents, businessBuyer] = await Promise.all([
    orderDocuments(db, { sellerId: shop.id, userId: user.id }, order.id),
    orderBusinessBuyer(db, user.id, order.id),
  ]);
  return {
    shop: shop.handle,
    order: withCodConfirmHref(order, context.get(servicesContext).secret, shop.handle),
    documents,
    businessBuyer,
  };
}

export default function Order() {
  const { shop, order, documents, businessBuyer } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <OrderDetails shop={shop} order={order} backHref={`/${shop}/orders`} documents={documents} businessBuyer={businessBuyer} level={1} />
    </main>
  );
}
