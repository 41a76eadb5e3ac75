// Reviews' form schemas (docs/decisions/0082-reviews.md): the product page's review form and
// 'Helpful' button, the dashboard's reply and hide forms and the admin's restore parse with these,
// in the browser (only where a form is shown) and again in the action. Kept apart from
// ./reviews.ts so pages that only show ratings do not ship zod.
import { z } from "zod";
import * as m from "~/i18n/messages";
import { wholeNumber } from "~/utils/form-schema";
import { HIDE_REASON_MAX, REVIEW_BODY_MAX, REVIEW_REPLY_MAX, reviewNotFound } from "./reviews";

// Messages are functions (zod calls them when it checks), so they follow the request's language.
const chooseStars = { error: () => m.shop_review_choose_stars() };
const reviewId = () => z.uuid({ error: reviewNotFound });

// Optional: an empty box arrives as no field at all (Conform), which is the empty text.
const body = z
  .string()
  .trim()
  .max(REVIEW_BODY_MAX, { error: () => m.shop_review_body_max({ max: REVIEW_BODY_MAX }) })
  .default("");

/** Write or edit one's review: stars 1–5, optional text (plain, trimmed). */
export const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  rating: wholeNumber(chooseStars.error).pipe(z.number().min(1, chooseStars).max(5, chooseStars)),
  body,
});
export type ReviewInput = z.output<typeof ReviewFormSchema>;

export const HelpfulFormSchema = z.object({ intent: z.literal("helpful"), reviewId: reviewId() });

export const ReplyFormSchema = z.object({
  intent: z.literal("reply"),
  reviewId: reviewId(),
  reply: z
    .string({ error: () => m.shop_review_write_reply() })
    .trim()
    .min(1, { error: () => m.shop_review_write_reply() })
    .max(REVIEW_REPLY_MAX, { error: () => m.shop_review_reply_max({ max: REVIEW_REPLY_MAX }) }),
});

export const HideFormSchema = z.object({
  intent: z.literal("hide"),
  reviewId: reviewId(),
  reason: z
    .string({ error: () => m.shop_review_hide_reason() })
    .trim()
    .min(1, { error: () => m.shop_review_hide_reason() })
    .max(HIDE_REASON_MAX, { error: () => m.shop_review_reason_max({ max: HIDE_REASON_MAX }) }),
});

export const RestoreFormSchema = z.object({ intent: z.literal("restore"), reviewId: reviewId() });
