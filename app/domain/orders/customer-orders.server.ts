// A customer's own orders at one shop (docs/decisions/0065-orders-are-private.md).
// Every query is scoped by both ids, so a foreign order id reads as "not found".
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderItem, orders } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import { type ShownPaymentStatus, shownPaymentStatus } from "~/domain/payments/status";
import { isUuid } from "~/utils/uuid";
import { canPayNow } from "./payable";
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
      totalPaise: orders.totalPaise,
      paymentStatus: checkout.paymentStatus,
    })
    .from(orders)
    .innerJoin(checkout, eq(checkout.id, orders.checkoutId))
    .where(and(eq(orders.userId, userId), eq(orders.sellerId, sellerId)))
    .orderBy(desc(orders.createdAt), desc(orders.lineNo))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.select({ orderId: orderItem.orderId, quantity: orderItem.quantity }).from(orderItem).where(inArray(orderItem.orderId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    paymentStatus: shownPaymentStatus(r.paymentStatus, [r.status as OrderStatus]),
    createdAt: r.createdAt.toISOString(),
    quantity: items.filter((i) => i.orderId === r.id).reduce((s, i) => s + i.quantity, 0),
  }));
}

/** One order with its checkout's totals and payment (docs/decisions/0074-checkout-totals.md). */
export async function getCustomerOrder(db: Database, userId: string, sellerId: string, orderId: string, now = new Date()) {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      deliveryMode: orders.deliveryMode,
      totalPaise: orders.totalPaise,
      shippingAddress: orders.shippingAddress,
      contactNumber: orders.contactNumber,
      customerName: orders.customerName,
      checkoutId: orders.checkoutId,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.sellerId, sellerId)));
  if (!order) return null;
  // Scoped by user and shop again: the checkout is read only through the shopper's own order.
  const [co] = await db
    .select({
      subtotalPaise: checkout.subtotalPaise,
      discountPaise: checkout.discountPaise,
      deliveryFeePaise: checkout.deliveryFeePaise,
      codFeePaise: checkout.codFeePaise,
      taxPaise: checkout.taxPaise,
      totalPaise: checkout.totalPaise,
      couponCode: checkout.couponCode,
      paymentMethod: checkout.paymentMethod,
      paymentStatus: checkout.paymentStatus,
      paymentDueAt: checkout.paymentDueAt,
    })
    .from(checkout)
    .where(and(eq(checkout.id, order.checkoutId), eq(checkout.userId, userId), eq(checkout.sellerId, sellerId)));
  const [{ n: orderCount }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.checkoutId, order.checkoutId), eq(orders.userId, userId), eq(orders.sellerId, sellerId)));
  const items = await db
    .select({
      productId: orderItem.productId,
      name: orderItem.name,
      pricePaise: orderItem.pricePaise,
      quantity: orderItem.quantity,
      color: orderItem.color,
      size: orderItem.size,
      imageKey: orderItem.imageKey,
    })
    .from(orderItem)
    .where(eq(orderItem.orderId, order.id));
  const { subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, taxPaise, totalPaise, ...payment } = co;
  const { courier, trackingNumber, trackingUrl, ...rest } = order;
  return {
    ...rest,
    timeline: await orderTimeline(db, order),
    createdAt: order.createdAt.toISOString(),
    quantity: items.reduce((s, i) => s + i.quantity, 0),
    items,
    checkout: {
      id: order.checkoutId,
      orderCount,
      totals: { subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, taxPaise, totalPaise },
      couponCode: payment.couponCode,
      paymentMethod: payment.paymentMethod,
      paymentStatus: shownPaymentStatus(payment.paymentStatus, [order.status]),
      paymentDueAt: payment.paymentDueAt?.toISOString() ?? null,
      canPayNow: canPayNow(payment, now),
    },
  };
}
export type CustomerOrder = NonNullable<Awaited<ReturnType<typeof getCustomerOrder>>>;
