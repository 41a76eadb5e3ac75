// The seller dashboard on a 390 px phone: every section reachable from the tab strip with the
// current one in view, category rows with full-width name fields and a labelled picture control,
// Today's low-stock list readable to the end, and one count of new orders.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { logIn } from "./support/demo";

test.use({ viewport: { width: 390, height: 844 } });

/** The element's box lies inside the strip's visible part (not scrolled off either edge). */
async function inStripView(strip: Locator, tab: Locator) {
  const [s, t] = [await strip.boundingBox(), await tab.boundingBox()];
  return Boolean(s && t && t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1);
}

async function seller(page: Page) {
  await logIn(page, "seller@example.com");
}

test("every section is reachable from the phone's tab strip, the current one in view", async ({ page }) => {
  await seller(page);
  await page.goto("/demo/dashboard/categories");
  const strip = page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("list");
  const current = strip.getByRole("link", { name: "Categories" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect.poll(() => inStripView(strip, current)).toBe(true);
  // The strip scrolls sideways rather than cutting its tabs off.
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto")).toBe(true);
  const labels = await strip.getByRole("link").allTextContents();
  expect(labels.map((l) => l.replace(/\d+ new$/, "").trim())).toEqual([
    "Today",
    "Orders",
    "Customers",
    "Payments",
    "Reports",
    "Coupons",
    "Reviews",
    "Products",
    "Categories",
    "Banners",
    "Shop profile",
  ]);
  await strip.getByRole("link", { name: "Shop profile" }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/profile$/);
  await expect.poll(() => inStripView(strip, strip.getByRole("link", { name: "Shop profile" }))).toBe(true);
});

test("category rows keep a readable name field and a labelled picture button", async ({ page }) => {
  await seller(page);
  await page.goto("/demo/dashboard/categories");
  const names = page.getByRole("textbox", { name: /^Name of / });
  expect(await names.count()).toBeGreaterThan(5);
  for (const width of await names.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
    expect(width).toBeGreaterThan(150);
  }
  const picture = page.getByLabel("Picture for Shirts", { exact: true }).first();
  await expect(picture).toHaveAttribute("type", "file");
  await expect(picture).toBeVisible();
  // Nothing sticks out of the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("Today's low-stock names wrap, every row can be reached, and the page and the badge count the same new orders", async ({ page }) => {
  await seller(page);
  await page.goto("/demo/dashboard");
  const list = page.locator("section", { has: page.getByRole("heading", { name: "Low stock" }) }).getByRole("list");
  const rows = list.getByRole("listitem");
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  // No row's name is cut off: each link is as wide as its text.
  const cut = await list.getByRole("link").evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
  expect(cut).toBe(0);
  await page.getByRole("link", { name: "Show all low-stock sizes" }).click();
  await expect(page).toHaveURL(/low-stock=all/);
  await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  await expect(page.getByRole("link", { name: "Show fewer" })).toBeVisible();

  const tile = page.getByRole("link", { name: /^New orders/ });
  const tileCount = Number((await tile.locator("p").nth(1).textContent())?.trim());
  const badge = page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("link", { name: /^Orders/ });
  const badgeText = (await badge.textContent()) ?? "";
  const badgeCount = Number(badgeText.match(/(\d+)/)?.[1] ?? 0);
  expect(badgeCount).toBe(tileCount);
});
