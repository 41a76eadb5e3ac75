import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerSearchTerms } from "./shop-customers";

describe("customerSearchTerms", () => {
  it("looks for a phone number by its digits, without the country code", () => {
    expect(customerSearchTerms("+91 98765-43210")).toEqual(["9876543210", "+91 98765-43210"]);
    expect(customerSearchTerms(" 98333 ")).toEqual(["98333"]);
    expect(customerSearchTerms("MEER")).toEqual(["meer"]);
    expect(customerSearchTerms("   ")).toEqual([]);
  });

  // An e-mail can begin with digits and dashes ("12345678-1234@…" looks like a phone number typed
  // with a dash): whatever is typed is also looked for as typed, so a part of any stored text is found.
  it("always looks for the query as typed, lower-cased (property)", () => {
    const typed = fc.stringMatching(/^[0-9a-fA-F+() -]{1,24}$/);
    fc.assert(
      fc.property(typed, (q) => {
        const normal = q.trim().toLowerCase();
        fc.pre(normal.length > 0);
        expect(customerSearchTerms(q)).toContain(normal);
      }),
    );
  });
});
