import { and, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { seller } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import { clampPage } from "~/utils/paging";

export const ADMIN_PAGE_SIZE = 20;

export async function listSellers(db: Database, opts: { q?: string; page?: number }) {
  const q = opts.q?.trim();
  const where = q
    ? or(
        ilike(seller.shopName, containsPattern(q)),
        ilike(seller.handle, containsPattern(q)),
        ilike(seller.ownerName, containsPattern(q)),
        ilike(seller.email, containsPattern(q)),
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(seller).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(clampPage(opts.page), pageCount);
  const rows = await db
    .select({
      id: seller.id,
      handle: seller.handle,
      shopName: seller.shopName,
      ownerName: seller.ownerName,
      email: seller.email,
      status: seller.status,
      suspendedReason: seller.suspendedReason,
      createdAt: seller.createdAt,
      // Qualified by hand: drizzle would render ${seller.id} as a bare "id", which the subquery captures.
      products: sql<number>`(select count(*) from product p where p.seller_id = "seller"."id")::int`,
      orders: sql<number>`(select count(*) from orders o where o.seller_id = "seller"."id")::int`,
    })
    .from(seller)
    .where(where)
    .orderBy(desc(seller.createdAt), seller.handle)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { sellers: rows, total, page, pageCount };
}

export const ShopStatusSchema = z.discriminatedUnion("status", [
  z.object({ sellerId: z.uuid("Unknown shop."), status: z.literal("active") }),
  z.object({
    sellerId: z.uuid("Unknown shop."),
    status: z.literal("suspended"),
    reason: z
      .string("Please give the seller a reason (at least 3 characters).")
      .trim()
      .min(3, "Please give the seller a reason (at least 3 characters).")
      .max(500, "Keep the reason under 500 characters."),
  }),
]);

/**
 * Suspends or reinstates a shop. A suspended shop disappears from the storefront and every listing.
 * A shop its owner closed is the owner's to reopen, never the admin's: it is not found here.
 */
export async function setShopStatus(db: Database, input: z.infer<typeof ShopStatusSchema>) {
  const [updated] = await db
    .update(seller)
    .set({
      status: input.status,
      suspendedReason: input.status === "suspended" ? input.reason : null,
      updatedAt: new Date(),
    })
    .where(and(eq(seller.id, input.sellerId), ne(seller.status, "closed")))
    .returning({ id: seller.id, handle: seller.handle, status: seller.status });
  if (!updated) throw new DomainError("shop_not_found", "That shop does not exist.", { status: 404 });
  return updated;
}
