// Read side of the storefront catalogue: what shoppers see. Only active products of an active shop;
// every filter runs in PostgreSQL on indexes, one page at a time.
import { and, arrayOverlaps, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
import { sameShopRow } from "~/db/same-shop";
import { banner, category, MAIN_CATEGORIES, type MainCategory, product, seller, subcategory } from "~/db/schema";
import { atContentVersion, type VersionedShop } from "~/domain/sellers/content-cache.server";
import { clampPage } from "~/utils/paging";
import { isUuid } from "~/utils/uuid";
import { isNewProduct } from "./constants";
import {
  COUNT_CAP,
  firstImageKey,
  type ProductCardData,
  type ProductDetail,
  type ProductPage,
  type ShopNavigation,
  type ShopNode,
  type VariantData,
} from "./listing";
import { amongNewestMatches, NEWEST, variantsOf } from "./product-rows.server";
import { didYouMean, relevanceOrder, searchCondition } from "./search.server";
import { PAGE_SIZE_SUGGESTED, type ShopQuery } from "./shop-query";
import { colourSpellings } from "./vocabulary";

export type { CardVariant, ProductCardData, ProductDetail, ProductPage, VariantData } from "./listing";

export const PAGE_SIZE = 20;

/** The shop fields the read side needs (a suspended shop shows no products), as this request read them. */
export interface ShopRef extends VersionedShop {
  status: string;
}

/** effectivePrice (domain/cart/price.ts) as SQL, for the price filter; the product_effective_price_idx index is on it. */
export const EFFECTIVE_PRICE_SQL = sql<number>`coalesce(${product.salePricePaise}, ${product.pricePaise})`;

export function listingWhere(shop: ShopRef, query: Omit<ShopQuery, "mode" | "page" | "sort">): SQL | undefined {
  return and(
    eq(product.sellerId, shop.id),
    eq(product.active, true),
    query.main ? eq(product.main, query.main) : undefined,
    query.category ? eq(product.categoryId, query.category) : undefined,
    query.sub ? eq(product.subcategoryId, query.sub) : undefined,
    // A product matches when any of its colours / sizes is selected: product.colors / sizes (kept by
    // triggers from product_color / product_stock) overlap the choice, one row per product, from
    // product_variant_keys_idx beside the shop's id (docs/decisions/0093-large-shops.md).
    // Either spelling of a colour (Grey and Gray: vocabulary.ts).
    query.colors.length ? arrayOverlaps(product.colors, colourSpellings(query.colors)) : undefined,
    query.sizes.length ? arrayOverlaps(product.sizes, query.sizes) : undefined,
    query.min != null ? sql`${EFFECTIVE_PRICE_SQL} >= ${query.min * 100}` : undefined,
    query.max != null ? sql`${EFFECTIVE_PRICE_SQL} <= ${query.max * 100}` : undefined,
    // Literally in search_text or close by search key (search.server.ts).
    query.q ? searchCondition(query.q) : undefined,
  );
}

function listingOrder(shop: ShopRef, query: Pick<ShopQuery, "q" | "sort">): SQL[] {
  switch (query.sort) {
    case "price-asc": // product_price_sort_idx
      return [sql`${EFFECTIVE_PRICE_SQL} asc`, NEWEST, asc(product.id)];
    case "price-desc": // product_price_sort_idx read backwards for the price; equal prices newest first
      return [sql`${EFFECTIVE_PRICE_SQL} desc`, NEWEST, asc(product.id)];
    case "rating": // product_rating_sort_idx: unrated (null average) last, more ratings first on a tie
      return [sql`${product.ratingAvg} desc nulls last`, sql`${product.ratingCount} desc nulls last`, NEWEST, asc(product.id)];
    case "relevance":
      // Over the search's matches only: whole words of the name's key, then how close, then in
      // stock (docs/decisions/0088-forgiving-search.md).
      return [...relevanceOrder(shop.id, query.q), NEWEST, asc(product.id)];
    case "newest": // product_listing_idx
      return [NEWEST, asc(product.id)];
  }
}

type Row = {
  id: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  createdAt: Date;
  ratingAvg: number | null;
  ratingCount: number;
};

/** A card's data from its row and colours (ProductCardData: what the card renders, nothing more). */
function cardOf(r: Row, own: VariantData[]): ProductCardData {
  return {
    id: r.id,
    name: r.name,
    pricePaise: r.pricePaise,
    salePricePaise: r.salePricePaise,
    isNew: isNewProduct(r.createdAt),
    variants: own.map((v) => ({ color: v.color, imageKey: v.imageKeys[0] ?? null, sizes: v.sizes })),
    ratingAvg: r.ratingAvg,
    ratingCount: r.ratingCount,
  };
}

async function toCards(db: Database, shop: ShopRef, rows: Row[]): Promise<ProductCardData[]> {
  const variants = await variantsOf(
    db,
    shop.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => cardOf(r, variants.get(r.id) ?? []));
}

const ROW = {
  id: product.id,
  name: product.name,
  pricePaise: product.pricePaise,
  salePricePaise: product.salePricePaise,
  createdAt: product.createdAt,
  ratingAvg: product.ratingAvg,
  ratingCount: product.ratingCount,
};

/**
 * How many products match, reading at most COUNT_CAP + 1 of them: a shop of 200,000 products counts
 * no more rows than one of 2,000. Newest first, so the count walks product_listing_idx from the shop's
 * start and stops (without an order the planner may pick a sequential scan of the table when one
 * shop holds much of it, and that meets the shop's rows wherever they lie).
 */
async function cappedCount(db: Database, where: SQL | undefined): Promise<number> {
  const first = db
    .select({ one: sql`1` })
    .from(product)
    .where(where)
    .orderBy(NEWEST)
    .limit(COUNT_CAP + 1)
    .as("first");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(first);
  return row.n;
}

/** One page of a list; a page beyond the last goes back to page 1 (docs/decisions/0046-shop-query-transitions.md). */
async function paginate(
  db: Database,
  shop: ShopRef,
  where: SQL | undefined,
  order: SQL[],
  requested: number,
  pageSize: number,
  counted: SQL | undefined = where,
): Promise<ProductPage> {
  const rowsOf = (page: number) =>
    db
      .select(ROW)
      .from(product)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  let page = clampPage(requested);
  const [found, first] = await Promise.all([cappedCount(db, counted), rowsOf(page)]);
  let rows = first;
  const total = Math.min(found, COUNT_CAP);
  // The pages end with the count: past its cap, with the last page of the first COUNT_CAP products.
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) {
    page = 1;
    rows = await rowsOf(page);
  }
  return { products: await toCards(db, shop, rows), page, pageCount, total, ...(found > COUNT_CAP ? { capped: true } : {}) };
}

