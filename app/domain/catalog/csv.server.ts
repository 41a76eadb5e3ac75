// Catalogue import and export (columns in csv.ts, row rules in csv-rows.ts, CSV text in csv-format.ts). An import is all or nothing:
// any bad row and nothing is written; a clean file is written in one transaction with batched
// multi-row statements, so thousands of products take seconds, not one round trip each.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sameShopRow } from "~/db/same-shop";
import { category, product, productColor, productStock, subcategory } from "~/db/schema";
import { type DbOrTx, inTransaction, type Tx } from "~/db/transaction.server";
import { compareSizes } from "./constants";
import { type CsvError, type CsvExportProduct, type CsvProduct, type CsvShopContext, catalogToCsv, stockConflicts } from "./csv";
import { type NewCategories, withNamedCategories } from "./csv-categories";
import { parseCatalogCsv } from "./csv-rows";
import { lockStock } from "./lock-stock.server";
import { searchKey } from "./search-key";
import { buildSearchText } from "./search-text.server";
import { colourKey } from "./vocabulary";

export interface ImportSummary {
  dryRun: boolean;
  /** Data rows read (header excluded). */
  rows: number;
  products: number;
  variants: number;
  created: number;
  updated: number;
  errors: CsvError[];
  /** True when the file was written to the shop. */
  imported: boolean;
}

// PostgreSQL allows 65,535 parameters per statement; these keep each statement well under it.
const PRODUCT_BATCH = 1000; // 15 parameters a row
const VARIANT_BATCH = 5000; // 4 parameters a row

async function shopContext(db: DbOrTx, sellerId: string): Promise<CsvShopContext> {
  const cats = await db
    .select({ id: category.id, main: category.main, name: category.name })
    .from(category)
    .where(eq(category.sellerId, sellerId));
  const subs = cats.length
    ? await db
        .select({ id: subcategory.id, name: subcategory.name, categoryId: subcategory.categoryId })
        .from(subcategory)
        .where(
          and(
            inArray(
              subcategory.categoryId,
              cats.map((c) => c.id),
            ),
            eq(subcategory.sellerId, sellerId),
          ),
        )
    : [];
  return { categories: cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) })) };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Creates the categories and subcategories the file names that the shop lacks (a file from another shop). */
  createCategories?: boolean;
  /** Stored image keys by colourImagesKey: they replace what the colour had. */
  images?: ReadonlyMap<string, readonly string[]>;
}

/** Which product colour an ImportOptions.images entry is for. */
export const colourImagesKey = (ref: string, color: string) => `${ref.toLowerCase()}|${colourKey(color)}`;

/**
 * Checks a catalogue CSV and, unless `dryRun`, writes it. A product_ref equal to the id of one of
 * this shop's products (what export writes) updates that product: its fields, colours and stock are
 * replaced, and the images of colours it keeps stay. Any other product_ref creates a new product.
 */
