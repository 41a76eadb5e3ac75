// A shop's order numbers for the dashboard: the new-order count (the Orders badge and Today's tile)
// and the Today screen's orders and money. Scoped by the seller id.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/values";
import { SETTLED, TO_COLLECT, TO_CONFIRM } from "~/domain/payments/status";

/**
 * The shop's new orders: the spec's "a new order is pending", until the seller confirms or cancels
 * it. The one count behind the Orders badge (dashboard layout) and Today's 'New orders' tile, so
 * the two never disagree (orders_seller_status_idx answers it).
 */
export async function countNewOrders(db: Database, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, "pending")));
  return row?.n ?? 0;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Today screen's numbers: new orders, orders to ship, sales over the last 7 days, and today's money. */
export async function sellerOrderStats(db: Database, sellerId: string, now = new Date()) {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const [[row], money, newOrders] = await Promise.all([
    db
      .select({
        toShip: sql<number>`count(*) filter (where ${orders.status} in ('confirmed', 'processing'))::int`,
        weekOrders: sql<number>`count(*) filter (where ${orders.createdAt} >= ${weekAgo} and ${orders.status} <> 'cancelled')::int`,
        // bigint: a week's sales pass int's ₹2.15 crore; as a JS number paise are exact to ₹90 lakh crore.
        weekPaise:
          sql<number>`coalesce(sum(${checkout.totalPaise}) filter (where ${orders.createdAt} >= ${weekAgo} and ${orders.status} <> 'cancelled'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .innerJoin(checkout, eq(checkout.id, orders.id))
      .where(eq(orders.sellerId, sellerId)),
    sellerMoneyToday(db, sellerId, now),
    countNewOrders(db, sellerId),
  ]);
  return { ...(row ?? { toShip: 0, weekOrders: 0, weekPaise: 0 }), newOrders, money };
}

const inStatuses = (statuses: readonly PaymentStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * Today's money (the IST calendar day of `now`): confirmed = paid or collected today; to confirm
 * (claimed) and to collect are what is outstanding, whenever it was ordered. Amounts and counts.
 */
export async function sellerMoneyToday(db: Database, sellerId: string, now = new Date()) {
  const istDayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;
  const settledToday = sql`${checkout.paymentStatus} in (${inStatuses(SETTLED)}) and ${checkout.settledAt} >= ${istDayStart}`;
  const toConfirm = sql`${checkout.paymentStatus} in (${inStatuses(TO_CONFIRM)})`;
  // Cash of a cancelled order is nothing to collect.
  const toCollect = sql`${checkout.paymentStatus} in (${inStatuses(TO_COLLECT)}) and exists (select 1 from orders o where o.id = "checkout"."id" and o.status <> 'cancelled')`;
  const sum = (where: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${checkout.totalPaise}) filter (where ${where}), 0)::bigint`.mapWith(Number);
  const n = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})::int`;
  const [row] = await db
    .select({
      confirmedPaise: sum(settledToday),
      confirmed: n(settledToday),
      toConfirmPaise: sum(toConfirm),
      toConfirm: n(toConfirm),
      toCollectPaise: sum(toCollect),
      toCollect: n(toCollect),
    })
    .from(checkout)
    .where(and(eq(checkout.sellerId, sellerId), inArray(checkout.paymentStatus, [...SETTLED, ...TO_CONFIRM, ...TO_COLLECT])));
  return row ?? { confirmedPaise: 0, confirmed: 0, toConfirmPaise: 0, toConfirm: 0, toCollectPaise: 0, toCollect: 0 };
}
