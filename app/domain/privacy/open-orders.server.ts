// Whether a person or a shop still has goods or money in motion: an order not yet delivered,
// cancelled or returned, or a return not yet decided or settled. Neither an account's erasure nor a
// shop's closure may take away the name and address a parcel or a refund still needs.
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { orders, returnRequest } from "~/db/schema";
import type { OrderStatus } from "~/db/schema/values";
import type { DbOrTx } from "~/db/transaction.server";
import { OPEN_RETURN } from "~/domain/returns/rules";

const IN_MOTION: readonly OrderStatus[] = ["pending", "confirmed", "processing", "shipped"];

export async function hasOpenOrders(db: DbOrTx, whose: { userId: string } | { sellerId: string }): Promise<boolean> {
  const ofOrder: SQL | undefined = "userId" in whose ? eq(orders.userId, whose.userId) : eq(orders.sellerId, whose.sellerId);
  const ofReturn: SQL | undefined = "userId" in whose ? eq(returnRequest.userId, whose.userId) : eq(returnRequest.sellerId, whose.sellerId);
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(returnRequest, and(eq(returnRequest.orderId, orders.id), inArray(returnRequest.status, [...OPEN_RETURN])))
    .where(and(ofOrder, or(inArray(orders.status, [...IN_MOTION]), and(ofReturn, inArray(returnRequest.status, [...OPEN_RETURN])))))
    .limit(1);
  return Boolean(open);
}
