// The shopper's browsing experience on the demo shop, in real Chromium against the production build.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

const cards = (page: Page) => page.locator("main article");

test("browsing: categories, subcategories, mode, filters, search and the back button", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("link", { name: "Category Wise" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  // Main category → its categories; category → subcategory row with 'All Items' first.
  await page.getByRole("link", { name: "Women", exact: true }).click();
  await expect(page).toHaveURL(/[?&]main=women/);
  await expect(page.getByRole("heading", { name: "Women", exact: true })).toBeVisible();
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Kurtis" }).click();
  await expect(page).toHaveURL(/category=[0-9a-f-]{36}/);
  const subs = page.getByRole("navigation", { name: "Subcategories" }).getByRole("link");
  await expect(subs.first()).toHaveText("All Items");
  await expect(subs.first()).toHaveAttribute("aria-current", "true");
  await subs.nth(1).click();
  await expect(page).toHaveURL(/sub=[0-9a-f-]{36}/);
  const subName = (await subs.nth(1).textContent()) ?? "";
  await expect(page.getByRole("heading", { name: subName })).toBeVisible();
  const subUrl = page.url();

  // Choosing another category clears the subcategory.
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Sarees" }).click();
  await expect(page).not.toHaveURL(/sub=/);
  await page.goBack();
  await expect(page).toHaveURL(subUrl);
  await expect(page.getByRole("heading", { name: subName })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Sarees" })).toBeVisible();

  // All Products mode: no category cards, filters apply on change and go back to page 1.
  await page.getByRole("link", { name: "All Products" }).click();
  await expect(page).toHaveURL(/mode=all/);
  await expect(page.getByRole("region", { name: "Categories" })).toHaveCount(0);
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: "Red" }).check();
  await expect(page).toHaveURL(/color=Red/);
  await expect(page).not.toHaveURL(/page=2/);
  // Retried as a whole: the grid may still show the previous page's cards for a moment.
  await expect(async () => {
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) expect(await cards(page).nth(i).getByRole("radio", { name: "Red", exact: true }).count()).toBe(1);
  }).toPass({ timeout: 10_000 });

  // Header search keeps the filters and matches case-insensitively.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("SAREE");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/q=SAREE/);
  await expect(page).toHaveURL(/color=Red/);
  await expect(page.getByRole("heading", { name: "Results for “SAREE”" })).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/q=/);

  await page.getByRole("combobox", { name: "Search products" }).fill("no-such-thing-xyz");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page.getByText("No Products Found")).toBeVisible();
});

test("back from a product puts the listing exactly where it was, at phone and desktop widths", async ({ page }) => {
  for (const [viewport, at] of [
    [{ width: 1366, height: 768 }, 1620],
    [{ width: 390, height: 844 }, 2900],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/demo?mode=all");
    await hydrated(page, "main article h3 a");
    await page.evaluate((y) => window.scrollTo(0, y), at);
    // The header turns compact once scrolled; the page under it does not move.
    await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at);
    // A product whose name is in view, opened by its link.
    const index = await cards(page).evaluateAll((all) =>
      all.findIndex((card) => {
        const r = card.querySelector("h3 a")?.getBoundingClientRect();
        return !!r && r.top > 80 && r.bottom < window.innerHeight;
      }),
    );
    await cards(page).nth(index).locator("h3 a").click();
    await expect(page).toHaveURL(/\/demo\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\?mode=all$/);
    await expect(cards(page)).toHaveCount(20);
    // There once the page is back, and still there once the header is compact again and the images have loaded.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(at - 2);
    await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
    await page.waitForFunction(() =>
      [...document.images].every((img) => {
        const r = img.getBoundingClientRect();
        return img.complete || r.bottom < 0 || r.top > window.innerHeight;
      }),
    );
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - at)).toBeLessThanOrEqual(2);
  }
});