export async function listShopProducts(db: Database, shop: ShopRef, query: Omit<ShopQuery, "mode">): Promise<ProductPage> {
  if (shop.status !== "active") return { products: [], page: 1, pageCount: 1, total: 0 };
  const where = listingWhere(shop, query);
  // Relevance is scored per row: it ranks the newest COUNT_CAP + 1 matches (one index range), not
  // every match of a large shop; up to that many matches, that is every match.
  // The candidates already match, so only they are read; the count is the same either way (≤ COUNT_CAP + 1).
  const ranked = query.sort === "relevance" ? amongNewestMatches(db, shop.id, where) : where;
  const page = await paginate(db, shop, ranked, listingOrder(shop, query), query.page, PAGE_SIZE, where);
  if (!query.q) return page;
  // The best matches' words, when the query as typed is found nowhere (a typo or another script).
  const best = query.sort === "relevance" ? page.products.slice(0, 5).map((p) => p.name) : [];
  return { ...page, didYouMean: await didYouMean(db, shop.id, query.q, best) };
}

/** What the shop home shows around the grid: banner images, main categories in use, category cards, subcategories. */
export async function getShopNavigation(db: Database, shop: ShopRef, query: Pick<ShopQuery, "main" | "category">): Promise<ShopNavigation> {
  const shelf = await atContentVersion(db, shop, "shelf", () => readShelf(db, shop));
  // Only a category of this shop has subcategories to read: another id (a foreign or made-up one)
  // costs no query and no cache entry.
  const currentCategory = shelf.categories.find((c) => c.id === query.category) ?? null;
  const subcategories = currentCategory
    ? await atContentVersion(db, shop, `subcategories\u0000${currentCategory.id}`, () => readSubcategories(db, shop.id, currentCategory.id))
    : [];
  return {
    bannerImages: shelf.bannerImages,
    mains: shelf.mains,
    categories: shelf.categories.filter((c) => c.main === query.main) satisfies ShopNode[],
    currentCategory: currentCategory && { id: currentCategory.id, name: currentCategory.name, imageKey: currentCategory.imageKey },
    subcategories,
  };
}

