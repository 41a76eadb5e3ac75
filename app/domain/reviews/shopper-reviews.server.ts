// Reviews and ratings as shoppers meet them (docs/decisions/0082-reviews.md). A shopper may review a
// product once an order of it from this shop was delivered to them; once per product, edited in
// place. Votes keep review.helpful_count in the same transaction; product.rating_* are the trigger's
// (drizzle/0008), never written here. The product page's section reads only visible reviews.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
import { orderItem, orders, product, review, reviewVote } from "~/db/schema";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { DomainError } from "../errors";
import type { ReviewInput } from "./forms";
import { BASE_COLUMNS, reviewNotFoundError as notFound } from "./review-rows.server";
import {
  JSON_LD_REVIEWS,
  notEligible,
  type ProductReviews,
  type RatingSummary,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
  type ReviewView,
} from "./reviews";

/** The delivered order of `productId` from this shop that entitles `userId` to review it (the latest), or null. */
export async function entitlingOrder(db: Database, sellerId: string, productId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItem, eq(orderItem.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.sellerId, sellerId), eq(orders.status, "delivered"), eq(orderItem.productId, productId)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes the shopper's review of a product, or edits the one they wrote (same row: the unique
 * (product, user) makes a second write an update). Refused without a delivered order of it.
 */
export async function saveReview(
  db: Database,
  sellerId: string,
  productId: string,
  author: { id: string; name: string },
  input: Pick<ReviewInput, "rating" | "body">,
): Promise<{ id: string; created: boolean }> {
  if (!isUuid(productId)) throw new DomainError("product_not_found", m.shop_review_product_missing(), { status: 404 });
  const [p] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId), eq(product.active, true)));
  if (!p) throw new DomainError("product_not_found", m.shop_review_product_missing(), { status: 404 });
  const orderId = await entitlingOrder(db, sellerId, productId, author.id);
  if (!orderId) throw new DomainError("not_eligible", notEligible(), { status: 403 });
  const authorName = author.name.trim() || "Shopper";
  const [row] = await db
    .insert(review)
    .values({ sellerId, productId, userId: author.id, orderId, rating: input.rating, body: input.body, authorName })
    .onConflictDoUpdate({
      target: [review.productId, review.userId, review.sellerId],
      set: { rating: input.rating, body: input.body, authorName, updatedAt: sql`now()` },
    })
    .returning({ id: review.id, created: sql<boolean>`xmax = 0` });
  return row;
}

/**
 * 'Helpful' on a visible review of this shop: marks it, or unmarks it when already marked. Not on
 * one's own review. The vote row and the count change in one transaction, so they always agree.
 */
export async function toggleHelpful(db: Database, sellerId: string, reviewId: string, userId: string): Promise<{ voted: boolean }> {
  if (!isUuid(reviewId)) throw notFound();
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select({ userId: review.userId })
      .from(review)
      .where(and(eq(review.id, reviewId), eq(review.sellerId, sellerId), isNull(review.hiddenAt)));
    if (!r) throw notFound();
    if (r.userId === userId) throw new DomainError("own_review", m.shop_review_own_helpful(), { status: 403 });
    const removed = await tx
      .delete(reviewVote)
      .where(and(eq(reviewVote.reviewId, reviewId), eq(reviewVote.userId, userId)))
      .returning({ reviewId: reviewVote.reviewId });
    const added = removed.length
      ? []
      : await tx
          .insert(reviewVote)
          .values({ sellerId, reviewId, userId })
          .onConflictDoNothing()
          .returning({ reviewId: reviewVote.reviewId });
    const delta = added.length - removed.length;
    if (delta !== 0)
      await tx
        .update(review)
        .set({ helpfulCount: sql`${review.helpfulCount} + ${delta}` })
        .where(eq(review.id, reviewId));
    return { voted: added.length > 0 };
  });
}

const starCounts = preparedFor((db) =>
  db
    .select({ rating: review.rating, n: sql<number>`count(*)::int` })
    .from(review)
    .where(and(eq(review.productId, sql.placeholder("productId")), isNull(review.hiddenAt)))
    .groupBy(review.rating)
    .prepare("review_star_counts"),
);

