// /{sellerId}/orders/{orderId}: one of the customer's own orders; anyone else's is a 404.
import { data, useLoaderData } from "react-router";
import { requireUser } from "~/auth/session.server";
import { OrderDetails } from "~/components/account/orders";
import { getCustomerOrder } from "~/domain/orders/customer-orders.server";
import { requireShop } from "~/domain/sellers/shop-context.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = () => [{ title: "Order Details · Haat" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, request, params.sellerId);
  const user = await requireUser(context, request, { loginPath: `/${shop.handle}/login` });
  const order = await getCustomerOrder(context.services.db, user.id, shop.id, params.orderId);
  if (!order) throw data("Order not found", { status: 404 });
  return { shop: shop.handle, order };
}

export default function Order() {
  const { shop, order } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <OrderDetails order={order} backHref={`/${shop}/orders`} />
    </main>
  );
}
