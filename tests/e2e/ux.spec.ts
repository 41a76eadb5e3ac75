// Toasts that never block the header, 'Show More', results in view after a
// search / filter / category tap, a search inside a category, the 404 inside a shop, and the keyboard
// (skip link, disclosures, price slider, the profile popup's tabs). Keyboard tests use no mouse.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { logIn, pickDemoStock } from "./support/demo";
import { hydrated } from "./support/hydrated";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const resultsHeading = (page: Page) => page.locator("#grid-heading");

/** Whole in the viewport and not under the sticky header. */
async function inViewport(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return r.top >= header && r.bottom <= window.innerHeight;
  });
}

/** Sonner's toast once its entry transition has ended (it starts when sonner marks the toast mounted). */
async function settled(toast: Locator) {
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate(async (el) => {
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {})));
  });
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the add-to-cart toast covers neither the cart nor the header's buttons at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const item = await pickDemoStock(2);
    await page.goto(`/demo/product/${item.id}?color=${encodeURIComponent(item.color)}&size=${encodeURIComponent(item.size)}`);
    await hydrated(page, 'button[aria-label="Search"]');
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: /added to cart/i });
    await expect(toast).toBeVisible();
    await settled(toast);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const header = page.getByRole("banner");
    const targets = header.locator("a:visible, button:visible");
    const n = await targets.count();
    expect(n).toBeGreaterThan(2);
    for (let i = 0; i < n; i++) {
      const target = await targets.nth(i).boundingBox();
      if (box && target) expect(intersects(box, target), `toast over ${await targets.nth(i).getAttribute("aria-label")}`).toBe(false);
    }
  });
}

test.describe("a toast while a dialog is open", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("shows above the dialog's backdrop", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto("/demo");
    await page.getByRole("button", { name: "Shop QR Code" }).click();
    const qr = page.getByRole("dialog", { name: "Your Shop QR Code" });
    await qr.getByRole("button", { name: "Share" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Shop URL copied to clipboard!" });
    await expect(toast).toBeVisible();
    await settled(toast);
    // The element on top at the toast's centre is the toast, not the dialog's backdrop.
    const onTop = await toast.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
  });
});

test.describe("'Show More' in the filters", () => {
  test("unfolds on the first click and submits nothing", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/demo?mode=all");
    const colour = filters(page).getByRole("group", { name: "Colour" });
    await expect(colour.getByRole("checkbox", { name: "Black" })).toBeHidden();
    const url = page.url();
    await colour.getByText("Show More").click();
    await expect(colour.getByRole("checkbox", { name: "Black" })).toBeVisible();
    await expect(colour.getByText("Hide")).toBeVisible();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("unfolds too", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto("/demo?mode=all");
      await filters(page).locator("summary", { hasText: "Filters" }).click();
      const size = filters(page).getByRole("group", { name: "Size" });
      await size.getByText("Show More").click();
      await expect(size.getByRole("checkbox").nth(3)).toBeVisible();
      expect(new URL(page.url()).search).toBe("?mode=all");
    });
  });
});

test.describe("results in view on a phone", () => {
  test.use({ viewport: PHONE });

  test("a search moves focus to the results heading", async ({ page }) => {
    await page.goto("/demo");
    await hydrated(page, 'button[aria-label="Search"]');
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox", { name: "Search products" }).fill("saree");
    await page.keyboard.press("Enter");
    await expect(resultsHeading(page)).toHaveText("Results for “saree”");
    await expect(resultsHeading(page)).toBeFocused();
    expect(await inViewport(resultsHeading(page))).toBe(true);
  });

  test("a category tap moves focus to the results heading", async ({ page }) => {
    await page.goto("/demo");
    await hydrated(page, 'button[aria-label="Search"]');
    await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Women", exact: true }).click();
    await expect(page).toHaveURL(/main=women/);
    await expect(resultsHeading(page)).toHaveText("Women");
    await expect(resultsHeading(page)).toBeFocused();
    expect(await inViewport(resultsHeading(page))).toBe(true);
  });

  test("a filter keeps focus on its checkbox and brings the results into view", async ({ page }) => {
    await page.goto("/demo?mode=all");
    await hydrated(page, 'form[aria-label="Filters"]');
    const summary = filters(page).locator("summary", { hasText: "Filters" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const red = filters(page).getByRole("checkbox", { name: "Red" });
    await red.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/color=Red/);
    await expect(red).toBeFocused();
    await expect(red).toBeChecked();
    await expect.poll(() => inViewport(resultsHeading(page))).toBe(true);
  });
});

test("a search inside a category says so and offers the whole shop", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/demo");
  await hydrated(page, 'button[aria-label="Search"]');
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Women", exact: true }).click();
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Sarees" }).click();
  await expect(page).toHaveURL(/category=/);
  await hydrated(page, 'button[aria-label="Search"]');
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("silk");
  await page.keyboard.press("Enter");
  await expect(resultsHeading(page)).toHaveText("Results for “silk” in Women › Sarees");
  await expect(resultsHeading(page)).toBeFocused();
  expect(await inViewport(resultsHeading(page))).toBe(true);
  await page.getByRole("link", { name: "Search the whole shop for “silk”" }).click();
  await expect(page).toHaveURL(/\/demo\?q=silk$/);
  await expect(resultsHeading(page)).toHaveText("Results for “silk”");
  await expect(page.getByRole("link", { name: /Search the whole shop/ })).toHaveCount(0);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the 404 inside a shop keeps the shop's header and footer at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ["/demo/nope", "/demo/product/00000000-0000-4000-8000-000000000000", "/demo/a/b"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: /(Page|Product) Not Found/ })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Demo Fashion House home" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    // Its way home is the shop's home.
    await page.goto("/demo/nope");
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/demo");
    // A path under no shop at all stays the platform's plain 404 (no 'Store Not Found' redirect).
    const res = await page.goto("/no-such-shop-xyz/a/b");
    expect(res?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/no-such-shop-xyz/a/b");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
}

test("the shop name is not cut where there is room", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/demo");
    const name = page.getByRole("banner").getByText("Demo Fashion House", { exact: true });
    await expect(name).toBeVisible();
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(cut, `${viewport.width} px`).toBe(false);
  }
});

