// What the shopper's and the moderation queries of reviews share: the columns every view of a review
// shows, and the not-found answer for a review that is missing or another shop's.
import { review } from "~/db/schema";
import { DomainError } from "../errors";
import { reviewNotFound } from "./reviews";

export const reviewNotFoundError = () => new DomainError("review_not_found", reviewNotFound(), { status: 404 });

/** The columns every view of a review shows (ReviewBase in ./forms). */
export const BASE_COLUMNS = {
  id: review.id,
  rating: review.rating,
  body: review.body,
  authorName: review.authorName,
  helpfulCount: review.helpfulCount,
  reply: review.reply,
  repliedAt: review.repliedAt,
  createdAt: review.createdAt,
};
