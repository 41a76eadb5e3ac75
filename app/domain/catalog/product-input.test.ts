import { describe, expect, it } from "vitest";
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