test("a filtered URL opened directly renders on the server, also without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A page beyond the last one falls back to page 1.
  await page.goto("/demo?mode=all&size=FREE+SIZE&max=3000&page=40");
  await expect(page.getByRole("link", { name: "All Products" })).toHaveAttribute("aria-current", "page");
  const aside = page.getByRole("complementary", { name: "Filters" });
  await expect(aside.getByRole("checkbox", { name: "FREE SIZE" })).toBeChecked();
  const n = await cards(page).count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await expect(cards(page).nth(i).getByRole("radio", { name: "FREE SIZE" })).toHaveCount(1);

  // The GET form works without JavaScript, price sliders included.
  await aside.getByRole("checkbox", { name: "FREE SIZE" }).uncheck();
  await aside.getByRole("checkbox", { name: "Red" }).check();
  await aside.getByRole("slider", { name: "Minimum price" }).fill("500");
  await aside.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/color=Red/);
  await expect(page).not.toHaveURL(/size=/);
  await expect(page).toHaveURL(/mode=all/);
  await expect(page).toHaveURL(/min=500/);
  await expect(page).toHaveURL(/max=3000/);
  await context.close();
});

/** The first amount on each card is what it sells for (the sale price when there is one). */
async function cardPrices(page: Page): Promise<number[]> {
  // textContent, not innerText: it does not depend on layout (a card that is not laid out has none).
  const texts = await cards(page).allTextContents();
  // Paise always have two digits; the sizes' text follows the price with no space in between.
  return texts.map((t) => Number(/₹([\d,]+(?:\.\d{2})?)/.exec(t)?.[1].replaceAll(",", "") ?? Number.NaN));
}

test("price filter: a drag applies once on release, arrow keys apply after a pause, focus stays on the slider", async ({ page }) => {
  const loads: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/demo.data") loads.push(r.url());
  });
  await page.goto("/demo?mode=all");
  const aside = page.getByRole("complementary", { name: "Filters" });
  await hydrated(page, 'form[aria-label="Filters"]');
  const total = Number((await page.getByText(/^\d+ products$/).textContent())?.split(" ")[0]);

  // Drag the upper handle from the right end to about a third, in many small moves.
  const max = aside.getByRole("slider", { name: "Maximum price" });
  await max.scrollIntoViewIfNeeded();
  const box = await max.boundingBox();
  if (!box) throw new Error("no slider");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 6, y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + box.width - 6 - (i * box.width * 0.65) / 15, y);
  await expect(aside.getByText(/^₹0 – ₹\d,?\d{3}$/)).toBeVisible();
  expect(loads).toHaveLength(0);
  await page.mouse.up();
  await expect(page).toHaveURL(/max=\d+/);
  const limit = Number(/max=(\d+)/.exec(page.url())?.[1]);
  expect(limit).toBeGreaterThan(1000);
  expect(limit).toBeLessThan(5000);
  await expect(page.getByText(/^\d+ products?$/)).not.toHaveText(`${total} products`);
  expect(loads).toHaveLength(1);
  await expect(max).toBeFocused();
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(limit);

  // Three arrow presses on the lower handle: one load, after the last press, focus kept.
  const min = aside.getByRole("slider", { name: "Minimum price" });
  await min.focus();
  for (let i = 0; i < 3; i++) await min.press("ArrowRight");
  await expect(min).toHaveValue("300");
  await expect(page).toHaveURL(/min=300/);
  await expect(min).toBeFocused();
  await expect(max).toHaveValue(String(limit));
  expect(loads).toHaveLength(2);
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(300);
    expect(price).toBeLessThanOrEqual(limit);
  }

  // A checkbox applies at once and keeps focus too; Clear Filters resets the sliders in place.
  const red = aside.getByRole("checkbox", { name: "Red" });
  await red.press("Space");
  await expect(page).toHaveURL(/color=Red/);
  await expect(red).toBeFocused();
  await aside.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).not.toHaveURL(/min=|max=|color=/);
  await expect(min).toHaveValue("0");
  await expect(max).toHaveValue("10000");
  await expect(red).not.toBeChecked();
});

