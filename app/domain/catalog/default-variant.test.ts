import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultColor, defaultSize } from "./default-variant";

const sizes = fc.uniqueArray(fc.record({ size: fc.constantFrom("XS", "S", "M", "L", "XL", "XXL", "Free"), stock: fc.nat(3) }), {
  selector: (s) => s.size,
  maxLength: 6,
});
const variants = fc.uniqueArray(fc.record({ color: fc.constantFrom("Red", "Blue", "Green", "Black"), sizes }), {
  selector: (v) => v.color,
  maxLength: 4,
});

describe("defaultSize", () => {
  it("has stock whenever any size has stock, and is the first such size", () => {
    fc.assert(
      fc.property(sizes, (list) => {
        const chosen = defaultSize(list)?.size ?? null;
        const inStock = list.filter((s) => s.stock > 0);
        if (inStock.length) expect(chosen).toBe(inStock[0]?.size);
        else expect(chosen).toBe(list[0]?.size ?? null);
      }),
    );
  });

  it("skips a sold-out first size", () => {
    expect(
      defaultSize([
        { size: "S", stock: 0 },
        { size: "M", stock: 2 },
      ])?.size,
    ).toBe("M");
  });
});

describe("defaultColor", () => {
  it("has a size in stock whenever any colour has, and its default size has stock", () => {
    fc.assert(
      fc.property(variants, (list) => {
        const chosen = defaultColor(list);
        const anyStock = list.some((v) => v.sizes.some((s) => s.stock > 0));
        if (!anyStock) {
          expect(chosen).toBe(list[0] ?? null);
        } else {
          expect(chosen && defaultSize(chosen.sizes)?.stock).toBeGreaterThan(0);
        }
      }),
    );
  });
});
