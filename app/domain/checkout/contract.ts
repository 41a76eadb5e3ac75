// What the cart and the checkout routes agree on: the choices a request may make, what
// POST /{shop}/checkout/quote and POST /{shop}/checkout answer, and the cart's texts for them. No zod
// here: the cart page loads this file; the request schemas (./forms.ts) stay with the routes that check them.
import type { DeliveryMode, PaymentMethod, PaymentStatus, ShopPaymentMethod } from "~/db/schema/values";
import type { ReturnPolicy } from "~/domain/returns/shown";
import * as m from "~/i18n/messages";
import type { CheckoutTotals } from "./totals";

/** The methods a shopper can choose; 'none' is never chosen, it is what a shop without methods gets. */
export const CHOOSABLE_METHODS = ["upi", "cod", "pay_at_shop"] as const satisfies readonly ShopPaymentMethod[];
export const MAX_COUPON_CODE = 40;

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
  /** The shop's seller is GST regular: its tax invoice can name a business buyer, so the checkout asks for one. */
  takesBuyerGstin: boolean;
  /** The shop's return terms, said before the order is placed (docs/decisions/0139-returns-and-exchanges.md). */
  returnPolicy: ReturnPolicy;
}

/** The checkout id was already placed with another request (another cart, address or mode). */
export const checkoutChangedMessage = () => m.account_checkout_changed();
/** The checkout id belongs to someone else's (or another shop's) checkout. */
export const checkoutUsedMessage = () => m.account_checkout_used();
/** The failure codes that say the id itself is spent: the next attempt needs a new one. */
export const CHECKOUT_ID_SPENT = ["checkout_changed", "checkout_used"];

/** The data of a placed checkout's success reply. */
export interface PlacedReply {
  /** The orders created: one per shop's checkout (the spec's "Your N order(s) …"). */
  count: number;
  /** The order's id (the checkout id it was placed with) and the number shown for it everywhere. */
  orderId: string;
  number: string;
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
