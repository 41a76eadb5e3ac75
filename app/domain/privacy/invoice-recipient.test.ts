// CGST Rule 46 for an erased shopper's invoice, over generated documents.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeOnlyRecipient, recipientRequired } from "./invoice-recipient";

describe("what an erased shopper's invoice keeps (CGST Rule 46)", () => {
  const doc = fc.record({
    kind: fc.constantFrom("tax_invoice" as const, "bill_of_supply" as const),
    gstin: fc.option(fc.constant("27AAPFU0939F1ZV"), { nil: null }),
    taxablePaise: fc.integer({ min: 0, max: 20_000_000 }),
    name: fc.string({ minLength: 1 }),
    address: fc.string({ minLength: 1 }),
    state: fc.constantFrom("Maharashtra", "Kerala", "Delhi"),
  });
  it("keeps name and address exactly for a registered buyer or a tax invoice of ₹50,000 or more; else the state alone", () => {
    fc.assert(
      fc.property(doc, (d) => {
        const data = {
          kind: d.kind,
          recipient: { name: d.name, address: d.address, gstin: d.gstin },
          totals: { valuePaise: 0, taxablePaise: d.taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 },
          placeOfSupply: { state: d.state, code: "" },
        };
        const expected = d.gstin !== null || (d.kind === "tax_invoice" && d.taxablePaise >= 5_000_000);
        expect(recipientRequired(data)).toBe(expected);
        const reduced = placeOnlyRecipient(data);
        expect(reduced).toEqual({ name: "", address: d.state, gstin: null });
      }),
      { numRuns: 200 },
    );
  });
});
