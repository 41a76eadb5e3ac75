import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "~/db/schema/values";
import { canPayNow } from "./payable";

describe("canPayNow", () => {
  const now = new Date("2025-01-10T10:00:00Z");
  const later = new Date(now.getTime() + 60_000);

  it("offers the payment screen for an awaiting or not-received UPI checkout inside its window", () => {
    expect(canPayNow({ paymentMethod: "upi", paymentStatus: "awaiting", paymentDueAt: later }, now)).toBe(true);
    expect(canPayNow({ paymentMethod: "upi", paymentStatus: "not_received", paymentDueAt: later }, now)).toBe(true);
  });

  it("never after the window, for another method, or for any other status", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.option(fc.integer({ min: -86_400_000, max: 86_400_000 })),
        (paymentMethod, paymentStatus, offset) => {
          const paymentDueAt = offset === null ? null : new Date(now.getTime() + offset);
          const expected =
            paymentMethod === "upi" &&
            (paymentStatus === "awaiting" || paymentStatus === "not_received") &&
            paymentDueAt !== null &&
            paymentDueAt.getTime() > now.getTime();
          expect(canPayNow({ paymentMethod, paymentStatus, paymentDueAt }, now)).toBe(expected);
        },
      ),
    );
  });
});
