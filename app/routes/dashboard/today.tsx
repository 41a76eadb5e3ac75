// Today: what needs the seller's attention now.
import { Link, useLoaderData } from "react-router";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { servicesContext, shopContext } from "~/context";
import { listLowStock } from "~/domain/catalog/products.server";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import { sellerOrderStats } from "~/domain/orders/seller-order-stats.server";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import type { Route } from "./+types/today";

/** A count message (`m.x_one` / `m.x_other`). */
type Plural = (inputs: { count: number }) => string;

const LOW_STOCK_SHOWN = 20;
/** `?low-stock=all`: the whole list, up to a bound that keeps the page small. */
const LOW_STOCK_ALL = 500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const all = new URL(request.url).searchParams.get("low-stock") === "all";
  const limit = all ? LOW_STOCK_ALL : LOW_STOCK_SHOWN;
  // One row past the limit tells whether there are more than shown.
  const [stats, rows] = await Promise.all([
    sellerOrderStats(context.get(servicesContext).db, shop.id),
    listLowStock(context.get(servicesContext).db, shop.id, limit + 1),
  ]);
  return { stats, lowStock: rows.slice(0, limit), more: rows.length > limit, all, handle: shop.handle, threshold: shop.lowStockThreshold };
}

/** One number that links to the list behind it. */
function Tile({ label, value, note, to }: { label: string; value: string; note?: string; to: string }) {
  return (
    <Link
      to={to}
      className="block h-full rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-gray-500">{note}</p> : null}
    </Link>
  );
}

export default function Today() {
  const { stats, lowStock, more, all, handle, threshold } = useLoaderData<typeof loader>();
  const base = `/${handle}/dashboard`;
  const tiles = [
    { label: m.dash_today_new_orders(), value: String(stats.newOrders), to: `${base}/orders?status=pending` },
    { label: m.dash_today_to_ship(), value: String(stats.toShip), to: `${base}/orders?status=to-ship` },
    {
      label: m.dash_today_sales_week(),
      value: formatPaise(stats.weekPaise),
      to: `${base}/orders`,
      note: (stats.weekOrders === 1 ? m.dash_today_week_orders_one : m.dash_today_week_orders_other)({ count: stats.weekOrders }),
    },
    {
      label: m.dash_today_low_stock_sizes(),
      value: more ? `${lowStock.length}+` : String(lowStock.length),
      to: `${base}/products`,
    },
  ];
  const { money } = stats;
  const count = (n: number, one: Plural, many: Plural) => (n === 1 ? one : many)({ count: n });
  const moneyTiles = [
    {
      label: m.dash_today_confirmed(),
      value: formatPaise(money.confirmedPaise),
      note: count(money.confirmed, m.dash_count_payments_one, m.dash_count_payments_other),
      to: `${base}/orders`,
    },
    {
      label: m.dash_today_to_confirm(),
      value: formatPaise(money.toConfirmPaise),
      note: count(money.toConfirm, m.dash_count_upi_claimed_one, m.dash_count_upi_claimed_other),
      to: `${base}/orders?payment=to-confirm`,
    },
    {
      label: m.dash_today_to_collect(),
      value: formatPaise(money.toCollectPaise),
      note: count(money.toCollect, m.dash_count_orders_one, m.dash_count_orders_other),
      to: `${base}/orders?payment=to-collect`,
    },
  ];
  return (
    <>
      <PageHeader title={m.dash_today_title()} />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((t) => (
          <li key={t.label}>
            <Tile {...t} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-sm">
        <Link to={`${base}/reports`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {m.dash_today_see_reports()} <span aria-hidden="true">→</span>
        </Link>
      </p>
      <h2 className="mt-4 mb-2 font-semibold">{m.dash_today_money()}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={m.dash_today_money()}>
        {moneyTiles.map((t) => (
          <li key={t.label}>
            <Tile {...t} />
          </li>
        ))}
      </ul>
      <Card className="mt-4">
        <h2 id="low-stock" className="font-semibold">
          {m.dash_low_stock()}
        </h2>
        {lowStock.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{m.dash_low_stock_none({ threshold })}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 text-sm" aria-labelledby="low-stock">
            {lowStock.map((row) => (
              <li key={`${row.productId}|${row.color}|${row.size}`} className="flex items-start justify-between gap-3 py-2">
                {/* Long names wrap: on a phone the colour and size at the end are what tells two rows apart. */}
                <Link to={`${base}/products/${row.productId}`} className="min-w-0 break-words font-medium hover:underline">
                  {row.name}
                  <span className="font-normal text-gray-600">
                    {" "}
                    · {colourLabel(row.color)} · {sizeLabel(row.size)}
                  </span>
                </Link>
                <span className={`shrink-0 font-semibold tabular-nums ${row.stock === 0 ? "text-red-700" : "text-amber-700"}`}>
                  {row.stock === 0 ? m.dash_sold_out() : m.dash_left({ count: row.stock })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more || all ? (
          <p className="mt-2 text-sm text-gray-600">
            {all && more ? m.dash_low_stock_first({ count: LOW_STOCK_ALL }) : null}
            <Link
              to={all ? `${base}#low-stock` : `${base}?low-stock=all#low-stock`}
              preventScrollReset
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {all ? m.dash_show_fewer() : m.dash_show_all_low()}
            </Link>
          </p>
        ) : null}
      </Card>
    </>
  );
}
