// One customer of this shop: contact, totals, how their orders ended (with the cash-on-delivery
// switch), their orders here and the addresses those orders went to. Someone who never ordered here
// is "not found", like an unknown id.
import { Link, useLoaderData, useLocation } from "react-router";
import { CustomerContact } from "~/components/dashboard/customer-contact";
import { SellerOrderRow } from "~/components/dashboard/seller-order-row";
import { SHOPPER_COD_INTENT, ShopperRecord } from "~/components/dashboard/shopper-record";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { Pager } from "~/components/ui/pager";
import { servicesContext, shopContext } from "~/context";
import { customerNotFoundMessage, getShopCustomer } from "~/domain/customers/shop-customers.server";
import { shopperRecord } from "~/domain/customers/shopper-record.server";
import { DomainError } from "~/domain/errors";
import { logAccess } from "~/http/access-log.server";
import { errorReply, parseForm, throwNotFound } from "~/http/reply.server";
import { shopperCodAction } from "~/http/shopper-cod.server";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { formatPaise } from "~/utils/money";
import { readPage } from "~/utils/paging";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.customer.name ?? m.seller_col_customer()} · ${m.seller_customers_title()} · ${m.common_dashboard()}` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const page = readPage(new URL(request.url).searchParams);
  const { db } = context.get(servicesContext);
  const [found, record] = await Promise.all([getShopCustomer(db, shop.id, params.userId, page), shopperRecord(db, shop.id, params.userId)]);
  if (!found || !record) throwNotFound(customerNotFoundMessage());
  // Logged once the customer is found: a refused request writes nothing.
  await logAccess(context, request, "owner", {
    action: "read",
    subjectKind: "customer",
    subjectId: params.userId,
    subjectUserId: params.userId,
    sellerId: shop.id,
  });
  return { ...found, record, shop: { handle: shop.handle, shopName: shop.shopName } };
}

/** The page's one form: cash on delivery off or back on for this shopper. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await parseForm(request);
  if (form.get("intent") !== SHOPPER_COD_INTENT) return errorReply(new DomainError("unknown_action", m.seller_unknown_action()));
  return shopperCodAction(context.get(servicesContext).db, shop.id, { userId: params.userId }, form);
}

export default function Customer() {
  const { customer, record, orders, page, pageCount, addresses, shop } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const base = `/${shop.handle}/dashboard`;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`${base}/customers`} className="font-medium text-brand-700 hover:underline">
          {m.seller_all_customers()}
        </Link>
      </p>
      <PageHeader title={customer.name} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <h2 className="font-semibold">{m.seller_contact()}</h2>
          <p className="mt-2 text-gray-700">{customer.mobile}</p>
          {customer.email ? <p className="text-sm break-all text-gray-600">{customer.email}</p> : null}
          <div className="mt-3">
            <CustomerContact name={customer.name} mobile={customer.mobile} shopName={shop.shopName} />
          </div>
        </Card>
        <Card>
          <h2 className="font-semibold">{m.seller_with_your_shop()}</h2>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600">{m.seller_col_orders()}</dt>
            <dd className="text-right tabular-nums">{customer.orderCount}</dd>
            <dt className="text-gray-600">{m.seller_col_spent()}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatPaise(customer.spentPaise)}</dd>
            <dt className="text-gray-600">{m.seller_first_order()}</dt>
            <dd className="text-right">{formatDate(customer.firstOrderAt)}</dd>
            <dt className="text-gray-600">{m.seller_col_last_order()}</dt>
            <dd className="text-right">{formatDate(customer.lastOrderAt)}</dd>
          </dl>
          <p className="mt-2 text-xs text-gray-600">{m.seller_spent_note()}</p>
          <ShopperRecord record={record} />
        </Card>
        <Card>
          <h2 className="font-semibold">{m.seller_delivery_addresses()}</h2>
          {addresses.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{m.seller_no_home_deliveries()}</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {addresses.map((a) => (
                <li key={a.address} className="rounded-md bg-gray-50 p-2">
                  <p className="whitespace-pre-line break-words">{a.address}</p>
                  <p className="mt-1 text-xs text-gray-600">
                    {(a.orders === 1 ? m.seller_address_orders_one : m.seller_address_orders_other)({
                      count: a.orders,
                      date: formatDate(a.lastUsedAt),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <h2 className="mt-6 mb-2 text-lg font-semibold">{m.seller_col_orders()}</h2>
      <ul className="space-y-2">
        {orders.map((o) => (
          <SellerOrderRow key={o.id} order={o} href={`${base}/orders/${o.id}`} />
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} search={search} label={m.seller_orders_pages()} />
    </>
  );
}
