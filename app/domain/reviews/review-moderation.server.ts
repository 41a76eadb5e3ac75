// Moderating a shop's reviews (docs/decisions/0082-reviews.md): the dashboard's list of visible and
// hidden reviews, the seller's one reply and hiding with a reason, and the admin's restore. Hidden
// reviews are kept with who hid them, when and why.
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { product, review, seller, user } from "~/db/schema";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { DomainError } from "../errors";
import { BASE_COLUMNS, reviewNotFoundError as notFound } from "./review-rows.server";
import type { ManagedReview } from "./reviews";

const hider = alias(user, "hider");
const restorer = alias(user, "restorer");

function managedSelect(db: Database) {
  return db
    .select({
      ...BASE_COLUMNS,
      productId: review.productId,
      productName: product.name,
      shopHandle: seller.handle,
      shopName: seller.shopName,
      hiddenAt: review.hiddenAt,
      hiddenReason: review.hiddenReason,
      hiddenByName: hider.name,
      restoredAt: review.restoredAt,
      restoredByName: restorer.name,
    })
    .from(review)
    .innerJoin(product, eq(product.id, review.productId))
    .innerJoin(seller, eq(seller.id, review.sellerId))
    .leftJoin(hider, eq(hider.id, review.hiddenBy))
    .leftJoin(restorer, eq(restorer.id, review.restoredBy));
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedSelect>["execute"]>>[number];

const toManaged = (r: ManagedRow): ManagedReview => ({
  ...r,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  hiddenAt: r.hiddenAt?.toISOString() ?? null,
  restoredAt: r.restoredAt?.toISOString() ?? null,
});

export const SHOP_REVIEWS_PAGE_SIZE = 20;

/** The dashboard: the shop's visible reviews newest first (one page), and its hidden ones with who hid them. */
export async function shopReviews(db: Database, sellerId: string, requestedPage: number) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(review)
    .where(and(eq(review.sellerId, sellerId), isNull(review.hiddenAt)));
  const pageCount = Math.max(1, Math.ceil(total / SHOP_REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const [visible, hidden] = await Promise.all([
    managedSelect(db)
      .where(and(eq(review.sellerId, sellerId), isNull(review.hiddenAt)))
      .orderBy(sql`${review.createdAt} desc nulls last`, asc(review.id)) // review_seller_idx's order
      .limit(SHOP_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * SHOP_REVIEWS_PAGE_SIZE),
    hiddenReviews(db, sellerId),
  ]);
  return { reviews: visible.map(toManaged), hidden, page, pageCount, total };
}

/** Hidden reviews, latest hidden first: one shop's (the dashboard) or every shop's (the admin). */
export async function hiddenReviews(db: Database, sellerId?: string, limit = 200): Promise<ManagedReview[]> {
  const rows = await managedSelect(db)
    .where(and(isNotNull(review.hiddenAt), sellerId ? eq(review.sellerId, sellerId) : undefined))
    .orderBy(sql`${review.hiddenAt} desc nulls last`, asc(review.id)) // review_hidden_idx's order
    .limit(limit);
  return rows.map(toManaged);
}

/** Tells a missing (or another shop's) review from one already in the state asked for. */
async function refuseChange(db: Database, sellerId: string | null, reviewId: string, conflict: DomainError): Promise<never> {
  const [r] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.id, reviewId), sellerId ? eq(review.sellerId, sellerId) : undefined));
  throw r ? conflict : notFound();
}

/** The seller's one reply to a review of their shop; a second reply is refused (409), the first stays. */
export async function replyToReview(db: Database, sellerId: string, reviewId: string, reply: string): Promise<void> {
  if (!isUuid(reviewId)) throw notFound();
  const done = await db
    .update(review)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(review.id, reviewId), eq(review.sellerId, sellerId), isNull(review.reply)))
    .returning({ id: review.id });
  if (!done.length)
    await refuseChange(db, sellerId, reviewId, new DomainError("already_replied", m.shop_review_already_replied(), { status: 409 }));
}

/** The seller hides a review of their shop, with a reason; it is kept (who, when, why) and stops counting. */
export async function hideReview(db: Database, sellerId: string, reviewId: string, byUserId: string, reason: string): Promise<void> {
  if (!isUuid(reviewId)) throw notFound();
  const done = await db
    .update(review)
    .set({ hiddenAt: sql`now()`, hiddenBy: byUserId, hiddenReason: reason })
    .where(and(eq(review.id, reviewId), eq(review.sellerId, sellerId), isNull(review.hiddenAt)))
    .returning({ id: review.id });
  if (!done.length)
    await refuseChange(db, sellerId, reviewId, new DomainError("already_hidden", m.shop_review_already_hidden(), { status: 409 }));
}

/** The admin restores a hidden review (any shop's): visible and counted again; who restored it is kept. */
export async function restoreReview(db: Database, reviewId: string, byUserId: string): Promise<void> {
  if (!isUuid(reviewId)) throw notFound();
  const done = await db
    .update(review)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, restoredAt: sql`now()`, restoredBy: byUserId })
    .where(and(eq(review.id, reviewId), isNotNull(review.hiddenAt)))
    .returning({ id: review.id });
  if (!done.length) await refuseChange(db, null, reviewId, new DomainError("not_hidden", m.shop_review_not_hidden(), { status: 409 }));
}
