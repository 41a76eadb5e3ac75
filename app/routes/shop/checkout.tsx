// /{shop}/checkout: the checkout step as a page (GET) and order placement (POST, JSON body
// { checkoutId, addressId, deliveryMode, lines }) used by the cart's 'Choose Delivery Option' modal.
// It answers in the reply envelope (app/utils/reply.ts): data PlacedReply, or a failure with its code.
import { useLoaderData } from "react-router";
import { getSessionUser, loginRedirect } from "~/auth/session.server";
import { CheckoutPage } from "~/components/cart/checkout-page";
import { customerContext, servicesContext, shopContext } from "~/context";
import { loadCart } from "~/domain/cart/cart.server";
import type { PlacedReply } from "~/domain/checkout/forms";
import { placeOrders } from "~/domain/checkout/place-orders.server";
import { listAddresses } from "~/domain/customers/addresses.server";
import { enforceRateLimit } from "~/domain/rate-limit.server";
import { customerGuard } from "~/http/guards.server";
import { notSignedIn, readJson } from "~/http/json.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { errorReply, replySuccess } from "~/http/reply.server";
import type { Route } from "./+types/checkout";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: "Checkout · Haat" }];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const { db } = context.get(servicesContext);
  const [addresses, cart] = await Promise.all([listAddresses(db, user.id), loadCart(db, { userId: user.id }, shop)]);
  return { shop: shop.handle, addresses, cart };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  if (!user) {
    // A plain form post gets the login page; the cart's fetcher gets a message (docs/product.md#checkout).
    if (!request.headers.get("content-type")?.includes("json")) throw loginRedirect(request, `/${shop.handle}/login`);
    return notSignedIn();
  }
  const services = context.get(servicesContext);
  try {
    // Per person, not per address: a shop's customers may share one office or mobile-carrier IP.
    await enforceRateLimit(services.db, services.env, "checkout", `user:${user.id}`);
    const placed = await placeOrders(services.db, { userId: user.id, sellerId: shop.id, shopName: shop.shopName }, await readJson(request));
    // The e-mails were queued in placeOrders' transaction (app/jobs/notify.server.ts).
    const reply: PlacedReply = {
      count: placed.orders.length,
      orderIds: placed.orders.map((o) => o.id),
      checkoutId: placed.checkoutId,
      totals: placed.totals,
      paymentMethod: placed.paymentMethod,
      paymentStatus: placed.paymentStatus,
      replayed: placed.replayed,
    };
    return replySuccess(reply);
  } catch (error) {
    return errorReply(error);
  }
}

export default function Checkout() {
  const { shop, addresses, cart } = useLoaderData<typeof loader>();
  return <CheckoutPage shop={shop} addresses={addresses} lines={cart.lines} count={cart.count} />;
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = keepRetryAfter(args);
  headers.set("Cache-Control", "no-store");
  return headers;
};
