import { describe, expect, it } from "vitest";
import { checkoutHref, readCheckoutChoices, settleMethod } from "./choices";
import type { PaymentOption } from "./contract";

const option = (method: PaymentOption["method"], modes: PaymentOption["modes"], available = true): PaymentOption => ({
  method,
  modes,
  available,
  reason: available ? null : "no",
  feePaise: 0,
});

describe("checkout choices in the URL", () => {
  it("keeps known values and falls back on anything else", () => {
    const ids = ["a1", "b2"];
    expect(readCheckoutChoices(new URLSearchParams("address=b2&mode=in-shop&method=cod&coupon=%20save10%20"), ids)).toEqual({
      addressId: "b2",
      mode: "in-shop",
      method: "cod",
      couponCode: "SAVE10",
    });
    // A gone address (deleted on another device) gives the first saved one; junk gives defaults.
    expect(readCheckoutChoices(new URLSearchParams("address=zz&mode=drone&method=bitcoin"), ids)).toEqual({
      addressId: "a1",
      mode: "delivery",
      method: null,
      couponCode: "",
    });
    expect(readCheckoutChoices(new URLSearchParams(), []).addressId).toBeNull();
  });

  it("settles on a method that is usable with the delivery mode", () => {
    const options = [option("upi", ["delivery", "in-shop"], false), option("cod", ["delivery"]), option("pay_at_shop", ["in-shop"])];
    expect(settleMethod(null, options, "delivery")).toBe("cod");
    expect(settleMethod("cod", options, "in-shop")).toBe("pay_at_shop");
    expect(settleMethod("upi", options, "delivery")).toBe("cod");
    expect(settleMethod("cod", [], "delivery")).toBeNull();
  });

  it("writes the choices back into a URL", () => {
    expect(checkoutHref("demo", { addressId: "a1", mode: "in-shop", method: null, couponCode: "" })).toBe(
      "/demo/checkout?address=a1&mode=in-shop",
    );
    expect(checkoutHref("demo", {})).toBe("/demo/checkout");
  });
});