test.describe("keyboard only", () => {
  test("a skip link is the first stop and moves focus to the main content", async ({ page }) => {
    for (const path of ["/", "/demo", "/demo/nope", "/login", "/register"]) {
      await page.goto(path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip, path).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main"), path).toBeFocused();
      expect(await page.locator("#main").count()).toBe(1);
    }
  });

  test("Enter and Space open and close the filter disclosures", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/demo?mode=all");
    await hydrated(page, 'button[aria-label="Menu"]');
    const panel = filters(page).locator("details").first();
    await filters(page).locator("summary", { hasText: "Filters" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveAttribute("open", "");
    const colour = filters(page).getByRole("group", { name: "Colour" });
    const more = colour.locator("summary");
    await more.focus();
    await page.keyboard.press("Space");
    await expect(colour.getByRole("checkbox", { name: "Black" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(colour.getByRole("checkbox", { name: "Black" })).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(colour.getByRole("checkbox", { name: "Black" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("?mode=all");
    // The phone menu is a button: Space opens it, Enter closes it.
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Menu" })).toHaveCount(0);
  });

  test("the price slider moves in steps and keeps focus while the list updates", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/demo?mode=all");
    await hydrated(page, 'form[aria-label="Filters"]');
    const low = filters(page).getByRole("slider", { name: "Minimum price" });
    await low.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(low).toHaveValue("300");
    await expect(page).toHaveURL(/min=300/);
    await expect(low).toBeFocused();
    await page.keyboard.press("PageUp");
    await expect(page).toHaveURL(/min=1300/);
    await expect(low).toBeFocused();
    const high = filters(page).getByRole("slider", { name: "Maximum price" });
    await page.keyboard.press("Tab");
    await expect(high).toBeFocused();
    await page.keyboard.press("Home");
    // The upper bound never passes below the lower one.
    await expect(high).toHaveValue("1300");
    await expect(page).toHaveURL(/max=1300/);
    await expect(high).toBeFocused();
    await page.keyboard.press("End");
    await expect(high).toHaveValue("10000");
    await expect(page).toHaveURL(/max=10000/);
    await expect(high).toBeFocused();
  });

  test("the profile popup's tabs follow the ARIA tabs pattern", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, "customer@example.com", "/demo/login");
    await page.goto("/demo");
    const open = page.getByRole("button", { name: "My Profile / Order History" });
    const dialog = page.getByRole("dialog", { name: "Your Profile" });
    // Retried until the page has hydrated and the button answers.
    await expect(async () => {
      await open.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    const tabs = dialog.getByRole("tablist", { name: "Your Profile" });
    const profile = tabs.getByRole("tab", { name: "Profile" });
    const orders = tabs.getByRole("tab", { name: "Orders History" });
    await expect(profile).toHaveAttribute("aria-selected", "true");
    await expect(profile).toHaveAttribute("tabindex", "0");
    await expect(orders).toHaveAttribute("tabindex", "-1");
    await profile.focus();
    await page.keyboard.press("ArrowRight");
    await expect(orders).toBeFocused();
    await expect(orders).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel", { name: "Orders History" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(profile).toBeFocused();
    await page.keyboard.press("End");
    await expect(orders).toBeFocused();
    await page.keyboard.press("Home");
    await expect(profile).toBeFocused();
    await expect(profile).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(orders).toBeFocused();
    await expect(profile).toHaveAttribute("tabindex", "-1");
  });
});
