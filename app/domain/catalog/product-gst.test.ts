import { describe, expect, it } from "vitest";
import { type ProductGstInput, productGst } from "./product-gst";

const base: ProductGstInput = {
  hsn: "",
  category: { name: "Kurtas", hsnCode: null },
  subcategoryName: null,
  main: "men",
  price: "2999",
  salePrice: "",
  manualRate: null,
  day: "2026-11-29",
};

describe("productGst", () => {
  it("offers the heading read from the category's name and takes the rate from the sale price if set", () => {
    const gst = productGst({ ...base, hsn: "6211" });
    expect([gst.hsn, gst.hsnFrom, gst.suggestion, gst.rate?.rate, gst.rate?.source]).toEqual(["6211", "product", null, 18, "table"]);
    expect(productGst({ ...base, hsn: "6211", salePrice: "2,499" }).rate?.rate).toBe(5);
    const empty = productGst(base);
    expect([empty.hsn, empty.suggestion?.hsn, empty.suggestion?.row?.goods, empty.rate?.source]).toEqual([
      null,
      "6211",
      "Apparel, not knitted",
      "none",
    ]);
  });

  it("prints the category's default HSN when the product has none, and uses the seller's rate only outside the table", () => {
    const gst = productGst({ ...base, category: { name: "Kurtas", hsnCode: "6205" }, manualRate: 40 });
    expect([gst.hsn, gst.hsnFrom, gst.suggestion, gst.rate?.rate]).toEqual(["6205", "category", null, 18]);
    expect(productGst({ ...base, hsn: "9999", manualRate: 40 }).rate).toMatchObject({ rate: 40, source: "manual" });
    expect(productGst({ ...base, hsn: "99", price: "abc" }).rate).toBeNull();
  });
});
