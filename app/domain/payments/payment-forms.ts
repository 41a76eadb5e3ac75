// The payment forms' one schema each (browser-safe: the screen validates with it, the action parses
// with it): the shopper's UTR and the seller's payment actions.
import { z } from "zod";
import { PAYMENT_STATUSES } from "~/db/schema/values";
import { UTR_PATTERN } from "./upi";

export const UTR_MESSAGE = "Enter the 12-digit UTR from your UPI app.";

/** UPI apps show the UTR in groups ("4123 5678 9012"); spaces and dashes pasted with it are dropped. */
export const normalizeUtr = (value: string) => value.replace(/[\s-]/g, "");

const utr = z
  .string(UTR_MESSAGE)
  .transform(normalizeUtr)
  .refine((v) => UTR_PATTERN.test(v), UTR_MESSAGE);

export const ClaimPaymentSchema = z.object({ utr });

export const SELLER_PAYMENT_INTENTS = ["pay-confirm", "pay-not-received", "pay-collected", "pay-refund"] as const;
export type SellerPaymentIntent = (typeof SELLER_PAYMENT_INTENTS)[number];

/** The refund's amount in rupees, as the seller types it ("499" or "499.50"). */
const REFUND_AMOUNT_MESSAGE = "Enter the refund amount in rupees, such as 499 or 499.50.";
const rupees = z
  .string(REFUND_AMOUNT_MESSAGE)
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, REFUND_AMOUNT_MESSAGE)
  .transform((v) => Math.round(Number(v) * 100));

/** Every seller payment action carries the status the seller saw (`from`): the change is a compare-and-set on it. */
export const SellerPaymentSchema = z.object({
  intent: z.enum(SELLER_PAYMENT_INTENTS, "Unknown payment action."),
  from: z.enum(PAYMENT_STATUSES, "This form is out of date. Please reload the page."),
});

export const RefundSchema = z.object({
  amount: rupees,
  refundUtr: z.preprocess(
    (v) => (typeof v === "string" && normalizeUtr(v) !== "" ? normalizeUtr(v) : undefined),
    z.string().regex(UTR_PATTERN, "The refund's UTR has 12 digits; leave it empty if you have none.").optional(),
  ),
});

/** The seller's 'Record refund' form: the action, the status seen, the amount and the optional UTR. */
export const RefundFormSchema = SellerPaymentSchema.extend({ intent: z.literal("pay-refund"), ...RefundSchema.shape });
