// /{shop}/orders/{orderId}/confirm-cod?t=…: the shopper confirms a cash-on-delivery order with one tap
// (docs/decisions/0137-cod-confirmation.md). The signed link is the only key: no sign-in, and a wrong
// or missing signature is the not-found page. Opening the link changes nothing (mail scanners open
// links); the button posts, then the page shows the result (a plain form: works without JavaScript).
import { Form, redirect, useLoaderData } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { servicesContext, shopContext } from "~/context";
import { isCodConfirmToken } from "~/domain/payments/cod/cod-link.server";
import { codOrderForConfirmation, confirmCod } from "~/domain/payments/cod/confirm.server";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/confirm-cod";

export const meta: Route.MetaFunction = () => [{ title: m.account_cod_confirm_title() }, { name: "robots", content: "noindex" }];

async function orderOf({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { db, secret } = context.get(servicesContext);
  const shop = context.get(shopContext);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const order = isCodConfirmToken(secret, params.orderId, token) ? await codOrderForConfirmation(db, shop.handle, params.orderId) : null;
  if (!order) throwNotFound(m.account_order_not_found());
  return order;
}

export async function loader(args: Route.LoaderArgs) {
  // The signature goes back on the button's form: the post needs it as much as the page did.
  return { ...(await orderOf(args)), token: new URL(args.request.url).searchParams.get("t") ?? "" };
}

export async function action(args: Route.ActionArgs) {
  const order = await orderOf(args);
  if (!order.closed) await confirmCod(args.context.get(servicesContext).db, order.checkoutId);
  // Back to the same address: a reload shows the result and posts nothing again.
  const url = new URL(args.request.url);
  return redirect(`${url.pathname}${url.search}`);
}

export default function ConfirmCod() {
  const order = useLoaderData<typeof loader>();
  const amount = formatPaise(order.totalPaise);
  const said = { number: order.number, shop: order.shopName, amount };
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{m.account_cod_confirm_title()}</h1>
      {order.state === "confirmed" ? (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          {m.account_cod_confirmed_text(said)}
        </p>
      ) : order.closed ? (
        <p role="status" className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
          {m.account_cod_closed_text(said)}
        </p>
      ) : (
        <Form method="post" action={`?t=${encodeURIComponent(order.token)}`} className="mt-4 space-y-4">
          <p>{m.account_cod_confirm_text(said)}</p>
          <button type="submit" className={buttonVariants({ variant: "primary", size: "lg", wide: true })}>
            {m.account_cod_confirm_button({ amount })}
          </button>
        </Form>
      )}
    </main>
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
