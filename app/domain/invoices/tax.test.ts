import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATES } from "~/db/schema/values";
import { checkoutTax, includedTax, isIntraState, taxLine } from "./tax";

const rate = fc.constantFrom(...GST_RATES);
const paise = fc.integer({ min: 0, max: 10_000_000_00 });
const regular = { status: "regular" as const, state: "Maharashtra" };

describe("includedTax", () => {
  it("is the tax inside a tax-inclusive price, rounded half up per line", () => {
    expect(includedTax(11_800, 18)).toBe(1_800); // ₹118 at 18%: ₹100 + ₹18
    expect(includedTax(10_500, 5)).toBe(500);
    expect(includedTax(100, 18)).toBe(15); // 15.254…
    expect(includedTax(21, 5)).toBe(1); // exactly 1.0
    expect(includedTax(241, 28)).toBe(53); // 52.71875 → 53
    expect(includedTax(132, 12)).toBe(14); // 14.142… → 14
    expect(includedTax(99_900, 0)).toBe(0);
  });

  it("equals Math.round of the exact fraction for every amount and rate", () => {
    fc.assert(
      fc.property(paise, rate, (v, r) => {
        const exact = (v * r) / (100 + r);
        const t = includedTax(v, r);
        // The exact value lies within half a paisa of the answer (ties go up).
        expect(Math.abs(exact - t)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(v);
      }),
    );
  });
});

describe("taxLine", () => {
  it("splits intra-state tax into CGST and SGST that differ by at most a paisa and sum exactly; inter-state is IGST", () => {
    fc.assert(
      fc.property(paise, rate, fc.boolean(), (v, r, intra) => {
        const l = taxLine(v, r, intra);
        expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
        expect(l.taxablePaise + l.taxPaise).toBe(v);
        if (intra) {
          expect(l.igstPaise).toBe(0);
          expect(l.sgstPaise - l.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(l.sgstPaise - l.cgstPaise).toBeLessThanOrEqual(1);
        } else {
          expect(l.cgstPaise + l.sgstPaise).toBe(0);
        }
      }),
    );
    expect(taxLine(11_800, 18, true)).toMatchObject({ cgstPaise: 900, sgstPaise: 900, igstPaise: 0, taxablePaise: 10_000 });
    expect(taxLine(100, 18, true)).toMatchObject({ taxPaise: 15, cgstPaise: 7, sgstPaise: 8 });
    expect(taxLine(100, 18, false)).toMatchObject({ taxPaise: 15, igstPaise: 15 });
  });
});

describe("checkoutTax", () => {
  // HSNs outside the table (manual rates), in it (flat and by price), and none.
  const hsn = fc.constantFrom(null, "9999", "6211", "6204", "6302", "6403", "7117", "9503", "4202");
  const input = fc.record({
    lines: fc.array(
      fc.record({
        totalPaise: fc.integer({ min: 1, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
        hsn,
        manualRate: fc.option(rate),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    deliveryFeePaise: fc.integer({ min: 0, max: 20_000 }),
    codFeePaise: fc.integer({ min: 0, max: 10_000 }),
    placeOfSupply: fc.constantFrom("Maharashtra", "maharashtra", "Karnataka", "Delhi", ""),
    day: fc.constantFrom("2025-09-21", "2025-09-22", "2026-11-29"),
  });

  it("sums the lines' and fees' tax exactly, whatever the split, with the same total intra- and inter-state", () => {
    fc.assert(
      fc.property(input, (i) => {
        const subtotal = i.lines.reduce((s, l) => s + l.totalPaise, 0);
        const discountPaise = Math.floor(subtotal * i.discountShare);
        const t = checkoutTax({ ...i, profile: regular, discountPaise });
        const all = [...t.lines, ...t.fees];
        expect(all.reduce((s, l) => s + l.taxPaise, 0)).toBe(t.taxPaise);
        expect(all.reduce((s, l) => s + l.cgstPaise + l.sgstPaise + l.igstPaise, 0)).toBe(t.taxPaise);
        // The rows' values are what the shopper pays: goods after discount plus the fees.
        expect(all.reduce((s, l) => s + l.valuePaise, 0)).toBe(subtotal - discountPaise + i.deliveryFeePaise + i.codFeePaise);
        // Each fee share is taxed at the rate of the line it follows.
        for (const f of t.fees) expect(f.rate).toBe(t.lines[f.line].rate);
        const other = checkoutTax({
          ...i,
          profile: regular,
          discountPaise,
          placeOfSupply: i.placeOfSupply === "Delhi" ? "Maharashtra" : "Delhi",
        });
        expect(other.taxPaise).toBe(t.taxPaise);
        expect(t.intraState).toBe(isIntraState("Maharashtra", i.placeOfSupply));
      }),
    );
  });

  it("charges nothing for composition and unregistered sellers", () => {
    fc.assert(
      fc.property(input, fc.constantFrom("composition" as const, "unregistered" as const), (i, status) => {
        const t = checkoutTax({ ...i, profile: { status, state: "Maharashtra" }, discountPaise: 0 });
        expect(t.taxPaise).toBe(0);
        expect(t.charged).toBe(false);
      }),
    );
  });

  it("rates each line on its value after the discount, and shares the fees by value at each line's rate", () => {
    // A ₹2,999 kurta and a ₹799 dupatta with a 10% coupon: the kurta stays above ₹2,500 (18%), the dupatta 5%.
    const t = checkoutTax({
      profile: regular,
      placeOfSupply: "Karnataka",
      lines: [
        { totalPaise: 299_900, quantity: 1, hsn: "6211", manualRate: null },
        { totalPaise: 79_900, quantity: 1, hsn: "6214", manualRate: null },
      ],
      discountPaise: 37_980,
      deliveryFeePaise: 4_900,
      codFeePaise: 0,
      day: "2026-11-29",
    });
    expect(t.intraState).toBe(false);
    expect(t.lines.map((l) => [l.valuePaise, l.rate, l.source])).toEqual([
      [269_910, 18, "table"],
      [71_910, 5, "table"],
    ]);
    // ₹49 shared 269910 : 71910 → 3869 and 1031 paise.
    expect(t.fees.map((f) => [f.fee, f.line, f.valuePaise, f.rate])).toEqual([
      ["delivery", 0, 3_869, 18],
      ["delivery", 1, 1_031, 5],
    ]);
    expect(t.lines.map((l) => l.igstPaise)).toEqual([includedTax(269_910, 18), includedTax(71_910, 5)]);
  });

  it("a coupon that takes a ₹2,600 kurta under the line makes it 5%", () => {
    const kurta = { totalPaise: 260_000, quantity: 1, hsn: "6211", manualRate: null };
    const base = { profile: regular, placeOfSupply: "Maharashtra", deliveryFeePaise: 0, codFeePaise: 0, day: "2026-11-29" };
    expect(checkoutTax({ ...base, lines: [kurta], discountPaise: 0 }).lines[0].rate).toBe(18);
    expect(checkoutTax({ ...base, lines: [kurta], discountPaise: 10_000 }).lines[0].rate).toBe(5);
    expect(checkoutTax({ ...base, lines: [kurta], discountPaise: 9_999 }).lines[0].rate).toBe(18);
  });
});
