// Whether a shopper's checkout still offers its UPI payment screen ('Pay now' in order details).
import type { PaymentMethod, PaymentStatus } from "~/db/schema/values";
import { PAYABLE } from "~/domain/payments/status";

/** A UPI checkout awaiting payment (or not received, so a UTR may be given again) before its window ends. */
export function canPayNow(
  c: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; paymentDueAt: Date | null },
  now: Date,
): boolean {
  return c.paymentMethod === "upi" && PAYABLE.includes(c.paymentStatus) && c.paymentDueAt !== null && c.paymentDueAt > now;
}