/** The parts of the shop home's navigation that do not depend on the URL. */
async function readShelf(db: Database, shop: ShopRef) {
  const [banners, mains, categories] = await Promise.all([
    db
      .select({ imageKeys: banner.imageKeys })
      .from(banner)
      .where(eq(banner.sellerId, shop.id))
      .orderBy(asc(banner.position), asc(banner.createdAt), asc(banner.id)),
    // One probe of product_category_idx per main category (stopping at its first active product),
    // not a DISTINCT over every product of the shop.
    shop.status === "active"
      ? db
          .execute<{ main: MainCategory }>(
            sql`select m.main from unnest(${sql.param(MAIN_CATEGORIES)}::text[]) with ordinality m(main, n)
                where exists (select 1 from ${product} where ${product.sellerId} = ${shop.id} and ${product.main} = m.main and ${product.active})
                order by m.n`,
          )
          .then((r) => r.rows)
      : Promise.resolve([]),
    db
      .select({ id: category.id, name: category.name, imageKey: category.imageKey, main: category.main })
      .from(category)
      .where(eq(category.sellerId, shop.id))
      .orderBy(asc(category.main), asc(category.position), asc(category.name)),
  ]);
  return {
    // The carousel is every banner's images in the seller's order, as the dashboard lists them.
    bannerImages: banners.flatMap((b) => b.imageKeys),
    mains: mains.map((m) => m.main),
    categories,
  };
}

function readSubcategories(db: Database, sellerId: string, categoryId: string): Promise<ShopNode[]> {
  return db
    .select({ id: subcategory.id, name: subcategory.name, imageKey: subcategory.imageKey })
    .from(subcategory)
    .where(and(eq(subcategory.categoryId, categoryId), eq(subcategory.sellerId, sellerId)))
    .orderBy(asc(subcategory.position), asc(subcategory.name));
}

// The product page's first read, for every product page.
const shopProduct = preparedFor((db) =>
  db
    .select({
      id: product.id,
      name: product.name,
      description: product.description,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      main: product.main,
      categoryId: product.categoryId,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
      ratingAvg: product.ratingAvg,
      ratingCount: product.ratingCount,
      categoryName: category.name,
      subcategoryName: subcategory.name,
    })
    .from(product)
    .leftJoin(category, sameShopRow(category, product.categoryId, product))
    .leftJoin(subcategory, sameShopRow(subcategory, product.subcategoryId, product))
    .where(and(eq(product.id, sql.placeholder("productId")), eq(product.sellerId, sql.placeholder("sellerId")), eq(product.active, true)))
    .prepare("shop_product"),
);

/** An active product of this shop, or null (also for a malformed id, so it is a 404 and never a 500). */
export async function getShopProduct(db: Database, shop: ShopRef, productId: string): Promise<ProductDetail | null> {
  if (shop.status !== "active" || !isUuid(productId)) return null;
  const [row] = await shopProduct(db).execute({ productId, sellerId: shop.id });
  if (!row) return null;
  const variants = (await variantsOf(db, shop.id, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    pricePaise: row.pricePaise,
    salePricePaise: row.salePricePaise,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    imageKey: firstImageKey(variants),
    variants,
    description: row.description,
    main: row.main,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subcategoryName: row.subcategoryName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 'Suggested Products': other active products of the same main category, 10 per page. */
export async function listSuggestedProducts(
  db: Database,
  shop: ShopRef,
  current: Pick<ProductDetail, "id" | "main">,
  page: number,
): Promise<ProductPage> {
  const where = and(
    eq(product.sellerId, shop.id),
    eq(product.active, true),
    eq(product.main, current.main),
    sql`${product.id} <> ${current.id}`,
  );
  return paginate(db, shop, where, listingOrder(shop, { q: "", sort: "newest" }), page, PAGE_SIZE_SUGGESTED);
}

/** Every active product of an active shop for its sitemap (ids and last change only). */
export async function listSitemapProducts(db: Database, shop: ShopRef, limit = 50_000) {
  if (shop.status !== "active") return [];
  return db
    .select({ id: product.id, updatedAt: product.updatedAt })
    .from(product)
    .where(and(eq(product.sellerId, shop.id), eq(product.active, true)))
    .orderBy(sql`${product.createdAt} desc`)
    .limit(limit);
}

/** Handles of active shops, for robots.txt (capped: a sitemap list should stay a small file). */
export async function listActiveShopHandles(db: Database, limit = 5000): Promise<string[]> {
  const rows = await db
    .select({ handle: seller.handle })
    .from(seller)
    .where(eq(seller.status, "active"))
    .orderBy(asc(seller.handle))
    .limit(limit);
  return rows.map((r) => r.handle);
}
