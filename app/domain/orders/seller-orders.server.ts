// A shop's orders as its seller sees them: list, detail, status changes with history, the
// new-order count and the Today numbers. Every query is scoped by the seller id, so another
// shop's order id reads as "not found" and changes nothing.
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { checkout, orderItem, orderStatusEvent, orders, user } from "~/db/schema";
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "~/db/schema/values";
import { inTransaction } from "~/db/transaction.server";
import { orderAmountPaise } from "~/domain/checkout/totals";
import { DomainError, invalidInput } from "~/domain/errors";
import { returnStock } from "~/domain/orders/return-stock.server";
import { nextStatuses } from "~/domain/orders/seller-actions";
import { orderStatusWord } from "~/domain/orders/status-words";
import { type Tracking, type TrackingInput, TrackingSchema } from "~/domain/orders/tracking";
import { SETTLED, shownPaymentStatus, TO_COLLECT, TO_CONFIRM } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { notify } from "~/jobs/notify.server";
import { clampPage, readPage } from "~/utils/paging";
import { isUuid } from "~/utils/uuid";

const orderNotFound = () => m.dash_err_order_not_found();

export const SELLER_ORDERS_PAGE_SIZE = 30;

/** What a row of the seller's order lists shows (the Orders page, a customer's page). */
export const ORDER_ROW_COLUMNS = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  totalPaise: orders.totalPaise,
  deliveryMode: orders.deliveryMode,
  paymentStatus: sql<PaymentStatus>`(select c.payment_status from checkout c where c.id = "orders"."checkout_id")`,
  itemName: sql<string>`(select oi.name from order_item oi where oi.order_id = "orders"."id" order by oi.id limit 1)`,
  quantity: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_item oi where oi.order_id = "orders"."id")`,
};

/** A row read with ORDER_ROW_COLUMNS as the lists show it: its date as text, its payment as shown for this order. */
export function orderRow<R extends { status: OrderStatus; paymentStatus: PaymentStatus; createdAt: Date }>(r: R) {
  return { ...r, paymentStatus: shownPaymentStatus(r.paymentStatus, [r.status]), createdAt: r.createdAt.toISOString() };
}

/** The payment filters of the order list (`?payment=`): UPI payments to confirm, cash to collect. */
export const PAYMENT_FILTERS = { "to-confirm": TO_CONFIRM, "to-collect": TO_COLLECT } as const;
export type PaymentFilter = keyof typeof PAYMENT_FILTERS;

export interface SellerOrderFilter {
  status?: OrderStatus | "to-ship" | null;
  payment?: PaymentFilter | null;
  q?: string;
  page?: number;
}

export function parseOrderFilter(params: URLSearchParams): Required<SellerOrderFilter> {
  const raw = params.get("status");
  const status = raw === "to-ship" || (ORDER_STATUSES as readonly string[]).includes(raw ?? "") ? (raw as OrderStatus | "to-ship") : null;
  const page = readPage(params);
  const rawPayment = params.get("payment") ?? "";
  const payment = Object.hasOwn(PAYMENT_FILTERS, rawPayment) ? (rawPayment as PaymentFilter) : null;
  return { status, payment, q: (params.get("q") ?? "").trim().slice(0, 100), page };
}

/** Orders newest first; search matches the customer's name or phone, an item name or the order id's start. */
export async function listSellerOrders(db: Database, sellerId: string, filter: SellerOrderFilter = {}) {
  const conditions = [eq(orders.sellerId, sellerId)];
  if (filter.status === "to-ship") conditions.push(inArray(orders.status, ["confirmed", "processing"]));
  else if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.payment) {
    // The shop's checkouts in those statuses come from checkout_seller_payment_idx; their orders by checkout id.
    const checkouts = db
      .select({ id: checkout.id })
      .from(checkout)
      .where(and(eq(checkout.sellerId, sellerId), inArray(checkout.paymentStatus, [...PAYMENT_FILTERS[filter.payment]])));
    conditions.push(inArray(orders.checkoutId, checkouts));
    // A cancelled order has nothing to collect, whatever its checkout still says.
    if (filter.payment === "to-collect") conditions.push(ne(orders.status, "cancelled"));
  }
  const q = filter.q?.trim();
  if (q) {
    const like = containsPattern(q);
    const match = or(
      ilike(orders.customerName, like),
      ilike(orders.contactNumber, like),
      sql`${orders.id}::text like ${`${q.toLowerCase().replace(/[\\%_]/g, "")}%`}`,
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
    .orderBy(desc(orders.createdAt), desc(orders.lineNo))
    .limit(SELLER_ORDERS_PAGE_SIZE)
    .offset((page - 1) * SELLER_ORDERS_PAGE_SIZE);
  return {
    orders: rows.map(orderRow),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / SELLER_ORDERS_PAGE_SIZE)),
  };
}

/** One order with its items and status history. Only reads: a prefetch must not mark it seen. */
export async function getSellerOrder(db: Database, sellerId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!order) return null;
  const [items, history, [customer]] = await Promise.all([
    db.select().from(orderItem).where(eq(orderItem.orderId, order.id)),
    db
      .select({ status: orderStatusEvent.status, at: orderStatusEvent.createdAt, actor: user.name })
      .from(orderStatusEvent)
      .leftJoin(user, eq(user.id, orderStatusEvent.actorUserId))
      .where(eq(orderStatusEvent.orderId, order.id))
      .orderBy(orderStatusEvent.createdAt),
    db.select({ email: user.email }).from(user).where(eq(user.id, order.userId)),
  ]);
  return {
    id: order.id,
    checkoutId: order.checkoutId,
    status: order.status,
    seen: order.seenBySellerAt !== null,
    createdAt: order.createdAt.toISOString(),
    deliveryMode: order.deliveryMode,
    totalPaise: order.totalPaise,
    /** What the shopper pays for this order (the goods total above is before discount and fees). */
    amountPaise: orderAmountPaise(order),
    shippingAddress: order.shippingAddress,
    contactNumber: order.contactNumber,
    customerName: order.customerName,
    tracking: { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl },
    customerEmail: customer?.email ?? null,
    items: items.map(({ id, productId, name, pricePaise, quantity, color, size, imageKey }) => ({
      id,
      productId,
      name,
      pricePaise,
      quantity,
      color,
      size,
      imageKey,
    })),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), actor: h.actor })),
    next: nextStatuses(order.status),
  };
}
export type SellerOrder = NonNullable<Awaited<ReturnType<typeof getSellerOrder>>>;

/** The seller has looked at the order (the page posts this once it is shown); the first time counts. */
export async function markOrderSeen(db: Database, sellerId: string, orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  const [found] = await db
    .update(orders)
    .set({ seenBySellerAt: sql`coalesce(${orders.seenBySellerAt}, now())` })
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    .returning({ id: orders.id });
  if (!found) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
}

/**
 * Moves an order to one of nextStatuses (app/domain/orders/seller-actions.ts), or cancels it (which puts its items back in stock).
 * The update is conditional on the status the seller saw, so two clicks or two tabs cannot apply
 * a change twice (and cannot return the stock twice). Marking it shipped saves the courier, AWB and
 * tracking link given (all optional) in the same transaction; other moves ignore them.
 */
export async function changeOrderStatus(
  db: Database,
  sellerId: string,
  orderId: string,
  to: string,
  actorUserId: string,
  trackingInput: TrackingInput = {},
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  if (!(ORDER_STATUSES as readonly string[]).includes(to))
    throw new DomainError("unknown_status", m.dash_err_unknown_status(), { field: "status" });
  const target = to as OrderStatus;
  const tracking = target === "shipped" ? parseTracking(trackingInput) : {};
  // Lock order (app/db/transaction.server.ts): the order row, its stock, then the status change,
  // whose trigger locks the shop's customer row.
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
      .for("update");
    if (!current) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
    if (!nextStatuses(current.status).includes(target)) {
      throw new DomainError(
        "status_not_allowed",
        m.dash_err_status_not_allowed({ from: orderStatusWord(current.status), to: orderStatusWord(target) }),
        { status: 409 },
      );
    }
    if (target === "cancelled") await returnStock(tx, [orderId]);
    await tx
      .update(orders)
      .set({ status: target, ...tracking, updatedAt: new Date(), seenBySellerAt: sql`coalesce(${orders.seenBySellerAt}, now())` })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvent).values({ orderId, status: target, actorUserId });
    await notify(tx, { kind: "status", orderId, status: target });
    return { from: current.status, to: target };
  });
}

/** The tracking fields as stored (absent = null), or the form's field errors as a 400. */
function parseTracking(input: TrackingInput): Tracking {
  const parsed = TrackingSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { courier, trackingNumber, trackingUrl } = parsed.data;
  return { courier: courier ?? null, trackingNumber: trackingNumber ?? null, trackingUrl: trackingUrl ?? null };
}

/**
 * Corrects the courier, AWB or tracking link of a shipped order (all three are replaced; empty
 * clears). Only while it is shipped: once delivered or for any other status it is a 409.
 */
export async function updateTracking(db: Database, sellerId: string, orderId: string, input: TrackingInput): Promise<Tracking> {
  if (!isUuid(orderId)) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  const tracking = parseTracking(input);
  const [done] = await db
    .update(orders)
    .set({ ...tracking, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId), eq(orders.status, "shipped")))
    .returning({ id: orders.id });
  if (done) return tracking;
  const [exists] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!exists) throw new DomainError("order_not_found", orderNotFound(), { status: 404 });
  throw new DomainError("status_not_allowed", m.dash_err_tracking_not_shipped({ status: orderStatusWord(exists.status) }), {
    status: 409,
  });
}

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
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.createdAt} >= ${weekAgo} and ${orders.status} <> 'cancelled'), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(orders)
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
  // Cash of a checkout whose orders are all cancelled is nothing to collect.
  const toCollect = sql`${checkout.paymentStatus} in (${inStatuses(TO_COLLECT)}) and exists (select 1 from orders o where o.checkout_id = "checkout"."id" and o.status <> 'cancelled')`;
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
