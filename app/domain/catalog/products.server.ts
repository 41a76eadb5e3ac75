// Write side of the catalogue: creating, editing, copying, publishing and removing a seller's
// products with their colour variants and stock, and the low-stock sizes. Every query is scoped by
// seller id, so another shop's product id reads as "not found" and changes nothing.
// Reads for shoppers live in listing.server.ts, the dashboard's reads in seller-products.server.ts.
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { category, orderItem, product, productColor, productStock, subcategory } from "~/db/schema";
import type { GstRate } from "~/db/schema/values";
import { type DbOrTx, inTransaction } from "~/db/transaction.server";
import { DomainError, invalidInput } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { lockStock } from "./lock-stock.server";
import { type StockMap, sameStock, stockChangedMessage } from "./product-form";
import { type ProductInput, ProductInputSchema } from "./product-input";
import { searchKey } from "./search-key";
import { buildSearchText, refreshSearchText } from "./search-text.server";
import { getSellerProduct } from "./seller-products.server";

export type Product = typeof product.$inferSelect;

/** Checks that the category and subcategory belong to this seller and this main category. */
async function assertPlacement(
  tx: DbOrTx,
  sellerId: string,
  input: { main: string; categoryId?: string | null; subcategoryId?: string | null },
) {
  if (!input.categoryId) return;
  const [cat] = await tx
    .select({ main: category.main })
    .from(category)
    .where(and(eq(category.id, input.categoryId), eq(category.sellerId, sellerId)));
  if (!cat) throw new DomainError("category_not_found", m.dash_err_category_not_in_shop(), { field: "categoryId" });
  if (cat.main !== input.main) throw new DomainError("category_other_main", m.dash_err_category_other_main(), { field: "categoryId" });
  if (!input.subcategoryId) return;
  const [sub] = await tx
    .select({ categoryId: subcategory.categoryId })
    .from(subcategory)
    .where(and(eq(subcategory.id, input.subcategoryId), eq(subcategory.sellerId, sellerId)));
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
    await insertVariants(tx, sellerId, created.id, colors);
    return created;
  });
}

type ParsedColors = z.output<typeof ProductInputSchema>["colors"];

async function insertVariants(tx: DbOrTx, sellerId: string, productId: string, colors: ParsedColors) {
  await tx
    .insert(productColor)
    .values(colors.map((c, position) => ({ sellerId, productId, color: c.color, position, imageKeys: c.imageKeys })));
  const stockRows = colors.flatMap((c) =>
    Object.entries(c.stock).map(([size, stock]) => ({ sellerId, productId, color: c.color, size, stock })),
  );
  await tx.insert(productStock).values(stockRows);
}

const productNotFound = () => m.dash_err_product_not_found();

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
    // Stock goes with the colours.
    await tx.delete(productColor).where(and(eq(productColor.productId, productId), eq(productColor.sellerId, sellerId)));
    await insertVariants(tx, sellerId, productId, data.colors);
    await refreshSearchText(tx, sellerId, productId);
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
