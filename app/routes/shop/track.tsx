// /{shop}/track: guest order tracking (docs/decisions/0078-guest-tracking-and-whatsapp-links.md).
// The reference and mobile travel in a POST body, never the URL (logs, history); the lookup is
// rate-limited per client IP and every wrong pair gets one message (app/domain/orders/track.server.ts).

import { Form, Link, useActionData, useLoaderData } from "react-router";
import { StatusBadge } from "~/components/account/orders";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ShopWhatsappButton } from "~/components/shop/whatsapp-button";
import { Field, FormError, SubmitButton } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { type TrackedOrder, TrackFormSchema, trackOrder } from "~/domain/orders/track.server";
import { enforceRateLimit } from "~/domain/rate-limit.server";
import { clientIp, keepRetryAfter } from "~/http/rate-limit.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { failureMessage, isSuccess, type Reply } from "~/utils/reply";
import type { Route } from "./+types/track";

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_track() }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  return { shop: context.get(shopContext).handle };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const { db, env } = context.get(servicesContext);
  const { submission } = await parseSubmission(request, TrackFormSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  try {
    // Counted before the lookup, found or not: guessing mobiles costs the same as guessing references.
    await enforceRateLimit(db, env, "track", `ip:${clientIp(request)}`);
    const order = await trackOrder(db, shop.id, submission.value);
    return replySuccess({ order });
  } catch (error) {
    return errorReply(error);
  }
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = keepRetryAfter(args);
  // A found order is for the person who typed the pair: no cache keeps it.
  headers.set("Cache-Control", "no-store");
  return headers;
};

export default function TrackPage() {
  const { shop } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply<{ order: TrackedOrder }> | undefined;
  const order = isSuccess(reply) ? reply.data?.order : undefined;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.account_track_your_order()}</h1>
      <p className="mt-2 text-gray-600">{m.account_track_intro()}</p>
      <Form
        method="post"
        className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        aria-label={m.account_track_your_order()}
      >
        <FormError message={failureMessage(reply)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={m.account_order_reference()}
            name="reference"
            required
            maxLength={20}
            autoComplete="off"
            placeholder="#9431901B"
            spellCheck={false}
          />
          <Field
            label={m.account_mobile_number()}
            name="mobile"
            required
            type="tel"
            inputMode="numeric"
            maxLength={14}
            autoComplete="tel-national"
            placeholder={m.account_mobile_placeholder()}
          />
        </div>
        <SubmitButton pendingText={m.account_looking()}>{m.account_track_order()}</SubmitButton>
      </Form>
      {order ? <TrackedOrderView shop={shop} order={order} /> : null}
    </main>
  );
}

function TrackedOrderView({ shop, order }: { shop: string; order: TrackedOrder }) {
  return (
    <section aria-labelledby="tracked-order" className="mt-8 space-y-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tracked-order" className="text-lg font-semibold">
          {m.account_order_heading({ reference: order.reference })}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <ul className="divide-y divide-gray-100 text-sm" aria-label={m.account_items()}>
        {order.items.map((item, i) => (
          // Names may repeat (two colours of one product); the position keeps keys apart.
          <li key={i} className="flex justify-between gap-3 py-2">
            <span>{item.name}</span>
            <span className="text-gray-600 tabular-nums">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <OrderTimeline steps={order.timeline} />
      <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
        <ShopWhatsappButton text={m.account_whatsapp_question({ reference: order.reference })} />
        <Link to={`/${shop}`} className="text-sm font-medium text-brand-700 hover:underline">
          {m.account_continue_shopping_lower()}
        </Link>
      </div>
    </section>
  );
}
