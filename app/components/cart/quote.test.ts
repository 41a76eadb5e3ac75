import { describe, expect, it } from "vitest";
import { quoteRequest } from "./quote";

describe("quote request", () => {
  it("sends identities and quantities only, the code normalised, and leaves out what is not chosen", () => {
    const line = { productId: "p1", color: "Red", size: "M", quantity: 2, product: { name: "Kurta", pricePaise: 1 } };
    expect(quoteRequest({ lines: [line], addressId: null, paymentMethod: null, couponCode: " save10 " })).toEqual({
      lines: [{ productId: "p1", color: "Red", size: "M", quantity: 2 }],
      couponCode: "SAVE10",
    });
    expect(quoteRequest({ lines: [line], addressId: "a1", paymentMethod: "cod", couponCode: "" })).toEqual({
      lines: [{ productId: "p1", color: "Red", size: "M", quantity: 2 }],
      addressId: "a1",
      paymentMethod: "cod",
      couponCode: "",
    });
  });
});
