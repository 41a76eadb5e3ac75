// The seller cancels one line of an order (out of stock, damaged) while the rest still ships: its
// stock comes back, its goods and its share of the coupon discount leave the order's amounts (the
// fees stay with the parcel), and the shopper is told (docs/decisions/0128-one-order-per-purchase.md).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkout, orderItem, orders } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { creditWhatLeft } from "~/domain/invoices/credit-note.server";
import { orderTaxToday } from "~/domain/invoices/order-tax.server";
import { notify } from "~/domain/notifications/notify.server";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { returnLinesStock } from "./return-stock.server";
import { canCancelLine } from "./seller-actions";
import { orderStatusWord } from "./status-words";

const notFound = () => new DomainError("order_not_found", m.dash_err_order_not_found(), { status: 404 });

/** The order's amounts without a line (or several, summed): its goods and discount share go, the fees stay. */
export function amountsWithoutLine(
  order: { subtotalPaise: number; discountPaise: number; deliveryFeePaise: number; codFeePaise: number },
  line: { totalPaise: number; discountPaise: number },
) {
  const subtotalPaise = order.subtotalPaise - line.totalPaise;
  const discountPaise = order.discountPaise - line.discountPaise;
  return { subtotalPaise, discountPaise, totalPaise: subtotalPaise - discountPaise + order.deliveryFeePaise + order.codFeePaise };
}

type LeavingLine = {
  id: string;
  name: string;
  productId: string | null;
  color: string;
  size: string;
  quantity: number;
  pricePaise: number;
  discountPaise: number;
};

/**
 * Lines leave an order (cancelled by the seller, or returned by the shopper): their stock comes back,
 * their goods and discount share leave the amounts, and an invoiced order gets a credit note for them
 * (otherwise its tax is worked out again for what is left). The caller holds the checkout row
 * (`amounts`, as locked) and the order row; the stock rows, the amounts' trigger and the credit-note
 * series follow in the lock order.
 */
export async function linesLeaveOrder(
  tx: Tx,
  p: { orderId: string; amounts: Parameters<typeof amountsWithoutLine>[0]; lines: LeavingLine[]; reason: string; now: Date },
) {
  await returnLinesStock(tx, p.lines);
  await tx
    .update(orderItem)
    .set({ cancelledAt: p.now })
    .where(
      inArray(
        orderItem.id,
        p.lines.map((l) => l.id),
      ),
    );
  const next = amountsWithoutLine(p.amounts, {
    totalPaise: p.lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0),
    discountPaise: p.lines.reduce((sum, l) => sum + l.discountPaise, 0),
  });
  await tx
    .update(checkout)
    .set({ ...next, updatedAt: p.now })
    .where(eq(checkout.id, p.orderId));
  // Invoiced: a credit note takes the lines off and the documents' tax becomes the order's. Not yet:
  // the tax is worked out again for what is left.
  const { invoiced } = await creditWhatLeft(tx, p.orderId, p.reason, p.now);
  if (!invoiced) {
    const { tax } = await orderTaxToday(tx, p.orderId, p.now);
    await tx.update(checkout).set({ taxPaise: tax.taxPaise }).where(eq(checkout.id, p.orderId));
  }
  return next;
}

export async function cancelOrderLine(db: Database, sellerId: string, orderId: string, lineNo: number, now = new Date()) {
  if (!isUuid(orderId) || !Number.isSafeInteger(lineNo) || lineNo < 0) throw notFound();
  // Lock order (app/db/transaction.server.ts): the checkout row, the order row, the line's stock, then
  // the new amounts, whose trigger moves what the customer spent.
  return inTransaction(db, async (tx) => {
    const [amounts] = await tx
      .select()
      .from(checkout)
      .where(and(eq(checkout.id, orderId), eq(checkout.sellerId, sellerId)))
      .for("update");
    if (!amounts) throw notFound();
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound();
    const lines = await tx
      .select()
      .from(orderItem)
      .where(and(eq(orderItem.orderId, orderId), isNull(orderItem.cancelledAt)));
    const line = lines.find((l) => l.lineNo === lineNo);
    if (!line) throw new DomainError("line_not_found", m.dash_err_line_not_found(), { status: 404 });
    if (!canCancelLine(order.status, lines.length)) {
      const message =
        lines.length <= 1 ? m.dash_err_last_line() : m.dash_err_line_not_cancellable({ status: orderStatusWord(order.status) });
      throw new DomainError("line_not_cancellable", message, { status: 409 });
    }
    const next = await linesLeaveOrder(tx, { orderId, amounts, lines: [line], reason: `Item cancelled: ${line.name}`, now });
    await tx
      .update(orders)
      .set({ updatedAt: now, seenBySellerAt: sql`coalesce(${orders.seenBySellerAt}, now())` })
      .where(eq(orders.id, orderId));
    await notify(tx, { kind: "line-cancelled", orderId, lineNo });
    return next;
  });
}
