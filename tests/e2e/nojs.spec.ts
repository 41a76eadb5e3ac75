// A shopper without JavaScript searches, opens the phone menu, chooses a colour and
// size, manages saved addresses (from the address book and the cart), opens the profile's URL and
// signs in and up with plain HTML forms and links. The contact and
// feedback forms' replies without JavaScript are covered in content.spec.ts ("forms reply without JavaScript").
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, logIn, pickDemoStock, signUpShopper } from "./support/demo";
import { withDb } from "./support/platform-db";

test.use({ javaScriptEnabled: false });

const PHONE = { width: 390, height: 844 };

/** A demo product with a colour of two or more sizes (`target`) and another colour (`other`). */
function productWithChoices(): Promise<{ id: string; name: string; target: string; other: string }> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string; name: string; target: string; other: string }>(
      `select p.id, p.name, t.color as target, o.color as other
         from product p join seller s on s.id = p.seller_id
         join lateral (select color from product_stock where product_id = p.id group by color having count(*) >= 2 limit 1) t on true
         join lateral (select color from product_stock where product_id = p.id and color <> t.color limit 1) o on true
        where s.handle = 'demo' and p.active order by p.created_at limit 1`,
    );
    if (!rows[0]) throw new Error("no demo product with two colours and two sizes");
    return rows[0];
  });
}

const radio = (page: Page, group: "Colour" | "Size", name: string) =>
  page.getByRole("radiogroup", { name: group }).first().getByRole("radio", { name, exact: true });

test("search from the header on a desktop and on a phone", async ({ page }) => {
  for (const size of [{ width: 1366, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/demo/about");
    await expect(page.getByRole("searchbox", { name: "Search products" })).toBeHidden();
    await page.locator("summary[aria-label=Search]").click();
    await page.getByRole("searchbox", { name: "Search products" }).fill("saree");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/demo\?q=saree$/);
    await expect(page.getByRole("heading", { name: "Results for “saree”" })).toBeVisible();
    // The results page keeps the box open with the query in it.
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("saree");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/demo\?$/);
    await expect(page.getByRole("heading", { name: "Results for “saree”" })).toHaveCount(0);
  }
});

test("the phone menu opens and holds Login and Register, or the account's pages", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/demo");
  const menu = page.getByRole("navigation", { name: "Menu", exact: true });
  await expect(menu).toBeHidden();
  await page.locator("summary[aria-label=Menu]").click();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Register" })).toBeVisible();
  // Only what works without JavaScript: the popups' buttons are left out.
  await expect(menu.getByRole("button", { name: "Shop QR Code" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/nojs-phone-menu.png" });
  await menu.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/demo\/login$/);

  await logIn(page, "customer@example.com", "/demo/login");
  await page.locator("summary[aria-label=Menu]").click();
  await expect(menu.getByRole("link", { name: "My Profile / Order History" })).toHaveAttribute("href", "/demo/orders");
  await menu.getByRole("link", { name: "Saved Addresses" }).click();
  await expect(page.getByRole("heading", { name: "Saved Addresses", level: 1 })).toBeVisible();
  await page.locator("summary[aria-label=Menu]").click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/demo\/login$/);
});

test("colour and size on the product page are links to the same page with the choice", async ({ page }) => {
  const p = await productWithChoices();
  await page.setViewportSize(PHONE);
  await page.goto(`/demo/product/${p.id}?${new URLSearchParams({ color: p.other })}`);
  await radio(page, "Colour", p.target).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("color") === p.target && url.searchParams.has("size"));
  await expect(radio(page, "Colour", p.target)).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(`Colour: ${p.target}`)).toBeVisible();
  // A new colour comes with its first size.
  const sizes = page.getByRole("radiogroup", { name: "Size" }).first().getByRole("radio");
  await expect(sizes.first()).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radiogroup", { name: "Colour" }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/nojs-product-colour.png" });
  await sizes.nth(1).click();
  await expect(sizes.nth(1)).toHaveAttribute("aria-checked", "true");
  await expect(radio(page, "Colour", p.target)).toHaveAttribute("aria-checked", "true");
});

