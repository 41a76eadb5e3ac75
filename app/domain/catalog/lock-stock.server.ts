// Locking a product's stock rows for a compare-and-set (the product form's save, the CSV import):
// its own module because both writers take the lock the same way, in checkout's order.
import { inArray } from "drizzle-orm";
import { productStock } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { StockMap } from "./product-form";
import { STOCK_LOCK_ORDER } from "./stock-order";

/**
 * Locks the stock rows of these products until the transaction ends and returns their counts: a
 * checkout or cancellation waits, so a compare-and-set of stock cannot miss one. Locked in key
 * order, like checkout takes them, so the two do not deadlock.
 */
export async function lockStock(tx: Tx, productIds: readonly string[]): Promise<Map<string, StockMap>> {
  const byProduct = new Map<string, StockMap>(productIds.map((id) => [id, {}]));
  if (productIds.length === 0) return byProduct;
  const rows = await tx
    .select({ productId: productStock.productId, color: productStock.color, size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .where(inArray(productStock.productId, [...productIds]))
    .orderBy(...STOCK_LOCK_ORDER)
    .for("update");
  for (const r of rows) {
    const map = byProduct.get(r.productId) ?? {};
    map[r.color] = { ...map[r.color], [r.size]: r.stock };
    byProduct.set(r.productId, map);
  }
  return byProduct;
}
