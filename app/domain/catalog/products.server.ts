// Write side of the catalogue: creating products with their colour variants and stock.
// Reads for shoppers live in listing.server.ts.
import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { category, orderItem, product, productColor, productStock, subcategory } from "~/db/schema";
import { GST_RATES, type GstRate, MAIN_CATEGORIES } from "~/db/schema/values";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { DomainError, invalidInput } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { clampPage } from "~/utils/paging";
import { isUuid } from "~/utils/uuid";
import { compareSizes } from "./constants";
import { HSN_CODE, type StockMap, sameStock, stockChangedMessage, stockCount } from "./product-form";
import { searchKey } from "./search-key";
import { STOCK_LOCK_ORDER } from "./stock-order";

/** A database handle or an open transaction: both run the same queries. */
export type { Tx };
export type DbOrTx = Database | Tx;

export type Product = typeof product.$inferSelect;

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

const SizeName = z
  .string()
  .trim()
  .min(1, { error: () => m.dash_err_size_empty() })
  .max(40);

const ColorVariantSchema = z.object({
  // Free text rather than COLOR_OPTIONS only: older shops used their own colour names.
  color: z
    .string()
    .trim()
    .min(1, { error: () => m.dash_err_colour_empty() })
    .max(40),
  imageKeys: z.array(z.string().min(1)).max(20).default([]),
  stock: z.record(SizeName, stockCount).refine((stock) => Object.keys(stock).length > 0, { error: () => m.dash_err_colour_needs_size() }),
});

export const ProductInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.dash_err_name_required() })
      .max(200),
    description: z.string().trim().max(5000).default(""),
    pricePaise: z
      .number()
      .int({ error: () => m.dash_err_price_paise() })
      .positive({ error: () => m.dash_err_price_positive() }),
    salePricePaise: z
      .number()
      .int({ error: () => m.dash_err_sale_paise() })
      .positive()
      .nullish(),
    main: z.enum(MAIN_CATEGORIES, { error: () => m.dash_err_main_invalid() }),
    categoryId: z.uuid().nullish(),
    subcategoryId: z.uuid().nullish(),
    active: z.boolean().default(true),
    // GST (docs/decisions/0077-gst-invoices.md); left out (the CSV import): kept as they are.
    hsnCode: HSN_CODE.nullish(),
    gstRate: z
      .union(
        GST_RATES.map((r) => z.literal(r)),
        { error: () => m.dash_err_gst_rate() },
      )
      .nullish(),
    createdAt: z.date().optional(),
    colors: z
      .array(ColorVariantSchema)
      .min(1, { error: () => m.dash_err_add_colour() })
      .max(30),
  })
  .superRefine((input, ctx) => {
    if (input.salePricePaise != null && input.salePricePaise >= input.pricePaise) {
      ctx.addIssue({ code: "custom", path: ["salePricePaise"], message: m.dash_err_sale_below() });
    }
    const seen = new Set<string>();
    input.colors.forEach((c, i) => {
      const key = c.color.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["colors", i, "color"], message: m.dash_err_colour_twice({ colour: c.color }) });
      seen.add(key);
    });
    if (input.subcategoryId && !input.categoryId) {
      ctx.addIssue({ code: "custom", path: ["subcategoryId"], message: m.dash_err_sub_needs_category() });
    }
  });

export type ProductInput = z.input<typeof ProductInputSchema>;

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

/** Recomputes product.search_text from the stored rows; call after editing a product or its variants. */
export async function refreshSearchText(tx: DbOrTx, productId: string): Promise<void> {
  const [row] = await tx.select({ name: product.name, description: product.description }).from(product).where(eq(product.id, productId));
  if (!row) return;
  const colors = await tx
    .select({ color: productColor.color })
    .from(productColor)
    .where(eq(productColor.productId, productId))
    .orderBy(asc(productColor.position));
  const sizes = await tx.select({ size: productStock.size }).from(productStock).where(eq(productStock.productId, productId));
  const searchText = buildSearchText({ ...row, colors: colors.map((c) => c.color), sizes: sizes.map((s) => s.size) });
  await tx
    .update(product)
    .set({ searchText, searchKey: searchKey(row.name) })
    .where(eq(product.id, productId));
}

