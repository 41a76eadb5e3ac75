// Customers: everyone who ordered from this shop, searched and sorted in the URL (works without
// JavaScript), with their contact links and totals; a CSV of the same list.
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { CustomerContact } from "~/components/dashboard/customer-contact";
import { Card, inputClass, PageHeader } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { CUSTOMER_SORT_LABEL, CUSTOMER_SORTS, customerListSearch, parseCustomerQuery } from "~/domain/customers/shop-customers";
import { listShopCustomers } from "~/domain/customers/shop-customers.server";
import { formatDate } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => [{ title: "Customers · Dashboard" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const query = parseCustomerQuery(new URL(request.url).searchParams);
  const result = await listShopCustomers(context.get(servicesContext).db, shop.id, query);
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
      <PageHeader title="Customers">
        {total > 0 ? (
          <a href={`${base}.csv${customerListSearch(query)}`} className={buttonVariants({ size: "sm" })} download>
            Export CSV
          </a>
        ) : null}
      </PageHeader>
      <Form method="get" className="mb-3 flex flex-col gap-2 sm:flex-row" role="search">
        <label className="sr-only" htmlFor="customer-q">
          Search customers
        </label>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Name, mobile or e-mail"
          className={inputClass}
        />
        {/* The sort links below choose the order; a search keeps it. */}
        {query.sort !== "recent" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          Search
        </button>
      </Form>
      <nav aria-label="Sort customers" className="mb-3 flex flex-wrap gap-2">
        {CUSTOMER_SORTS.map((s) => {
          const current = query.sort === s;
          return (
            <Link
              key={s}
              to={`${base}${customerListSearch({ q: query.q, sort: s })}`}
              aria-current={current ? "page" : undefined}
              className={buttonVariants({ variant: current ? "primary" : "secondary", size: "sm" })}
            >
              {CUSTOMER_SORT_LABEL[s]}
            </Link>
          );
        })}
      </nav>
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {loading ? "Loading…" : `${total} ${total === 1 ? "customer" : "customers"}`}
      </p>
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {customers.length === 0 ? (
          <Card>
            {searching ? (
              <p className="text-gray-600">No customers match “{query.q}”.</p>
            ) : (
              <>
                <p className="font-semibold">No customers yet</p>
                <p className="mt-1 text-sm text-gray-600">
                  Everyone who places an order in your shop appears here, with their mobile, e-mail, orders and what they spent. Share your
                  shop's link or QR code from the Shop profile page to get your first order.
                </p>
              </>
            )}
          </Card>
        ) : (
          // One table; on a phone each row stacks into a card (name, contact, then orders · spent · last order).
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
              <caption className="sr-only">
                Customers, sorted by {CUSTOMER_SORT_LABEL[query.sort].toLowerCase()}
                {searching ? `, matching “${query.q}”` : ""}
              </caption>
              <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600 max-sm:sr-only">
                <tr>
                  <th scope="col" className="sticky left-0 bg-gray-50 px-3 py-2">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Mobile
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Orders
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Spent
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Last order
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
                      <span className="sm:hidden"> {c.orderCount === 1 ? "order" : "orders"} ·</span>
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums max-sm:p-0">
                      {formatPaise(c.spentPaise)}
                      <span className="font-normal sm:hidden"> spent ·</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 max-sm:p-0">
                      <span className="sm:hidden">last </span>
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
