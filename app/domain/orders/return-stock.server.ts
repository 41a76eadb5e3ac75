// Cancelling an order puts its lines back in stock: the seller's cancel and an unpaid checkout's
// expiry both do it, always inside the transaction that moved the orders to 'cancelled' (and only
// for orders that transaction moved, so stock comes back once). A line cancelled earlier on its own
// already gave its stock back.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { orderItem, productStock } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { compareStockKeys } from "~/domain/catalog/stock-order";

type StockLine = { productId: string | null; color: string; size: string; quantity: number };

export async function returnStock(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx
    .select({ productId: orderItem.productId, color: orderItem.color, size: orderItem.size, quantity: orderItem.quantity })
    .from(orderItem)
    .where(and(inArray(orderItem.orderId, orderIds), isNull(orderItem.cancelledAt)));
  await putBack(tx, items);
}

/** Lines that left an order on their own (cancelled or returned: ./cancel-line.server.ts), in its transaction. */
export const returnLinesStock = (tx: Tx, lines: StockLine[]) => putBack(tx, lines);

async function putBack(tx: Tx, items: StockLine[]): Promise<void> {
  // The product was deleted since: nothing to return. Rows in the one lock order (no deadlocks).
  const returnable = items.filter((i): i is StockLine & { productId: string } => i.productId !== null).sort(compareStockKeys);
  for (const item of returnable) {
    const put = () =>
      tx
        .update(productStock)
        .set({ stock: sql`${productStock.stock} + ${item.quantity}` })
        .where(and(eq(productStock.productId, item.productId), eq(productStock.color, item.color), eq(productStock.size, item.size)))
        .returning({ stock: productStock.stock });
    // A seller's save that was holding the row replaces it (delete and insert): the update waited for
    // it and then skipped the deleted row. A second statement sees the new one. A colour or size
    // removed since the order has no row to return to; that stock is gone.
    if ((await put()).length === 0) await put();
  }
}
