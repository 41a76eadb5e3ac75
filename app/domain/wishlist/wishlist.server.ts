// A shopper's wishlist per shop (docs/decisions/0083-wishlist.md): products saved with the price
// and stock they had then, so the list can say what changed. Only active products of the shop can
// be saved; a product the seller later takes off sale stays in the list, shown as unavailable.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sameShopRow } from "~/db/same-shop";
import { product, wishlistItem } from "~/db/schema";
import type { DbOrTx, Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { isUuid } from "~/utils/uuid";
import { firstImageKey } from "../catalog/listing";
import { EFFECTIVE_PRICE_SQL } from "../catalog/listing.server";
import { inStockSql, variantsOf } from "../catalog/product-rows.server";
import { productInactive, productNotFound, purchasableOptions, WISHLIST_MAX, type WishlistItem, wishlistFull } from "./wishlist";

/** The shop's active products among `ids`, with their effective price and stock now. */
async function saleable(db: DbOrTx, shopId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: product.id, active: product.active, pricePaise: EFFECTIVE_PRICE_SQL, inStock: inStockSql(shopId) })
    .from(product)
    .where(and(inArray(product.id, ids), eq(product.sellerId, shopId)));
}

/**
 * One shopper's list in one shop changes under a lock, so the cap holds when two tabs add at once.
 * Returns how many items the list has.
 */
