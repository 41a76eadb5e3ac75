// The product page's reviews (docs/decisions/0082-reviews.md): what its loader adds, and its action
// (write / edit one's review, 'Helpful'). Plain forms posting to the product page: works without JS.
import { parseWithZod } from "@conform-to/zod/v4";
import { catalogDbContext, type RouteContext, servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { enforceRateLimit } from "~/domain/rate-limit.server";
import { HelpfulFormSchema, ReviewFormSchema } from "~/domain/reviews/forms";
import { parseReviewQuery, reviewNotFound } from "~/domain/reviews/reviews";
import {
  jsonLdReviews,
  noReviews,
  productReviews,
  type RatedProduct,
  reviewerState,
  saveReview,
  toggleHelpful,
} from "~/domain/reviews/shopper-reviews.server";
import { errorReply, invalidSubmission, parseForm, replySuccess } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";

/** `ratingCount`: the product's count of visible reviews, read with it; at 0 no review is read. */
export async function loadProductReviews(context: RouteContext, request: Request, product: RatedProduct) {
  const { db } = context.get(servicesContext);
  const catalogDb = context.get(catalogDbContext);
  const shop = context.get(shopContext);
  const viewer = await getSessionUser(context, request);
  const query = parseReviewQuery(new URL(request.url).searchParams);
  const reviewed = product.ratingCount > 0;
  const [reviews, ldReviews, reviewer] = await Promise.all([
    reviewed ? productReviews(catalogDb, product, viewer?.id ?? null, query) : noReviews(query.sort),
    reviewed ? jsonLdReviews(catalogDb, product.id) : [],
    // The viewer's own review and whether they may write one: theirs, so from the primary.
    viewer ? reviewerState(db, shop.id, product.id, viewer.id) : null,
  ]);
  return { reviews, ldReviews, reviewer: reviewer ? { ...reviewer, signedIn: true } : { eligible: false, mine: null, signedIn: false } };
}

export async function reviewAction(context: RouteContext, request: Request, productId: string) {
  const { db, env } = context.get(servicesContext);
  const shop = context.get(shopContext);
  const form = await parseForm(request);
  const intent = form.get("intent");
  const user = await getSessionUser(context, request);
  if (intent === "review") {
    const submission = parseWithZod(form, { schema: ReviewFormSchema });
    if (submission.status !== "success") return invalidSubmission(submission);
    try {
      if (!user) throw new DomainError("sign_in", m.shop_review_sign_in_to_review(), { status: 401 });
      await enforceRateLimit(db, env, "review", `user:${user.id}`);
      const saved = await saveReview(db, shop.id, productId, user, submission.value);
      return replySuccess({ intent, id: saved.id }, saved.created ? m.shop_review_posted() : m.shop_review_updated());
    } catch (error) {
      return errorReply(error, submission);
    }
  }
  try {
    if (intent !== "helpful") throw new DomainError("unknown_action", m.shop_unknown_action());
    const vote = HelpfulFormSchema.safeParse({ intent, reviewId: form.get("reviewId") });
    if (!vote.success) throw new DomainError("review_not_found", reviewNotFound(), { status: 404 });
    if (!user) throw new DomainError("sign_in", m.shop_review_sign_in_to_vote(), { status: 401 });
    const { voted } = await toggleHelpful(db, shop.id, vote.data.reviewId, user.id);
    return replySuccess({ intent, reviewId: vote.data.reviewId, voted });
  } catch (error) {
    return errorReply(error);
  }
}
