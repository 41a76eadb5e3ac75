// The shopper's whole journey (search → filter → product → colour/size → add to cart → cart →
// sign in → address → delivery → order → history) three times: on a phone, without JavaScript,
// and by keyboard alone. Each run registers its own shopper through the UI at shop `demo`.
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { CartFlow } from "./support/cart-flow";
import { type Driver, hydrated, keyboardDriver, noJsDriver, phoneDriver } from "./support/journey";
import { withDb } from "./support/platform-db";

test.describe.configure({ timeout: 120_000 });

const PASSWORD = "chai-and-code";
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Pick {
  id: string;
  name: string;
  color: string;
  size: string;
}

/** A demo product with stock in a colour the filter shows first (Red, Blue or Green), a different one per run. */
function pickProduct(): Promise<Pick> {
  return withDb(async (db) => {
    const { rows } = await db.query<Pick>(
      `select p.id, p.name, ps.color, ps.size
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = 'demo' and p.active and ps.stock >= 3 and ps.color in ('Red', 'Blue', 'Green')
          and (select count(*) from product q where q.seller_id = p.seller_id and q.name = p.name) = 1
        order by random() limit 1`,
    );
    if (!rows[0]) throw new Error("no demo product to buy");
    return rows[0];
  });
}

/** Registers a new shopper through the shop's register form, in a browser of its own. */
async function register(browser: Browser, options: BrowserContextOptions, drive: (page: Page) => Driver, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const d = drive(page);
  await page.goto("/demo/register");
  if (d.js) await hydrated(page);
  await d.type(page.getByLabel("Full name"), name);
  await d.type(page.getByLabel("Email"), email);
  await d.type(page.getByLabel("Password", { exact: true }), PASSWORD);
  await d.type(page.getByLabel("Confirm password", { exact: true }), PASSWORD);
  await d.type(page.getByLabel("Address"), "14 Park Street, Park Circus, Kolkata");
  await d.type(page.getByLabel("Pincode"), "700016");
  await d.type(page.getByLabel("Mobile"), "9830012345");
  await d.press(page.getByRole("button", { name: "Create account" }));
  await expect(page).toHaveURL(/\/demo$/);
  await context.close();
  return email;
}

