import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderReference, parseOrderReference, referenceIdRange } from "./reference";

const uuid = fc.uuid();

describe("order references", () => {
  it("shows the first 8 characters of the id in upper case", () => {
    expect(orderReference("9431901b-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe("9431901B");
  });

  it("parses what a person types back: with or without '#', any case, spaces around", () => {
    for (const typed of ["#9431901B", "9431901b", " # 9431901B ", "#9431901b"]) expect(parseOrderReference(typed)).toBe("9431901b");
    for (const bad of ["", "#", "9431901", "9431901B0", "9431901G", "##9431901B", "9431 901B", "%", "9431901b-1c2d"])
      expect(parseOrderReference(bad)).toBeNull();
  });

  it("finds every order back from its shown reference, and the id lies in the reference's range (property)", () => {
    fc.assert(
      fc.property(uuid, fc.boolean(), fc.boolean(), (id, hash, lower) => {
        const shown = orderReference(id);
        const typed = `${hash ? "#" : ""}${lower ? shown.toLowerCase() : shown}`;
        const prefix = parseOrderReference(typed) as string;
        expect(id.startsWith(prefix)).toBe(true);
        const [low, high] = referenceIdRange(prefix);
        expect(low <= id.toLowerCase() && id.toLowerCase() <= high).toBe(true);
      }),
    );
  });

  it("accepts nothing but 8 hex digits (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const parsed = parseOrderReference(input);
        if (parsed !== null) expect(parsed).toMatch(/^[0-9a-f]{8}$/);
      }),
    );
  });
});
