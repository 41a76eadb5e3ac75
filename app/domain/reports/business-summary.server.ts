// The Reports page's figures for a period (period.ts): what the shop sold, and the money that came
// in or is still owed. Every figure is one SQL aggregate over the shop's checkouts (one row per
// order, `checkout.id` = `orders.id`), scoped by the seller id. Days are India's (IST midnight).
//
// The definitions, as the page's note states them:
// - Orders: placed in the period (orders.created_at) and not cancelled or returned; Cancelled: placed
//   in it and cancelled; Returned: placed in it and its parcel came back to the seller undelivered
//   (never a sale). Every sales figure below is over the orders that stand.
// - Gross sales: their goods at the prices charged (subtotal), before coupon discounts.
// - Discounts, delivery fees, COD fees: their sums. GST is included in the prices (tax_paise is the
//   part of the total that is GST), never added.
// - Net sales: the order totals (gross − discounts + delivery fees + COD fees). An order's total
//   already drops when the seller cancels a line of it, and a cancelled order is out of the sales
//   altogether; a refund only ever follows such a cancelling (seller-payment.server.ts), so
//   refunds are shown beside net sales, not taken off it a second time.
// - Refunds: refund_paise of refunds made in the period (refunded_at), whenever the order was placed,
//   and the UPI refunds of returns closed in the period (return_request.closed_at): a returned line
//   has left its order's total like a cancelled one.
// - UPI confirmed: UPI payments the seller confirmed (status paid) in the period (settled_at).
// - Cash collected: COD and pay-at-shop cash marked collected in the period (settled_at).
// - Still to collect / to confirm: outstanding now, whenever the order was placed (the same
//   numbers as the Today screen's).
import { and, eq, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders, returnRequest } from "~/db/schema";
import { countWhere, sumWhere, toCollectWhere, toConfirmWhere } from "~/domain/orders/seller-order-stats.server";
import { orderStands } from "~/domain/orders/standing.server";
import { istMidnight } from "~/utils/dates";
import { type DayRange, dailySeries, previousRange, type ReportPeriod } from "./period";

/** The start of the IST day, as the timestamp the database compares with. */
const at = (day: string) => istMidnight(day).toISOString();
export const within = (column: SQLWrapper, { from, until }: DayRange) => sql`${column} >= ${at(from)} and ${column} < ${at(until)}`;

/** What a day's bar counts: the goods of orders that stand, after coupon discounts (fees apart). */
const netGoods = sql`${checkout.subtotalPaise} - ${checkout.discountPaise}`;

export async function businessSummary(db: Database, sellerId: string, period: ReportPeriod) {
  const placed = sql`${within(orders.createdAt, period)} and ${orderStands(orders.status)}`;
  const cancelled = sql`${within(orders.createdAt, period)} and ${orders.status} = 'cancelled'`;
  const returned = sql`${within(orders.createdAt, period)} and ${orders.status} = 'returned'`;
  const refunded = sql`${checkout.refundPaise} is not null and ${within(checkout.refundedAt, period)}`;
  const settled = (method: SQL) => sql`${method} and ${within(checkout.settledAt, period)}`;
  const upiConfirmed = settled(sql`${checkout.paymentMethod} = 'upi' and ${checkout.paymentStatus} = 'paid'`);
  const cashCollected = settled(sql`${checkout.paymentMethod} in ('cod', 'pay_at_shop') and ${checkout.paymentStatus} = 'collected'`);
  const sales = (amount: SQLWrapper) => sumWhere(amount, placed);

  const returnRefunded = sql`${returnRequest.status} = 'refunded' and ${within(returnRequest.closedAt, period)}`;
  const [[row], [returns]] = await Promise.all([
    db
      .select({
        orders: countWhere(placed),
        cancelled: countWhere(cancelled),
        returned: countWhere(returned),
        grossPaise: sales(checkout.subtotalPaise),
        discountPaise: sales(checkout.discountPaise),
        deliveryFeePaise: sales(checkout.deliveryFeePaise),
        codFeePaise: sales(checkout.codFeePaise),
        taxPaise: sales(checkout.taxPaise),
        netSalesPaise: sales(checkout.totalPaise),
        netGoodsPaise: sales(netGoods),
        refunds: countWhere(refunded),
        refundsPaise: sumWhere(checkout.refundPaise, refunded),
        upiConfirmed: countWhere(upiConfirmed),
        upiConfirmedPaise: sumWhere(checkout.totalPaise, upiConfirmed),
        cashCollected: countWhere(cashCollected),
        cashCollectedPaise: sumWhere(checkout.totalPaise, cashCollected),
        toCollect: countWhere(toCollectWhere),
        toCollectPaise: sumWhere(checkout.totalPaise, toCollectWhere),
        toConfirm: countWhere(toConfirmWhere),
        toConfirmPaise: sumWhere(checkout.totalPaise, toConfirmWhere),
      })
      .from(checkout)
      .innerJoin(orders, eq(orders.id, checkout.id))
      .where(eq(checkout.sellerId, sellerId)),
    db
      .select({ refunds: countWhere(returnRefunded), refundsPaise: sumWhere(returnRequest.refundPaise, returnRefunded) })
      .from(returnRequest)
      .where(eq(returnRequest.sellerId, sellerId)),
  ]);
  // An aggregate without GROUP BY always returns its one row.
  if (!row || !returns) throw new Error("the business summary returned no row");
  return { ...row, refunds: row.refunds + returns.refunds, refundsPaise: row.refundsPaise + returns.refundsPaise };
}
export type BusinessSummary = Awaited<ReturnType<typeof businessSummary>>;

/**
 * The chart's days: net goods per IST day of the period, each beside the day as far into the
 * equally long stretch before it; `today` (IST) ends this period's bars.
 */
export async function dailySales(db: Database, sellerId: string, period: ReportPeriod, today: string) {
  const previous = previousRange(period);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const sums = await db
    .select({ day, paise: sql<number>`sum(${netGoods})::bigint`.mapWith(Number) })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        orderStands(orders.status),
        gte(orders.createdAt, istMidnight(previous.from)),
        lt(orders.createdAt, istMidnight(period.until)),
      ),
    )
    .groupBy(day);
  return dailySeries(period, sums, today);
}
