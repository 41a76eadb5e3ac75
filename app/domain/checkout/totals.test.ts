import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, checkoutTotals } from "./totals";

const amounts = fc.integer({ min: 0, max: 50_000_000_00 });
const weights = fc.array(fc.integer({ min: 1, max: 100_000_000_00 }), { minLength: 1, maxLength: 100 });

describe("allocate (largest remainder)", () => {
  it("shares add up to the amount exactly, never negative, each within a paisa of its exact share", () => {
    fc.assert(
      fc.property(amounts, weights, (amount, ws) => {
        const shares = allocate(amount, ws);
        const sum = ws.reduce((s, w) => s + w, 0);
        expect(shares).toHaveLength(ws.length);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
        shares.forEach((share, i) => {
          expect(Number.isInteger(share)).toBe(true);
          const exact = (BigInt(amount) * BigInt(ws[i])) / BigInt(sum); // floor
          expect(BigInt(share) - exact === 0n || BigInt(share) - exact === 1n).toBe(true);
        });
      }),
    );
  });

  it("gives the left-over paise to the largest remainders, the earlier line on a tie", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(1, [1, 2])).toEqual([0, 1]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
  });

  it("a discount share never exceeds its line when the discount is within the goods", () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, fraction) => {
        const subtotal = ws.reduce((s, w) => s + w, 0);
        const discount = Math.floor(subtotal * fraction);
        for (const [i, share] of allocate(discount, ws).entries()) expect(share).toBeLessThanOrEqual(ws[i]);
      }),
    );
  });
});

describe("checkout totals", () => {
  it("total = subtotal − discount + fees, and the lines' discount shares add up to it with the fees", () => {
    fc.assert(
      fc.property(weights, amounts, amounts, amounts, (lines, discount, delivery, cod) => {
        const subtotalPaise = lines.reduce((s, w) => s + w, 0);
        const totals = checkoutTotals({ subtotalPaise, discountPaise: discount, deliveryFeePaise: delivery, codFeePaise: cod });
        expect(totals.discountPaise).toBeLessThanOrEqual(subtotalPaise);
        expect(totals.totalPaise).toBe(subtotalPaise - totals.discountPaise + delivery + cod);
        // One order per checkout: its lines carry their share of the discount (order_item.discount_paise,
        // as place-orders allocates it); the fees stay whole on the order.
        const shares = allocate(totals.discountPaise, lines);
        const lineAmounts = shares.map((share, i) => lines[i] - share);
        expect(lineAmounts.reduce((s, x) => s + x, 0) + totals.deliveryFeePaise + totals.codFeePaise).toBe(totals.totalPaise);
        expect(lineAmounts.every((x) => x >= 0)).toBe(true);
      }),
    );
  });
});
