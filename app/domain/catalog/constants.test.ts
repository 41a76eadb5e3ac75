import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import {
  COLOR_OPTIONS,
  colorCss,
  compareSizes,
  FREE_SIZE,
  isNewProduct,
  isOnSale,
  MAIN_CATEGORY_LABELS,
  percentOff,
  SIZE_ORDER,
  SIZES_BY_MAIN,
  sortSizes,
} from "./constants";

describe("catalogue constants", () => {
  it("labels the four main categories", () => {
    expect(MAIN_CATEGORY_LABELS).toEqual({ men: "Men", women: "Women", boy: "Boy", girl: "Girl" });
  });

  it("lists the 23 colours of product.md in its order, each with a swatch", () => {
    expect(COLOR_OPTIONS.map((c) => c.name)).toEqual([
      "Red",
      "Blue",
      "Green",
      "Black",
      "White",
      "Gray",
      "Beige",
      "Brown",
      "Cream",
      "Dark Blue",
      "Dark Green",
      "Gold",
      "Yellow",
      "Khaki",
      "Light Blue",
      "Light Green",
      "Maroon",
      "Multicolor",
      "Orange",
      "Pink",
      "Purple",
      "Silver",
      "Grey",
    ]);
    for (const c of COLOR_OPTIONS) expect(c.css).toMatch(/^(#[0-9a-f]{6}|linear-gradient\(.+\))$/);
    expect(colorCss("dark blue")).toBe("#1e3a8a");
    expect(colorCss("Teal")).toBe("#d1d5db");
  });

  it("has the men's sizes: even 28-48, XS-7XL, 80-120 step 5, free size", () => {
    const men = SIZES_BY_MAIN.men;
    expect(men.slice(0, 11)).toEqual(["28", "30", "32", "34", "36", "38", "40", "42", "44", "46", "48"]);
    expect(men).toContain("XS");
    expect(men).toContain("7XL");
    expect(men).toContain("80");
    expect(men).toContain("115");
    expect(men).not.toContain("29");
    expect(men.at(-1)).toBe(FREE_SIZE);
    expect(new Set(men).size).toBe(men.length);
  });

  it("has the women's sizes with letter/number pairs", () => {
    const women = SIZES_BY_MAIN.women;
    expect(women[0]).toBe("28");
    expect(women).toContain("46");
    expect(women).not.toContain("48");
    expect(women).toContain("S 36");
    expect(women).toContain("4XL 48");
    expect(women).toContain(FREE_SIZE);
  });

  it("has kids' age bands and de-duplicated, sorted numbers", () => {
    const boy = SIZES_BY_MAIN.boy;
    expect(boy.slice(0, 8)).toEqual([
      "0-2 Years",
      "2-4 Years",
      "4-6 Years",
      "6-8 Years",
      "8-10 Years",
      "10-12 Years",
      "12-14 Years",
      "14-16 Years",
    ]);
    const numbers = boy.slice(8).map(Number);
    expect(numbers[0]).toBe(14);
    expect(numbers.at(-1)).toBe(75);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(35);
    expect(SIZES_BY_MAIN.girl).toEqual(boy);
  });
});

describe("percentOff", () => {
  it("rounds (price - sale) / price to a whole percent", () => {
    expect(percentOff(100000, 75000)).toBe(25);
    expect(percentOff(129900, 99900)).toBe(23); // 23.09...
    expect(percentOff(30000, 19900)).toBe(34); // 33.67 rounds up
  });
});

describe("isOnSale", () => {
  it("is true only for a sale price below the price", () => {
    expect(isOnSale(1000, 900)).toBe(true);
    expect(isOnSale(1000, 1000)).toBe(false);
    expect(isOnSale(1000, null)).toBe(false);
  });
});

describe("isNewProduct", () => {
  const now = new Date("2025-06-10T12:00:00Z");
  it("is new within 3 days of creation", () => {
    expect(isNewProduct(new Date("2025-06-10T11:00:00Z"), now)).toBe(true);
    expect(isNewProduct("2025-06-07T12:00:00Z", now)).toBe(true);
  });
  it("is not new after 3 days", () => {
    expect(isNewProduct(new Date("2025-06-07T11:59:59Z"), now)).toBe(false);
  });
});

describe("compareSizes", () => {
  const known = fc.constantFrom(...SIZE_ORDER);
  // Known sizes (also in other case/spacing), numbers and arbitrary text, so all branches meet.
  const size = fc.oneof(
    known,
    known.map((s) => ` ${s.toLowerCase()} `),
    fc.integer({ min: 0, max: 500 }).map(String),
    fc.string({ maxLength: 12 }),
  );
  const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

  it("sorts the reported cases in list order", () => {
    expect(sortSizes(["L 40", "M 38", "XL 42"])).toEqual(["M 38", "L 40", "XL 42"]);
    expect(sortSizes(["3XL", "4XL", "L", "M", "XL"])).toEqual(["M", "L", "XL", "3XL", "4XL"]);
    expect(sortSizes(["10-12 Years", "2-4 Years", "0-2 Years"])).toEqual(["0-2 Years", "2-4 Years", "10-12 Years"]);
  });

  it("agrees with every main category's size list", () => {
    for (const main of MAIN_CATEGORIES) expect(sortSizes(SIZES_BY_MAIN[main])).toEqual(SIZES_BY_MAIN[main]);
    // Any subset of a list, in any order, sorts back into the list's order.
    const picked = fc
      .constantFrom(...MAIN_CATEGORIES)
      .chain((main) => fc.shuffledSubarray([...SIZES_BY_MAIN[main]]).map((sizes) => ({ main, sizes })));
    fc.assert(
      fc.property(picked, ({ main, sizes }) => {
        expect(sortSizes(sizes)).toEqual(SIZES_BY_MAIN[main].filter((x) => sizes.includes(x)));
      }),
    );
  });

  it("is a total order: reflexive, antisymmetric, transitive, zero only for equal strings", () => {
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        expect(compareSizes(a, a)).toBe(0);
        expect(sign(compareSizes(a, b)) + sign(compareSizes(b, a))).toBe(0);
        expect(compareSizes(a, b) === 0).toBe(a === b);
        if (compareSizes(a, b) < 0 && compareSizes(b, c) < 0) expect(compareSizes(a, c)).toBeLessThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the same result for any order of the input", () => {
    fc.assert(
      fc.property(
        fc.array(size, { maxLength: 30 }).chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length }))),
        ([xs, shuffled]) => {
          expect(sortSizes(shuffled)).toEqual(sortSizes(xs));
        },
      ),
    );
  });

  it("puts unknown sizes after known ones, numbers by value before text", () => {
    fc.assert(
      fc.property(known, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (k, m, n) => {
        const [x, y] = [String(m), String(n)];
        fc.pre(!SIZE_ORDER.includes(x) && !SIZE_ORDER.includes(y));
        expect(compareSizes(k, x)).toBeLessThan(0);
        expect(sign(compareSizes(x, y))).toBe(sign(m - n));
        expect(compareSizes(x, "Custom")).toBeLessThan(0);
      }),
    );
    expect(sortSizes(["Custom", "FREE SIZE", "200", "M", "150"])).toEqual(["M", "FREE SIZE", "150", "200", "Custom"]);
  });
});
