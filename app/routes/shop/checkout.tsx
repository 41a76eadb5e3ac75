// /{shop}/checkout: the checkout step as a page (GET, its choices in the URL: app/domain/checkout/choices.ts)
// and order placement (POST). A JSON body { checkoutId, addressId, deliveryMode, lines } is the cart's
// 'Choose Delivery Option' modal: it answers in the reply envelope (app/utils/reply.ts), data
// PlacedReply or a failure with its code. A form post is the page's 'Place Order', which works
// without JavaScript: it redirects to the payment screen or the order with a one-time notice, or
// back here with the reason; a refused business GSTIN or name answers this page with the field's
// message and what was typed (400), so nothing typed is lost.

import { data, redirect, useActionData, useLoaderData } from "react-router";
import { CheckoutPage } from "~/components/cart/checkout-page";
import type { AppServices } from "~/context";
import { customerContext, servicesContext, shopContext } from "~/context";
import { loadCart } from "~/domain/cart/cart.server";
import { BUYER_GSTIN_FIELD, BUYER_NAME_FIELD, refusedBusinessBuyer } from "~/domain/checkout/business-buyer";
import { type CheckoutChoices, checkoutHref, readCheckoutChoices, settleMethod } from "~/domain/checkout/choices";
import {
  ADDRESS_GONE_CODE,
  addressGoneMessage,
  orderFailureMessage,
  orderSuccessMessage,
  type PlacedReply,
} from "~/domain/checkout/contract";
import { type Placer, placeOrders } from "~/domain/checkout/place-orders.server";
import { quoteCheckout } from "~/domain/checkout/quote.server";
import { listAddresses } from "~/domain/customers/addresses.server";
import { DomainError } from "~/domain/errors";
import { enforceRateLimit } from "~/domain/rate-limit.server";
import { customerGuard } from "~/http/guards.server";
import { readJson } from "~/http/json.server";
import { countCheckout } from "~/http/metrics.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { asDomainError, errorReply, parseForm, replySuccess } from "~/http/reply.server";
import { flashCookie } from "~/http/signed-cookies.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/checkout";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_checkout() }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const { db } = context.get(servicesContext);
  const [addresses, cart] = await Promise.all([listAddresses(db, user.id), loadCart(db, { userId: user.id }, shop)]);
  const asked = readCheckoutChoices(
    new URL(request.url).searchParams,
    addresses.map((a) => a.id),
  );
  const who = { userId: user.id, sellerId: shop.id, shopName: shop.shopName };
  const lines = cart.lines.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity }));
  const quoteWith = (method: CheckoutChoices["method"]) =>
    quoteCheckout(db, who, {
      lines,
      deliveryMode: asked.mode,
      couponCode: asked.couponCode,
      ...(asked.addressId ? { addressId: asked.addressId } : {}),
      ...(method ? { paymentMethod: method } : {}),
    });
  let quote = lines.length ? await quoteWith(asked.method) : null;
  // The method is settled by the shop's options (the first usable one until the shopper picks).
  const method = quote ? settleMethod(asked.method, quote.payment, asked.mode) : null;
  if (quote && method !== asked.method) quote = await quoteWith(method);
  // A new id per rendering: a double submit of this form sends the same one (the server replays).
  return { shop: shop.handle, addresses, cart, choices: { ...asked, method }, quote, checkoutId: crypto.randomUUID() };
}

/** The page's 'Place Order' form: the same request as the JSON body, the lines as JSON in one field. */
function checkoutFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  let lines: unknown;
  try {
    lines = JSON.parse(text("lines") || "[]");
  } catch {
    throw new DomainError("invalid_input", m.account_invalid_cart());
  }
  return {
    checkoutId: text("checkoutId"),
    addressId: text("addressId"),
    deliveryMode: text("deliveryMode"),
    lines,
    ...(text("paymentMethod") ? { paymentMethod: text("paymentMethod") } : {}),
    couponCode: text("couponCode"),
    buyerGstin: text(BUYER_GSTIN_FIELD),
    buyerName: text(BUYER_NAME_FIELD),
  };
}

/** Both kinds of 'Place Order': the shopper's limit, then the placement, counted by outcome (app/http/metrics.server.ts). */
function place(services: AppServices, who: Placer, input: () => unknown) {
  return countCheckout(async () => {
    // Per person, not per address: a shop's customers may share one office or mobile-carrier IP.
    await enforceRateLimit(services.db, services.env, "checkout", `user:${who.userId}`);
    return placeOrders(services.db, who, await input());
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const services = context.get(servicesContext);
  const who = { userId: user.id, sellerId: shop.id, shopName: shop.shopName };
  if (!request.headers.get("content-type")?.includes("json")) {
    const form = await parseForm(request);
    const back = {
      addressId: String(form.get("addressId") ?? ""),
      mode: form.get("deliveryMode") === "in-shop" ? ("in-shop" as const) : ("delivery" as const),
      method: null,
      couponCode: String(form.get("couponCode") ?? ""),
    };
    try {
      const placed = await place(services, who, () => checkoutFromForm(form));
      // The confirmation page says what was placed; a UPI order pays first (its screen hears the notice).
      if (placed.paymentMethod !== "upi") return redirect(`/${shop.handle}/orders/${placed.orderId}/placed`, { status: 303 });
      const sent = await flashCookie(services, { kind: "success", text: orderSuccessMessage(1) });
      return redirect(`/${shop.handle}/pay/${placed.orderId}`, { status: 303, headers: { "Set-Cookie": sent } });
    } catch (error) {
      const domain = asDomainError(error);
      if (!domain) throw error;
      const buyerErrors = refusedBusinessBuyer(domain);
      if (buyerErrors) {
        const typed = { gstin: String(form.get(BUYER_GSTIN_FIELD) ?? ""), name: String(form.get(BUYER_NAME_FIELD) ?? "") };
        return data({ businessBuyer: { ...typed, errors: buyerErrors } }, { status: 400 });
      }
      // An address deleted meanwhile (another device) is not offered again: the page shows the list as it is now.
      const gone = domain.code === ADDRESS_GONE_CODE;
      const flash = {
        kind: "error" as const,
        text: orderFailureMessage(domain.message),
        ...(gone ? { description: addressGoneMessage() } : {}),
      };
      const to = checkoutHref(shop.handle, gone ? { ...back, addressId: null } : back);
      return redirect(to, { status: 303, headers: { "Set-Cookie": await flashCookie(services, flash) } });
    }
  }
  try {
    const placed = await place(services, who, () => readJson(request));
    // The e-mails were queued in placeOrders' transaction (app/domain/notifications/notify.server.ts).
    const reply: PlacedReply = {
      count: 1,
      orderId: placed.orderId,
      number: placed.number,
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
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <CheckoutPage {...loaded} businessBuyer={refused && "businessBuyer" in refused ? refused.businessBuyer : null} />;
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = keepRetryAfter(args);
  headers.set("Cache-Control", "no-store");
  return headers;
};
