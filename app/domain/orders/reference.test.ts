import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberIdRange, orderNumber, parseOrderNumber } from "./reference";

describe("order numbers", () => {
  it("shows the first 10 hex digits of the id in upper case", () => {
    expect(orderNumber("2b91d5ec-ea2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe("2B91D5ECEA");
  });

  it("parses what a person types back: with or without '#', any case, spaces around; 8 digits name a former line's order", () => {
    for (const typed of ["#2B91D5ECEA", "2b91d5ecea", " # 2B91D5ECEA "])
      expect(parseOrderNumber(typed)).toEqual({ kind: "order", prefix: "2b91d5ecea" });
    expect(parseOrderNumber("#737088E6")).toEqual({ kind: "former", prefix: "737088e6" });
    for (const bad of ["", "#", "9431901", "9431901B0", "2B91D5ECEA0", "9431901G", "##9431901B", "9431 901B", "%", "9431901b-1c2d"])
      expect(parseOrderNumber(bad)).toBeNull();
  });

  it("finds every order back from its shown number: the id lies in the number's range (property)", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), fc.boolean(), (id, hash, lower) => {
        const shown = orderNumber(id);
        const typed = `${hash ? "#" : ""}${lower ? shown.toLowerCase() : shown}`;
        const parsed = parseOrderNumber(typed);
        expect(parsed?.kind).toBe("order");
        const [low, high] = numberIdRange(parsed?.prefix ?? "");
        expect(low <= id.toLowerCase() && id.toLowerCase() <= high).toBe(true);
        // The range holds only ids with that number.
        expect(orderNumber(low)).toBe(shown);
        expect(orderNumber(high)).toBe(shown);
      }),
    );
  });

  it("accepts nothing but 8 or 10 hex digits (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (input) => {
        const parsed = parseOrderNumber(input);
        if (parsed !== null) expect(parsed.prefix).toMatch(/^[0-9a-f]{8}([0-9a-f]{2})?$/);
      }),
    );
  });
});
