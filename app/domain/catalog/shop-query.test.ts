import { describe, expect, it } from "vitest";
import { changeShopQuery, isWholeShop, parseShopQuery } from "./shop-query";

const q = (search: string) => parseShopQuery(new URLSearchParams(search));
const CAT = "11111111-1111-4111-8111-111111111111";
const SUB = "22222222-2222-4222-8222-222222222222";

describe("shop query transitions (docs/decisions/0046-shop-query-transitions.md)", () => {
  it("'All Items' of a main category clears the category, subcategory and filter options", () => {
    const next = changeShopQuery(q(`main=women&category=${CAT}&sub=${SUB}&color=Red&size=M&min=100&max=900&q=silk&page=3`), {
      kind: "category",
      category: null,
    });
    expect(next).toMatchObject({ main: "women", category: null, sub: null, colors: [], sizes: [], min: null, max: null, page: 1 });
    expect(next.q).toBe("silk");
  });

  it("choosing a category keeps the filters and clears the subcategory", () => {
    const next = changeShopQuery(q(`main=women&category=${CAT}&sub=${SUB}&color=Red`), { kind: "category", category: CAT });
    expect(next).toMatchObject({ category: CAT, sub: null, colors: ["Red"] });
  });

  it("knows when the list is the whole shop", () => {
    expect(isWholeShop(q(""))).toBe(true);
    expect(isWholeShop(q("mode=all&page=2"))).toBe(true);
    for (const search of ["main=men", "color=Red", "size=M", "min=100", "max=900", "q=silk"]) expect(isWholeShop(q(search))).toBe(false);
  });
});
