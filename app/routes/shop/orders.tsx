// /{sellerId}/orders: the signed-in customer's order history at this shop (also loaded by the
// customer popup's Orders History tab).
import { useLoaderData } from "react-router";
import { requireUser } from "~/auth/session.server";
import { OrdersTable } from "~/components/account/orders";
import { listCustomerOrders } from "~/domain/orders/customer-orders.server";
import { requireShop } from "~/domain/sellers/shop-context.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Order History · Haat" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const user = await requireUser(context, request, { loginPath: `/${shop.handle}/login` });
  return { shop: shop.handle, orders: await listCustomerOrders(context.services.db, user.id, shop.id) };
}

export default function Orders() {
  const { shop, orders } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Orders History</h1>
      <OrdersTable orders={orders} viewHref={(id) => `/${shop}/orders/${id}`} />
    </main>
  );
}
