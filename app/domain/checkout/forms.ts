// What the browser sends to place its cart's orders. Only identities and quantities count:
// names and prices are always re-read on the server (a tampered price changes nothing).

import { z } from "zod";
import {
  DELIVERY_MODES,
  type DeliveryMode,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  type PaymentMethod,
  type PaymentStatus,
  type ShopPaymentMethod,
} from "~/db/schema/values";
import * as m from "~/i18n/messages";
import type { CheckoutTotals } from "./totals";

/** The methods a shopper can choose; 'none' is never chosen, it is what a shop without methods gets. */
export const CHOOSABLE_METHODS = ["upi", "cod", "pay_at_shop"] as const satisfies readonly ShopPaymentMethod[];
export const MAX_COUPON_CODE = 40;

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

export const CheckoutRequestSchema = z.object({
  checkoutId: z.uuid({ error: () => m.account_invalid_checkout_id() }),
  addressId: z.string().max(100).optional().default(""),
  deliveryMode,
  lines: checkoutLines,
  /** Required when the shop accepts payments; absent otherwise (the order is settled with the seller). */
  paymentMethod: paymentMethod.optional(),
  couponCode,
});
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

export interface PaymentOption {
  method: ShopPaymentMethod;
  /** The delivery mode this method goes with: COD with delivery, pay-at-shop with in-shop; UPI with both. */
  modes: DeliveryMode[];
  /** False with the reason when it cannot be used for this cart (e.g. COD above its limit). */
  available: boolean;
  reason: string | null;
  /** Its fee (COD), 0 otherwise. */
  feePaise: number;
}

/** The data of a quote's success reply: every amount computed by the server. */
export interface QuoteReply {
  /** The methods the shop accepts; empty: it takes no payment through Haat (orders as before). */
  payment: PaymentOption[];
  /** The totals for the asked mode and method (delivery and no method when not asked). */
  totals: CheckoutTotals;
  /** The same cart's totals for each delivery mode, with the asked method. */
  byMode: Record<DeliveryMode, CheckoutTotals>;
  /** Null when no code was given. */
  coupon:
    | { code: string; applied: true; discountPaise: number; message: string }
    | { code: string; applied: false; reason: string; message: string }
    | null;
  /** Whether the shop delivers to the chosen address (true when none was chosen), with the message when not. */
  delivery: { served: boolean; message: string | null; freeDeliveryNote: string | null };
}

/** The checkout id was already placed with another request (another cart, address or mode). */
export const checkoutChangedMessage = () => m.account_checkout_changed();
/** The checkout id belongs to someone else's (or another shop's) checkout. */
export const checkoutUsedMessage = () => m.account_checkout_used();
/** The failure codes that say the id itself is spent: the next attempt needs a new one. */
export const CHECKOUT_ID_SPENT = ["checkout_changed", "checkout_used"];

/** The data of a placed checkout's success reply. */
export interface PlacedReply {
  count: number;
  orderIds: string[];
  checkoutId: string;
  totals: CheckoutTotals;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** True when this checkout id had already been placed: nothing new was ordered. */
  replayed: boolean;
}

export const orderSuccessMessage = (count: number) => m.account_order_success({ count });
export const orderFailureMessage = (error: string | null | undefined) =>
  m.account_order_failure({ error: error || m.account_unknown_error() });

/** placeOrders' failure code when the chosen address no longer exists (deleted on another device). */
export const ADDRESS_GONE_CODE = "address_not_found";
/** After an order failed because its address is gone: the list is re-read, and the shopper told this. */
export const addressGoneMessage = () => m.account_address_gone();
