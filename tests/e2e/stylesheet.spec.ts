// The stylesheet comes inside an English page (docs/decisions/0097-inline-stylesheet.md): a first
// visit fetches no CSS, and client-side navigations, which never load a document again, keep it.
// A Hindi page links it and preloads its Devanagari face (from its response's Link header too), and
// its first visit draws Devanagari with that face: with the stylesheet inline it painted before the
// face arrived and kept blank boxes.
import { type BrowserContext, type CDPSession, expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

function watchStylesheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet" || new URL(r.url()).pathname.endsWith(".css")) fetched.push(r.url());
  });
  return fetched;
}

/** The font files a page asks for (a face written into the stylesheet as data is not one). */
function watchFonts(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font" && !r.url().startsWith("data:")) fetched.push(r.url());
  });
  return fetched;
}

/** Which faces drew the text of the elements `selector` matches, as Chromium reports it: face → glyphs. */
async function facesOf(context: BrowserContext, page: Page, selector: string): Promise<Map<string, number>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  // Just after hydration the shop header swaps its plain links for buttons (header.tsx, useHydrated):
  // a node gone between the query and its measurement means the DOM changed, so measure it again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureFaces(cdp, selector);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Could not find node with given id")) throw error;
    }
  }
}

async function measureFaces(cdp: CDPSession, selector: string): Promise<Map<string, number>> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const faces = new Map<string, number>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const f of fonts) {
      const face = `${f.familyName}${f.isCustomFont ? " (web)" : ""}`;
      faces.set(face, (faces.get(face) ?? 0) + f.glyphCount);
    }
  }
  return faces;
}

const headerPosition = (page: Page) =>
  page
    .locator("header")
    .first()
    .evaluate((e) => getComputedStyle(e).position);

test("English: the shop home carries its stylesheet and keeps it through a client-side navigation", async ({ page }) => {
  const fetched = watchStylesheets(page);
  const response = await page.request.get("/demo");
  // It waits for no request, so it names none to start early (decision 0100).
  expect(response.headers().link).toBeUndefined();
  const html = await response.text();
  const inline = /<style[^>]*data-href="(\/assets\/[^"]+\.css)"[^>]*>([\s\S]*?)<\/style>/.exec(html);
  expect(inline, "an inline stylesheet").not.toBeNull();
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  expect(html).not.toMatch(/<link[^>]*as="font"/);
  // The inlined text is the built file's, byte for byte (but its final newline).
  const file = await (await page.request.get(inline?.[1] ?? "")).text();
  expect(inline?.[2]).toBe(file.trimEnd());

  await page.goto("/demo");
  await hydrated(page, "header");
  expect(await headerPosition(page)).toBe("sticky");
  await page.locator("main a[href*='/product/']").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await headerPosition(page)).toBe("sticky");
  expect(await page.locator("style[data-href]").count()).toBe(1);
  expect(fetched).toEqual([]);
});

test("English: the switcher draws हिन्दी with the face of the languages' names, which the stylesheet carries", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fonts = watchFonts(page);
  await page.goto("/demo");
  await hydrated(page, "header");
  // "हिन्दी" is 5 glyphs of that face (न्द is one), none from a system font's blank boxes.
  expect([...(await facesOf(context, page, "header button[lang=hi]"))]).toEqual([["Noto Sans Devanagari (web)", 5]]);
  // Neither the 34 KB Hindi face nor any other font file: the names' face is data in the stylesheet.
  expect(fonts).toEqual([]);
  await context.close();
});

for (const path of ["/demo?lang=hi", "/?lang=hi"]) {
  test(`Hindi, first visit to ${path}: Devanagari is drawn with the self-hosted face, never as blank boxes`, async ({ browser }) => {
    // A context of its own: nothing cached, as a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = watchStylesheets(page);
    const fonts = watchFonts(page);
    const response = await page.goto(path);
    // The response names the stylesheet and the face, so both start before <head> is parsed
    // (decision 0100); the page's own preload of the face is the same request, not a second one.
    const link = response?.headers().link ?? "";
    expect(link).toMatch(
      /^<\/assets\/app-[\w-]+\.css>; rel=preload; as=style, <\/assets\/noto-sans-devanagari-hindi-400-[\w-]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin$/,
    );
    await hydrated(page, "header");
    expect([...(await facesOf(context, page, "h1, h2, button, a, summary")).keys()]).toContain("Noto Sans Devanagari (web)");
    expect(fetched).toHaveLength(1);
    expect(fonts).toHaveLength(1);
    // A page-cache hit says the same.
    expect((await page.request.get(path)).headers().link).toBe(link);
    await context.close();
  });
}
