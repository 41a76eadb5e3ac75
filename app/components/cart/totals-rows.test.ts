import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutTotals } from "~/domain/checkout/totals";
import { formatPaise } from "~/utils/money";
import { quoteRequest } from "./quote";
import { PENDING, totalsRows } from "./totals-rows";

const values = (rows: ReturnType<typeof totalsRows>) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

describe("totals rows", () => {
  it("before the server answers shows the browser's subtotal and no other figure, never a total", () => {
    expect(values(totalsRows(null, 123_400))).toEqual({
      Subtotal: "₹1,234.00",
      Shipping: PENDING,
      "COD fee": PENDING,
      Discount: PENDING,
      Tax: PENDING,
      Total: PENDING,
    });
  });

  it("keeps the spec's ₹0.00 lines for a shop that charges nothing", () => {
    const t = checkoutTotals({ subtotalPaise: 50_000, discountPaise: 0, deliveryFeePaise: 0, codFeePaise: 0 });
    expect(values(totalsRows(t, 0))).toEqual({
      Subtotal: "₹500.00",
      Shipping: "₹0.00",
      "COD fee": "₹0.00",
      Discount: "₹0.00",
      Tax: "₹0.00",
      Total: "₹500.00",
    });
  });

  it("shows the server's amounts, the discount as −₹X with its code, in a fixed order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 999 }),
        (subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise, browser) => {
          const t = checkoutTotals({ subtotalPaise, discountPaise, deliveryFeePaise, codFeePaise });
          const rows = totalsRows(t, browser, "SAVE10");
          expect(rows.map((r) => r.key)).toEqual(["subtotal", "shipping", "cod", "discount", "tax", "total"]);
          expect(rows[0].value).toBe(formatPaise(t.subtotalPaise));
          expect(rows[3]).toEqual(
            t.discountPaise
              ? { key: "discount", label: "Discount (SAVE10)", value: `−${formatPaise(t.discountPaise)}` }
              : { key: "discount", label: "Discount", value: "₹0.00" },
          );
          expect(rows[5].value).toBe(formatPaise(t.totalPaise));
          expect(rows.some((r) => r.value === PENDING)).toBe(false);
        },
      ),
    );
  });
});

describe("quote request", () => {
  it("sends identities and quantities only, the code normalised, and leaves out what is not chosen", () => {
    const line = { productId: "p1", color: "Red", size: "M", quantity: 2, product: { name: "Kurta", pricePaise: 1 } };
    expect(quoteRequest({ lines: [line], addressId: null, paymentMethod: null, couponCode: " save10 " })).toEqual({
      lines: [{ productId: "p1", color: "Red", size: "M", quantity: 2 }],
      couponCode: "SAVE10",
    });
    expect(quoteRequest({ lines: [line], addressId: "a1", paymentMethod: "cod", couponCode: "" })).toEqual({
      lines: [{ productId: "p1", color: "Red", size: "M", quantity: 2 }],
      addressId: "a1",
      paymentMethod: "cod",
      couponCode: "",
    });
  });
});
