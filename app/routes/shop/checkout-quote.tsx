// POST /{shop}/checkout/quote (JSON QuoteRequest) → what the cart costs: every amount computed by
// the server (reply data QuoteReply, app/domain/checkout/contract.ts). Guests may ask too.
// A GET (someone opening the URL) is sent to the checkout page.

import { redirect } from "react-router";
import { servicesContext, shopContext } from "~/context";
import { quoteCheckout } from "~/domain/checkout/quote.server";
import { readJson } from "~/http/json.server";
import { errorReply, replySuccess } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import type { Route } from "./+types/checkout-quote";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${context.get(shopContext).handle}/checkout`);
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  try {
    const quote = await quoteCheckout(
      context.get(servicesContext).db,
      { userId: user?.id ?? null, sellerId: shop.id, shopName: shop.shopName },
      await readJson(request),
    );
    return replySuccess(quote);
  } catch (error) {
    return errorReply(error);
  }
}