async function lockList(tx: Tx, userId: string, shopId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wishlist:${userId}:${shopId}`}, 0))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItem)
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId)));
  return row?.n ?? 0;
}

/** Saves a product (again: nothing changes, the first saved price stays the reference). */
export async function addToWishlist(db: Database, userId: string, shopId: string, productId: string): Promise<void> {
  const id = productId.toLowerCase();
  if (!isUuid(id)) throw new DomainError("product_not_found", productNotFound(), { status: 404, field: "productId" });
  await db.transaction(async (tx) => {
    const [p] = await saleable(tx, shopId, [id]);
    if (!p) throw new DomainError("product_not_found", productNotFound(), { status: 404, field: "productId" });
    if (!p.active) throw new DomainError("product_inactive", productInactive(), { status: 422, field: "productId" });
    const count = await lockList(tx, userId, shopId);
    const [already] = await tx
      .select({ id: wishlistItem.productId })
      .from(wishlistItem)
      .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId), eq(wishlistItem.productId, id)));
    if (already) return;
    if (count >= WISHLIST_MAX) throw new DomainError("wishlist_full", wishlistFull(), { status: 422 });
    await tx
      .insert(wishlistItem)
      .values({ userId, productId: id, sellerId: shopId, savedPricePaise: p.pricePaise, savedInStock: p.inStock });
  });
}

/** Removes a product from the shopper's list in this shop; removing what is not there is fine. */
export async function removeFromWishlist(db: Database, userId: string, shopId: string, productId: string): Promise<void> {
  const id = productId.toLowerCase();
  if (!isUuid(id)) return;
  await db
    .delete(wishlistItem)
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId), eq(wishlistItem.productId, id)));
}

/** The ids the shopper saved in this shop (the hearts' state). */
export async function savedProductIds(db: Database, userId: string, shopId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistItem.productId })
    .from(wishlistItem)
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId)))
    .orderBy(desc(wishlistItem.createdAt));
  return rows.map((r) => r.id);
}

/**
 * A guest's list (ids kept in the browser) added to the signed-in shopper's list once: missing
 * active products of this shop are inserted up to the cap, in the guest's order; what is already
 * saved, unknown, inactive or another shop's is skipped. Running it twice adds nothing the second time.
 */
export async function mergeGuestWishlist(db: Database, userId: string, shopId: string, ids: string[]): Promise<{ added: number }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter((id) => isUuid(id)))].slice(0, WISHLIST_MAX);
  if (wanted.length === 0) return { added: 0 };
  return db.transaction(async (tx) => {
    const count = await lockList(tx, userId, shopId);
    const found = new Map((await saleable(tx, shopId, wanted)).filter((p) => p.active).map((p) => [p.id, p]));
    const saved = new Set(
      (
        await tx
          .select({ id: wishlistItem.productId })
          .from(wishlistItem)
          .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId), inArray(wishlistItem.productId, wanted)))
      ).map((r) => r.id),
    );
    const rows = wanted
      .filter((id) => found.has(id) && !saved.has(id))
      .slice(0, Math.max(0, WISHLIST_MAX - count))
      .map((id, i) => {
        const p = found.get(id) as NonNullable<ReturnType<typeof found.get>>;
        // The guest's first id is their newest: it gets the latest time, so the page keeps their order.
        return {
          userId,
          productId: id,
          sellerId: shopId,
          savedPricePaise: p.pricePaise,
          savedInStock: p.inStock,
          createdAt: sql`now() - make_interval(secs => ${i / 1000})`,
        };
      });
    if (rows.length) await tx.insert(wishlistItem).values(rows).onConflictDoNothing();
    return { added: rows.length };
  });
}

/** The shopper's list in this shop, newest first, with prices and stock now (at most WISHLIST_MAX items). */
export async function listWishlist(db: Database, userId: string, shopId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      productId: wishlistItem.productId,
      savedPricePaise: wishlistItem.savedPricePaise,
      savedInStock: wishlistItem.savedInStock,
      savedAt: wishlistItem.createdAt,
      ...productNow(shopId),
    })
    .from(wishlistItem)
    .innerJoin(product, sameShopRow(product, wishlistItem.productId, wishlistItem))
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.sellerId, shopId)))
    .orderBy(desc(wishlistItem.createdAt), wishlistItem.productId)
    .limit(WISHLIST_MAX);
  return withOptions(db, shopId, rows);
}

/**
 * A guest's list (ids kept in the browser) as the wishlist page shows it, in the guest's order: the
 * shop's products among `ids`, priced now. What they cost when saved is not known, so nothing is
 * said to have changed; unknown and other shops' ids are left out.
 */
export async function listGuestWishlist(db: Database, shopId: string, ids: string[]): Promise<WishlistItem[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter((id) => isUuid(id)))].slice(0, WISHLIST_MAX);
  if (wanted.length === 0) return [];
  const found = await db
    .select({ productId: product.id, ...productNow(shopId) })
    .from(product)
    .where(and(inArray(product.id, wanted), eq(product.sellerId, shopId)));
  const byId = new Map(found.map((r) => [r.productId, r]));
  const rows = wanted.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, savedPricePaise: r.currentPricePaise, savedInStock: r.inStock, savedAt: new Date(0) }] : [];
  });
  return withOptions(db, shopId, rows);
}

const productNow = (shopId: string) => ({
  name: product.name,
  pricePaise: product.pricePaise,
  salePricePaise: product.salePricePaise,
  currentPricePaise: EFFECTIVE_PRICE_SQL,
  active: product.active,
  inStock: inStockSql(shopId),
});

interface ListedRow {
  productId: string;
  name: string;
  pricePaise: number;
  salePricePaise: number | null;
  currentPricePaise: number;
  active: boolean;
  inStock: boolean;
  savedPricePaise: number;
  savedInStock: boolean;
  savedAt: Date;
}

/** The rows with their image and the colour/size pairs that can be bought now. */
async function withOptions(db: Database, shopId: string, rows: ListedRow[]): Promise<WishlistItem[]> {
  const variants = await variantsOf(
    db,
    shopId,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => {
    const own = variants.get(r.productId) ?? [];
    return {
      productId: r.productId,
      name: r.name,
      imageKey: firstImageKey(own),
      pricePaise: r.pricePaise,
      salePricePaise: r.salePricePaise,
      savedPricePaise: r.savedPricePaise,
      currentPricePaise: r.currentPricePaise,
      available: r.active,
      inStock: r.active && r.inStock,
      savedInStock: r.savedInStock,
      options: r.active ? purchasableOptions(own) : [],
      savedAt: r.savedAt.toISOString(),
    };
  });
}
