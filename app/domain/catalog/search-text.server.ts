// The lower-cased text product search matches against, built when a product is written and rebuilt
// from the stored rows after an edit. Its own module: the product writes and the CSV import build it.
import { and, asc, eq } from "drizzle-orm";
import { product, productColor, productStock } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import { searchKey } from "./search-key";

/**
 * The text product search matches against (name, description, colours and sizes: docs/decisions/0049-search-text.md),
 * lower-cased with whitespace collapsed so a trigram index can serve case-insensitive search.
 * Sizes are de-duplicated and sorted so the result does not depend on the order rows are read.
 */
export function buildSearchText(parts: { name: string; description: string; colors: readonly string[]; sizes: readonly string[] }): string {
  // Any fixed order will do here (it is matched, never shown); kept as it was so stored texts stay put.
  const sizes = [...new Set(parts.sizes)].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return [parts.name, parts.description, ...parts.colors, ...sizes].join(" ").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Recomputes product.search_text from the stored rows of the shop's product; call after editing a product or its variants. */
export async function refreshSearchText(tx: DbOrTx, sellerId: string, productId: string): Promise<void> {
  const [row] = await tx
    .select({ name: product.name, description: product.description })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)));
  if (!row) return;
  const colors = await tx
    .select({ color: productColor.color })
    .from(productColor)
    .where(and(eq(productColor.productId, productId), eq(productColor.sellerId, sellerId)))
    .orderBy(asc(productColor.position));
  const sizes = await tx
    .select({ size: productStock.size })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.sellerId, sellerId)));
  const searchText = buildSearchText({ ...row, colors: colors.map((c) => c.color), sizes: sizes.map((s) => s.size) });
  await tx
    .update(product)
    .set({ searchText, searchKey: searchKey(row.name) })
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)));
}
