// The return forms' one schema each (browser-safe: the screen validates with it, the action parses with
// it): the shop's policy, the shopper's request, the seller's decision and what the seller did on receipt.
import { z } from "zod";
import { RETURN_KINDS, RETURN_REQUEST_REASONS } from "~/db/schema/values";
import { TrackingFields } from "~/domain/orders/tracking";
import { normalizeUtr, RefundSchema } from "~/domain/payments/payment-forms";
import { UTR_PATTERN } from "~/domain/payments/upi";
import * as m from "~/i18n/messages";
import { requiredText } from "~/utils/form-schema";

/** The days after delivery a shop may take returns for: a short list, not a number to type. 0: no returns. */
export const RETURN_WINDOWS = [0, 3, 7, 10, 15, 30] as const;
export const MAX_RETURN_NOTE = 500;
export const MAX_DECLINE_REASON = 300;

export const ReturnPolicySchema = z.object({
  intent: z.literal("returns"),
  windowDays: z
    .enum(RETURN_WINDOWS.map(String) as [string, ...string[]], { error: () => m.seller_returns_window_invalid() })
    .transform(Number),
  exchanges: z.boolean().default(false),
  photos: z.boolean().default(false),
});

/** A return's photos: up to 3, each an image of up to 5 MB, stored re-encoded (its metadata, such as where it was taken, dropped). */
export const MAX_RETURN_PHOTOS = 3;
export const RETURN_PHOTO_RULES = { maxBytes: 5 * 1024 * 1024, accept: ["image/jpeg", "image/png", "image/webp"] as const };

/**
 * An exchange's wanted colour and size, posted as one value per line (`want.<lineNo>`): the JSON pair
 * [colour, size], so no separator can be confused with a colour's own characters.
 */
export const wantValue = (color: string, size: string) => JSON.stringify([color, size]);
export function readWant(value: unknown): { color: string; size: string } | null {
  if (typeof value !== "string" || value.length > 200) return null;
  try {
    const pair: unknown = JSON.parse(value);
    if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && typeof pair[1] === "string")
      return { color: pair[0], size: pair[1] };
  } catch {
    // Not a pair the form made: treated as no choice.
  }
  return null;
}

export const ReturnRequestSchema = z.object({
  intent: z.literal("return-request"),
  lines: z
    .array(z.coerce.number().int().min(0).max(10_000), { error: () => m.account_return_pick_lines() })
    .min(1, { error: () => m.account_return_pick_lines() })
    .max(200),
  kind: z.enum(RETURN_KINDS, { error: () => m.account_return_pick_kind() }),
  reason: z.enum(RETURN_REQUEST_REASONS, { error: () => m.account_return_pick_reason() }),
  note: z
    .string()
    .trim()
    .max(MAX_RETURN_NOTE, { error: () => m.account_return_note_too_long({ max: MAX_RETURN_NOTE }) })
    .optional()
    .transform((v) => v ?? ""),
  want: z.record(z.string(), z.string()).optional(),
  photos: z
    .array(z.file())
    .max(MAX_RETURN_PHOTOS, { error: () => m.account_return_photos_too_many({ max: MAX_RETURN_PHOTOS }) })
    .optional(),
});
export type ReturnRequestInput = z.infer<typeof ReturnRequestSchema>;

export const SELLER_RETURN_INTENTS = ["return-approve", "return-decline", "return-refund", "return-exchange"] as const;

const returnId = z.string({ error: () => m.dash_return_not_found() }).uuid({ error: () => m.dash_return_not_found() });

export const SellerReturnSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("return-approve"), returnId }),
  z.object({
    intent: z.literal("return-decline"),
    returnId,
    declineReason: requiredText(
      () => m.dash_return_decline_reason_missing(),
      MAX_DECLINE_REASON,
      () => m.dash_return_decline_reason_too_long({ max: MAX_DECLINE_REASON }),
    ),
  }),
  z.object({
    intent: z.literal("return-refund"),
    returnId,
    amount: RefundSchema.shape.amount,
    refundUtr: z
      .string({ error: () => m.account_refund_utr() })
      .transform(normalizeUtr)
      .refine((v) => UTR_PATTERN.test(v), { error: () => m.account_refund_utr() }),
  }),
  // The exchange parcel's courier and AWB: the rules of a shipped order's (app/domain/orders/tracking.ts).
  z.object({
    intent: z.literal("return-exchange"),
    returnId,
    courier: TrackingFields.courier,
    trackingNumber: TrackingFields.trackingNumber,
  }),
]);
export type SellerReturnInput = z.infer<typeof SellerReturnSchema>;
