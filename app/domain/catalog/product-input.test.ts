import { describe, expect, it } from "vitest";
import { GST_RATES } from "~/db/schema/values";
import { MANUAL_GST_RATES } from "~/domain/invoices/rates";
import { ProductFormSchema } from "./product-form";
import { ProductInputSchema } from "./product-input";

const valid = {
  name: "  Cotton Kurta ",
  description: "Soft handloom cotton.",
  pricePaise: 99900,
  main: "men",
  colors: [{ color: "Red", stock: { " M ": 3, L: 0 } }],
};

describe("ProductInputSchema", () => {
  it("accepts a valid product and trims names and sizes", () => {
    const parsed = ProductInputSchema.parse(valid);
    expect(parsed.name).toBe("Cotton Kurta");
    expect(parsed.active).toBe(true);
    expect(parsed.colors[0]).toEqual({ color: "Red", imageKeys: [], stock: { M: 3, L: 0 } });
  });

  it.each([
    ["a sale price not below the price", { salePricePaise: 99900 }],
    ["a zero price", { pricePaise: 0 }],
    ["fractional paise", { pricePaise: 10.5 }],
    ["an unknown main category", { main: "kids" }],
    ["negative stock", { colors: [{ color: "Red", stock: { M: -1 } }] }],
    ["fractional stock", { colors: [{ color: "Red", stock: { M: 1.5 } }] }],
    ["a colour without sizes", { colors: [{ color: "Red", stock: {} }] }],
    ["no colours", { colors: [] }],
    [
      "the same colour twice",
      {
        colors: [
          { color: "Red", stock: { M: 1 } },
          { color: "red ", stock: { L: 1 } },
        ],
      },
    ],
    ["a subcategory without its category", { subcategoryId: "9b2f6a52-4f55-4b8e-9a57-0d6c1f0e7a11" }],
  ])("rejects %s", (_, change) => {
    expect(ProductInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("a product's own GST rate", () => {
  it("is one of the rates a seller may set for an HSN outside the table, the same list the form offers", () => {
    expect([...GST_RATES]).toEqual([...MANUAL_GST_RATES]);
    for (const gstRate of MANUAL_GST_RATES) expect(ProductInputSchema.parse({ ...valid, hsnCode: "9999", gstRate }).gstRate).toBe(gstRate);
  });

  it.each([12, 28, 2.5, -5])("refuses %s%% (12%% and 28%% are gone since 22 September 2025)", (gstRate) => {
    expect(ProductInputSchema.safeParse({ ...valid, gstRate }).success).toBe(false);
  });

  it("is refused by the form without JavaScript too, where a tampered select sends 12", () => {
    const form = { name: "Kurta", price: "999", main: "men", colors: [{ color: "Red", stock: { M: "1" } }] };
    expect(ProductFormSchema.safeParse({ ...form, gstRate: "12" }).success).toBe(false);
    expect(ProductFormSchema.safeParse({ ...form, gstRate: "40", hsnCode: "9999 00" }).data).toMatchObject({
      gstRate: 40,
      hsnCode: "999900",
    });
  });
});
