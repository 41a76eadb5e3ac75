import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AttemptRequest, attemptKey, CheckoutAttempt } from "./checkout-attempt";

const lineArb = fc.record({
  productId: fc.constantFrom("p1", "p2"),
  color: fc.constantFrom("Red", "Blue"),
  size: fc.constantFrom("M", "L"),
  quantity: fc.integer({ min: 1, max: 3 }),
});
// Small pools, so that equal requests (retries) come up as often as changed ones.
const requestArb: fc.Arbitrary<AttemptRequest> = fc.record({
  addressId: fc.constantFrom("a1", "a2"),
  deliveryMode: fc.constantFrom("delivery", "in-shop"),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 2 }),
  paymentMethod: fc.constantFrom(undefined, "upi", "cod"),
  couponCode: fc.constantFrom(undefined, "", "SAVE10"),
  buyerGstin: fc.constantFrom(undefined, "27AAPFU0939F1ZV"),
});
const stepArb = fc.oneof(
  { weight: 4, arbitrary: requestArb.map((r) => ({ send: r })) },
  { weight: 1, arbitrary: fc.constant({ renew: true as const }) },
);

describe("checkout attempt id", () => {
  it("keeps the id for a retry of the same request and never sends one id with two different requests", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        let n = 0;
        const attempt = new CheckoutAttempt(() => `id-${n++}`);
        const requestOf = new Map<string, string>(); // id → the request key it was sent with
        let last: { id: string; key: string } | null = null;
        for (const step of steps) {
          if ("renew" in step) {
            attempt.renew();
            last = null;
            continue;
          }
          const key = attemptKey(step.send);
          const id = attempt.idFor(step.send);
          // The server's rule: one id, one request.
          expect(requestOf.get(id) ?? key).toBe(key);
          requestOf.set(id, key);
          // A pure retry (or double click) keeps the id, so the server replays instead of ordering twice.
          if (last && last.key === key) expect(id).toBe(last.id);
          last = { id, key };
        }
      }),
    );
  });

  it("gives a changed cart, address, delivery mode, payment method, coupon or business buyer a new id, and a placed or refused one too", () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `id-${n++}`);
    const base: AttemptRequest = {
      addressId: "a1",
      deliveryMode: "delivery",
      lines: [{ productId: "p1", color: "Red", size: "M", quantity: 1 }],
    };
    const first = attempt.idFor(base);
    expect(attempt.idFor({ ...base, lines: [...base.lines] })).toBe(first);
    const changes: AttemptRequest[] = [
      { ...base, lines: [{ ...base.lines[0], quantity: 2 }] },
      { ...base, lines: [{ ...base.lines[0], color: "Blue" }] },
      { ...base, lines: [{ ...base.lines[0], size: "L" }] },
      { ...base, addressId: "a2" },
      { ...base, deliveryMode: "in-shop" },
      { ...base, paymentMethod: "upi" },
      { ...base, paymentMethod: "cod" },
      { ...base, couponCode: "SAVE10" },
      { ...base, paymentMethod: "cod", couponCode: "SAVE10" },
      { ...base, buyerGstin: "27AAPFU0939F1ZV", buyerName: "Acme" },
      { ...base, buyerGstin: "27AAPFU0939F1ZV", buyerName: "Acme Exports" },
    ];
    const ids = [first, ...changes.map((r) => attempt.idFor(r))];
    expect(new Set(ids).size).toBe(ids.length);
    const beforeRenew = attempt.idFor(base);
    attempt.renew();
    expect(attempt.idFor(base)).not.toBe(beforeRenew);
  });
});
