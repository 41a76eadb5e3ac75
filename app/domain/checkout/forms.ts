// What the browser sends to place its cart's orders. Only identities and quantities count:
// names and prices are always re-read on the server (a tampered price changes nothing).
import { z } from "zod";
import { DELIVERY_MODES } from "~/db/schema/values";

/** Far above any real cart; stops a request from asking the database for thousands of rows. */
export const MAX_CHECKOUT_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;

export const CheckoutLineSchema = z.object({
  productId: z.string(),
  color: z.string().max(100).optional(),
  size: z.string().max(100).optional(),
  quantity: z.unknown().optional(),
  name: z.string().max(300).optional(),
});

export const CheckoutRequestSchema = z.object({
  checkoutId: z.uuid("Invalid checkout id."),
  addressId: z.string().max(100).optional().default(""),
  deliveryMode: z.enum(DELIVERY_MODES, "Choose a delivery option."),
  lines: z.array(z.unknown()).max(MAX_CHECKOUT_LINES, `A checkout can hold at most ${MAX_CHECKOUT_LINES} lines.`),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const orderSuccessMessage = (n: number) => `Your ${n} order(s) have been sent to the seller.`;
export const orderFailureMessage = (error: string | null | undefined) => `Failed to create orders: ${error || "Unknown error"}`;
