// Reviews (docs/decisions/0082-reviews.md): the rules and shapes pages show, browser-safe and
// without zod (the forms' schemas are ./forms.ts).
import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from "~/db/schema/values";
import * as m from "~/i18n/messages";

export { REVIEW_BODY_MAX, REVIEW_REPLY_MAX };

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const reviewSortLabel = (s: ReviewSort): string => ({ newest: m.shop_sort_newest(), helpful: m.shop_sort_most_helpful() })[s];
export const REVIEWS_PAGE_SIZE = 10;
/** How many reviews the product's JSON-LD carries. */
export const JSON_LD_REVIEWS = 5;
export const HIDE_REASON_MAX = 300;

// Functions, not constants: each text is made in the request's (or the page's) language.
export const notEligible = () => m.shop_review_not_eligible();
export const reviewNotFound = () => m.shop_review_not_found();

/** The product page's query: ?rsort=newest|helpful&rpage=N (anything else falls back, never a 4xx). */
export function parseReviewQuery(params: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = params.get("rsort") === "helpful" ? "helpful" : "newest";
  const page = Number.parseInt(params.get("rpage") ?? "1", 10);
  return { sort, page: Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1 };
}

/** What every view of a review shows: stars, author, date, text and the seller's reply. */
export interface ReviewBase {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  helpfulCount: number;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

/** A review as the product page shows it. */
export interface ReviewView extends ReviewBase {
  updatedAt: string;
  /** The signed-in shopper marked it helpful. */
  votedHelpful: boolean;
  /** The signed-in shopper wrote it. */
  mine: boolean;
}

export interface RatingSummary {
  average: number | null;
  count: number;
  /** Visible reviews per star: index 0 is 1 star, index 4 is 5 stars. */
  distribution: [number, number, number, number, number];
}

export interface ProductReviews {
  summary: RatingSummary;
  reviews: ReviewView[];
  sort: ReviewSort;
  page: number;
  pageCount: number;
}

/** A review as the seller's dashboard and the admin see it. */
export interface ManagedReview extends ReviewBase {
  productId: string;
  productName: string;
  shopHandle: string;
  shopName: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenByName: string | null;
  restoredAt: string | null;
  restoredByName: string | null;
}

/** "4.3 out of 5 stars, 12 reviews": what stars say to a screen reader (and a search engine's reader). */
export function ratingLabel(average: number, count: number): string {
  const rating = formatRating(average);
  return count === 1 ? m.shop_rating_label_one({ rating, count }) : m.shop_rating_label_other({ rating, count });
}

/** One decimal: 4.25 → "4.3", 4 → "4.0". */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
