import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATE_TABLE, lineRate, RATE_TABLE_START, rateRow, ruleRate } from "./rates";

const TODAY = "2026-11-29";
const rateOf = (hsn: string, valuePaise: number, quantity = 1, day = TODAY, manualRate: number | null = null) =>
  lineRate({ hsn, valuePaise, quantity, day, manualRate }).rate;

describe("the ₹2,500 rule for clothing, made-ups and footwear", () => {
  it("is 5% at ₹2,500.00 a piece and 18% at ₹2,500.01", () => {
    for (const hsn of ["6211", "6109", "6302", "6403"]) {
      expect(rateOf(hsn, 250_000)).toBe(5);
      expect(rateOf(hsn, 250_001)).toBe(18);
    }
  });

  it("decides per piece: three ₹1,000 pieces stay at 5%, three ₹2,500.01 pieces are 18%", () => {
    expect(rateOf("6211", 300_000, 3)).toBe(5);
    expect(rateOf("6211", 750_000, 3)).toBe(5);
    expect(rateOf("6211", 750_003, 3)).toBe(18);
    // ₹7,500.02 for three: ₹2,500.0066… a piece, above the line.
    expect(rateOf("6211", 750_002, 3)).toBe(18);
  });

  it("follows a sale price across the line (the value charged, not the list price)", () => {
    // A ₹2,999 kurta on sale at ₹2,499 is 5%; at ₹2,599 it is 18%.
    expect(rateOf("6211", 249_900)).toBe(5);
    expect(rateOf("6211", 259_900)).toBe(18);
  });

  it("takes effect on 22-09-2025: the day before, ₹1,000 was the line and 12% the rate above it", () => {
    expect(rateOf("6211", 150_000, 1, "2025-09-21")).toBe(12);
    expect(rateOf("6211", 150_000, 1, "2025-09-22")).toBe(5);
    expect(rateOf("6211", 100_000, 1, "2025-09-21")).toBe(5);
    expect(rateOf("6211", 100_001, 1, "2025-09-21")).toBe(12);
    expect(rateOf("6211", 300_000, 1, "2025-09-21")).toBe(12);
    expect(rateOf("6211", 300_000, 1, "2025-09-22")).toBe(18);
    // Footwear up to ₹1,000 a pair was 12% before the reform, 5% from it; in 2019 it was 5% up to ₹1,000.
    expect(rateOf("6403", 99_900, 1, "2025-09-21")).toBe(12);
    expect(rateOf("6403", 99_900, 1, "2025-09-22")).toBe(5);
    expect(rateOf("6403", 99_900, 1, "2019-06-01")).toBe(5);
    expect(rateOf("6403", 60_000, 1, "2018-01-01")).toBe(18);
  });
});

describe("rateRow", () => {
  it("takes the longest prefix: worn clothing (6309) is not a made-up article (63)", () => {
    expect(rateRow("630900", TODAY)?.hsn).toBe("6309");
    expect(rateRow("6302", TODAY)?.hsn).toBe("63");
  });

  it("knows nothing before the table starts or for headings outside it", () => {
    expect(rateRow("6211", "2017-06-30")).toBeNull();
    expect(rateRow("8517", TODAY)).toBeNull();
    expect(rateRow("4602", "2025-09-21")).toBeNull();
  });

  it("answers every heading, on every day from the start, with the row in force that day", () => {
    const day = fc
      .date({ min: new Date(`${RATE_TABLE_START}T00:00:00Z`), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...GST_RATE_TABLE.map((r) => r.hsn)), day, (hsn, d) => {
        const code = `${hsn}1090`.slice(0, 6);
        const row = rateRow(code, d);
        const inForce = GST_RATE_TABLE.filter((r) => code.startsWith(r.hsn) && r.from <= d);
        expect(row === null).toBe(inForce.length === 0);
        // No row in force that day is more specific, or as specific and later.
        const beats = (r: (typeof inForce)[number]) =>
          r.hsn.length > (row?.hsn.length ?? 0) || (r.hsn.length === row?.hsn.length && r.from > row.from);
        expect(inForce.filter(beats)).toEqual([]);
      }),
    );
  });
});

describe("lineRate", () => {
  it("uses the seller's own rate only for an HSN the table does not cover", () => {
    expect(lineRate({ hsn: "8517", valuePaise: 100, quantity: 1, day: TODAY, manualRate: 18 })).toMatchObject({
      rate: 18,
      source: "manual",
    });
    expect(lineRate({ hsn: "6211", valuePaise: 100, quantity: 1, day: TODAY, manualRate: 18 })).toMatchObject({ rate: 5, source: "table" });
    expect(lineRate({ hsn: null, valuePaise: 100, quantity: 1, day: TODAY, manualRate: null })).toMatchObject({ rate: 0, source: "none" });
  });

  it("the flat rates of 22-09-2025: candles and steel kitchenware 12% → 5%, toilet soap 18% → 5%, imitation jewellery 3%", () => {
    expect(rateOf("3406", 50_000, 1, "2025-09-21")).toBe(12);
    expect(rateOf("3406", 50_000)).toBe(5);
    expect(rateOf("732393", 50_000)).toBe(5);
    expect(rateOf("34011110", 5_000, 1, "2025-09-21")).toBe(18);
    expect(rateOf("34011110", 5_000)).toBe(5);
    // Liquid soap (3401 30) is not in the table: the seller's own rate.
    expect(lineRate({ hsn: "340130", valuePaise: 5_000, quantity: 1, day: TODAY, manualRate: 18 }).source).toBe("manual");
    expect(rateOf("7117", 50_000)).toBe(3);
  });

  it("a price rule never gives a lower rate to a dearer piece", () => {
    const rows = GST_RATE_TABLE.filter((r) => !("flat" in r.rule));
    fc.assert(
      fc.property(
        fc.constantFrom(...rows),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (row, a, b, q) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(ruleRate(row.rule, lo, q)).toBeLessThanOrEqual(ruleRate(row.rule, hi, q));
        },
      ),
    );
  });
});
