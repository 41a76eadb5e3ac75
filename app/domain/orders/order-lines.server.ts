// An order's lines in cart order, as every reader of an order needs them (its pages, its e-mails,
// a replayed checkout, its stock coming back): one query, one shape. And the order a line's former
// id names (each line was an order of its own before one order per purchase).
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sameShopRow } from "~/db/same-shop";
import { category, orderItem, orders, product } from "~/db/schema";
import { productHsn } from "~/domain/catalog/product-hsn.server";
import { isUuid } from "~/utils/uuid";

type Reader = Pick<Database, "select">;

export async function orderLines(db: Reader, sellerId: string, orderId: string) {
  const rows = await db
    .select({
      id: orderItem.id,
      lineNo: orderItem.lineNo,
      productId: orderItem.productId,
      name: orderItem.name,
      color: orderItem.color,
      size: orderItem.size,
      quantity: orderItem.quantity,
      pricePaise: orderItem.pricePaise,
      discountPaise: orderItem.discountPaise,
      imageKey: orderItem.imageKey,
      cancelledAt: orderItem.cancelledAt,
      // The seller's own rate and the HSN the line was ordered with, else its product's or its
      // category's as they are now (what its invoice takes).
      gstRate: orderItem.gstRate,
      hsn: sql<string | null>`coalesce(${orderItem.hsnCode}, ${productHsn})`,
    })
    .from(orderItem)
    .leftJoin(product, sameShopRow(product, orderItem.productId, orderItem))
    .leftJoin(category, sameShopRow(category, product.categoryId, product))
    .where(and(eq(orderItem.orderId, orderId), eq(orderItem.sellerId, sellerId)))
    .orderBy(asc(orderItem.lineNo));
  return rows.map((r) => ({ ...r, totalPaise: r.pricePaise * r.quantity }));
}
export type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];

/** A line as the order pages show it: whether the seller cancelled it, not when. */
export const shownLine = ({ cancelledAt, discountPaise, totalPaise, gstRate, hsn, ...line }: OrderLine) => ({
  ...line,
  cancelled: cancelledAt !== null,
});

/** In a select from orders: the pieces still ordered (a line the seller cancelled is not). */
export const LIVE_QUANTITY = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_item oi where oi.order_id = "orders"."id" and oi.cancelled_at is null)`;

/**
 * The id an order has now, from an id a shopper or seller may hold: the order's own, or that of one
 * of its lines when each line was an order (links in e-mails sent before one order per purchase).
 */
export async function currentOrderId(db: Database, sellerId: string, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        or(
          eq(orders.id, id),
          inArray(orders.id, db.select({ id: orderItem.orderId }).from(orderItem).where(eq(orderItem.formerOrderId, id))),
        ),
      ),
    )
    .limit(1);
  return found?.id ?? null;
}
