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

/** The checkout id was already placed with another request (another cart, address or mode). */
export const CHECKOUT_CHANGED_MESSAGE =
  "This checkout was already placed with a different cart, address or delivery option. Nothing new was ordered: please review your cart and place the order again.";
/** The checkout id belongs to someone else's (or another shop's) checkout. */
export const CHECKOUT_USED_MESSAGE = "This checkout has already been used.";
/** The failure codes that say the id itself is spent: the next attempt needs a new one. */
export const CHECKOUT_ID_SPENT = ["checkout_changed", "checkout_used"];

/** The data of a placed checkout's success reply. */
export interface PlacedReply {
  count: number;
  orderIds: string[];
  /** True when this checkout id had already been placed: nothing new was ordered. */
  replayed: boolean;
}

export const orderSuccessMessage = (n: number) => `Your ${n} order(s) have been sent to the seller.`;
export const orderFailureMessage = (error: string | null | undefined) => `Failed to create orders: ${error || "Unknown error"}`;
