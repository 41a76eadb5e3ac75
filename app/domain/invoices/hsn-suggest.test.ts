import { describe, expect, it } from "vitest";
import { SUGGESTED_HEADINGS, suggestHsn } from "./hsn-suggest";
import { rateRow } from "./rates";

describe("suggestHsn", () => {
  it.each([
    [["Cotton Kurtis"], "women", "6211"],
    [["कुर्ता पजामा"], "men", "6211"],
    [["T-Shirts"], "men", "6109"],
    [["टी-शर्ट"], "boy", "6109"],
    [["Shirts"], "men", "6205"],
    [["Shirts"], "women", "6206"],
    [["Party Tops"], "girl", "6206"],
    [["Jeans"], "boy", "6203"],
    [["Jeans"], "women", "6204"],
    [["Leggings"], "women", "6104"],
    [["Lehenga Choli"], "women", "6204"],
    [["Frocks"], "girl", "6204"],
    [["Dupattas & Stoles"], "women", "6214"],
    [["Double Bedsheets"], "women", "6302"],
    [["Table covers"], "women", "6302"],
    [["Curtains"], "women", "6303"],
    [["Jaipuri Razai"], "women", "9404"],
    [["Punjabi Jutti"], "women", "6403"],
    [["Chappals"], "men", "6402"],
    [["Sandals"], "women", "6405"],
    [["Handbags and Purses"], "women", "4202"],
    [["Jhumka"], "women", "7117"],
    [["Oxidised silver earrings"], "women", "7117"],
    [["Gold plated necklace"], "women", "7117"],
    [["Silver Payal"], "girl", "7113"],
    [["चाँदी की पायल"], "girl", "7113"],
    [["चूड़ियाँ"], "women", "7117"],
    [["Lipstick & Kajal"], "women", "3304"],
    [["Hair Oil"], "women", "3305"],
    [["Herbal soaps"], "women", "340111"],
    [["Wooden toys"], "boy", "9503"],
    [["Soy candles"], "women", "3406"],
    [["Coffee Mugs"], "men", "6912"],
    [["Steel Thali"], "women", "7323"],
    [["Cane Baskets"], "women", "4602"],
    [["Furniture"], "women", "9403"],
  ] as const)("%s (%s) → %s", (names, main, hsn) => {
    expect(suggestHsn(names, main)).toBe(hsn);
  });

  it("tries the names in order: the subcategory before its category", () => {
    expect(suggestHsn(["T-shirts", "Shirts"], "men")).toBe("6109");
    expect(suggestHsn([null, "", "New arrivals", "Kurtas"], "men")).toBe("6211");
  });

  it("is null when unsure: a saree's heading depends on its fabric, and a word inside another word is not that word", () => {
    expect(suggestHsn(["Banarasi Sarees"], "women")).toBeNull();
    expect(suggestHsn(["New arrivals", "Sale"], "men")).toBeNull();
    expect(suggestHsn(["Toppers", "Bagru prints"], "women")).toBeNull();
    expect(suggestHsn([], null)).toBeNull();
  });

  it("suggests headings the rate table rates, apart from the goods whose rate the law splits below the heading", () => {
    const outside = SUGGESTED_HEADINGS.filter((hsn) => rateRow(hsn, "2026-11-29") === null);
    // Bags, cosmetics, hair care, toys, quilts and cushions, furniture: the seller sets their rate.
    expect(outside.sort()).toEqual(["3304", "3305", "4202", "9403", "9404", "9503"]);
    expect(SUGGESTED_HEADINGS.length).toBeGreaterThan(outside.length + 20);
    for (const hsn of SUGGESTED_HEADINGS) expect(hsn, hsn).toMatch(/^\d{4}(\d{2})?$/);
  });
});
