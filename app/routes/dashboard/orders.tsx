// Orders: the shop's orders, newest first, with a status filter and search kept in the URL.
import { Form, Link, useLoaderData, useLocation } from "react-router";
import { SellerOrderRow } from "~/components/dashboard/seller-order-row";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { ORDER_STATUSES } from "~/db/schema/values";
import { listSellerOrders, parseOrderFilter } from "~/domain/orders/seller-order-list.server";
import { orderStatusWord } from "~/domain/orders/status-words";
import { logAccess } from "~/http/access-log.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: m.dash_meta_page({ page: m.dash_orders_title() }) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const filter = parseOrderFilter(new URL(request.url).searchParams);
  // A list logs once per page view, not once per person shown.
  const [result] = await Promise.all([
    listSellerOrders(context.get(servicesContext).db, shop.id, filter),
    logAccess(context, request, "owner", { action: "read", subjectKind: "orders", sellerId: shop.id }),
  ]);
  return { ...result, filter, handle: shop.handle };
}

// Functions, not constants: the labels are in the request's language.
const filters = () => [
  { value: "", label: m.dash_filter_all() },
  { value: "to-ship", label: m.dash_today_to_ship() },
  { value: "returns", label: m.dash_filter_returns() },
  ...ORDER_STATUSES.map((s) => {
    const word = orderStatusWord(s);
    return { value: s, label: word[0].toUpperCase() + word.slice(1) };
  }),
];

/** The payment filters (`?payment=`), as links that keep the search and status. */
const paymentFilterLinks = () =>
  [
    { value: "", label: m.dash_any_payment() },
    { value: "to-confirm", label: m.dash_payments_to_confirm() },
    { value: "to-collect", label: m.dash_cash_to_collect() },
  ] as const;

function paymentHref(base: string, filter: { q: string; status: string | null }, payment: string) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (payment) params.set("payment", payment);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export default function Orders() {
  const { orders, filter, page, pageCount, total, handle } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const base = `/${handle}/dashboard/orders`;
  return (
    <>
      <PageHeader title={m.dash_orders_title()} />
      <Form method="get" className="mb-3 flex flex-col gap-2 sm:flex-row" role="search">
        <label className="sr-only" htmlFor="order-q">
          {m.dash_search_orders()}
        </label>
        <input
          id="order-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder={m.dash_orders_placeholder()}
          className={inputClass}
        />
        <label className="sr-only" htmlFor="order-status">
          {m.dash_status()}
        </label>
        <select id="order-status" name="status" defaultValue={filter.status ?? ""} className={`${inputClass} sm:w-44`}>
          {filters().map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        {filter.payment ? <input type="hidden" name="payment" value={filter.payment} /> : null}
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {m.dash_search()}
        </button>
      </Form>
      <nav aria-label={m.dash_payment_filter()} className="mb-3 flex flex-wrap gap-2">
        {paymentFilterLinks().map((f) => {
          const current = (filter.payment ?? "") === f.value;
          return (
            <Link
              key={f.value}
              to={paymentHref(base, filter, f.value)}
              aria-current={current ? "page" : undefined}
              className={buttonVariants({ variant: current ? "primary" : "secondary", size: "sm" })}
            >
              {f.label}
            </Link>
          );
        })}
      </nav>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {(total === 1 ? m.dash_count_orders_one : m.dash_count_orders_other)({ count: total })}
      </p>
      {orders.length === 0 ? (
        <Card>
          <p className="text-gray-600">{m.dash_no_orders()}</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {orders.map((o) => (
            <SellerOrderRow key={o.id} order={o} href={`${base}/${o.id}`} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}
