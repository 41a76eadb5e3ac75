// A shop's order numbers for the dashboard: the new-order count (the Orders badge and Today's tile)
// and the Today screen's orders and money. Scoped by the seller id.
import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/values";
import { SETTLED, TO_COLLECT, TO_CONFIRM } from "~/domain/payments/status";
import { ENDED_UNDELIVERED_LIST, orderStands } from "./standing.server";

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
  const thisWeek = sql`${orders.createdAt} >= ${weekAgo} and ${orderStands(orders.status)}`;
  const [[row], money, newOrders] = await Promise.all([
    db
      .select({
        toShip: countWhere(sql`${orders.status} in ('confirmed', 'processing')`),
        weekOrders: countWhere(thisWeek),
        weekPaise: sumWhere(checkout.totalPaise, thisWeek),
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

/** A UPI payment the shopper says they made, for the seller to confirm (whenever it was ordered). */
export const toConfirmWhere = sql`${checkout.paymentStatus} in (${inStatuses(TO_CONFIRM)})`;
// Cash of a cancelled or returned order is nothing to collect.
/** Cash still to collect on an order that stands (whenever it was ordered). */
export const toCollectWhere = sql`${checkout.paymentStatus} in (${inStatuses(TO_COLLECT)}) and exists (select 1 from orders o where o.id = "checkout"."id" and o.status not in (${sql.raw(ENDED_UNDELIVERED_LIST)}))`;
/** Money reached the seller: a UPI payment confirmed or cash collected. */
export const settledWhere = sql`${checkout.paymentStatus} in (${inStatuses(SETTLED)})`;

// bigint: a shop's sums pass int's ₹2.15 crore; as a JS number paise are exact to ₹90 lakh crore.
/** The sum of a checkout amount over the rows matching `where` (0 for none), as a number of paise. */
export const sumWhere = (amount: SQLWrapper, where: SQL) =>
  sql<number>`coalesce(sum(${amount}) filter (where ${where}), 0)::bigint`.mapWith(Number);
/** How many rows match `where`. */
export const countWhere = (where: SQL) => sql<number>`count(*) filter (where ${where})::int`;

/**
 * Today's money (the IST calendar day of `now`): confirmed = paid or collected today; to confirm
 * (claimed) and to collect are what is outstanding, whenever it was ordered. Amounts and counts.
 */
export async function sellerMoneyToday(db: Database, sellerId: string, now = new Date()) {
  const istDayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;
  const settledToday = sql`${settledWhere} and ${checkout.settledAt} >= ${istDayStart}`;
  const sum = (where: SQL) => sumWhere(checkout.totalPaise, where);
  const [row] = await db
    .select({
      confirmedPaise: sum(settledToday),
      confirmed: countWhere(settledToday),
      toConfirmPaise: sum(toConfirmWhere),
      toConfirm: countWhere(toConfirmWhere),
      toCollectPaise: sum(toCollectWhere),
      toCollect: countWhere(toCollectWhere),
    })
    .from(checkout)
    .where(and(eq(checkout.sellerId, sellerId), inArray(checkout.paymentStatus, [...SETTLED, ...TO_CONFIRM, ...TO_COLLECT])));
  return row ?? { confirmedPaise: 0, confirmed: 0, toConfirmPaise: 0, toConfirm: 0, toCollectPaise: 0, toCollect: 0 };
}
