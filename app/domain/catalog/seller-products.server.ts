// The seller's own catalogue as the dashboard reads it: the product list and one product for the
// edit form. Every query is scoped by seller id, so another shop's product id reads as "not found".
import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { product, productColor, productStock } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import { clampPage } from "~/utils/paging";
import { isUuid } from "~/utils/uuid";
import { compareSizes } from "./constants";

export const SELLER_PAGE_SIZE = 20;

export interface SellerProductRow {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: string;
  active: boolean;
  imageKey: string | null;
  /** The product's own HSN, and its category's default (what an invoice prints when it has none). */
  hsnCode: string | null;
  categoryHsn: string | null;
  totalStock: number;
  createdAt: Date;
}

export interface SellerProductFilter {
  q?: string;
  status?: "all" | "active" | "inactive";
  page?: number;
}

export async function listSellerProducts(db: Database, sellerId: string, filter: SellerProductFilter = {}) {
  const conditions = [eq(product.sellerId, sellerId)];
  if (filter.status === "active") conditions.push(eq(product.active, true));
  if (filter.status === "inactive") conditions.push(eq(product.active, false));
  const q = filter.q?.trim().toLowerCase();
  if (q) conditions.push(ilike(product.searchText, containsPattern(q)));
  const where = and(...conditions);
  const page = clampPage(filter.page);
  const [{ total }] = await db.select({ total: count() }).from(product).where(where);
  const rows = await db
    .select({
      id: product.id,
      name: product.name,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      main: product.main,
      active: product.active,
      createdAt: product.createdAt,
      hsnCode: product.hsnCode,
      categoryHsn: sql<string | null>`(select c.hsn_code from category c where c.id = "product"."category_id")`,
      imageKey: sql<
        string | null
      >`(select pc.image_keys->>0 from product_color pc where pc.product_id = "product"."id" order by pc.position limit 1)`,
      // bigint: 30 colours × many sizes × 999,999 passes int4's 2,147,483,647.
      totalStock:
        sql<number>`(select coalesce(sum(ps.stock), 0)::bigint from product_stock ps where ps.product_id = "product"."id")`.mapWith(Number),
    })
    .from(product)
    .where(where)
    .orderBy(desc(product.createdAt), desc(product.id))
    .limit(SELLER_PAGE_SIZE)
    .offset((page - 1) * SELLER_PAGE_SIZE);
  return { products: rows as SellerProductRow[], total, page, pageCount: Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE)) };
}

/** A product with its colours, images and stock in the shape of ProductInput, for the edit form. */
export async function getSellerProduct(db: DbOrTx, sellerId: string, productId: string) {
  if (!isUuid(productId)) return null;
  const [row] = await db
    .select()
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)));
  if (!row) return null;
  const colors = await db
    .select()
    .from(productColor)
    .where(and(eq(productColor.productId, row.id), eq(productColor.sellerId, sellerId)))
    .orderBy(asc(productColor.position));
  const stock = await db
    .select()
    .from(productStock)
    .where(and(eq(productStock.productId, row.id), eq(productStock.sellerId, sellerId)));
  return {
    ...row,
    colors: colors.map((c) => ({
      color: c.color,
      imageKeys: c.imageKeys,
      // In size-list order, so sizes outside the form's list also show in that order.
      stock: Object.fromEntries(
        stock
          .filter((s) => s.color === c.color)
          .sort((a, b) => compareSizes(a.size, b.size))
          .map((s) => [s.size, s.stock]),
      ),
    })),
  };
}
export type SellerProduct = NonNullable<Awaited<ReturnType<typeof getSellerProduct>>>;
