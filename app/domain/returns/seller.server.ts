// The seller's side of a return (docs/decisions/0139-returns-and-exchanges.md): approve or decline a
// request, and once the goods are back, record the refund sent by UPI (the lines leave the order: stock,
// amounts and a credit note follow) or ship the exchange (stock moves from the wanted size to the returned one).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderItem, orders, productStock, returnLine, returnRequest } from "~/db/schema";
import type { ReturnRequestStatus } from "~/db/schema/values";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { compareStockKeys } from "~/domain/catalog/stock-order";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import { linesLeaveOrder } from "~/domain/orders/cancel-line.server";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { isUuid } from "~/utils/uuid";
import type { SellerReturnInput } from "./forms";
import { linesValue } from "./rules";

const notFound = () => new DomainError("return_not_found", m.dash_return_not_found(), { status: 404 });
const changed = () => new DomainError("return_changed", m.dash_return_changed(), { status: 409 });

type Seller = { sellerId: string };

/** The order a request of this shop belongs to (read without a lock: the transaction locks in order after). */
async function orderOf(db: Database, sellerId: string, returnId: string) {
  if (!isUuid(returnId)) throw notFound();
  const [row] = await db
    .select({ orderId: returnRequest.orderId })
    .from(returnRequest)
    .where(and(eq(returnRequest.id, returnId), eq(returnRequest.sellerId, sellerId)));
  if (!row) throw notFound();
  return row.orderId;
}

/** The request row, locked after its order's rows; refused unless it is in `from`. */
async function lockRequest(tx: Tx, returnId: string, from: ReturnRequestStatus) {
  const [request] = await tx.select().from(returnRequest).where(eq(returnRequest.id, returnId)).for("update");
  if (!request) throw notFound();
  if (request.status !== from) throw changed();
  return request;
}

const lockOrder = (tx: Tx, orderId: string) => tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");

export async function actOnReturn(db: Database, who: Seller, input: SellerReturnInput, now = new Date()) {
  switch (input.intent) {
    case "return-approve":
      return decide(db, who, input.returnId, { status: "approved" }, now);
    case "return-decline":
      return decide(db, who, input.returnId, { status: "declined", declineReason: input.declineReason, closedAt: now }, now);
    case "return-refund":
      return refundReturn(db, who, input.returnId, { amountPaise: input.amount, utr: input.refundUtr }, now);
    case "return-exchange":
      return shipExchange(db, who, input.returnId, { courier: input.courier || null, trackingNumber: input.trackingNumber || null }, now);
  }
}

async function decide(
  db: Database,
  who: Seller,
  returnId: string,
  change: { status: "approved" } | { status: "declined"; declineReason: string; closedAt: Date },
  now: Date,
) {
  const orderId = await orderOf(db, who.sellerId, returnId);
  await inTransaction(db, async (tx) => {
    await lockOrder(tx, orderId);
    await lockRequest(tx, returnId, "requested");
    await tx
      .update(returnRequest)
      .set({ ...change, decidedAt: now, updatedAt: now })
      .where(eq(returnRequest.id, returnId));
    await notify(tx, { kind: "return", returnId, status: change.status });
  });
}

/**
 * The goods are back and the seller sent the money by UPI: the lines leave the order like a cancelled
 * line (stock, amounts, credit note). At most what the shopper paid for those lines, and never more
 * than is left of what they paid in all after earlier refunds.
 */
