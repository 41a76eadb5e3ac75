// /{shop}/cart: the cart screen, rendered from the server's cart (docs/decisions/0084-server-cart.md),
// and the one cart action (POST, an `intent` per change: app/http/cart-action.server.ts).

import { useLoaderData } from "react-router";
import { CartScreen } from "~/components/cart/cart-screen";
import { quoteRequest } from "~/components/cart/quote";
import { cartOwnerContext, servicesContext, shopContext } from "~/context";
import { loadCart } from "~/domain/cart/cart.server";
import { quoteCheckout } from "~/domain/checkout/quote.server";
import { addressBook } from "~/domain/customers/addresses.server";
import { handleCartAction } from "~/http/cart-action.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_cart() }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db } = context.get(servicesContext);
  const owner = context.get(cartOwnerContext);
  const user = await getSessionUser(context, request);
  const [cart, book] = await Promise.all([
    owner ? loadCart(db, owner, shop) : { lines: [], count: 0 },
    user ? addressBook(db, user.id) : { addresses: [], contact: null },
  ]);
  const { addresses, contact } = book;
  // The first totals come with the page (no empty summary that fills in later); changes re-quote.
  const quote = cart.lines.length
    ? await quoteCheckout(
        db,
        { userId: user?.id ?? null, sellerId: shop.id, shopName: shop.shopName },
        quoteRequest({ lines: cart.lines, addressId: addresses[0]?.id ?? null, paymentMethod: null, couponCode: "" }),
      )
    : null;
  return { shop: shop.handle, user: user && { id: user.id }, addresses, contact, cart, quote };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCartAction(request, context);
}

export default function Cart() {
  const { shop, user, addresses, contact, cart, quote } = useLoaderData<typeof loader>();
  return <CartScreen shop={shop} user={user} addresses={addresses} contact={contact} lines={cart.lines} initialQuote={quote} />;
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });
