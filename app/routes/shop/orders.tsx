// /{shop}/orders: the signed-in customer's order history at this shop (also loaded by the
// customer popup's Orders History tab).

import { useLoaderData } from "react-router";
import { OrdersTable } from "~/components/account/orders";
import { customerContext, servicesContext, shopContext } from "~/context";
import { listCustomerOrders } from "~/domain/orders/customer-orders.server";
import { customerGuard } from "~/http/guards.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/orders";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_orders() }];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  return { shop: shop.handle, orders: await listCustomerOrders(context.get(servicesContext).db, user.id, shop.id) };
}

export default function Orders() {
  const { shop, orders } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">{m.account_tab_orders()}</h1>
      <OrdersTable orders={orders} viewHref={(id) => `/${shop}/orders/${id}`} />
    </main>
  );
}
