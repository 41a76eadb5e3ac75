import { describe, expect, it } from "vitest";
import { clampPage, MAX_PAGE, readPage } from "./paging";

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

describe("readPage", () => {
  it("reads ?page= as clampPage does, page 1 when absent or junk", () => {
    const read = (s: string) => readPage(new URLSearchParams(s));
    expect(read("page=3&q=x")).toBe(3);
    expect(read("q=x")).toBe(1);
    expect(read("page=abc")).toBe(1);
    expect(read("page=-2")).toBe(1);
    expect(read("page=2.9")).toBe(2);
    expect(read("page=99999999999")).toBe(MAX_PAGE);
  });
});
