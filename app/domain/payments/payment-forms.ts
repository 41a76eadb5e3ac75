// The payment forms' one schema each (browser-safe: the screen validates with it, the action parses
// with it): the shopper's UTR and the seller's payment actions.

import { z } from "zod";
import { PAYMENT_STATUSES } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { rupeeAmount } from "~/utils/form-schema";
import { UTR_PATTERN } from "./upi";

export const utrMessage = () => m.account_utr_message();

/** UPI apps show the UTR in groups ("4123 5678 9012"); spaces and dashes pasted with it are dropped. */
export const normalizeUtr = (value: string) => value.replace(/[\s-]/g, "");

const utr = z
  .string({ error: utrMessage })
  .transform(normalizeUtr)
  .refine((v) => UTR_PATTERN.test(v), { error: utrMessage });

export const ClaimPaymentSchema = z.object({ utr });

export const SELLER_PAYMENT_INTENTS = ["pay-confirm", "pay-not-received", "pay-collected", "pay-refund"] as const;
export type SellerPaymentIntent = (typeof SELLER_PAYMENT_INTENTS)[number];

/** The refund's amount in rupees, as the seller types it ("499" or "499.50"). */
export const refundAmountMessage = () => m.account_refund_amount_message();
const rupees = rupeeAmount(refundAmountMessage, 9);

/** Every seller payment action carries the status the seller saw (`from`): the change is a compare-and-set on it. */
export const SellerPaymentSchema = z.object({
  intent: z.enum(SELLER_PAYMENT_INTENTS, { error: () => m.account_unknown_payment_action() }),
  from: z.enum(PAYMENT_STATUSES, { error: () => m.account_stale_form() }),
  /** "Mark collected" on an in-shop purchase not yet delivered: the seller's tick that the cash was taken at the shop. */
  cashAtShop: z.literal("yes").optional(),
});

export const RefundSchema = z.object({
  amount: rupees,
  refundUtr: z.preprocess(
    (v) => (typeof v === "string" && normalizeUtr(v) !== "" ? normalizeUtr(v) : undefined),
    z
      .string()
      .regex(UTR_PATTERN, { error: () => m.account_refund_utr() })
      .optional(),
  ),
});

/** The seller's 'Record refund' form: the action, the status seen, the amount and the optional UTR. */
export const RefundFormSchema = SellerPaymentSchema.extend({ intent: z.literal("pay-refund"), ...RefundSchema.shape });
