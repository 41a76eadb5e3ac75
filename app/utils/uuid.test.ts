import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUuid } from "~/utils/uuid";

describe("isUuid", () => {
  it("accepts UUIDs PostgreSQL makes, in either case", () => {
    fc.assert(fc.property(fc.uuid(), (id) => isUuid(id) && isUuid(id.toUpperCase())));
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses what is not a UUID", () => {
    for (const v of ["", "123", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1", "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11 ", "' or 1=1 --", null, 42])
      expect(isUuid(v)).toBe(false);
  });
});
