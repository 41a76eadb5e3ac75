// Orders: the shop's orders, newest first, with a status filter and search kept in the URL.
import { Form, Link, useLoaderData, useLocation } from "react-router";
import { StatusBadge, shortId } from "~/components/account/orders";
import { Card, formatDateTime, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { ORDER_STATUSES } from "~/db/schema/values";
import { listSellerOrders, parseOrderFilter } from "~/domain/orders/seller-orders.server";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Dashboard" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const filter = parseOrderFilter(new URL(request.url).searchParams);
  const result = await listSellerOrders(context.get(servicesContext).db, shop.id, filter);
  return { ...result, filter, handle: shop.handle };
}

const FILTERS = [
  { value: "", label: "All" },
  { value: "to-ship", label: "To ship" },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
];

export default function Orders() {
  const { orders, filter, page, pageCount, total, handle } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const base = `/${handle}/dashboard/orders`;
  return (
    <>
      <PageHeader title="Orders" />
      <Form method="get" className="mb-3 flex flex-col gap-2 sm:flex-row" role="search">
        <label className="sr-only" htmlFor="order-q">
          Search orders
        </label>
        <input
          id="order-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Customer, phone, item or order id"
          className={inputClass}
        />
        <label className="sr-only" htmlFor="order-status">
          Status
        </label>
        <select id="order-status" name="status" defaultValue={filter.status ?? ""} className={`${inputClass} sm:w-44`}>
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          Search
        </button>
      </Form>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {total} {total === 1 ? "order" : "orders"}
      </p>
      {orders.length === 0 ? (
        <Card>
          <p className="text-gray-600">No orders found.</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`${base}/${o.id}`}
                className="block rounded-xl border border-gray-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {o.seen ? null : (
                        <span className="mr-1.5 inline-block h-2 w-2 rounded-full bg-brand-600 align-middle" role="img" aria-label="New" />
                      )}
                      {o.itemName} <span className="text-gray-500">× {o.quantity}</span>
                    </p>
                    <p className="text-sm text-gray-600">
                      #{shortId(o.id)} · {o.customerName} · {formatDateTime(o.createdAt)}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-semibold tabular-nums">{formatPaise(o.totalPaise)}</p>
                    <StatusBadge status={o.status} />
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}
