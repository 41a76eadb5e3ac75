import { describe, expect, it } from "vitest";
import { pageHref, pagerPages } from "~/components/ui/pager";

describe("pageHref", () => {
  it("sets the page and keeps the other parameters", () => {
    expect(pageHref("?q=saree&sort=new&page=2", 3)).toBe("?q=saree&sort=new&page=3");
    expect(pageHref(new URLSearchParams({ status: "active" }), 2)).toBe("?status=active&page=2");
    expect(pageHref("", 1)).toBe("?page=1");
  });
});

describe("pagerPages", () => {
  it("shows the first, the last and the current page with its neighbours", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 9)).toEqual([1, 2, 9]);
    expect(pagerPages(5, 9)).toEqual([1, 4, 5, 6, 9]);
    expect(pagerPages(9, 9)).toEqual([1, 8, 9]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
  });
});
