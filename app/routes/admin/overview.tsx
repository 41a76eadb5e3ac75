import { useLoaderData } from "react-router";
import { BackupStatusCard } from "~/components/admin/backup-status";
import { PageTitle } from "~/components/admin/ui";
import { servicesContext } from "~/context";
import { getOverview } from "~/domain/admin/overview.server";
import { backupStatus } from "~/domain/backups/set.server";
import { formatDay } from "~/utils/dates";
import type { Route } from "./+types/overview";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, backups } = context.get(servicesContext);
  const [overview, backup] = await Promise.all([getOverview(db), backupStatus(backups.dir, backups.enabled)]);
  return { ...overview, backup };
}

export default function AdminOverview() {
  const { sellers, products, customers, orders, ordersPerDay, backup } = useLoaderData<typeof loader>();
  const max = Math.max(1, ...ordersPerDay.map((d) => d.orders));
  const total30 = ordersPerDay.reduce((sum, d) => sum + d.orders, 0);
  const stats = [
    ["Sellers", sellers],
    ["Products", products],
    ["Customers", customers],
    ["Orders", orders],
  ] as const;
  return (
    <>
      <PageTitle hint="The platform at a glance.">Admin Dashboard</PageTitle>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value.toLocaleString("en-IN")}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-6 rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="orders-chart">
        <h2 id="orders-chart" className="font-semibold">
          Orders per day, last 30 days <span className="font-normal text-gray-600">({total30.toLocaleString("en-IN")} in all)</span>
        </h2>
        <figure className="mt-4">
          <svg
            viewBox={`0 0 ${ordersPerDay.length * 10} 100`}
            preserveAspectRatio="none"
            className="h-40 w-full"
            role="img"
            aria-label={`Bar chart of orders per day; highest ${max}`}
          >
            {ordersPerDay.map((d, i) => {
              const h = (d.orders / max) * 96;
              return (
                <rect key={d.day} x={i * 10 + 1} y={100 - h} width={8} height={Math.max(h, 0.5)} className="fill-brand-500">
                  <title>{`${formatDay(d.day)}: ${d.orders} orders`}</title>
                </rect>
              );
            })}
          </svg>
          <figcaption className="mt-1 flex justify-between text-xs text-gray-500">
            <span>{formatDay(ordersPerDay[0]?.day ?? "")}</span>
            <span>{formatDay(ordersPerDay.at(-1)?.day ?? "")}</span>
          </figcaption>
        </figure>
        <table className="sr-only">
          <caption>Orders per day</caption>
          <tbody>
            {ordersPerDay.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <BackupStatusCard status={backup} />
    </>
  );
}
