// What each payment method and status is called, for the shopper and for the seller.
import type { PaymentMethod, PaymentStatus } from "~/db/schema/values";

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  none: "Settle with the seller",
  upi: "UPI",
  cod: "Cash on delivery",
  pay_at_shop: "Pay at the shop",
};

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  none: "Settle with the seller",
  awaiting: "Awaiting payment",
  claimed: "Payment claimed",
  paid: "Paid",
  not_received: "Payment not received",
  expired: "Payment window ended",
  to_collect: "To collect",
  collected: "Collected",
  refunded: "Refunded",
};

/** The statuses a seller has to act on: UPI payments to confirm and cash to collect. */
export const TO_CONFIRM: readonly PaymentStatus[] = ["claimed"];
export const TO_COLLECT: readonly PaymentStatus[] = ["to_collect"];
/** Money that has reached the seller. */
export const SETTLED: readonly PaymentStatus[] = ["paid", "collected"];
/** A UPI checkout whose payment screen can still be used (until its window ends). */
export const PAYABLE: readonly PaymentStatus[] = ["awaiting", "not_received"];
