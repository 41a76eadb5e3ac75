import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "~/domain/payments/delivery";
import { GST_STATE_CODES, gstinCheckChar, gstinProblem, gstStateCode, indianState, isValidGstin } from "./gstin";

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const digit = fc.constantFrom(..."0123456789");

/** A valid GSTIN: a real state code, a PAN shape, an entity number, 'Z' and the right check character. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...Object.values(GST_STATE_CODES)),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
  )
  .map(([state, a, d, l, entity]) => {
    const first14 = `${state}${a.join("")}${d.join("")}${l}${entity}Z`;
    return first14 + gstinCheckChar(first14);
  });

describe("GSTIN", () => {
  it("accepts published GSTINs", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
  });

  it("accepts every generated valid GSTIN", () => {
    fc.assert(fc.property(validGstin, (g) => gstinProblem(g) === null));
  });

  it("refuses any single-character change of a valid GSTIN", () => {
    fc.assert(
      fc.property(validGstin, fc.nat(14), fc.constantFrom(...`${CHARS}az -`), (g, at, ch) => {
        fc.pre(g[at] !== ch);
        const changed = g.slice(0, at) + ch + g.slice(at + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("names the problem", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check_digit");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state_code");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPF00939F1ZV")).toBe("format");
  });

  it("maps every state to a distinct code and back from any spelling", () => {
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(gstStateCode("maharashtra")).toBe("27");
    expect(gstStateCode("Orissa")).toBe("21");
    expect(gstStateCode("New Delhi")).toBe("07");
    expect(indianState("tamil  nadu")).toBe("Tamil Nadu");
    expect(gstStateCode("Atlantis")).toBeNull();
  });
});
