// Cancelling an order puts its items back in stock: the seller's cancel and an unpaid checkout's
// expiry both do it, always inside the transaction that moved the orders to 'cancelled' (and only
// for orders that transaction moved, so stock comes back once).
import { and, eq, inArray, sql } from "drizzle-orm";
import { orderItem, productStock } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { compareStockKeys } from "~/domain/catalog/stock-order";

export async function returnStock(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx
    .select({ productId: orderItem.productId, color: orderItem.color, size: orderItem.size, quantity: orderItem.quantity })
    .from(orderItem)
    .where(inArray(orderItem.orderId, orderIds));
  // The product was deleted since: nothing to return. Rows in the one lock order (no deadlocks).
  const returnable = items.filter((i): i is typeof i & { productId: string } => i.productId !== null).sort(compareStockKeys);
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
