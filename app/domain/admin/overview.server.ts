import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export interface PlatformOverview {
  sellers: number;
  products: number;
  customers: number;
  orders: number;
  /** Oldest first, one entry per day for the last 30 days (today included), in IST. */
  ordersPerDay: Array<{ day: string; orders: number }>;
}

export async function getOverview(db: Database): Promise<PlatformOverview> {
  const counts = await db.execute<{ sellers: number; products: number; customers: number; orders: number }>(sql`
    select (select count(*) from seller)::int as sellers,
           (select count(*) from product)::int as products,
           (select count(*) from "user" where role = 'customer')::int as customers,
           (select count(*) from orders)::int as orders`);
  // Days are Indian calendar days: the platform's sellers and shoppers live in IST.
  const perDay = await db.execute<{ day: string; orders: number }>(sql`
    with days as (
      select generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day')::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, count(orders.id)::int as orders
    from days
    left join orders on (orders.created_at at time zone 'Asia/Kolkata')::date = days.day
    group by days.day
    order by days.day`);
  const row = counts.rows[0] ?? { sellers: 0, products: 0, customers: 0, orders: 0 };
  return { ...row, ordersPerDay: perDay.rows };
}
