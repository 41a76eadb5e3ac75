// The forgiving search in the browser (docs/decisions/0088-forgiving-search.md) — the
// header's suggestions as an ARIA combobox driven by the keyboard, 'Did you mean', and the plain
// search form without JavaScript.
import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

test("suggestions: type, ArrowDown, Enter opens the product; Escape closes", async ({ page }) => {
  await page.goto("/demo");
  await hydrated(page, 'button[aria-label="Search"]');
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.pressSequentially("kurtha", { delay: 40 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = list.getByRole("option").first();
  await expect(first).toContainText(/kurta/i);

  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toBeFocused();

  // ArrowDown opens it again on the first option; Enter goes to that product.
  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const name = ((await first.locator("span.truncate").textContent()) ?? "").trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/demo\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("typing at once after the tap survives the suggestions loading late", async ({ page }) => {
    // A slow connection, and the suggestions' chunk held back until typing has started.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 400_000,
      uploadThroughput: 100_000,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/search-suggestions-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/demo");
    await hydrated(page, 'button[aria-label="Search"]');
    await page.getByRole("button", { name: "Search", exact: true }).tap();
    const box = page.getByRole("searchbox", { name: "Search products" }).or(page.getByRole("combobox", { name: "Search products" }));
    await expect(box).toBeFocused();
    await page.keyboard.type("ku", { delay: 40 });
    const loaded = page.waitForResponse(/\/assets\/search-suggestions-[^/]*\.js$/);
    release();
    await loaded;
    await page.keyboard.type("rta", { delay: 40 });

    // The same box, still focused, with every letter and the caret after the last; now a combobox.
    const combobox = page.getByRole("combobox", { name: "Search products" });
    await expect(combobox).toHaveAttribute("aria-autocomplete", "list");
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue("kurta");
    expect(await combobox.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([5, 5]);
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toContainText(/kurta/i);
  });
});

test("Enter with no option chosen searches, and a typo offers 'Did you mean'", async ({ page }) => {
  await page.goto("/demo");
  await hydrated(page, 'button[aria-label="Search"]');
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).pressSequentially("sarre");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=sarre/);
  await expect(page.getByRole("heading", { name: "Results for “sarre”" })).toBeVisible();
  await expect(page.locator("main article").first()).toContainText(/saree/i);
  const dym = page.getByTestId("did-you-mean");
  await expect(dym).toContainText("Did you mean saree?");
  await dym.getByRole("link", { name: "saree" }).click();
  await expect(page).toHaveURL(/[?&]q=saree/);
  await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's plain form still searches, forgivingly", async ({ page }) => {
    await page.goto("/demo");
    await page.locator("summary[aria-label=Search]").click();
    const box = page.getByRole("searchbox", { name: "Search products" });
    await expect(box).not.toHaveAttribute("role", "combobox");
    await box.fill("kurtha");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/demo\?q=kurtha$/);
    await expect(page.locator("main article").first()).toContainText(/kurta/i);
    await expect(page.getByTestId("did-you-mean")).toContainText("Did you mean kurta?");
  });
});
