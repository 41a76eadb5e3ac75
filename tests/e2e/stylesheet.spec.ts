// The stylesheet comes inside the page (docs/decisions/0097-inline-stylesheet.md): a first visit
// fetches no CSS, every element is styled from the first paint, and client-side navigations, which
// never load a document again, keep it. A Hindi page still preloads its Devanagari face.
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

function watchStylesheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet" || new URL(r.url()).pathname.endsWith(".css")) fetched.push(r.url());
  });
  return fetched;
}

for (const { name, path } of [
  { name: "English", path: "/demo" },
  { name: "Hindi", path: "/demo?lang=hi" },
]) {
  test(`${name}: the shop home carries its stylesheet and keeps it through a client-side navigation`, async ({ page }) => {
    const fetched = watchStylesheets(page);
    const html = await (await page.request.get(path)).text();
    const inline = /<style[^>]*data-href="(\/assets\/[^"]+\.css)"[^>]*>([\s\S]*?)<\/style>/.exec(html);
    expect(inline, "an inline stylesheet").not.toBeNull();
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // The inlined text is the built file's, byte for byte (but its final newline).
    const file = await (await page.request.get(inline?.[1] ?? "")).text();
    expect(inline?.[2]).toBe(file.trimEnd());
    expect(/<link[^>]*as="font"/.test(html)).toBe(name === "Hindi");

    await page.goto(path);
    await hydrated(page, "header");
    const headerStyle = () =>
      page
        .locator("header")
        .first()
        .evaluate((e) => getComputedStyle(e).position);
    expect(await headerStyle()).toBe("sticky");
    await page.locator("main a[href*='/product/']").first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await headerStyle()).toBe("sticky");
    expect(await page.locator("style[data-href]").count()).toBe(1);
    expect(fetched).toEqual([]);
  });
}
