import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeShopQuery, isWholeShop, parseShopQuery, SHOP_SORTS, type ShopQueryChange, shopQueryToSearch } from "./shop-query";

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

describe("sort (docs/decisions/0081-listing-sort.md)", () => {
  it("defaults to relevance when searching and newest otherwise, and leaves the default out of the URL", () => {
    expect(q("").sort).toBe("newest");
    expect(q("q=silk").sort).toBe("relevance");
    expect(shopQueryToSearch(q("q=silk&sort=relevance"))).toBe("?q=silk");
    expect(shopQueryToSearch(q("sort=newest"))).toBe("");
    // Newest is a choice while searching, so it stays in the URL then.
    expect(shopQueryToSearch(q("q=silk&sort=newest"))).toBe("?q=silk&sort=newest");
    expect(shopQueryToSearch(q("sort=price-desc&page=2"))).toBe("?sort=price-desc&page=2");
  });

  it("reads unknown orders, and relevance without a search, as the default", () => {
    for (const sort of ["", "PRICE-ASC", "price", "relevance", "rating ", "0", "__proto__"]) expect(q(`sort=${sort}`).sort).toBe("newest");
    expect(q("q=silk&sort=cheapest").sort).toBe("relevance");
    expect(q("sort=rating&sort=price-asc").sort).toBe("rating");
  });

  it("keeps the order through selections and filters; choosing an order goes back to page 1", () => {
    const start = q(`main=women&category=${CAT}&sub=${SUB}&color=Red&sort=price-asc&page=3`);
    const changes: ShopQueryChange[] = [
      { kind: "mode", mode: "all" },
      { kind: "main", main: "men" },
      { kind: "category", category: null },
      { kind: "category", category: CAT },
      { kind: "sub", sub: null },
      { kind: "page", page: 2 },
    ];
    for (const change of changes) expect(changeShopQuery(start, change).sort).toBe("price-asc");
    expect(changeShopQuery(start, { kind: "sort", sort: "rating" })).toMatchObject({ sort: "rating", page: 1, colors: ["Red"], sub: SUB });
  });

  it("does not count the order as a filter (an empty list is still an empty shop)", () => {
    expect(isWholeShop(q("sort=price-asc"))).toBe(true);
  });

  const param = fc.oneof(
    fc.constantFrom("mode", "main", "category", "sub", "color", "size", "min", "max", "q", "sort", "page"),
    fc.string({ maxLength: 6 }),
  );
  const value = fc.oneof(
    fc.constantFrom(...SHOP_SORTS, "all", "women", "Red", "M", "500", "silk", CAT, SUB, "2"),
    fc.string({ maxLength: 12 }),
  );
  const search = fc.array(fc.tuple(param, value), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs));

  it("property: any URL parses to a valid order, and the canonical URL reads back as the same query", () => {
    fc.assert(
      fc.property(search, (params) => {
        const query = parseShopQuery(params);
        expect(SHOP_SORTS).toContain(query.sort);
        if (!query.q) expect(query.sort).not.toBe("relevance");
        const canonical = shopQueryToSearch(query);
        expect(parseShopQuery(new URLSearchParams(canonical))).toEqual(query);
        expect(shopQueryToSearch(parseShopQuery(new URLSearchParams(canonical)))).toBe(canonical);
      }),
    );
  });

  it("property: a transition other than choosing an order keeps the order; choosing one is page 1 with the rest kept", () => {
    const change: fc.Arbitrary<ShopQueryChange> = fc.oneof(
      fc.constantFrom<ShopQueryChange>({ kind: "mode", mode: "all" }, { kind: "mode", mode: "category" }),
      fc.constantFrom<ShopQueryChange>({ kind: "main", main: "men" }, { kind: "main", main: null }),
      fc.constantFrom<ShopQueryChange>({ kind: "category", category: CAT }, { kind: "category", category: null }),
      fc.constantFrom<ShopQueryChange>({ kind: "sub", sub: SUB }, { kind: "sub", sub: null }),
      fc.integer({ min: 1, max: 50 }).map((page): ShopQueryChange => ({ kind: "page", page })),
    );
    fc.assert(
      fc.property(search, change, fc.constantFrom(...SHOP_SORTS), (params, c, sort) => {
        const query = parseShopQuery(params);
        expect(changeShopQuery(query, c).sort).toBe(query.sort);
        const sorted = changeShopQuery(query, { kind: "sort", sort });
        expect(sorted).toEqual({ ...query, sort, page: 1 });
      }),
    );
  });
});