async function refundReturn(db: Database, who: Seller, returnId: string, refund: { amountPaise: number; utr: string }, now: Date) {
  const orderId = await orderOf(db, who.sellerId, returnId);
  return inTransaction(db, async (tx) => {
    // Lock order: the checkout row, the order row, the request; the stock, amounts and credit note follow.
    const [amounts] = await tx.select().from(checkout).where(eq(checkout.id, orderId)).for("update");
    if (!amounts) throw notFound();
    await lockOrder(tx, orderId);
    const request = await lockRequest(tx, returnId, "approved");
    if (request.kind !== "refund") throw changed();
    const lineNos = (await tx.select({ lineNo: returnLine.lineNo }).from(returnLine).where(eq(returnLine.returnId, returnId))).map(
      (l) => l.lineNo,
    );
    const lines = await tx
      .select()
      .from(orderItem)
      .where(and(eq(orderItem.orderId, orderId), inArray(orderItem.lineNo, lineNos)));
    if (lines.length !== lineNos.length || lines.some((l) => l.cancelledAt !== null)) throw changed();
    const [earlier] = await tx
      .select({ paise: sql<number>`coalesce(sum(${returnRequest.refundPaise}), 0)::bigint` })
      .from(returnRequest)
      .where(and(eq(returnRequest.orderId, orderId), eq(returnRequest.status, "refunded"), ne(returnRequest.id, returnId)));
    const most = Math.min(linesValue(lines), amounts.placedTotalPaise - (amounts.refundPaise ?? 0) - Number(earlier?.paise ?? 0));
    if (refund.amountPaise > most)
      throw new DomainError("refund_too_large", m.dash_return_refund_at_most({ amount: formatPaise(Math.max(most, 0)) }), {
        status: 422,
        field: "amount",
      });
    const names = lines.map((l) => l.name).join(", ");
    const next = await linesLeaveOrder(tx, { orderId, amounts, lines, reason: `Goods returned: ${names}`, now });
    await tx
      .update(returnRequest)
      .set({ status: "refunded", refundPaise: refund.amountPaise, refundUtr: refund.utr, closedAt: now, updatedAt: now })
      .where(eq(returnRequest.id, returnId));
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
    await notify(tx, { kind: "return", returnId, status: "refunded" });
    return next;
  });
}

type StockMove = { productId: string; color: string; size: string; quantity: number; name: string };

/**
 * The returned goods are back and the wanted colour or size goes out: the returned ones go back into
 * stock and the wanted ones are taken, in the one stock lock order. The order's lines, amounts and
 * invoice stay: the same goods at the same price, another variant.
 */
async function shipExchange(
  db: Database,
  who: Seller,
  returnId: string,
  parcel: { courier: string | null; trackingNumber: string | null },
  now: Date,
) {
  const orderId = await orderOf(db, who.sellerId, returnId);
  await inTransaction(db, async (tx) => {
    await lockOrder(tx, orderId);
    const request = await lockRequest(tx, returnId, "approved");
    if (request.kind !== "exchange") throw changed();
    const lines = await tx
      .select({ item: orderItem, wantedColor: returnLine.wantedColor, wantedSize: returnLine.wantedSize })
      .from(returnLine)
      .innerJoin(orderItem, and(eq(orderItem.orderId, orderId), eq(orderItem.lineNo, returnLine.lineNo)))
      .where(eq(returnLine.returnId, returnId));
    const moves: StockMove[] = [];
    for (const { item, wantedColor, wantedSize } of lines) {
      if (!item.productId || wantedColor === null || wantedSize === null)
        throw new DomainError("exchange_unavailable", m.dash_return_exchange_gone({ item: item.name }), { status: 409 });
      moves.push({ productId: item.productId, color: item.color, size: item.size, quantity: item.quantity, name: item.name });
      moves.push({ productId: item.productId, color: wantedColor, size: wantedSize, quantity: -item.quantity, name: item.name });
    }
    await moveStock(tx, moves);
    await tx
      .update(returnRequest)
      .set({ status: "exchanged", ...parcel, closedAt: now, updatedAt: now })
      .where(eq(returnRequest.id, returnId));
    await notify(tx, { kind: "return", returnId, status: "exchanged" });
  });
}

/** Stock in and out, summed per variant and taken in the one lock order; a variant short of stock refuses the whole exchange. */
async function moveStock(tx: Tx, moves: StockMove[]) {
  const net = new Map<string, StockMove>();
  for (const move of moves) {
    const key = JSON.stringify([move.productId, move.color, move.size]);
    const seen = net.get(key);
    net.set(key, seen ? { ...seen, quantity: seen.quantity + move.quantity } : move);
  }
  for (const move of [...net.values()].filter((mv) => mv.quantity !== 0).sort(compareStockKeys)) {
    const updated = await tx
      .update(productStock)
      .set({ stock: sql`${productStock.stock} + ${move.quantity}` })
      .where(
        and(
          eq(productStock.productId, move.productId),
          eq(productStock.color, move.color),
          eq(productStock.size, move.size),
          sql`${productStock.stock} + ${move.quantity} >= 0`,
        ),
      )
      .returning({ stock: productStock.stock });
    // A returned variant the seller removed since has nowhere to go back to; a wanted one must be there.
    if (updated.length === 0 && move.quantity < 0)
      throw new DomainError("exchange_out_of_stock", m.dash_return_exchange_out_of_stock({ item: move.name }), { status: 409 });
  }
}
