// A customer's own orders at one shop (docs/decisions/0065-orders-are-private.md).
// Every query is scoped by both ids, so a foreign order id reads as "not found".
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orders } from "~/db/schema";
import { codState } from "~/domain/payments/cod/cod-state";
import { BY_BANK, PAID_VIA } from "~/domain/payments/paid-via.server";
import { type ShownPaymentStatus, shownPaymentStatus } from "~/domain/payments/status";
import { isUuid } from "~/utils/uuid";
import { LIVE_QUANTITY, orderLines, shownLine } from "./order-lines.server";
import { canPayNow } from "./payable";
import { orderNumber } from "./reference";
import { orderTimeline } from "./timeline.server";

export interface OrderSummary {
  id: string;
  createdAt: string;
  status: string;
  totalPaise: number;
  quantity: number;
  paymentStatus: ShownPaymentStatus;
}

/** Newest first; one shop's history is small, but a cap keeps a response bounded. */
export async function listCustomerOrders(db: Database, userId: string, sellerId: string, limit = 200): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalPaise: checkout.totalPaise,
      paymentStatus: checkout.paymentStatus,
      quantity: LIVE_QUANTITY,
    })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.sellerId, sellerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, paymentStatus: shownPaymentStatus(r.paymentStatus, r.status), createdAt: r.createdAt.toISOString() }));
}

/** One order with its lines, amounts and payment (docs/decisions/0128-one-order-per-purchase.md). */
export async function getCustomerOrder(db: Database, userId: string, sellerId: string, orderId: string, now = new Date()) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, co: checkout, paidVia: PAID_VIA })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.sellerId, sellerId)));
  if (!row) return null;
  const { order, co, paidVia } = row;
  const lines = await orderLines(db, sellerId, order.id);
  const live = lines.filter((l) => l.cancelledAt === null);
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    deliveryMode: order.deliveryMode,
    totalPaise: co.totalPaise,
    shippingAddress: order.shippingAddress,
    contactNumber: order.contactNumber,
    customerName: order.customerName,
    timeline: await orderTimeline(db, order),
    quantity: live.reduce((s, i) => s + i.quantity, 0),
    items: lines.map(shownLine),
    checkout: {
      id: order.id,
      totals: {
        subtotalPaise: co.subtotalPaise,
        discountPaise: co.discountPaise,
        deliveryFeePaise: co.deliveryFeePaise,
        codFeePaise: co.codFeePaise,
        taxPaise: co.taxPaise,
        totalPaise: co.totalPaise,
      },
      couponCode: co.couponCode,
      paymentMethod: co.paymentMethod,
      paymentStatus: shownPaymentStatus(co.paymentStatus, order.status),
      /** The shop's bank confirmed the payment (an SMS or statement matched it), not the seller by hand. */
      paidByBank: paidVia !== null && BY_BANK.includes(paidVia),
      paymentDueAt: co.paymentDueAt?.toISOString() ?? null,
      canPayNow: canPayNow(co, now),
      /** Cash on delivery: whether the shopper has confirmed it (null for other methods). */
      cod: co.paymentMethod === "cod" ? codState(co) : null,
    },
  };
}
export type CustomerOrder = NonNullable<Awaited<ReturnType<typeof getCustomerOrder>>>;