/** Checks that the category and subcategory belong to this seller and this main category. */
async function assertPlacement(
  tx: DbOrTx,
  sellerId: string,
  input: { main: string; categoryId?: string | null; subcategoryId?: string | null },
) {
  if (!input.categoryId) return;
  const [cat] = await tx
    .select({ sellerId: category.sellerId, main: category.main })
    .from(category)
    .where(eq(category.id, input.categoryId));
  if (!cat || cat.sellerId !== sellerId)
    throw new DomainError("category_not_found", m.dash_err_category_not_in_shop(), { field: "categoryId" });
  if (cat.main !== input.main) throw new DomainError("category_other_main", m.dash_err_category_other_main(), { field: "categoryId" });
  if (!input.subcategoryId) return;
  const [sub] = await tx.select({ categoryId: subcategory.categoryId }).from(subcategory).where(eq(subcategory.id, input.subcategoryId));
  if (!sub || sub.categoryId !== input.categoryId)
    throw new DomainError("subcategory_mismatch", m.dash_err_sub_mismatch(), { field: "subcategoryId" });
}

function parseInput(input: ProductInput) {
  const result = ProductInputSchema.safeParse(input);
  if (!result.success) throw invalidInput(result.error, m.dash_err_invalid_product());
  return result.data;
}

/** Creates a product with its colours (in the given order) and per-size stock, all or nothing. */
export async function createProduct(db: Database, sellerId: string, input: ProductInput): Promise<Product> {
  const data = parseInput(input); // trimmed by the schema: names, colours and size keys
  const { colors } = data;
  const searchText = buildSearchText({
    name: data.name,
    description: data.description,
    colors: colors.map((c) => c.color),
    sizes: colors.flatMap((c) => Object.keys(c.stock)),
  });
  return inTransaction(db, async (tx) => {
    await assertPlacement(tx, sellerId, data);
    const [created] = await tx
      .insert(product)
      .values({
        sellerId,
        name: data.name,
        description: data.description,
        pricePaise: data.pricePaise,
        salePricePaise: data.salePricePaise ?? null,
        main: data.main,
        categoryId: data.categoryId ?? null,
        subcategoryId: data.subcategoryId ?? null,
        active: data.active,
        hsnCode: data.hsnCode ?? null,
        gstRate: data.gstRate ?? null,
        searchText,
        searchKey: searchKey(data.name),
        ...(data.createdAt ? { createdAt: data.createdAt, updatedAt: data.createdAt } : {}),
      })
      .returning();
    await insertVariants(tx, created.id, colors);
    return created;
  });
}

type ParsedColors = z.output<typeof ProductInputSchema>["colors"];

async function insertVariants(tx: DbOrTx, productId: string, colors: ParsedColors) {
  await tx.insert(productColor).values(colors.map((c, position) => ({ productId, color: c.color, position, imageKeys: c.imageKeys })));
  const stockRows = colors.flatMap((c) => Object.entries(c.stock).map(([size, stock]) => ({ productId, color: c.color, size, stock })));
  await tx.insert(productStock).values(stockRows);
}

// ---------------------------------------------------------------------------------------------
// The seller's own catalogue (dashboard). Every query is scoped by seller id, so another shop's
// product id reads as "not found" and changes nothing.

export const SELLER_PAGE_SIZE = 20;
const productNotFound = () => m.dash_err_product_not_found();

