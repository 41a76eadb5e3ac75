// A shop's order list as its seller sees it (the Orders page): the filters of its URL, the columns of
// a row (a customer's page shows the same rows), and one page of orders. Scoped by the seller id.
import { and, between, count, desc, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { checkout, orders, returnRequest } from "~/db/schema";
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "~/db/schema/values";
import { shownPaymentStatus, TO_COLLECT, TO_CONFIRM } from "~/domain/payments/status";
import { OPEN_RETURN } from "~/domain/returns/rules";
import { clampPage, readPage } from "~/utils/paging";
import { LIVE_QUANTITY } from "./order-lines.server";
import { numberIdRange } from "./reference";
import { ENDED_UNDELIVERED } from "./seller-actions";

export const SELLER_ORDERS_PAGE_SIZE = 30;

/** What a row of the seller's order lists shows (the Orders page, a customer's page). */
export const ORDER_ROW_COLUMNS = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  deliveryMode: orders.deliveryMode,
  totalPaise: sql<number>`(select c.total_paise from checkout c where c.id = "orders"."id")`.mapWith(Number),
  paymentStatus: sql<PaymentStatus>`(select c.payment_status from checkout c where c.id = "orders"."id")`,
  itemName: sql<string>`(select oi.name from order_item oi where oi.order_id = "orders"."id" order by oi.cancelled_at is not null, oi.line_no limit 1)`,
  lineCount: sql<number>`(select count(*)::int from order_item oi where oi.order_id = "orders"."id" and oi.cancelled_at is null)`,
  quantity: LIVE_QUANTITY,
  /** A shopper's return request waits on the seller (to decide, or to receive). */
  returnOpen: sql<boolean>`exists (select 1 from return_request r where r.order_id = "orders"."id" and r.status in ('requested', 'approved'))`,
};

/** A row read with ORDER_ROW_COLUMNS as the lists show it: its date as text, its payment as shown for this order. */
export function orderRow<R extends { status: OrderStatus; paymentStatus: PaymentStatus; createdAt: Date }>(r: R) {
  return { ...r, paymentStatus: shownPaymentStatus(r.paymentStatus, r.status), createdAt: r.createdAt.toISOString() };
}

/** The payment filters of the order list (`?payment=`): UPI payments to confirm, cash to collect. */
export const PAYMENT_FILTERS = { "to-confirm": TO_CONFIRM, "to-collect": TO_COLLECT } as const;
export type PaymentFilter = keyof typeof PAYMENT_FILTERS;

/** The status filter's words beyond the statuses: orders to ship, and orders with a return waiting on the seller. */
export const STATUS_GROUPS = ["to-ship", "returns"] as const;
type StatusFilter = OrderStatus | (typeof STATUS_GROUPS)[number];

export interface SellerOrderFilter {
  status?: StatusFilter | null;
  payment?: PaymentFilter | null;
  q?: string;
  page?: number;
}

export function parseOrderFilter(params: URLSearchParams): Required<SellerOrderFilter> {
  const raw = params.get("status");
  const status = ([...STATUS_GROUPS, ...ORDER_STATUSES] as readonly string[]).includes(raw ?? "") ? (raw as StatusFilter) : null;
  const page = readPage(params);
  const rawPayment = params.get("payment") ?? "";
  const payment = Object.hasOwn(PAYMENT_FILTERS, rawPayment) ? (rawPayment as PaymentFilter) : null;
  return { status, payment, q: (params.get("q") ?? "").trim().slice(0, 100), page };
}

/** An order number typed into the search (whole, or its start): the ids it can name, by the primary key. */
function numberMatch(q: string) {
  const hex = q.replace(/^#\s*/, "").toLowerCase();
  if (!/^[0-9a-f]{1,10}$/.test(hex)) return undefined;
  const [low, high] = numberIdRange(hex);
  return between(orders.id, low, high);
}

/** Orders newest first; search matches the customer's name or phone, an item name or the order number's start. */
export async function listSellerOrders(db: Database, sellerId: string, filter: SellerOrderFilter = {}) {
  const conditions = [eq(orders.sellerId, sellerId)];
  if (filter.status === "to-ship") conditions.push(inArray(orders.status, ["confirmed", "processing"]));
  else if (filter.status === "returns") {
    // From return_request_seller_idx: the shop's requests waiting on it; their orders by id.
    const waiting = db
      .select({ id: returnRequest.orderId })
      .from(returnRequest)
      .where(and(eq(returnRequest.sellerId, sellerId), inArray(returnRequest.status, [...OPEN_RETURN])));
    conditions.push(inArray(orders.id, waiting));
  } else if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.payment) {
    // The shop's checkouts in those statuses come from checkout_seller_payment_idx; their orders share their ids.
    const checkouts = db
      .select({ id: checkout.id })
      .from(checkout)
      .where(and(eq(checkout.sellerId, sellerId), inArray(checkout.paymentStatus, [...PAYMENT_FILTERS[filter.payment]])));
    conditions.push(inArray(orders.id, checkouts));
    // A cancelled or returned order has nothing to collect, whatever its checkout still says.
    if (filter.payment === "to-collect") conditions.push(notInArray(orders.status, [...ENDED_UNDELIVERED]));
  }
  const q = filter.q?.trim();
  if (q) {
    const like = containsPattern(q);
    const match = or(
      ilike(orders.customerName, like),
      ilike(orders.contactNumber, like),
      numberMatch(q),
      sql`exists (select 1 from order_item oi where oi.order_id = "orders"."id" and oi.name ilike ${like})`,
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const page = clampPage(filter.page);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({ ...ORDER_ROW_COLUMNS, customerName: orders.customerName, seen: sql<boolean>`${orders.seenBySellerAt} is not null` })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SELLER_ORDERS_PAGE_SIZE)
    .offset((page - 1) * SELLER_ORDERS_PAGE_SIZE);
  return {
    orders: rows.map(orderRow),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / SELLER_ORDERS_PAGE_SIZE)),
  };
}
