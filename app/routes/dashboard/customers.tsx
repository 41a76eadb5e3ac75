// Customers: everyone who ordered from this shop, searched and sorted in the URL (works without
// JavaScript), with their contact links and totals; a CSV of the same list.
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { CustomerContact } from "~/components/dashboard/customer-contact";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { CUSTOMER_SORTS, type CustomerSort, customerListSearch, parseCustomerQuery } from "~/domain/customers/shop-customers";
import { listShopCustomers } from "~/domain/customers/shop-customers.server";
import { logAccess } from "~/http/access-log.server";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_customers_title()} · ${m.common_dashboard()}` }];

/** The sort links' names, in the request's language. */
const sortLabel = (sort: CustomerSort) =>
  ({
    recent: m.seller_sort_recent(),
    spent: m.seller_sort_spent(),
    orders: m.seller_sort_orders(),
    name: m.seller_sort_name(),
  })[sort];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = parseCustomerQuery(new URL(request.url).searchParams);
  const [result] = await Promise.all([
    listShopCustomers(context.get(servicesContext).db, shop.id, query),
    logAccess(context, request, "owner", { action: "read", subjectKind: "customers", sellerId: shop.id }),
  ]);
  return { ...result, query, shop: { handle: shop.handle, shopName: shop.shopName } };
}

export default function Customers() {
  const { customers, total, page, pageCount, query, shop } = useLoaderData<typeof loader>();
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  // A search, sort or page change of this list is loading.
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const base = `/${shop.handle}/dashboard/customers`;
  const searching = query.q !== "";
  return (
    <>
      <PageHeader title={m.seller_customers_title()}>
        {total > 0 ? (
          <a href={`${base}.csv${customerListSearch(query)}`} className={buttonVariants({ size: "sm" })} download>
            {m.seller_export_csv()}
          </a>
        ) : null}
      </PageHeader>
      <Form method="get" className="mb-3 flex flex-col gap-2 sm:flex-row" role="search">
        <label className="sr-only" htmlFor="customer-q">
          {m.seller_search_customers()}
        </label>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          placeholder={m.seller_customer_search_placeholder()}
          className={inputClass}
        />
        {/* The sort links below choose the order; a search keeps it. */}
        {query.sort !== "recent" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {m.common_search()}
        </button>
      </Form>
      <nav aria-label={m.seller_sort_customers()} className="mb-3 flex flex-wrap gap-2">
        {CUSTOMER_SORTS.map((s) => {
          const current = query.sort === s;
          return (
            <Link
              key={s}
              to={`${base}${customerListSearch({ q: query.q, sort: s })}`}
              aria-current={current ? "page" : undefined}
              className={buttonVariants({ variant: current ? "primary" : "secondary", size: "sm" })}
            >
              {sortLabel(s)}
            </Link>
          );
        })}
      </nav>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {loading
          ? m.seller_loading()
          : total === 1
            ? m.seller_customer_count_one({ count: total })
            : m.seller_customer_count_other({ count: total })}
      </p>
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {customers.length === 0 ? (
          <Card>
            {searching ? (
              <p className="text-gray-600">{m.seller_no_match({ q: query.q })}</p>
            ) : (
              <>
                <p className="font-semibold">{m.seller_no_customers()}</p>
                <p className="mt-1 text-sm text-gray-600">{m.seller_no_customers_hint()}</p>
              </>
            )}
          </Card>
        ) : (
          // One table; on a phone each row stacks into a card (name, contact, then orders · spent · last order).
          <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
              <caption className="sr-only">
                {searching
                  ? m.seller_customers_caption_matching({ sort: sortLabel(query.sort).toLowerCase(), q: query.q })
                  : m.seller_customers_caption({ sort: sortLabel(query.sort).toLowerCase() })}
              </caption>
              <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600 max-sm:sr-only">
                <tr>
                  <th scope="col" className="sticky left-0 bg-gray-50 px-3 py-2">
                    {m.seller_col_customer()}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {m.seller_col_mobile()}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {m.seller_col_orders()}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {m.seller_col_spent()}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {m.seller_col_last_order()}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 max-sm:block">
                {customers.map((c) => (
                  <tr key={c.userId} className="max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:py-2">
                    <th scope="row" className="bg-white px-3 py-2 font-normal max-sm:w-full max-sm:pb-0 sm:sticky sm:left-0 sm:max-w-56">
                      <Link to={`${base}/${encodeURIComponent(c.userId)}`} className="font-medium text-brand-700 hover:underline">
                        {c.name}
                      </Link>
                      {c.email ? <span className="block truncate text-gray-600">{c.email}</span> : null}
                    </th>
                    <td className="px-3 py-2 max-sm:w-full max-sm:py-1">
                      <span className="block whitespace-nowrap text-gray-700">{c.mobile}</span>
                      <span className="mt-1 block">
                        <CustomerContact name={c.name} mobile={c.mobile} shopName={shop.shopName} />
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums max-sm:py-0 max-sm:pr-0">
                      {c.orderCount}
                      <span className="sm:hidden"> {c.orderCount === 1 ? m.seller_orders_word_one() : m.seller_orders_word_other()} ·</span>
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums max-sm:p-0">
                      {formatPaise(c.spentPaise)}
                      <span className="font-normal sm:hidden"> {m.seller_spent_word()} ·</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 max-sm:p-0">
                      <span className="sm:hidden">{m.seller_last_word()} </span>
                      {formatDate(c.lastOrderAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}
