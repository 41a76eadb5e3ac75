// A regular GST seller's active products that no tax invoice could be issued for: no HSN of their
// own and none from their category (an invoice is issued when the goods leave, and refuses a line
// without one). Shown when the seller registers and on the Products page, so it is fixed before an order ships.
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { category, product } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import { productHsn } from "./product-hsn.server";

/** How many the list names; the rest is a count. */
export const MISSING_HSN_SHOWN = 10;

export async function productsWithoutHsn(
  db: DbOrTx,
  sellerId: string,
): Promise<{ products: Array<{ id: string; name: string }>; total: number }> {
  const where = and(eq(product.sellerId, sellerId), eq(product.active, true), isNull(productHsn));
  const from = () => db.select({ n: count() }).from(product).leftJoin(category, eq(category.id, product.categoryId)).where(where);
  const [[{ n }], products] = await Promise.all([
    from(),
    db
      .select({ id: product.id, name: product.name })
      .from(product)
      .leftJoin(category, eq(category.id, product.categoryId))
      .where(where)
      .orderBy(asc(product.name), asc(product.id))
      .limit(MISSING_HSN_SHOWN),
  ]);
  return { products, total: n };
}
