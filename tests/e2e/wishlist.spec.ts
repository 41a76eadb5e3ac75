// The wishlist in Chromium (docs/decisions/0083-wishlist.md): a guest's heart is kept in the browser
// and merged at sign-in, the wishlist page moves it to the cart; a signed-in shopper's heart is
// saved on the server (and works as a plain form without JavaScript).
import { expect, test } from "@playwright/test";
import { demoProductPath, logIn, pickDemoStock } from "./support/demo";
import { hydrated } from "./support/hydrated";
import { withDb } from "./support/platform-db";

const CUSTOMER = "customer@example.com";

const clearWishlist = () =>
  withDb((db) => db.query(`delete from wishlist_item where user_id = (select id from "user" where email = $1)`, [CUSTOMER]));

/** The heart's button: clicks wait for it to hydrate (before that a click posts the plain form). */
const HEART = 'form[action$="/wishlist"] button';

test.beforeEach(clearWishlist);

test("a guest's heart is merged at sign-in, and the wishlist page moves it to the cart", async ({ page }) => {
  const p = await pickDemoStock(2);
  await page.goto(demoProductPath(p));
  await hydrated(page, HEART);
  const heart = page.getByRole("button", { name: "Save to wishlist" }).first();
  await heart.click();
  const saved = page.getByRole("button", { name: "Remove from wishlist" }).first();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("wishlist_guest_demo"))).toContain(p.id);

  await logIn(page, CUSTOMER, `/demo/login?redirectTo=${encodeURIComponent(demoProductPath(p))}`);
  await expect(page.getByText("Items you saved as a guest are in your wishlist.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("wishlist_guest_demo"))).toBeNull();
  await expect(page.getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute("aria-pressed", "true");

  await page.goto("/demo/wishlist");
  await expect(page.getByRole("heading", { name: "Wishlist", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: p.name }) });
  await expect(item).toBeVisible();
  await hydrated(page, "li button");
  await item.getByRole("button", { name: "Move to cart" }).click();
  await expect(page.getByText(/moved to your cart\.$/)).toBeVisible();
  await expect(page.getByText("Your wishlist is empty.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/demo");
  await expect(page.getByRole("link", { name: /^Cart, 1 item$/ })).toBeVisible();
});

test("a guest sees what they saved on the wishlist page, reached from the phone header's heart", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const p = await pickDemoStock(2);
  await page.goto(demoProductPath(p));
  await hydrated(page, HEART);
  await page.getByRole("button", { name: "Save to wishlist" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute("aria-pressed", "true");

  // In the header bar itself, not behind the menu: a guest's list is theirs to see.
  await page.locator("header").getByRole("link", { name: "Wishlist", exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/wishlist$/);
  await expect(page.getByRole("heading", { name: "Wishlist", level: 1 })).toBeVisible();
  await expect(page.getByText("Saved in this browser.", { exact: false })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: p.name }) });
  await expect(item).toBeVisible();
  await page.screenshot({ path: "test-results/wishlist-guest-phone.png" });
  await item.getByRole("button", { name: `Remove ${p.name}` }).click();
  await expect(page.getByText("Your wishlist is empty.", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("wishlist_guest_demo"))).not.toContain(p.id);
});

test("a signed-in shopper's heart on a card saves on the server, and Remove takes it out", async ({ page }) => {
  await logIn(page, CUSTOMER, "/demo/login");
  await page.goto("/demo");
  await hydrated(page, HEART);
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label")) as string;
  await card.getByRole("button", { name: "Save to wishlist" }).first().click();
  await expect(card.getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() =>
      withDb(
        async (db) =>
          (
            await db.query(`select count(*)::int as n from wishlist_item w join "user" u on u.id = w.user_id where u.email = $1`, [
              CUSTOMER,
            ])
          ).rows[0].n,
      ),
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByRole("article").first().getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("link", { name: "Wishlist" }).first().click();
  await expect(page).toHaveURL(/\/demo\/wishlist$/);
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByText("Your wishlist is empty.", { exact: false })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's heart goes to the shop's login; a signed-in shopper's heart saves and comes back", async ({ page }) => {
    const p = await pickDemoStock(1);
    await page.goto(demoProductPath(p));
    await page.getByRole("button", { name: "Save to wishlist" }).first().click();
    await expect(page).toHaveURL(/\/demo\/login\?redirectTo=/);

    await logIn(page, CUSTOMER, "/demo/login");
    await page.goto(demoProductPath(p));
    await page.getByRole("button", { name: "Save to wishlist" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/demo/product/${p.id}`));
    await expect(page.getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute("aria-pressed", "true");
  });
});
