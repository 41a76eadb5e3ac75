import { describe, expect, it } from "vitest";
import { languageLinks, localizedUrl } from "./alternates";
import { withLocale } from "./locale.server";

describe("hreflang alternates", () => {
  it("English at the plain address, Hindi at ?lang=hi, keeping the rest of the query", () => {
    expect(localizedUrl("https://haat.in/demo?q=silk&lang=hi", "en")).toBe("https://haat.in/demo?q=silk");
    expect(localizedUrl("https://haat.in/demo?q=silk", "hi")).toBe("https://haat.in/demo?q=silk&lang=hi");
  });

  it("the canonical is the current language's own address", () => {
    const url = "https://haat.in/demo/product/1";
    const hrefs = (links: ReturnType<typeof languageLinks>) =>
      (links as Array<Record<string, string>>).map((l) => `${l.rel}:${l.hrefLang ?? ""}:${l.href}`);
    expect(hrefs(withLocale("hi", () => languageLinks(url)))).toEqual([
      `canonical::${url}?lang=hi`,
      `alternate:en:${url}`,
      `alternate:hi:${url}?lang=hi`,
      `alternate:x-default:${url}`,
    ]);
    expect(hrefs(withLocale("en", () => languageLinks(url)))[0]).toBe(`canonical::${url}`);
  });
});
