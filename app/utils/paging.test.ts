import { describe, expect, it } from "vitest";
import { clampPage, MAX_PAGE } from "./paging";

describe("clampPage", () => {
  it("keeps real pages and turns everything else into one PostgreSQL can offset by", () => {
    expect(clampPage(3)).toBe(3);
    expect(clampPage(undefined)).toBe(1);
    expect(clampPage(0)).toBe(1);
    expect(clampPage(-4)).toBe(1);
    expect(clampPage(2.7)).toBe(2);
    expect(clampPage(Number.NaN)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampPage(1e23)).toBe(MAX_PAGE);
  });
});
