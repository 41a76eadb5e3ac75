import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DELIVERY_MODES } from "~/db/schema/values";
import { NO_DELIVERY_RULES } from "~/domain/payments/delivery";
import { DEFAULT_PAYMENT_SETTINGS } from "~/domain/payments/methods";
import { METHOD_MODES, type PricingInput, priceCheckout } from "./pricing";

const base = (over: Partial<PricingInput>): PricingInput => ({
  shopName: "Asha Stores",
  settings: {
    ...DEFAULT_PAYMENT_SETTINGS,
    upiId: "asha@oksbi",
    acceptsUpi: true,
    acceptsCod: true,
    acceptsPayAtShop: true,
    codFeePaise: 4_000,
  },
  rules: { ...NO_DELIVERY_RULES, flatFeePaise: 4_900 },
  lineTotals: [59_900],
  address: { pincode: "411001", state: "Maharashtra" },
  mode: "delivery",
  method: "cod",
  couponCode: "",
  coupon: null,
  usedByCustomer: false,
  now: new Date("2026-11-28T10:00:00Z"),
  ...over,
});

describe("pricing: the COD fee", () => {
  it("an in-shop purchase is never charged the COD fee, whatever method was asked (the cart's in-shop total)", () => {
    const inShop = priceCheckout(base({ mode: "in-shop", method: "cod" }));
    expect(inShop.totals.codFeePaise).toBe(0);
    expect(inShop.totals.totalPaise).toBe(59_900);
  });

  it("for any cart, fee and mode: the COD fee is charged iff COD is asked and usable with the mode; totals add up", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...DELIVERY_MODES),
        fc.constantFrom("upi" as const, "cod" as const, "pay_at_shop" as const, null),
        (lineTotals, codFeePaise, flatFeePaise, mode, method) => {
          const p = priceCheckout(
            base({
              lineTotals,
              mode,
              method,
              settings: { ...base({}).settings, codFeePaise },
              rules: { ...NO_DELIVERY_RULES, flatFeePaise },
            }),
          );
          const codApplies = method === "cod" && METHOD_MODES.cod.includes(mode);
          expect(p.totals.codFeePaise).toBe(codApplies ? codFeePaise : 0);
          const t = p.totals;
          expect(t.totalPaise).toBe(t.subtotalPaise - t.discountPaise + t.deliveryFeePaise + t.codFeePaise);
          if (mode === "in-shop") expect(t.totalPaise).toBe(lineTotals.reduce((s, x) => s + x, 0));
        },
      ),
    );
  });
});
