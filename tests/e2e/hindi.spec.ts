// Every page in Hindi: with the switcher's cookie set, no text on the page, in an
// accessible name or in the title is an English message of the catalogue (messages/*/en.json) whose
// Hindi differs, <html lang> is "hi", and the page shows Devanagari. The admin console stays
// English (docs/decisions/0086-i18n-paraglide.md).
import { expect, type Page, test } from "@playwright/test";
import { readCatalogue } from "./support/catalogue";
import { EVERY_PAGE, expectNoCspViolation, type Ids, pathOf, RoleContexts, readIds } from "./support/every-page";
import { hydrated } from "./support/hydrated";

/** English messages that a Hindi page must not show: exact texts, and patterns for those with {placeholders}. */
function englishCatalogue() {
  const { en, hi } = readCatalogue();
  // Words Hindi keeps as they are (Haat, WhatsApp, UPI, GSTIN…) say nothing about the language.
  const kept = new Set(Object.values(hi).flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [id, text] of Object.entries(en)) {
    const normal = text.replace(/\s+/g, " ").trim();
    if (hi[id] === text || !/[A-Za-z]{2,}/.test(normal)) continue;
    if (!/\{\w+\}/.test(normal)) {
      exact.add(normal);
      continue;
    }
    const parts = normal.split(/\{\w+\}/);
    // Only a pattern with an English word of its own tells a leak from a Hindi text around the same data.
    if (!parts.some((part) => (part.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !kept.has(word)))) continue;
    patterns.push(new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+?")}$`));
  }
  return { exact, patterns };
}

/** Every text node, accessible name, placeholder and title of the page, whitespace-normalised. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // translate="no" marks people's own words (a banner's title, a product name) that stay as written.
      const parent = node.parentElement?.closest("script, style, noscript, template, [translate='no']");
      if (!parent) texts.push(node.textContent ?? "");
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt], [aria-description]")) {
      if (el.closest("[translate='no']")) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt", "aria-description"]) texts.push(el.getAttribute(attr) ?? "");
    }
    return texts.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

const catalogue = englishCatalogue();
const contexts = new RoleContexts("hi");
// Pages only read here: the checks split over both workers, each half with its own signed-in contexts.
test.describe.configure({ mode: "parallel" });
let ids: Ids;

test.beforeAll(async () => {
  ids = await readIds();
});
test.afterAll(async () => {
  await contexts.close();
});

for (const visit of EVERY_PAGE.filter((v) => v.role !== "admin")) {
  test(`in Hindi: ${visit.name}`, async ({ browser }) => {
    const page = await contexts.page(browser, visit.role);
    const scripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.push(pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathOf(visit, ids));
    await page.waitForLoadState("networkidle");
    await hydrated(page, "body > *");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const texts = await pageTexts(page);
    const leaks = [...new Set(texts.filter((t) => catalogue.exact.has(t) || catalogue.patterns.some((re) => re.test(t))))];
    if (leaks.length) console.log(`English on ${visit.name}: ${JSON.stringify(leaks)}`);
    expect(leaks, `English catalogue text on ${visit.name} in Hindi`).toEqual([]);
    expect(
      texts.some((t) => /[\u0900-\u097F]/.test(t)),
      "the page shows Devanagari",
    ).toBe(true);
    // Each language has its own copy of the scripts (docs/decisions/0089-per-language-scripts.md).
    expect(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
    expect(scripts.filter((path) => !path.startsWith("/assets/hi/"))).toEqual([]);
    await expectNoCspViolation(page, `${visit.name} in Hindi`);
  });
}

test("an English page loads the English scripts, which hold no Hindi", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.push(`${pathname}\n${await response.text()}`);
  });
  await page.goto("/demo");
  await page.waitForLoadState("networkidle");
  await hydrated(page, "body > *");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !s.startsWith("/assets/") || s.startsWith("/assets/hi/")).map((s) => s.split("\n")[0])).toEqual([]);
  expect(scripts.filter((s) => /[\u0900-\u097F]/.test(s.replace("हिन्दी", ""))).map((s) => s.split("\n")[0])).toEqual([]);
  await context.close();
});
