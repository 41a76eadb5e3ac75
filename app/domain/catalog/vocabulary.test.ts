// The platform's vocabulary in Hindi: every colour, size and main category has a Hindi name of its
// own (or is written alike on purpose: SIZES_WRITTEN_ALIKE), a seller's own words stay as typed, and
// Gray and Grey are one colour.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAIN_CATEGORIES } from "~/db/schema/values";
import { COLOR_OPTIONS, mainCategoryLabel, SIZE_ORDER, SIZES_BY_MAIN } from "./constants";
import { colourKey, colourLabel, colourSpellings, FILTER_COLOURS, SIZES_WRITTEN_ALIKE, sizeLabel } from "./vocabulary";

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("platform vocabulary in Hindi", () => {
  it("every platform colour has a Hindi name in Devanagari, and its English name is the list's", () => {
    for (const { name } of COLOR_OPTIONS) {
      const hi = colourLabel(name, "hi");
      expect(hi.trim(), name).not.toBe("");
      expect(hi, name).not.toMatch(LATIN);
      expect(hi, name).toMatch(DEVANAGARI);
      expect(colourLabel(name, "en")).toBe(name);
    }
  });

  it("every platform size has a Hindi name differing from the English, or is written alike on purpose", () => {
    const every = new Set([...SIZE_ORDER, ...Object.values(SIZES_BY_MAIN).flat()]);
    const alike: string[] = [];
    for (const size of every) {
      const hi = sizeLabel(size, "hi");
      expect(hi.trim(), size).not.toBe("");
      expect(sizeLabel(size, "en"), size).toBe(size);
      if (SIZES_WRITTEN_ALIKE.has(size)) {
        alike.push(size);
        expect(hi, size).toBe(size);
      } else {
        expect(hi, size).not.toBe(size);
        expect(hi, size).not.toMatch(LATIN);
      }
    }
    // Only numbers and letter sizes are written alike: no word slips into the list.
    for (const size of alike) expect(size, size).toMatch(/^(\d+|[0-9]?X{0,3}[SML]|\d?XL|XXL|[SML] \d+|X{0,2}L \d+|\dXL \d+)$/);
    for (const size of ["0-2 Years", "14-16 Years", "FREE SIZE"]) expect(SIZES_WRITTEN_ALIKE.has(size)).toBe(false);
  });

  it("every main category has a Hindi name in Devanagari", () => {
    for (const main of MAIN_CATEGORIES) {
      expect(mainCategoryLabel(main, "hi")).toMatch(DEVANAGARI);
      expect(mainCategoryLabel(main, "hi")).not.toMatch(LATIN);
    }
  });

  it("a platform colour or size is recognised in any case and spacing", () => {
    const platform = fc.constantFrom(...COLOR_OPTIONS.map((c) => c.name));
    const variant = (text: string, upper: boolean[], pad: number) =>
      `${" ".repeat(pad)}${[...text].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch.toLowerCase())).join("")}${" ".repeat(pad)}`;
    fc.assert(
      fc.property(platform, fc.array(fc.boolean(), { minLength: 1 }), fc.nat(2), (name, upper, pad) => {
        expect(colourLabel(variant(name, upper, pad), "hi")).toBe(colourLabel(name, "hi"));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom("0-2 Years", "6-8 Years", "FREE SIZE"), fc.array(fc.boolean(), { minLength: 1 }), (size, upper) => {
        expect(sizeLabel(variant(size, upper, 0), "hi")).toBe(sizeLabel(size, "hi"));
      }),
    );
  });

  it("a seller's own colour or size stays as typed", () => {
    const known = new Set(COLOR_OPTIONS.map((c) => c.name.toLowerCase()));
    // Names of Object.prototype's members always, besides whatever fast-check draws.
    const prototypeNames = fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", " __proto__ ");
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), prototypeNames).filter((s) => !known.has(s.trim().replace(/\s+/g, " ").toLowerCase())),
        (text) => {
          expect(colourLabel(text, "hi")).toBe(text);
          expect(typeof colourKey(text)).toBe("string");
        },
      ),
    );
    expect(sizeLabel("Custom 12", "hi")).toBe("Custom 12");
  });

  it("Gray and Grey are one colour: one key, one filter option named Grey, either spelling found", () => {
    expect(colourKey("Gray")).toBe(colourKey("grey"));
    expect(colourKey(" GREY ")).toBe(colourKey("Gray"));
    expect(colourKey("Gray")).not.toBe(colourKey("Silver"));
    expect(FILTER_COLOURS.filter((c) => colourKey(c) === colourKey("Grey"))).toEqual(["Grey"]);
    expect(FILTER_COLOURS).toHaveLength(COLOR_OPTIONS.length - 1);
    expect(colourLabel("Grey", "hi")).toBe("ग्रे");
    expect(colourLabel("Gray", "hi")).toBe("ग्रे");
    expect(colourSpellings(["Grey"]).sort()).toEqual(["Gray", "Grey"]);
    expect(colourSpellings(["gray"]).sort()).toEqual(["Gray", "Grey", "gray"]);
    expect(colourSpellings(["Red", "Teal"])).toEqual(["Red", "Teal"]);
  });
});
