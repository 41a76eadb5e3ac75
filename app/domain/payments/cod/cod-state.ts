// A COD order's confirmation by the shopper, and whether the shop's rule holds its parcel back
// (docs/decisions/0137-cod-confirmation.md). Pure and browser-safe.
import type { CodShippingRule, OrderStatus, PaymentMethod } from "~/db/schema/values";

/** The order statuses before the goods leave: a shopper's confirmation still matters, and the deadline job may act. */
export const BEFORE_SHIPPING: readonly OrderStatus[] = ["pending", "confirmed", "processing"];

export function codHoldsShipping(order: {
  paymentMethod: PaymentMethod;
  codConfirmedAt: Date | string | null;
  codShipping: CodShippingRule | null;
}): boolean {
  return order.paymentMethod === "cod" && order.codShipping === "ship_confirmed" && !order.codConfirmedAt;
}

export type CodState = "unconfirmed" | "flagged" | "confirmed";

/** Where a COD checkout's confirmation stands: confirmed, not yet, or not in time (flagged for the seller). */
export function codState(c: { codConfirmedAt: Date | string | null; codFlaggedAt: Date | string | null }): CodState {
  if (c.codConfirmedAt) return "confirmed";
  return c.codFlaggedAt ? "flagged" : "unconfirmed";
}
