// /{shop}/cart: the cart screen. The cart itself lives in the browser; the server adds who is
// signed in and their saved addresses.
import { useLoaderData } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { CartBoundary } from "~/components/cart/cart";
import { CartScreen } from "~/components/cart/cart-screen";
import { servicesContext, shopContext } from "~/context";
import { listAddresses } from "~/domain/customers/addresses.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Your Shopping Cart · Haat" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  return {
    shop: shop.handle,
    user: user && { id: user.id },
    addresses: user ? await listAddresses(context.get(servicesContext).db, user.id) : [],
  };
}

export default function Cart() {
  const { shop, user, addresses } = useLoaderData<typeof loader>();
  return (
    <CartBoundary userId={user?.id ?? null} shop={shop}>
      <CartScreen shop={shop} user={user} addresses={addresses} />
    </CartBoundary>
  );
}