export interface SellerProductRow {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  main: string;
  active: boolean;
  imageKey: string | null;
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
  const colors = await db.select().from(productColor).where(eq(productColor.productId, row.id)).orderBy(asc(productColor.position));
  const stock = await db.select().from(productStock).where(eq(productStock.productId, row.id));
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

/**
 * Replaces a product's fields, colours and stock; all or nothing. With `stockSeen` (the stock the
 * seller was shown) the save is compare-and-set: if stock moved since, nothing is written and
 * the "stock_changed" DomainError carries the current counts (details.current). Without it the seller's counts overwrite.
 */
export async function updateProduct(
  db: Database,
  sellerId: string,
  productId: string,
  input: ProductInput,
  stockSeen?: StockMap,
): Promise<Product> {
  const data = parseInput(input);
  if (!isUuid(productId)) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
  return inTransaction(db, async (tx) => {
    await assertPlacement(tx, sellerId, data);
    if (stockSeen) {
      const [own] = await tx
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)));
      if (!own) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
      const current = (await lockStock(tx, [productId])).get(productId) ?? {};
      if (!sameStock(current, stockSeen))
        throw new DomainError("stock_changed", stockChangedMessage(), { status: 409, details: { current } });
    }
    const [updated] = await tx
      .update(product)
      .set({
        name: data.name,
        description: data.description,
        pricePaise: data.pricePaise,
        salePricePaise: data.salePricePaise ?? null,
        main: data.main,
        categoryId: data.categoryId ?? null,
        subcategoryId: data.subcategoryId ?? null,
        active: data.active,
        ...(data.hsnCode !== undefined ? { hsnCode: data.hsnCode } : {}),
        ...(data.gstRate !== undefined ? { gstRate: data.gstRate } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)))
      .returning();
    if (!updated) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
    await tx.delete(productColor).where(eq(productColor.productId, productId)); // stock goes with it
    await insertVariants(tx, productId, data.colors);
    await refreshSearchText(tx, productId);
    return updated;
  });
}

/** A copy to edit into a similar product: inactive until the seller publishes it. Images are shared. */
export async function duplicateProduct(db: Database, sellerId: string, productId: string): Promise<Product> {
  const source = await getSellerProduct(db, sellerId, productId);
  if (!source) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
  return createProduct(db, sellerId, {
    name: m.dash_copy_of({ name: source.name }).slice(0, 200),
    description: source.description,
    pricePaise: source.pricePaise,
    salePricePaise: source.salePricePaise,
    hsnCode: source.hsnCode,
    gstRate: source.gstRate as GstRate | null,
    main: source.main,
    categoryId: source.categoryId,
    subcategoryId: source.subcategoryId,
    active: false,
    colors: source.colors,
  });
}

export async function setProductActive(db: Database, sellerId: string, productId: string, active: boolean): Promise<void> {
  if (!isUuid(productId)) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
  const [row] = await db
    .update(product)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)))
    .returning({ id: product.id });
  if (!row) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
}

/**
 * Deletes a product nobody has ordered. One that orders reference is deactivated instead, so
 * order history keeps its link to the product.
 */
export async function removeProduct(db: Database, sellerId: string, productId: string): Promise<"deleted" | "deactivated"> {
  if (!isUuid(productId)) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)))
      .for("update");
    if (!row) throw new DomainError("product_not_found", productNotFound(), { status: 404 });
    const [ordered] = await tx.select({ id: orderItem.id }).from(orderItem).where(eq(orderItem.productId, productId)).limit(1);
    if (ordered) {
      await tx.update(product).set({ active: false, updatedAt: new Date() }).where(eq(product.id, productId));
      return "deactivated";
    }
    await tx.delete(product).where(eq(product.id, productId));
    return "deleted";
  });
}

/**
 * Sizes of active products at or below the shop's own low-stock threshold (seller.low_stock_threshold,
 * default 2; a size at 0 is sold out): the Today screen and the daily digest e-mail.
 */
export async function listLowStock(db: Database, sellerId: string, limit = 20) {
  return db
    .select({ productId: product.id, name: product.name, color: productStock.color, size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .innerJoin(product, eq(product.id, productStock.productId))
    .where(
      and(
        eq(product.sellerId, sellerId),
        eq(product.active, true),
        sql`${productStock.stock} <= (select s.low_stock_threshold from seller s where s.id = ${sellerId})`,
      ),
    )
    .orderBy(asc(productStock.stock), asc(product.name))
    .limit(limit);
}
