// /{shop}/pay/{checkoutId}: the shopper's own UPI checkout — pay it and give the UTR until its
// window ends (docs/decisions/0073-payment-model.md). Anyone else's checkout, or one not paid by UPI, is a 404.

import { redirect, useActionData, useLoaderData } from "react-router";
import { PaymentScreen } from "~/components/payments/payment-screen";
import { customerContext, servicesContext, shopContext } from "~/context";
import { ClaimPaymentSchema } from "~/domain/payments/payment-forms";
import { paymentNotFoundMessage } from "~/domain/payments/payment-not-found";
import { claimPayment, getPaymentScreen } from "~/domain/payments/shopper-payment.server";
import { enforceRateLimit } from "~/domain/rate-limit.server";
import { customerGuard } from "~/http/guards.server";
import { keepRetryAfter } from "~/http/rate-limit.server";
import { errorReply, invalidSubmission, parseSubmission, throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/pay";

// Signed-in customers only (the shop itself is the layout's middleware).
export const middleware: Route.MiddlewareFunction[] = [customerGuard];

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_pay() }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const payment = await getPaymentScreen(context.get(servicesContext).db, user.id, shop.id, params.checkoutId);
  if (!payment) throwNotFound(paymentNotFoundMessage());
  return { shop: shop.handle, payment };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const user = context.get(customerContext);
  const { submission } = await parseSubmission(request, ClaimPaymentSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const services = context.get(servicesContext);
  try {
    await enforceRateLimit(services.db, services.env, "paymentClaim", `user:${user.id}`);
    await claimPayment(services.db, user.id, shop.id, params.checkoutId, submission.value.utr);
    // The checkout ends on its order's confirmation page, which now says the payment was reported.
    return redirect(`/${shop.handle}/orders/${params.checkoutId}/placed`, { status: 303 });
  } catch (error) {
    return errorReply(error, submission);
  }
}

export default function Pay() {
  const { shop, payment } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <PaymentScreen payment={payment} shop={shop} reply={reply} />;
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = keepRetryAfter(args);
  headers.set("Cache-Control", "no-store"); // a private payment screen
  return headers;
};
