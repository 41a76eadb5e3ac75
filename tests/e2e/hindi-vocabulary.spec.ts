// The platform's colours and sizes in Hindi on the pages that show most of them: the shop's filters
// and cards, and a product page with several colours and sizes. No English colour name, age band
// or FREE SIZE is shown (as text, accessible name or title); the filter offers one Grey (ग्रे).
// SHOTS_DIR=… also saves screenshots at 390 and 1366 px.
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { COLOR_OPTIONS } from "../../app/domain/catalog/constants";
import { hydrated } from "./support/hydrated";
import { withDb } from "./support/platform-db";

const ENGLISH_COLOURS = new Set(COLOR_OPTIONS.map((c) => c.name.toLowerCase()));
const ENGLISH_SIZE = /^(\d+-\d+ years|free size)$/i;

/** Text nodes, accessible names and titles outside people's own words (translate="no"). */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, noscript, template, [translate='no']")) texts.push(node.textContent ?? "");
    }
    for (const el of document.querySelectorAll("[aria-label], [title]")) {
      if (el.closest("[translate='no']")) continue;
      for (const attr of ["aria-label", "title"]) texts.push(el.getAttribute(attr) ?? "");
    }
    return texts.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

function englishVocabulary(texts: string[]): string[] {
  // A line such as "रंग: Red" or "Red · 0-2 Years" splits into its parts.
  const parts = texts.flatMap((t) => t.split(/\s*[·:,()]\s*/)).map((p) => p.trim());
  return [...new Set(parts.filter((p) => ENGLISH_COLOURS.has(p.toLowerCase()) || ENGLISH_SIZE.test(p)))];
}

async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

/** A product of shop `demo` with the most colours, and of them the one with the most sizes. */
const manyColours = () =>
  withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `select p.id from product p join seller s on s.id = p.seller_id
        where s.handle = 'demo' and p.active and p.main in ('boy', 'girl')
        order by cardinality(p.colors) desc, cardinality(p.sizes) desc, p.id limit 1`,
    );
    return rows[0].id;
  });

test("the Hindi shop's filters and cards show colours and sizes in Hindi, Grey once", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/demo?mode=all&lang=hi");
  await hydrated(page, "body > *");
  const filters = page.getByRole("form", { name: "फ़िल्टर" });
  await expect(filters.getByRole("group", { name: "रंग" })).toContainText("लाल");
  expect(englishVocabulary(await pageTexts(page))).toEqual([]);
  await filters.locator("summary").first().click();
  await expect(filters.getByText("ग्रे", { exact: true })).toHaveCount(1);
  await shoot(page, "listing-hi");
});

test("a Hindi product page names its colours and sizes in Hindi", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/demo/product/${await manyColours()}?lang=hi`);
  await hydrated(page, "body > *");
  await expect(page.getByText(/^रंग:/)).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "साइज़" }).first()).toContainText("वर्ष");
  expect(englishVocabulary(await pageTexts(page))).toEqual([]);
  await shoot(page, "product-hi");
});