export async function importCatalog(db: Database, sellerId: string, text: string, opts: ImportOptions): Promise<ImportSummary> {
  let shop = await shopContext(db, sellerId);
  let create: NewCategories = { categories: [], subcategories: [] };
  if (opts.createCategories) ({ shop, create } = withNamedCategories(shop, text));
  const { products, errors, rows } = parseCatalogCsv(text, shop);
  const variants = products.reduce((n, p) => n + p.colors.reduce((m, c) => m + Object.keys(c.stock).length, 0), 0);
  const refs = products.map((p) => p.ref).filter((r) => /^[0-9a-f-]{36}$/i.test(r));
  const owned = new Set(
    refs.length
      ? (
          await Promise.all(
            chunks(refs, 5000).map((part) =>
              db
                .select({ id: product.id })
                .from(product)
                .where(and(eq(product.sellerId, sellerId), inArray(product.id, part))),
            ),
          )
        )
          .flat()
          .map((r) => r.id.toLowerCase())
      : [],
  );
  const toUpdate = products.filter((p) => owned.has(p.ref.toLowerCase()));
  const summary: ImportSummary = {
    dryRun: opts.dryRun,
    rows,
    products: products.length,
    variants,
    created: products.length - toUpdate.length,
    updated: toUpdate.length,
    errors,
    imported: false,
  };
  if (errors.length > 0) return summary;
  if (opts.dryRun) {
    const conflicts = await inTransaction(db, (tx) => conflictsOf(tx, toUpdate));
    return { ...summary, errors: conflicts };
  }

  const conflicts = await inTransaction(db, async (tx) => {
    // Compared under lock, so no checkout or cancellation can slip in before the write.
    const refused = await conflictsOf(tx, toUpdate);
    if (refused.length > 0) return refused;
    const now = new Date();
    // Images live on colours; keep them for colours an updated product still has.
    const keptImages = new Map<string, string[]>();
    for (const part of chunks(
      toUpdate.map((p) => p.ref.toLowerCase()),
      VARIANT_BATCH,
    )) {
      const old = await tx
        .select({ productId: productColor.productId, color: productColor.color, imageKeys: productColor.imageKeys })
        .from(productColor)
        .where(and(inArray(productColor.productId, part), eq(productColor.sellerId, sellerId)));
      for (const c of old) keptImages.set(`${c.productId}|${colourKey(c.color)}`, c.imageKeys);
      // Stock goes with the colours.
      await tx.delete(productColor).where(and(inArray(productColor.productId, part), eq(productColor.sellerId, sellerId)));
    }

    if (create.categories.length > 0) await tx.insert(category).values(create.categories.map((c) => ({ ...c, sellerId })));
    if (create.subcategories.length > 0) await tx.insert(subcategory).values(create.subcategories.map((s) => ({ ...s, sellerId })));

    const withIds = products.map((p) => ({ p, id: owned.has(p.ref.toLowerCase()) ? p.ref.toLowerCase() : randomUUID() }));

    const creates = withIds.filter(({ p }) => !owned.has(p.ref.toLowerCase()));
    for (const part of chunks(creates, PRODUCT_BATCH)) {
      await tx.insert(product).values(
        part.map(({ p, id }) => ({
          id,
          sellerId,
          ...productFields(p),
          hsnCode: p.hsnCode ?? null,
          gstRate: p.gstRate ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const updates = withIds.filter(({ p }) => owned.has(p.ref.toLowerCase()));
    for (const part of chunks(updates, PRODUCT_BATCH)) {
      await tx.execute(
        updateProductsSql(
          sellerId,
          now,
          part.map(({ p, id }) => ({ id, ...productFields(p), hsnCode: p.hsnCode, gstRate: p.gstRate })),
        ),
      );
    }

    const colorRows = withIds.flatMap(({ p, id }) =>
      p.colors.map((c, position) => ({
        sellerId,
        productId: id,
        color: c.color,
        position,
        imageKeys: [...(opts.images?.get(colourImagesKey(p.ref, c.color)) ?? keptImages.get(`${id}|${colourKey(c.color)}`) ?? [])],
      })),
    );
    for (const part of chunks(colorRows, VARIANT_BATCH)) await tx.insert(productColor).values(part);
    const stockRows = withIds.flatMap(({ p, id }) =>
      p.colors.flatMap((c) => Object.entries(c.stock).map(([size, stock]) => ({ sellerId, productId: id, color: c.color, size, stock }))),
    );
    for (const part of chunks(stockRows, VARIANT_BATCH)) await tx.insert(productStock).values(part);
    return [];
  });
  return conflicts.length > 0 ? { ...summary, errors: conflicts } : { ...summary, imported: true };
}

/** Rows of updated products whose stock moved since the export (see stockConflicts). */
async function conflictsOf(tx: Tx, toUpdate: readonly CsvProduct[]): Promise<CsvError[]> {
  const current = new Map<string, Record<string, Record<string, number>>>();
  for (const part of chunks(
    toUpdate.map((p) => p.ref.toLowerCase()),
    VARIANT_BATCH,
  )) {
    for (const [id, stock] of await lockStock(tx, part)) current.set(id, stock);
  }
  return toUpdate.flatMap((p) => stockConflicts(p, current.get(p.ref.toLowerCase()) ?? {})).sort((a, b) => a.line - b.line);
}

function productFields(p: CsvProduct) {
  return {
    name: p.name,
    description: p.description,
    pricePaise: p.pricePaise,
    salePricePaise: p.salePricePaise,
    main: p.main,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    active: p.active,
    // The same text createProduct stores, so search finds imported products alike.
    searchText: buildSearchText({
      name: p.name,
      description: p.description,
      colors: p.colors.map((c) => c.color),
      sizes: p.colors.flatMap((c) => Object.keys(c.stock)),
    }),
    searchKey: searchKey(p.name),
  };
}

type UpdateRow = { id: string } & ReturnType<typeof productFields> & Pick<CsvProduct, "hsnCode" | "gstRate">;

/** One UPDATE … FROM (VALUES …) for a batch of this seller's products; a GST column the file lacks keeps the product's value. */
function updateProductsSql(sellerId: string, now: Date, rows: UpdateRow[]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.name}::text, ${r.description}::text, ${r.pricePaise}::int, ${r.salePricePaise}::int, ${r.main}::text, ${r.categoryId}::uuid, ${r.subcategoryId}::uuid, ${r.active}::boolean, ${r.searchText}::text, ${r.searchKey}::text, ${r.hsnCode !== undefined}::boolean, ${r.hsnCode ?? null}::text, ${r.gstRate !== undefined}::boolean, ${r.gstRate ?? null}::int)`,
    ),
    sql`, `,
  );
  return sql`update product p set name = v.name, description = v.description, price_paise = v.price, sale_price_paise = v.sale,
    main = v.main, category_id = v.category_id, subcategory_id = v.subcategory_id, active = v.active, search_text = v.search_text,
    search_key = v.search_key, hsn_code = case when v.set_hsn then v.hsn else p.hsn_code end,
    gst_rate = case when v.set_rate then v.rate else p.gst_rate end, updated_at = ${now}
    from (values ${values}) as v(id, name, description, price, sale, main, category_id, subcategory_id, active, search_text, search_key,
      set_hsn, hsn, set_rate, rate)
    where p.id = v.id and p.seller_id = ${sellerId}::uuid`;
}

/**
 * The shop's whole catalogue in the import format; product_ref is the product id, so a re-import
 * updates. With `imagePath`, each colour's images are named in IMAGES_COLUMN by the path it gives
 * (null leaves an image out).
 */
export async function exportCatalog(
  db: DbOrTx,
  sellerId: string,
  opts: { imagePath?: (key: string) => string | null } = {},
): Promise<string> {
  const products = await db
    .select({
      id: product.id,
      name: product.name,
      description: product.description,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      main: product.main,
      active: product.active,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      category: category.name,
      subcategory: subcategory.name,
    })
    .from(product)
    .leftJoin(category, sameShopRow(category, product.categoryId, product))
    .leftJoin(subcategory, sameShopRow(subcategory, product.subcategoryId, product))
    .where(eq(product.sellerId, sellerId))
    .orderBy(asc(product.createdAt), asc(product.id));
  const colors = await db
    .select({ productId: productColor.productId, color: productColor.color, imageKeys: productColor.imageKeys })
    .from(productColor)
    .innerJoin(product, sameShopRow(product, productColor.productId, productColor))
    .where(eq(product.sellerId, sellerId))
    .orderBy(asc(productColor.productId), asc(productColor.position));
  const stock = await db
    .select({ productId: productStock.productId, color: productStock.color, size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .innerJoin(product, sameShopRow(product, productStock.productId, productStock))
    .where(eq(product.sellerId, sellerId));

  const stockBy = new Map<string, Array<[string, number]>>();
  for (const s of stock) {
    const k = `${s.productId}|${s.color}`;
    const list = stockBy.get(k) ?? [];
    list.push([s.size, s.stock]);
    stockBy.set(k, list);
  }
  const colorsBy = new Map<string, Array<{ color: string; imageKeys: string[] }>>();
  for (const c of colors) colorsBy.set(c.productId, [...(colorsBy.get(c.productId) ?? []), c]);
  const { imagePath } = opts;

  const rows: CsvExportProduct[] = products.map((p) => ({
    ref: p.id,
    name: p.name,
    description: p.description,
    pricePaise: p.pricePaise,
    salePricePaise: p.salePricePaise,
    main: p.main,
    // A subcategory is only meaningful under its category; the join can't produce one without the other.
    category: p.category ?? "",
    subcategory: p.category ? (p.subcategory ?? "") : "",
    active: p.active,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    colors: (colorsBy.get(p.id) ?? []).map(({ color, imageKeys }) => ({
      color,
      stock: (stockBy.get(`${p.id}|${color}`) ?? []).sort((a, b) => compareSizes(a[0], b[0])),
      images: imagePath ? imageKeys.map(imagePath).filter((path) => path !== null) : undefined,
    })),
  }));
  return catalogToCsv(rows, { images: imagePath !== undefined });
}
