import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderNumber } from "~/domain/orders/reference";
import { type CouponRule, couponDiscount, couponRefusal } from "./coupons";
import { deliveryFee, NO_DELIVERY_RULES, normalizeState, servesAddress } from "./delivery";
import { isUpiId, upiAmount, upiPayUri } from "./upi";

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "SAVE10",
  kind: "percent",
  value: 10,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  oncePerCustomer: false,
  usedCount: 0,
  active: true,
  ...over,
});

describe("coupons", () => {
  it("a discount is whole paise, never above the goods or the cap", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("percent" as const, "flat" as const),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.option(fc.integer({ min: 1, max: 10_000_00 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (kind, percent, flat, cap, subtotal) => {
          const d = couponDiscount({ kind, value: kind === "percent" ? percent : flat, maxDiscountPaise: cap }, subtotal);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(subtotal);
          if (cap !== null) expect(d).toBeLessThanOrEqual(cap);
        },
      ),
    );
    expect(couponDiscount(coupon({ value: 15 }), 99_999)).toBe(14_999); // 15% of ₹999.99, rounded down
  });

  it("says why a coupon cannot be used, in a fixed order", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const ctx = { subtotalPaise: 50_000, now, usedByCustomer: false };
    expect(couponRefusal(null, ctx)).toBe("not_found");
    expect(couponRefusal(coupon({ active: false }), ctx)).toBe("not_found");
    expect(couponRefusal(coupon({ validFrom: new Date("2026-11-24T00:00:00Z") }), ctx)).toBe("not_started");
    expect(couponRefusal(coupon({ validUntil: now }), ctx)).toBe("expired");
    expect(couponRefusal(coupon({ usageLimit: 5, usedCount: 5 }), ctx)).toBe("used_up");
    expect(couponRefusal(coupon({ oncePerCustomer: true }), { ...ctx, usedByCustomer: true })).toBe("already_used");
    expect(couponRefusal(coupon({ minOrderPaise: 50_001 }), ctx)).toBe("min_not_met");
    expect(couponRefusal(coupon({ minOrderPaise: 50_000, usageLimit: 5, usedCount: 4 }), ctx)).toBeNull();
  });
});

describe("delivery", () => {
  it("serves by state name whatever the spelling, and by pincode prefix", () => {
    const state = { ...NO_DELIVERY_RULES, area: "state" as const, state: "Odisha" };
    expect(servesAddress(state, { pincode: "751001", state: " orissa " })).toBe(true);
    expect(servesAddress(state, { pincode: "751001", state: "West Bengal" })).toBe(false);
    expect(normalizeState("Jammu & Kashmir")).toBe(normalizeState("jammu and kashmir"));
    const pins = { ...NO_DELIVERY_RULES, area: "pincodes" as const, pincodes: ["4110", "560001"] };
    expect(servesAddress(pins, { pincode: "411045", state: "" })).toBe(true);
    expect(servesAddress(pins, { pincode: "560001", state: "" })).toBe(true);
    expect(servesAddress(pins, { pincode: "560002", state: "" })).toBe(false);
  });

  it("charges the flat fee below the free-above value and nothing for in-shop purchase", () => {
    const rules = { ...NO_DELIVERY_RULES, flatFeePaise: 4_900, freeAbovePaise: 99_900 };
    expect(deliveryFee(rules, "delivery", 99_899)).toBe(4_900);
    expect(deliveryFee(rules, "delivery", 99_900)).toBe(0);
    expect(deliveryFee(rules, "in-shop", 100)).toBe(0);
  });
});

describe("UPI", () => {
  it("accepts name@handle UPI IDs only", () => {
    for (const ok of ["asha.rao@oksbi", "9876543210@ybl", "shop_1-x@axl"]) expect(isUpiId(ok)).toBe(true);
    for (const bad of ["asha", "@oksbi", "a@b", "asha@", "asha rao@oksbi", "asha@ok sbi", "a@1bank"]) expect(isUpiId(bad)).toBe(false);
  });

  it("builds the upi://pay URI with the amount in rupees and the order number", () => {
    const uri = upiPayUri({
      upiId: "asha@oksbi",
      payeeName: "Asha & Sons",
      amountPaise: 104_950,
      orderId: "0f8e2a4c-1111-4222-8333-444455556666",
      shopName: "Demo",
    });
    const url = new URL(uri);
    expect(url.protocol).toBe("upi:");
    expect(url.searchParams.get("pa")).toBe("asha@oksbi");
    expect(url.searchParams.get("pn")).toBe("Asha & Sons");
    expect(url.searchParams.get("am")).toBe("1049.50");
    expect(url.searchParams.get("cu")).toBe("INR");
    expect(url.searchParams.get("tr")).toBe("0F8E2A4C11");
    expect(orderNumber("0f8e2a4c-1111-4222-8333-444455556666")).toBe("0F8E2A4C11");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (p) => {
        expect(Math.round(Number(upiAmount(p)) * 100)).toBe(p);
      }),
    );
  });
});
