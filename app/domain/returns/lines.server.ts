// The order lines a return is about, as both order pages and the receiving step read them.
import { and, desc, eq, inArray, isNull, max } from "drizzle-orm";
import { orderItem, orderStatusEvent, returnLine, returnRequest } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import { HOLDS_LINES } from "./rules";

/** When the order was (last) marked delivered: the return window counts from it. */
export async function deliveredAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orderStatusEvent.createdAt) })
    .from(orderStatusEvent)
    .where(and(eq(orderStatusEvent.orderId, orderId), eq(orderStatusEvent.status, "delivered")));
  return row?.at ?? null;
}

/** The order's lines still in it (not cancelled, not returned), and which of them a request already holds. */
export async function returnableLines(db: DbOrTx, orderId: string) {
  const [live, held] = await Promise.all([
    db
      .select()
      .from(orderItem)
      .where(and(eq(orderItem.orderId, orderId), isNull(orderItem.cancelledAt)))
      .orderBy(orderItem.lineNo),
    db
      .select({ lineNo: returnLine.lineNo })
      .from(returnLine)
      .innerJoin(returnRequest, eq(returnRequest.id, returnLine.returnId))
      .where(and(eq(returnRequest.orderId, orderId), inArray(returnRequest.status, [...HOLDS_LINES]))),
  ]);
  const heldLines = new Set(held.map((h) => h.lineNo));
  return live.filter((l) => !heldLines.has(l.lineNo));
}

/** Every request of an order, newest first, with its lines as ordered. */
export async function orderReturnRows(db: DbOrTx, orderId: string) {
  const requests = await db.select().from(returnRequest).where(eq(returnRequest.orderId, orderId)).orderBy(desc(returnRequest.createdAt));
  if (requests.length === 0) return [];
  const lines = await db
    .select({ returnId: returnLine.returnId, wantedColor: returnLine.wantedColor, wantedSize: returnLine.wantedSize, item: orderItem })
    .from(returnLine)
    .innerJoin(returnRequest, eq(returnRequest.id, returnLine.returnId))
    .innerJoin(orderItem, and(eq(orderItem.orderId, returnRequest.orderId), eq(orderItem.lineNo, returnLine.lineNo)))
    .where(eq(returnRequest.orderId, orderId))
    .orderBy(orderItem.lineNo);
  return requests.map((r) => ({ ...r, lines: lines.filter((l) => l.returnId === r.id) }));
}
