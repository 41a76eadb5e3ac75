import { describe, expect, it } from "vitest";
import { COLOR_OPTIONS, colorCss, FREE_SIZE, isNewProduct, isOnSale, MAIN_CATEGORY_LABELS, percentOff, SIZES_BY_MAIN } from "./constants";

describe("catalogue constants", () => {
  it("labels the four main categories", () => {
    expect(MAIN_CATEGORY_LABELS).toEqual({ men: "Men", women: "Women", boy: "Boy", girl: "Girl" });
  });

  it("lists the spec's 23 colours in spec order, each with a swatch", () => {
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
