// What the listing (listing.server.ts) and the search (search.server.ts) both read: the newest
// products matching a condition, the window both rank within, and each product's colours and sizes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
import { product, productColor, productStock } from "~/db/schema";
import { compareSizes } from "./constants";
import { COUNT_CAP, type VariantData } from "./listing";

// Each order is the column order of an index from drizzle/0008 after (seller_id, active), with its
// nulls order written out (the indexes are DESC NULLS LAST; a bare DESC means NULLS FIRST and would
// not match), then id so equal rows keep one order across pages (docs/decisions/0081-listing-sort.md).
export const NEWEST = sql`${product.createdAt} desc nulls last`;

/** Whether any colour and size of the product (the row of `product` in scope) has stock, within the shop. */
export const inStockSql = (sellerId: string) =>
  sql<boolean>`exists (select 1 from ${productStock} where ${productStock.productId} = ${product.id} and ${productStock.sellerId} = ${sellerId} and ${productStock.stock} > 0)`;

/** A product of the shop among its newest COUNT_CAP + 1 products matching `where` (which names the shop too). */
export const amongNewestMatches = (db: Database, sellerId: string, where: SQL | undefined) =>
  and(
    // Named here as well: the subquery's shop does not reach this scan of product.
    eq(product.sellerId, sellerId),
    inArray(
      product.id,
      db
        .select({ id: product.id })
        .from(product)
        .where(where)
        .orderBy(NEWEST, asc(product.id))
        .limit(COUNT_CAP + 1),
    ),
  );

// One statement each for any number of products (an array parameter, not a list of them), of one shop.
const colorsOf = preparedFor((db) =>
  db
    .select({ productId: productColor.productId, color: productColor.color, imageKeys: productColor.imageKeys })
    .from(productColor)
    .where(
      and(sql`${productColor.productId} = any(${sql.placeholder("ids")}::uuid[])`, eq(productColor.sellerId, sql.placeholder("sellerId"))),
    )
    .orderBy(asc(productColor.productId), asc(productColor.position))
    .prepare("product_colors_of"),
);
const stockOf = preparedFor((db) =>
  db
    .select({ productId: productStock.productId, color: productStock.color, size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .where(
      and(sql`${productStock.productId} = any(${sql.placeholder("ids")}::uuid[])`, eq(productStock.sellerId, sql.placeholder("sellerId"))),
    )
    .prepare("product_stock_of"),
);

/** Colours (in order) with images and per-size stock for a set of products of the shop `sellerId`. */
export async function variantsOf(db: Database, sellerId: string, ids: string[]): Promise<Map<string, VariantData[]>> {
  const out = new Map<string, VariantData[]>();
  if (ids.length === 0) return out;
  const [colors, stock] = await Promise.all([colorsOf(db).execute({ ids, sellerId }), stockOf(db).execute({ ids, sellerId })]);
  const byColor = new Map<string, VariantData>();
  for (const c of colors) {
    const v: VariantData = { color: c.color, imageKeys: c.imageKeys, sizes: [] };
    byColor.set(`${c.productId}\u0000${c.color}`, v);
    out.set(c.productId, [...(out.get(c.productId) ?? []), v]);
  }
  for (const s of stock) byColor.get(`${s.productId}\u0000${s.color}`)?.sizes.push({ size: s.size, stock: s.stock });
  for (const v of byColor.values()) v.sizes.sort((a, b) => compareSizes(a.size, b.size));
  return out;
}