test("a card's colour and size go to the product page with that choice", async ({ page }) => {
  const p = await productWithChoices();
  await page.goto(`/demo?mode=all&q=${encodeURIComponent(p.name)}`);
  const card = page.locator("main article", { hasText: p.name }).first();
  await card.getByRole("radio", { name: p.other, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/product/${p.id}\\?color=`));
  await expect(radio(page, "Colour", p.other)).toHaveAttribute("aria-checked", "true");

  await page.goBack();
  const firstColor = (await card.getByRole("radio").first().getAttribute("aria-label")) as string;
  const sizes = card.getByRole("radiogroup", { name: "Size" }).getByRole("radio");
  const size = ((await sizes.last().textContent()) ?? "").replace(" (out of stock)", "").trim();
  await sizes.last().click();
  await expect(radio(page, "Colour", firstColor)).toHaveAttribute("aria-checked", "true");
  await expect(radio(page, "Size", size)).toHaveAttribute("aria-checked", "true");
});

test("a card's Add to Cart and heart are plain forms that come back to the same listing", async ({ page }) => {
  // The card's forms carry no return path: the action goes back to the page they were posted from.
  const p = await pickDemoStock(2);
  await page.goto("/demo");
  await signUpShopper(page, "Mira Nojs");
  const listing = `/demo?mode=all&q=${encodeURIComponent(p.name)}&sort=newest`;
  const onListing = (url: URL) => `${url.pathname}${url.search}` === listing;
  await page.goto(listing);
  const card = page.locator("main article", { hasText: p.name }).first();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(onListing);
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeAttached();

  await card.getByRole("button", { name: "Save to wishlist" }).click();
  await expect(page).toHaveURL(onListing);
  await expect(card.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
});

test("saved addresses: add (with its errors), edit and delete as plain forms, and back to redirectTo", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, "customer@example.com", "/demo/login");
  await page.goto(`/demo/addresses?redirectTo=${encodeURIComponent("/demo/cart")}`);
  await page.getByRole("link", { name: "Add Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  const name = `Nojs ${Date.now()}`;
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Mobile Number").fill("98300");
  await form.getByRole("button", { name: "Save Address" }).click();
  // Refused by the server: every field's own message, the values kept.
  await expect(page.getByRole("form", { name: "New address" }).getByLabel("Mobile Number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "New address" }).getByLabel("Full Name")).toHaveValue(name);
  await page.screenshot({ path: "test-results/nojs-address-form.png", fullPage: true });
  const values = {
    "Mobile Number": "9830012345",
    "Flat/House/Building": "14 Park Street",
    "Area/Street/Sector/Village": "Park Circus",
    Pincode: "700016",
    "Town/City": "Kolkata",
    State: "West Bengal",
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/demo\/cart\?notice=address-saved$/);

  // Back on the address book: edit it, then delete it.
  await page.goto("/demo/addresses");
  await page.getByRole("link", { name: `Edit address of ${name}` }).click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await expect(edit.getByLabel("Full Name")).toHaveValue(name);
  await edit.getByLabel("Town/City", { exact: true }).fill("Howrah");
  await edit.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/demo\/addresses\?notice=address-saved$/);
  await expect(page.getByRole("status")).toHaveText("Profile saved successfully.");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Howrah");
  await page.getByRole("button", { name: `Delete address of ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Profile deleted successfully.");
  await expect(page.getByText(name)).toHaveCount(0);
});

/** A product of shop `demo` in the cart through its card's plain form. */
async function addToCart(page: Page) {
  const p = await pickDemoStock(2);
  await page.goto(`/demo?mode=all&q=${encodeURIComponent(p.name)}`);
  await page.locator("main article", { hasText: p.name }).first().getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeAttached();
}

test("the cart's Add Address and Edit are the address book's forms, with the server's errors", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A shopper of their own: the demo customer's cart is other specs' to count.
  await page.goto("/demo");
  await signUpShopper(page, "Cart Nojs");
  await addToCart(page);
  await page.goto("/demo/cart");
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  await summary.getByRole("link", { name: "+ Add Address" }).click();
  await expect(page).toHaveURL(/\/demo\/addresses\?edit=new&redirectTo=%2Fdemo%2Fcart$/);
  const form = page.getByRole("form", { name: "New address" });
  const name = `Cart Nojs ${Date.now()}`;
  const values = {
    "Full Name": name,
    "Mobile Number": "9830012345",
    "Flat/House/Building": "2 Lake Road",
    "Area/Street/Sector/Village": "Ballygunge",
    Pincode: "700016",
    "Town/City": "Kolkata",
    State: "Karnataka",
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Save Address" }).click();
  // The server's refusal says why, under the field, with the values kept.
  await expect(page.getByText("Pincode 700016 is in West Bengal. Please check the pincode or the state.")).toBeVisible();
  await expect(form.getByLabel("Flat/House/Building")).toHaveValue("2 Lake Road");
  await form.getByLabel("State", { exact: true }).fill("West Bengal");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/demo\/cart\?notice=address-saved$/);

  await summary.getByRole("link", { name: `Edit address of ${name}` }).click();
  await expect(page.getByRole("form", { name: "Edit address" }).getByLabel("Flat/House/Building")).toHaveValue("2 Lake Road");
  await page.goBack();
  // The only address, and so the chosen one: it cannot be deleted.
  await expect(summary.getByRole("button", { name: `Delete address of ${name}` })).toBeDisabled();
});

test("the registration address is the first saved address, and Add Address starts with the account's name and mobile", async ({ page }) => {
  const name = `Asha Nojs ${Date.now()}`;
  await registerAtDemo(page, name, "14 Park Street, Park Circus, Kolkata 700016");
  await page.goto("/demo/addresses");
  // Split into its parts, town and state from the pincode.
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(
    "14 Park Street, Park Circus, Kolkata, West Bengal, 700016",
  );
  await page.getByRole("link", { name: "Add Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Mobile Number")).toHaveValue("9830012345");
});

test("opening the profile's URL shows the account's page, not JSON", async ({ page }) => {
  await page.goto("/demo/profile");
  await expect(page).toHaveURL(/\/demo\/login\?redirectTo=/);
  await logIn(page, "customer@example.com", "/demo/login");
  await page.goto("/demo/profile");
  await expect(page).toHaveURL(/\/demo\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders History" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText('"status":');
});

test("shop login and register work as plain forms", async ({ page }) => {
  await page.goto("/demo/login");
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();

  const context = await page.context().browser()?.newContext({ javaScriptEnabled: false });
  const guest = await (context as NonNullable<typeof context>).newPage();
  await registerAtDemo(guest, "Ravi Nojs", "14 Park Street, Kolkata");
  await expect(guest.getByText("Hello, Ravi Nojs")).toBeAttached();
  await context?.close();
});

/** Registers at the demo shop through its form (Kolkata's pincode and a mobile), landing on the shop. */
async function registerAtDemo(page: Page, name: string, address: string) {
  await page.goto("/demo/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Confirm password", { exact: true }).fill("chai-and-code");
  await page.getByLabel("Address").fill(address);
  await page.getByLabel("Pincode").fill("700016");
  await page.getByLabel("Mobile", { exact: true }).fill("9830012345");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/demo$/);
}
