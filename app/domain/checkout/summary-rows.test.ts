import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPaise } from "~/utils/money";
import { PENDING, SPEC_ROWS, summaryRows } from "./summary-rows";
import { checkoutTotals } from "./totals";

const SPEC_LABELS = { subtotal: "Subtotal", shipping: "Shipping", tax: "Tax", total: "Total" } as const;
const values = (rows: ReturnType<typeof summaryRows>) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

// Amounts that are often zero, so both sides of "shown iff not zero" come up.
const amount = (max: number) => fc.oneof(fc.constant(0), fc.integer({ min: 1, max }));

describe("summary rows", () => {
  it("before the server answers shows the spec's rows only: the browser's subtotal, no other figure", () => {
    expect(values(summaryRows(null, { fallbackSubtotalPaise: 123_400 }))).toEqual({
      Subtotal: "₹1,234.00",
      Shipping: PENDING,
      Tax: PENDING,
      Total: PENDING,
    });
  });

  it("lists no zero COD fee or discount: a shop that charges nothing shows the spec's four ₹ rows", () => {
    const t = checkoutTotals({ subtotalPaise: 50_000, discountPaise: 0, deliveryFeePaise: 0, codFeePaise: 0 });
    expect(values(summaryRows(t))).toEqual({ Subtotal: "₹500.00", Shipping: "₹0.00", Tax: "₹0.00", Total: "₹500.00" });
  });

  it("the tax row keeps the spec's label and shows the GST included, with a note that it is included", () => {
    const t = checkoutTotals({ subtotalPaise: 59_900, discountPaise: 5_990, deliveryFeePaise: 4_900, codFeePaise: 0, taxPaise: 2_567 });
    const tax = summaryRows(t).find((r) => r.key === "tax");
    expect(tax).toMatchObject({ label: "Tax", value: "₹25.67", note: "GST included in the prices", sign: 0 });
  });

  it("for any totals: spec rows always, with their exact labels; other rows iff not zero; the rows add up to the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        amount(10_000_000),
        amount(100_000),
        amount(10_000),
        amount(1_000_000),
        fc.option(fc.constantFrom("SAVE10", "DIWALI"), { nil: null }),
        (subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, taxPaise, couponCode) => {
          const t = checkoutTotals({ subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, taxPaise });
          const rows = summaryRows(t, { couponCode, fallbackSubtotalPaise: 1 });
          const keys = rows.map((r) => r.key);
          for (const key of SPEC_ROWS) expect(rows.find((r) => r.key === key)?.label).toBe(SPEC_LABELS[key as keyof typeof SPEC_LABELS]);
          expect(keys.includes("cod")).toBe(t.codFeePaise !== 0);
          expect(keys.includes("discount")).toBe(t.discountPaise !== 0);
          expect(keys).toEqual(["subtotal", "shipping", "cod", "discount", "tax", "total"].filter((k) => keys.includes(k as never)));
          const total = rows.find((r) => r.key === "total");
          const parts = rows.filter((r) => r.key !== "total").reduce((sum, r) => sum + r.sign * (r.paise ?? Number.NaN), 0);
          expect(parts).toBe(t.totalPaise);
          expect(total?.value).toBe(formatPaise(t.totalPaise));
          for (const r of rows) {
            expect(r.value).toBe(r.sign === -1 ? `−${formatPaise(r.paise ?? 0)}` : formatPaise(r.paise ?? 0));
            if (!SPEC_ROWS.includes(r.key)) expect(r.paise).not.toBe(0);
          }
          const discount = rows.find((r) => r.key === "discount");
          if (discount) expect(discount.label).toBe(couponCode ? `Discount (${couponCode})` : "Discount");
        },
      ),
    );
  });
});