/** How many visible reviews give each star, 1 to 5, in one grouped query. */
async function ratingDistribution(db: Database, productId: string): Promise<RatingSummary["distribution"]> {
  const distribution: RatingSummary["distribution"] = [0, 0, 0, 0, 0];
  for (const r of await starCounts(db).execute({ productId })) distribution[r.rating - 1] = r.n;
  return distribution;
}

// The partial indexes' orders (review_product_newest_idx / _helpful_idx): drizzle's desc is NULLS LAST.
const ORDER: Record<ReviewSort, ReturnType<typeof sql>[]> = {
  newest: [sql`${review.createdAt} desc nulls last`, sql`${review.id} asc`],
  helpful: [sql`${review.helpfulCount} desc nulls last`, sql`${review.createdAt} desc nulls last`, sql`${review.id} asc`],
};

// One statement per order, prepared: every product page with reviews reads a page of them and the
// JSON-LD's most helpful. With no viewer the vote test compares with null, so nothing is voted.
const visibleReviewsIn = (sort: ReviewSort) =>
  preparedFor((db) =>
    db
      .select({
        ...BASE_COLUMNS,
        userId: review.userId,
        updatedAt: review.updatedAt,
        voted: sql<boolean>`exists (select 1 from ${reviewVote} v where v.review_id = ${review.id} and v.user_id = ${sql.placeholder("viewerId")}::text)`,
      })
      .from(review)
      .where(and(eq(review.productId, sql.placeholder("productId")), isNull(review.hiddenAt)))
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`visible_reviews_${sort}`),
  );
const VISIBLE_REVIEWS = { newest: visibleReviewsIn("newest"), helpful: visibleReviewsIn("helpful") } satisfies Record<ReviewSort, unknown>;

async function visibleReviews(db: Database, productId: string, viewerId: string | null, sort: ReviewSort, limit: number, offset: number) {
  const rows = await VISIBLE_REVIEWS[sort](db).execute({ productId, viewerId, limit, offset });
  return rows.map(
    ({ userId, voted, ...r }): ReviewView => ({
      ...r,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      votedHelpful: voted,
      mine: userId === viewerId,
    }),
  );
}

/** A product as the page read it: its trigger-kept average and count of visible reviews. */
export interface RatedProduct {
  id: string;
  ratingAvg: number | null;
  ratingCount: number;
}

/**
 * The product page's section: the summary and one page of visible reviews in `sort` order. The
 * average and count are the product row's, which the page has just read (the trigger keeps them).
 */
export async function productReviews(
  db: Database,
  product: RatedProduct,
  viewerId: string | null,
  query: { sort: ReviewSort; page: number },
): Promise<ProductReviews> {
  const pageCount = Math.max(1, Math.ceil(product.ratingCount / REVIEWS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const [distribution, reviews] = await Promise.all([
    ratingDistribution(db, product.id),
    visibleReviews(db, product.id, viewerId, query.sort, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  return { summary: { average: product.ratingAvg, count: product.ratingCount, distribution }, reviews, sort: query.sort, page, pageCount };
}

/**
 * The section of a product nobody has reviewed (most of them), without reading anything: what
 * productReviews returns when the product's trigger-kept count of visible reviews is 0.
 */
export function noReviews(sort: ReviewSort): ProductReviews {
  return { summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] }, reviews: [], sort, page: 1, pageCount: 1 };
}

/** The most helpful visible reviews, for the product's JSON-LD. */
export function jsonLdReviews(db: Database, productId: string): Promise<ReviewView[]> {
  return visibleReviews(db, productId, null, "helpful", JSON_LD_REVIEWS, 0);
}

/** What the product page offers the signed-in shopper: their own review (to edit) and whether they may write one. */
export async function reviewerState(db: Database, sellerId: string, productId: string, userId: string) {
  const [mine] = await db
    .select({ rating: review.rating, body: review.body, hiddenAt: review.hiddenAt })
    .from(review)
    .where(and(eq(review.productId, productId), eq(review.userId, userId)));
  const eligible = mine ? true : (await entitlingOrder(db, sellerId, productId, userId)) !== null;
  return { eligible, mine: mine ? { rating: mine.rating, body: mine.body, hidden: mine.hiddenAt !== null } : null };
}
