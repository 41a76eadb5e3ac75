// What the browser sends to place its cart's orders. Only identities and quantities count:
// names and prices are always re-read on the server (a tampered price changes nothing). What the
// server answers is in ./contract.ts, which the cart loads without zod.

import { z } from "zod";
import { DELIVERY_MODES, MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from "~/db/schema/values";
import * as m from "~/i18n/messages";
import { businessBuyerShape, checkBusinessBuyer } from "./business-buyer";
import { CHOOSABLE_METHODS, MAX_COUPON_CODE } from "./contract";

/** Far above any real cart; stops a request from asking the database for thousands of rows. */
export const MAX_CHECKOUT_LINES = MAX_CART_LINES;
export const MAX_LINE_QUANTITY = MAX_CART_LINE_QUANTITY;

export const CheckoutLineSchema = z.object({
  productId: z.string(),
  color: z.string().max(100).optional(),
  size: z.string().max(100).optional(),
  quantity: z.unknown().optional(),
  name: z.string().max(300).optional(),
});

// The fields the checkout and its quote share; each message is made when a request is checked.
const checkoutLines = z
  .array(z.unknown())
  .max(MAX_CHECKOUT_LINES, { error: () => m.account_checkout_max_lines({ max: MAX_CHECKOUT_LINES }) });
const deliveryMode = z.enum(DELIVERY_MODES, { error: () => m.account_choose_delivery_option() });
const paymentMethod = z.enum(CHOOSABLE_METHODS, { error: () => m.account_choose_how_pay() });
const couponCode = z
  .string()
  .max(MAX_COUPON_CODE, { error: () => m.account_coupon_too_long() })
  .optional()
  .default("");

export const CheckoutRequestSchema = z
  .object({
    checkoutId: z.uuid({ error: () => m.account_invalid_checkout_id() }),
    addressId: z.string().max(100).optional().default(""),
    deliveryMode,
    lines: checkoutLines,
    /** Required when the shop accepts payments; absent otherwise (the order is settled with the seller). */
    paymentMethod: paymentMethod.optional(),
    couponCode,
    /** A business buyer's GSTIN and legal name (./business-buyer.ts); empty for a consumer. */
    ...businessBuyerShape,
  })
  .superRefine(checkBusinessBuyer);
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

/**
 * POST /{shop}/checkout/quote: what the cart would cost. Everything but the lines is optional: no
 * address means "delivery not checked yet", no method means "no COD fee", no mode means delivery.
 */
export const QuoteRequestSchema = z.object({
  lines: checkoutLines,
  addressId: z.string().max(100).optional(),
  deliveryMode: deliveryMode.optional(),
  paymentMethod: paymentMethod.optional(),
  couponCode,
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
