import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckChar } from "~/domain/invoices/gstin";
import { MAX_BUYER_NAME } from "./business-buyer";
import { CheckoutRequestSchema } from "./forms";

const base = { checkoutId: "6f1c2b9e-0a47-4c1e-9a53-2f0d3c4b5a69", addressId: "a", deliveryMode: "delivery", lines: [] };
const parse = (buyer: { buyerGstin?: string; buyerName?: string }) => CheckoutRequestSchema.safeParse({ ...base, ...buyer });
const fieldErrors = (buyer: { buyerGstin?: string; buyerName?: string }) => {
  const result = parse(buyer);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("a business buyer at checkout", () => {
  it("is optional: no GSTIN is a consumer purchase", () => {
    const result = parse({});
    expect(result.success && [result.data.buyerGstin, result.data.buyerName]).toEqual(["", ""]);
  });

  it("takes a valid GSTIN in any case and spacing, with the trimmed legal name", () => {
    const result = parse({ buyerGstin: " 27aapfu0939f1zv ", buyerName: "  Acme Traders Pvt Ltd " });
    expect(result.success && [result.data.buyerGstin, result.data.buyerName]).toEqual(["27AAPFU0939F1ZV", "Acme Traders Pvt Ltd"]);
    expect(parse({ buyerGstin: "29 AAGCB 7383 J1Z4", buyerName: "B" }).success).toBe(true);
  });

  it("says what is wrong with a GSTIN, on its field", () => {
    const name = { buyerName: "Acme" };
    expect(fieldErrors({ ...name, buyerGstin: "27AAPFU0939F1Z" }).buyerGstin).toMatch(/valid 15-character GSTIN/);
    expect(fieldErrors({ ...name, buyerGstin: "99AAPFU0939F1ZV" }).buyerGstin).toMatch(/state code/);
    expect(fieldErrors({ ...name, buyerGstin: "27AAPFU0939F1ZW" }).buyerGstin).toMatch(/last character/);
    expect(fieldErrors({ ...name, buyerGstin: "27AAPFU0939F1ZV27AAPFU0939F1ZV9" }).buyerGstin).toMatch(/valid 15-character GSTIN/);
  });

  it("needs the legal name with a GSTIN, at most 100 characters after trimming", () => {
    expect(fieldErrors({ buyerGstin: "27AAPFU0939F1ZV", buyerName: "   " })).toEqual({
      buyerName: "Enter the business's legal name, as registered for GST.",
    });
    expect(parse({ buyerGstin: "27AAPFU0939F1ZV", buyerName: ` ${"N".repeat(MAX_BUYER_NAME)} ` }).success).toBe(true);
    expect(fieldErrors({ buyerGstin: "27AAPFU0939F1ZV", buyerName: "N".repeat(MAX_BUYER_NAME + 1) }).buyerName).toMatch(/100/);
  });

  it("refuses any 15-character GSTIN whose check character does not match", () => {
    // Well-formed first 14 characters (state code, PAN, entity number, Z), then any other last character.
    const first14 = fc.stringMatching(/^(0[1-9]|1[0-9]|2[0-4679]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z$/);
    const last = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    fc.assert(
      fc.property(first14, last, (start, end) => {
        fc.pre(gstinCheckChar(start) !== end);
        expect(fieldErrors({ buyerGstin: start + end, buyerName: "Acme" }).buyerGstin).toMatch(/last character/);
      }),
      { numRuns: 1000 },
    );
  });

  it("accepts the same 14 characters with their own check character", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^27[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z$/), (start) => {
        expect(parse({ buyerGstin: (start + gstinCheckChar(start)).toLowerCase(), buyerName: "Acme" }).success).toBe(true);
      }),
    );
  });
});
