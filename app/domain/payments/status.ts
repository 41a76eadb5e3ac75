// What each payment method and status is called, for the shopper and for the seller.

import type { OrderStatus, PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { endedUndelivered } from "~/domain/orders/seller-actions";
import * as m from "~/i18n/messages";

// Getters, not strings: each read is in the language of the request (or page) reading it, while
// callers keep indexing the maps as before.
export const PAYMENT_METHOD_LABEL: Readonly<Record<PaymentMethod, string>> = {
  get none() {
    return m.account_method_none();
  },
  upi: "UPI",
  get cod() {
    return m.account_method_cod();
  },
  get pay_at_shop() {
    return m.account_method_pay_at_shop();
  },
};

/**
 * A payment status as a person is shown it: cash still "to collect" for a cancelled order, or a
 * parcel that came back to the seller, is "nothing to collect": it was never taken, and never will be.
 */
export type ShownPaymentStatus = PaymentStatus | "nothing_due";

export function shownPaymentStatus(status: PaymentStatus, orderStatus: OrderStatus): ShownPaymentStatus {
  return status === "to_collect" && endedUndelivered(orderStatus) ? "nothing_due" : status;
}

export const PAYMENT_STATUS_LABEL: Readonly<Record<ShownPaymentStatus, string>> = {
  get none() {
    return m.account_method_none();
  },
  get awaiting() {
    return m.account_pay_status_awaiting();
  },
  get claimed() {
    return m.account_pay_status_claimed();
  },
  get paid() {
    return m.account_pay_status_paid();
  },
  get not_received() {
    return m.account_pay_status_not_received();
  },
  get expired() {
    return m.account_pay_status_expired();
  },
  get to_collect() {
    return m.account_pay_status_to_collect();
  },
  get nothing_due() {
    return m.account_pay_status_nothing_due();
  },
  get collected() {
    return m.account_pay_status_collected();
  },
  get refunded() {
    return m.account_pay_status_refunded();
  },
};

/** An order's total named for what it is to the shopper: paid, or still to pay (online or in cash). */
export function orderTotalLabel(status: ShownPaymentStatus): string {
  if ((SETTLED as readonly string[]).includes(status)) return m.account_order_total_paid();
  if (status === "to_collect" || status === "claimed" || (PAYABLE as readonly string[]).includes(status))
    return m.account_order_total_due();
  return m.account_total();
}

/** The statuses a seller has to act on: UPI payments to confirm and cash to collect. */
export const TO_CONFIRM: readonly PaymentStatus[] = ["claimed"];
export const TO_COLLECT: readonly PaymentStatus[] = ["to_collect"];
/** Money that has reached the seller. */
export const SETTLED: readonly PaymentStatus[] = ["paid", "collected"];
/** A UPI checkout whose payment screen can still be used (until its window ends). */
export const PAYABLE: readonly PaymentStatus[] = ["awaiting", "not_received"];
