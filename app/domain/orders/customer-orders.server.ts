// A customer's own orders at one shop (docs/decisions/0065-orders-are-private.md).
// Every query is scoped by both ids, so a foreign order id reads as "not found".
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItem, orders } from "~/db/schema";
import { isUuid } from "~/utils/uuid";

export interface OrderSummary {
  id: string;
  createdAt: string;
  status: string;
  totalPaise: number;
  quantity: number;
}

/** Newest first; one shop's history is small, but a cap keeps a response bounded. */
export async function listCustomerOrders(db: Database, userId: string, sellerId: string, limit = 200): Promise<OrderSummary[]> {
  const rows = await db
    .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, totalPaise: orders.totalPaise })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.sellerId, sellerId)))
    .orderBy(desc(orders.createdAt), desc(orders.lineNo))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db.select({ orderId: orderItem.orderId, quantity: orderItem.quantity }).from(orderItem).where(inArray(orderItem.orderId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    quantity: items.filter((i) => i.orderId === r.id).reduce((s, i) => s + i.quantity, 0),
  }));
}

export async function getCustomerOrder(db: Database, userId: string, sellerId: string, orderId: string) {
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
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.sellerId, sellerId)));
  if (!order) return null;
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
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    quantity: items.reduce((s, i) => s + i.quantity, 0),
    items,
  };
}
export type CustomerOrder = NonNullable<Awaited<ReturnType<typeof getCustomerOrder>>>;
