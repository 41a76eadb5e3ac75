import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backInShop, refererPath } from "./back-in-shop.server";

const post = (referer?: string) =>
  new Request("http://shop.example:3000/demo/cart", { method: "POST", headers: referer === undefined ? {} : { referer } });

describe("refererPath: where a product card's plain form goes back to", () => {
  it("is the posting page's path and query on this host", () => {
    expect(refererPath(post("http://shop.example:3000/demo?color=Red&size=M&page=2"))).toBe("/demo?color=Red&size=M&page=2");
    expect(refererPath(post("http://shop.example:3000/demo/product/x#reviews"))).toBe("/demo/product/x");
  });

  it("is nothing without a Referer, with a malformed one, or one from another host", () => {
    expect(refererPath(post())).toBeNull();
    expect(refererPath(post("not a url"))).toBeNull();
    expect(refererPath(post("http://evil.example/demo?x=1"))).toBeNull();
    expect(refererPath(post("http://shop.example:4000/demo"))).toBeNull();
  });

  it("never sends a shopper off the shop, whatever the Referer says", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webPath(), (url, path) => {
        for (const referer of [url, `http://shop.example:3000${path}`]) {
          const back = backInShop(refererPath(post(referer)), "demo", "/demo/wishlist");
          expect(back === "/demo" || back.startsWith("/demo/") || back.startsWith("/demo?") || back === "/demo/wishlist").toBe(true);
        }
      }),
    );
  });
});
