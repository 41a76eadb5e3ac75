// Reviews' form schemas (docs/decisions/0082-reviews.md): the product page's review form and
// 'Helpful' button, the dashboard's reply and hide forms and the admin's restore parse with these,
// in the browser (only where a form is shown) and again in the action. Kept apart from
// ./reviews.ts so pages that only show ratings do not ship zod.
import { z } from "zod";
import { HIDE_REASON_MAX, REVIEW_BODY_MAX, REVIEW_NOT_FOUND, REVIEW_REPLY_MAX } from "./reviews";

// Optional: an empty box arrives as no field at all (Conform), which is the empty text.
const body = z.string().trim().max(REVIEW_BODY_MAX, `A review can be at most ${REVIEW_BODY_MAX} characters.`).default("");

/** Write or edit one's review: stars 1–5, optional text (plain, trimmed). */
export const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  rating: z.number("Choose 1 to 5 stars.").int("Choose 1 to 5 stars.").min(1, "Choose 1 to 5 stars.").max(5, "Choose 1 to 5 stars."),
  body,
});
export type ReviewInput = z.output<typeof ReviewFormSchema>;

export const HelpfulFormSchema = z.object({ intent: z.literal("helpful"), reviewId: z.uuid(REVIEW_NOT_FOUND) });

export const ReplyFormSchema = z.object({
  intent: z.literal("reply"),
  reviewId: z.uuid(REVIEW_NOT_FOUND),
  reply: z
    .string("Write a reply.")
    .trim()
    .min(1, "Write a reply.")
    .max(REVIEW_REPLY_MAX, `A reply can be at most ${REVIEW_REPLY_MAX} characters.`),
});

export const HideFormSchema = z.object({
  intent: z.literal("hide"),
  reviewId: z.uuid(REVIEW_NOT_FOUND),
  reason: z
    .string("Say why the review is hidden.")
    .trim()
    .min(1, "Say why the review is hidden.")
    .max(HIDE_REASON_MAX, `A reason can be at most ${HIDE_REASON_MAX} characters.`),
});

export const RestoreFormSchema = z.object({ intent: z.literal("restore"), reviewId: z.uuid(REVIEW_NOT_FOUND) });
