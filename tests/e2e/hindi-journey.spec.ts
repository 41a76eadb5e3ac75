// A whole journey in Hindi on a phone: a signed-in shopper switches to हिन्दी from the menu,
// browses a category, searches कुर्ता, filters by colour, adds to the cart, checks out with the
// address filled from its pincode, and sees the order in Hindi. Every name the test looks for is
// the Hindi catalogue's text (messages/*/hi.json) for the English the shopper would otherwise see.
import { expect, test } from "@playwright/test";
import { colourKey, colourLabel, FILTER_COLOURS } from "../../app/domain/catalog/vocabulary";
import { readCatalogue } from "./support/catalogue";
import { signUpShopper } from "./support/demo";
import { hydrated } from "./support/hydrated";
import { withDb } from "./support/platform-db";

const { en, hi } = readCatalogue();

/** The Hindi the shopper sees where the English says `english` (with `values` for its {placeholders}). */
function t(english: string, values: Record<string, string> = {}): string | RegExp {
  const ids = Object.keys(en).filter((id) => en[id] === english);
  if (!ids.length) throw new Error(`no message says “${english}”`);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
  const texts = [...new Set(ids.map((id) => fill(hi[id])))];
  if (texts.length === 1) return texts[0];
  return new RegExp(`^(${texts.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test("a shopper switches to हिन्दी on a phone, searches कुर्ता, checks out with pincode autofill and sees the order in Hindi", async ({
  page,
}) => {
  await page.goto("/demo");
  await signUpShopper(page, "Sunita Devi");
  await page.reload();
  await hydrated(page, "header a");

  // The switcher is in the phone menu; the next page is whole in Hindi.
  await page.getByRole("button", { name: "Menu" }).tap();
  await page.getByRole("button", { name: "Change language: हिन्दी" }).tap();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await hydrated(page, "header a");
  await expect(page.getByRole("button", { name: t("Menu") })).toBeVisible();

  // Browse: the women's category.
  await page
    .getByRole("link", { name: t("Women") })
    .first()
    .tap();
  await expect(page).toHaveURL(/main=women/);

  // Search in Devanagari from the header: the Latin-named kurtas are found.
  await hydrated(page, "header a");
  await page.getByRole("button", { name: t("Search"), exact: true }).tap();
  const box = page.getByRole("combobox", { name: t("Search products") });
  await box.fill("कुर्ता");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=%E0%A4%95/);
  await expect(page.getByRole("heading", { name: t("Results for “{q}”", { q: "कुर्ता" }) })).toBeVisible();
  const results = page.locator("main article");
  await expect(results.first()).toContainText(/kurt[ai]/i);

  // Filter by a colour the first result comes in, named in Hindi (Gray and Grey are one option, Grey).
  const href = (await results.first().getByRole("link").first().getAttribute("href")) ?? "";
  const colours = await withDb(async (db) => {
    const { rows } = await db.query<{ color: string }>("select distinct color from product_stock where product_id = $1 and stock > 0", [
      href.split("/product/")[1]?.split(/[?#]/)[0],
    ]);
    return rows.map((r) => r.color);
  });
  await hydrated(page, "header a");
  const filters = page.getByRole("complementary", { name: t("Filters") });
  await filters.locator("summary").first().tap();
  const colourName = FILTER_COLOURS.find((c) => colourKey(c) === colourKey(colours[0] ?? "")) ?? colours[0] ?? "";
  const colourBox = filters.getByRole("checkbox", { name: colourLabel(colourName, "hi"), exact: true });
  // Beyond the first few colours the list folds behind "Show More".
  if (!(await colourBox.isVisible())) await filters.getByText(t("Show More")).first().tap();
  await colourBox.tap();
  await expect(page).toHaveURL((url) => url.searchParams.getAll("color").includes(colourName));
  await expect(results.first()).toContainText(/kurt[ai]/i);

  // The product, into the cart.
  await results.first().getByRole("link").first().tap();
  await expect(page).toHaveURL(/\/demo\/product\//);
  const productName = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  await hydrated(page, "header a");
  await page
    .getByRole("button", { name: t("Add to Cart") })
    .first()
    .tap();
  await expect(page.getByText(t("Item added to cart!")).first()).toBeVisible();

  // The cart, then checkout: the pincode fills the town and the state.
  await page.goto("/demo/cart");
  await hydrated(page, "header a");
  await page.getByRole("link", { name: t("Proceed to Checkout") }).tap();
  const add = page.getByRole("dialog", { name: t("Add Address") });
  await expect(add).toBeVisible();
  await add.getByLabel(t("Full Name"), { exact: true }).fill("Sunita Devi");
  await add.getByLabel(t("Mobile Number"), { exact: true }).fill("9830012345");
  await add.getByLabel(t("Flat/House/Building"), { exact: true }).fill("14 Park Street");
  await add.getByLabel(t("Area/Street/Sector/Village"), { exact: true }).fill("Park Circus");
  await add.getByLabel(t("Pincode"), { exact: true }).pressSequentially("700016");
  await expect(add.getByLabel(t("State"), { exact: true })).toHaveValue("West Bengal");
  await expect(add.getByLabel(t("Town/City"), { exact: true })).toHaveValue("Kolkata");
  await add.getByRole("button", { name: t("Save Address") }).tap();
  const delivery = page.getByRole("dialog", { name: t("Choose Delivery Option") });
  await expect(delivery.getByRole("radio", { name: /Sunita Devi/ })).toBeChecked();
  await delivery.getByRole("button", { name: t("Delivery to Your Address") }).tap();
  await expect(page.getByText(t("Your {count} order(s) have been sent to the seller.", { count: "1" }))).toBeVisible();

  // The order, in Hindi, in the history and on its own page.
  await page.goto("/demo/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: t("Orders History") })).toBeVisible();
  await page.locator("main a[href*='/demo/orders/']").first().tap();
  await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(t("Order Details")).first()).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: "test-results/hindi-journey-order-390.png", fullPage: true });
});