test("main categories: stock pictures, 'All Items' first and selected, and it resets the filters", async ({ page }) => {
  await page.goto("/demo");
  const region = page.getByRole("region", { name: "Categories" });
  for (const main of ["Men", "Women", "Boy", "Girl"]) {
    const img = region.getByRole("link", { name: main, exact: true }).locator("img");
    await expect(img).toHaveAttribute("src", `/categories/${main.toLowerCase()}.webp`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(600);
  }

  await region.getByRole("link", { name: "Women", exact: true }).click();
  await expect(page).toHaveURL(/main=women/);
  const entries = region.getByRole("list").nth(1).getByRole("link");
  await expect(entries.first()).toHaveText("All Items");
  await expect(entries.first()).toHaveAttribute("aria-current", "true");
  await expect(entries.first().locator("img")).toHaveAttribute("src", "/categories/women.webp");

  await region.getByRole("link", { name: "Kurtis" }).click();
  await expect(page).toHaveURL(/category=/);
  await expect(entries.first()).not.toHaveAttribute("aria-current");
  // The filter offers the colours the category's products come in.
  const colour = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Colour" }).getByRole("checkbox").first();
  await colour.check();
  await expect(page).toHaveURL(/color=/);
  await entries.first().click();
  await expect(page).not.toHaveURL(/category=|color=/);
  await expect(page).toHaveURL(/main=women/);
  await expect(entries.first()).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Women", exact: true })).toBeVisible();
});

async function findCardWithSoldOutSize(page: Page) {
  for (let p = 1; p <= 3; p++) {
    await page.goto(`/demo?mode=all&page=${p}`);
    const card = cards(page).filter({ has: page.getByRole("radio", { name: /\(out of stock\)/ }) });
    if ((await card.count()) > 0) return card.first();
  }
  throw new Error("the demo shop should have a sold-out size");
}

test("product card: Add to Cart needs a size in stock, then says Added to Cart! and counts in the header", async ({ page }) => {
  const card = await findCardWithSoldOutSize(page);
  await card
    .getByRole("radio", { name: /\(out of stock\)/ })
    .first()
    .click();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(card.getByText("Out of stock for this color/size")).toBeVisible();

  const inStock = card.getByRole("radiogroup", { name: "Size" }).getByRole("radio").filter({ hasNotText: "(out of stock)" });
  await inStock.first().click();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(card.getByText("Added to Cart!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  // The message goes away after 3 seconds.
  await expect(card.getByText("Added to Cart!")).toBeHidden({ timeout: 5000 });
});

test("product page: variant rules live in the URL, quantity is clamped, Add to Cart toasts", async ({ page }) => {
  await page.goto("/demo?mode=all");
  // A product with at least two colours.
  const card = cards(page)
    .filter({ has: page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio").nth(1) })
    .first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

  // Choosing a colour resets the size to its first and the picture to the first.
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(page.getByRole("img", { name: `${name}, view 2 of 3` })).toBeVisible();
  const second = page.locator("main").getByRole("radiogroup", { name: "Colour" }).first().getByRole("radio").nth(1);
  const color = (await second.getAttribute("aria-label")) ?? "";
  await second.click();
  await expect(page).toHaveURL(new RegExp(`color=${encodeURIComponent(color).replace(/%20/g, "(\\+|%20)")}`));
  await expect(page.getByRole("img", { name: new RegExp(`${name}, view 1 of`) })).toBeVisible();
  const sizes = page.locator("main").getByRole("radiogroup", { name: "Size" }).first().getByRole("radio");
  await expect(sizes.first()).toHaveAttribute("aria-checked", "true");

  // A shared link opens the same variant.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(
    other.locator("main").getByRole("radiogroup", { name: "Colour" }).first().getByRole("radio", { name: color, exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  await other.close();

  // Pick a size in stock; the quantity stays within 1..stock.
  const available = sizes.filter({ hasNotText: "(out of stock)" });
  if ((await available.count()) > 0) {
    await available.first().click();
    const stockText = (await page.getByText(/In stock: \d+ available/).textContent()) ?? "";
    const stock = Number(stockText.match(/\d+/)?.[0]);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("999");
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(String(stock));
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("0");
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByText("Item added to cart!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  }
  const soldOut = sizes.filter({ hasText: "(out of stock)" });
  if ((await soldOut.count()) > 0) {
    await soldOut.first().click();
    await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();
  }

  await expect(page.getByRole("heading", { name: "Suggested Products" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Suggested Products" }).locator("article")).toHaveCount(10);
});

test("product page SEO: Open Graph with price in rupees and Product JSON-LD", async ({ page, request }) => {
  await page.goto("/demo?mode=all");
  await cards(page).first().getByRole("heading").getByRole("link").click();
  // The shop home has an h1 too, so wait for the product URL before reading the page's HTML.
  await expect(page).toHaveURL(/\/demo\/product\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = await (await request.get(page.url())).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · ₹[\d,]+\.\d\d"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/demo\/product\/[0-9a-f-]{36}"/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Product");
  expect(ld.offers.priceCurrency).toBe("INR");
  expect(ld.offers.availability).toMatch(/schema.org\/(InStock|OutOfStock)/);

  const sitemap = await request.get("/demo/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  expect(await sitemap.text()).toContain("/demo/product/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("/demo/sitemap.xml");
});

test("unknown shops go to the platform home; unknown products say Product Not Found", async ({ page }) => {
  await page.goto("/no-such-shop-xyz");
  await expect(page).toHaveURL("/?store-not-found");
  const res = await page.goto("/demo/product/00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Shop" }).click();
  await expect(page).toHaveURL(/\/demo$/);
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Shop Profile popup and QR popup: download a PNG named after the seller, share falls back to copying", async ({ page }) => {
    // No device share sheet: the copy fallback must run.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/demo");
    await page.getByRole("button", { name: "Shop Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Shop Profile" });
    await expect(profile.getByText("Demo Fashion House")).toBeVisible();
    await expect(profile.getByText("Owner")).toBeVisible();
    await expect(profile.getByText("seller@example.com")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();

    await page.getByRole("button", { name: "Shop QR Code" }).click();
    const qr = page.getByRole("dialog", { name: "Your Shop QR Code" });
    await expect(qr.getByRole("img", { name: /QR code for http.*\/demo$/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), qr.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe("demo-qr-code.png");
    const png = await readFile((await download.path()) ?? "");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // IHDR width and height: 3 × 220 px.
    expect(png.readUInt32BE(16)).toBe(660);
    expect(png.readUInt32BE(20)).toBe(660);

    await qr.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Shop URL copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http.*\/demo$/);
  });

  test("product Share copies the link, and reports a failing share sheet", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/demo?mode=all");
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/demo\/product\/[0-9a-f-]{36}\?color=/);

    // A share sheet that fails.
    await page.evaluate(() =>
      Object.defineProperty(Navigator.prototype, "share", { value: () => Promise.reject(new Error("boom")), configurable: true }),
    );
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Failed to share product.")).toBeVisible();
    // And one that works.
    await page.evaluate(() => Object.defineProperty(Navigator.prototype, "share", { value: () => Promise.resolve(), configurable: true }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Shared successfully!")).toBeVisible();
  });
});

test("header: mobile menu repeats the actions and the header shrinks after scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/demo");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Menu", exact: true });
  // Escape closes the menu and puts focus back on its button.
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Register" })).toBeVisible();
  await menu.getByRole("button", { name: "Shop QR Code" }).click();
  await expect(page.getByRole("dialog", { name: "Your Shop QR Code" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
});

// ── sort
test("sort: a plain GET form without JavaScript that keeps the filters", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/demo?mode=all&size=M&page=2");
  const sortBy = page.getByLabel("Sort by");
  // 'Relevance' only while searching.
  await expect(sortBy.getByRole("option")).toHaveText(["Newest", "Price: low to high", "Price: high to low", "Top rated"]);
  await sortBy.selectOption({ label: "Price: high to low" });
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page).toHaveURL(/size=M/);
  await expect(page).toHaveURL(/mode=all/);
  await expect(page).not.toHaveURL(/page=/);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  // Applying a filter keeps the order.
  const aside = page.getByRole("complementary", { name: "Filters" });
  await aside.getByRole("checkbox", { name: "M", exact: true }).uncheck();
  await aside.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).not.toHaveURL(/size=/);
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

  await page.goto("/demo?mode=all&q=kurta");
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  await context.close();
});

test("sort: with JavaScript a choice applies at once, focus stays on it, the pager keeps it", async ({ page }) => {
  await page.goto("/demo?mode=all");
  await hydrated(page, "select[name=sort]");
  await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
  await page.getByLabel("Sort by").focus();
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByLabel("Sort by")).toBeFocused();
  // The list follows the address once its data has arrived: wait for it rather than read it once.
  const ascending = (prices: number[]) => prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
  await expect.poll(() => cardPrices(page).then(ascending)).toBe(true);
  const first = await cardPrices(page);
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(async () => Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(Math.max(...first));
});
