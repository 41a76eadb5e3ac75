import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indianMobile, whatsappLink } from "./whatsapp";

const tenDigits = fc.stringMatching(/^\d{10}$/);

describe("whatsappLink", () => {
  it("links a 10-digit mobile as 91XXXXXXXXXX with the text encoded", () => {
    expect(whatsappLink("9876543210", "Hi, I'm interested in Kurta (https://x.test/a?b=1&c=2)")).toBe(
      "https://wa.me/919876543210?text=Hi%2C%20I'm%20interested%20in%20Kurta%20(https%3A%2F%2Fx.test%2Fa%3Fb%3D1%26c%3D2)",
    );
    expect(whatsappLink("+91 98765-43210", "")).toBe("https://wa.me/919876543210");
    expect(whatsappLink("09876543210", "x")).toBe("https://wa.me/919876543210?text=x");
  });

  it("is null for anything that is not a 10-digit mobile, so the button hides", () => {
    for (const bad of ["", null, undefined, "98765", "98765432101", "+1 415 555 0100 12", "phone", "9876a43210", "91987654321"])
      expect(whatsappLink(bad, "x")).toBeNull();
  });

  it("round-trips any mobile and any text (property)", () => {
    fc.assert(
      fc.property(tenDigits, fc.string(), (mobile, text) => {
        const href = whatsappLink(mobile, text) as string;
        const url = new URL(href);
        expect(url.origin).toBe("https://wa.me");
        expect(url.pathname).toBe(`/91${mobile}`);
        expect(url.searchParams.get("text") ?? "").toBe(text);
      }),
    );
  });

  it("never links a number that does not have exactly 10 digits after its country code (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const mobile = indianMobile(input);
        if (mobile === null) expect(whatsappLink(input, "x")).toBeNull();
        else {
          expect(mobile).toMatch(/^\d{10}$/);
          expect(input.replace(/\D/g, "").endsWith(mobile)).toBe(true);
        }
      }),
    );
  });
});
