import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "~/db/like";

/** What PostgreSQL reads back from an escaped pattern: each '\x' is a literal x. */
const readBack = (p: string) => p.replace(/\\(.)/g, "$1");

describe("escapeLike", () => {
  it("escapes every wildcard and the escape character, and nothing is lost", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "%", "_", "\\", "é", " ") }), (q) => {
        const escaped = escapeLike(q);
        expect(readBack(escaped)).toBe(q);
        // With the escapes removed, no bare wildcard is left.
        expect(escaped.replace(/\\./g, "")).not.toMatch(/[%_\\]/);
      }),
    );
  });

  it("wraps the escaped text in % for a contains match", () => {
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
  });
});