async function journey(page: Page, d: Driver, email: string, name: string) {
  const p = await pickProduct();
  const cart = new CartFlow(page);
  const settle = async () => {
    if (d.js) await hydrated(page);
  };

  // Search from the header.
  await page.goto("/demo");
  await settle();
  // With a script it is a button; without, a disclosure (summary) around the same form.
  await d.press(d.js ? page.getByRole("button", { name: "Search", exact: true }) : page.locator("#shop-search-toggle > summary"));
  await d.type(page.getByRole(d.js ? "combobox" : "searchbox", { name: "Search products" }), p.name);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Results for “${p.name}”` })).toBeVisible();

  // Filter by the colour.
  const filters = page.getByRole("complementary", { name: "Filters" });
  // On a phone the filters fold behind their 'Filters' disclosure.
  if (d.name === "phone") await d.press(filters.locator("summary").first());
  await d.tick(filters.getByRole("checkbox", { name: p.color, exact: true }));
  if (!d.js) await d.press(filters.getByRole("button", { name: "Apply Filters" }));
  await expect(page).toHaveURL(new RegExp(`color=${p.color}`));
  await expect(filters.getByRole("checkbox", { name: p.color, exact: true })).toBeChecked();

  // The product, then its colour and size.
  await d.press(page.getByRole("link", { name: p.name, exact: true }).first());
  await expect(page).toHaveURL(new RegExp(`/demo/product/${p.id}`));
  await expect(page.getByRole("heading", { name: p.name, level: 1 })).toBeVisible();
  const colour = page.getByRole("radiogroup", { name: "Colour" }).first().getByRole("radio", { name: p.color, exact: true });
  const size = page.getByRole("radiogroup", { name: "Size" }).first().getByRole("radio", { name: p.size, exact: true });
  // Links to the same page with ?color=&size= (without a script they load it; with one, they choose in place).
  await settle();
  await d.press(colour);
  await expect(colour).toHaveAttribute("aria-checked", "true");
  await d.press(size);
  await expect(colour).toHaveAttribute("aria-checked", "true");
  await expect(size).toHaveAttribute("aria-checked", "true");

  // Add to cart: the header's count says so.
  await d.press(page.getByRole("button", { name: "Add to Cart" }).first());
  await expect(page.getByText("Item added to cart!").first()).toBeVisible();
  await expect(cart.badge(1)).toBeVisible();

  // The cart, then sign in from it: the guest's line comes along.
  await d.press(cart.badge(1));
  await expect(page.getByRole("heading", { name: "Your Shopping Cart" })).toBeVisible();
  await expect(cart.quantityOf(p.name)).toHaveText("1");
  await settle();
  await d.press(page.getByRole("link", { name: "Login to Checkout" }));
  await expect(page).toHaveURL(/\/demo\/login\?redirectTo=/);
  await settle();
  await d.type(page.getByLabel("Email"), email);
  await d.type(page.getByLabel("Password", { exact: true }), PASSWORD);
  await d.press(page.getByRole("button", { name: "Log in" }));
  await expect(page.getByText("Items from your guest cart were added to your cart.")).toBeVisible();

  if (d.js) {
    // Address and delivery in the cart's dialogs.
    await expect(cart.quantityOf(p.name)).toHaveText("1");
    await settle();
    await d.press(page.getByRole("link", { name: "Proceed to Checkout" }));
    // The address given at registration is the first saved address: no Add Address step.
    const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
    await expect(delivery.getByRole("radio", { name: new RegExp(name) })).toBeChecked();
    await d.press(delivery.getByRole("button", { name: "Delivery to Your Address" }));
    await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
    await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  } else {
    // The checkout page's plain forms, the registration address already saved and chosen.
    await expect(page).toHaveURL(/\/demo\/checkout$/);
    await expect(
      page.getByRole("radio", { name: new RegExp(`${name}.*14 Park Street, Park Circus, Kolkata, West Bengal, 700016`) }),
    ).toBeChecked();
    await d.tick(page.getByRole("radio", { name: "Delivery to Your Address" }));
    await d.press(page.getByRole("button", { name: "Update Totals" }));
    await expect(page).toHaveURL(/mode=delivery/);
    await d.press(page.getByRole("button", { name: "Place Order" }));
    await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
    await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  }

  // The confirmation page's order number is the one order in the shopper's history, and the cart is empty.
  const number = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(number).toMatch(/^[0-9A-F]{10}$/);
  await page.goto("/demo/orders");
  await expect(page.getByRole("heading", { name: "Orders History" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^View order/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: `View order ${number}` })).toHaveCount(1);
  await expect(cart.badge(0)).toBeVisible();
  const placed = await withDb(async (db) => {
    const { rows } = await db.query(
      `select o.delivery_mode, l.product_id, l.color, l.size from orders o join order_item l on l.order_id = o.id
        join "user" u on u.id = o.user_id where u.email = $1`,
      [email],
    );
    return rows;
  });
  expect(placed).toEqual([{ delivery_mode: "delivery", product_id: p.id, color: p.color, size: p.size }]);
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the shopper's journey with taps", async ({ page, browser }) => {
    const email = await register(browser, PHONE, phoneDriver, "Priya Phone");
    await journey(page, phoneDriver(), email, "Priya Phone");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the shopper's journey as links and plain forms", async ({ page, browser }) => {
    const email = await register(browser, { javaScriptEnabled: false }, noJsDriver, "Nitin Nojs");
    await journey(page, noJsDriver(), email, "Nitin Nojs");
  });
});

test.describe("by keyboard", () => {
  test("the shopper's journey with Tab, Enter, Space and typing only", async ({ page, browser }) => {
    const email = await register(browser, {}, keyboardDriver, "Kavya Keys");
    await journey(page, keyboardDriver(page), email, "Kavya Keys");
  });
});
