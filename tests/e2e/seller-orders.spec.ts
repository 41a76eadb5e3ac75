// Serving orders: the demo customer buys through the storefront, the demo seller moves
// the order through every status on the dashboard, and a cancelled order puts its stock back.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type DemoStock, demoProductPath, logIn, pickDemoStock, placeOrder } from "./support/demo";

// Two people, two browser contexts and about fifteen page loads per test: more than the default 30 s
// when the machine is busy.
test.describe.configure({ timeout: 60_000 });

const stockLine = (page: Page) => page.getByText(/^(In stock: \d+ available|Out of stock)$/);

/** What the product page tells a shopper is left of the chosen colour and size. */
async function visibleStock(page: Page, p: DemoStock): Promise<number> {
  await page.goto(demoProductPath(p));
  await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
  const text = (await stockLine(page).textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

async function expectStock(page: Page, p: DemoStock, n: number) {
  await page.goto(demoProductPath(p));
  await expect(stockLine(page)).toHaveText(n > 0 ? `In stock: ${n} available` : "Out of stock");
}

async function signedIn(browser: Browser, email: string, loginPath?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, loginPath);
  return page;
}

/** Finds the order on the seller's Orders page by its id and opens it. */
async function openSellerOrder(page: Page, orderNumber: string) {
  await page.goto("/demo/dashboard/orders");
  await page.getByRole("searchbox", { name: "Search orders" }).fill(orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`#${orderNumber}`) }).click();
  await expect(page.getByRole("heading", { name: `Order #${orderNumber}` })).toBeVisible();
}

async function markStatus(page: Page, button: string, status: string, historyLength: number) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(`Order marked ${status}.`)).toBeVisible();
  const history = page.getByRole("list", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(historyLength);
  await expect(history.last()).toContainText(status);
  await expect(history.last()).toContainText("by ");
}

test("a customer's order moves through every status on the seller's dashboard", async ({ browser }) => {
  const product = await pickDemoStock(2);
  const customer = await signedIn(browser, "customer@example.com", "/demo/login");
  const before = await visibleStock(customer, product);
  expect(before).toBeGreaterThanOrEqual(2);

  const orderNumber = await placeOrder(customer, product, 1);
  expect(orderNumber).toMatch(/^[0-9A-F]{10}$/);
  await expect(customer.getByRole("row", { name: new RegExp(orderNumber) })).toContainText("pending");
  await expectStock(customer, product, before - 1);

  const seller = await signedIn(browser, "seller@example.com");
  await openSellerOrder(seller, orderNumber);
  await expect(seller.getByText(`${product.color} · ${product.size} ·`)).toBeVisible();
  await expect(seller.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:/);
  const history = seller.getByRole("list", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("pending");

  // What each step offers besides cancelling: from confirmed, shipping (with courier and AWB) is offered
  // beside processing, so it can be shipped in one step; nothing else skips ahead.
  const steps = [
    ["Mark confirmed", "confirmed", ["Mark confirmed"]],
    ["Mark processing", "processing", ["Mark shipped", "Mark processing"]],
    ["Mark shipped", "shipped", ["Mark shipped"]],
    // A shipped parcel may also come back undelivered (docs/decisions/0138-returned-to-seller.md).
    ["Mark delivered", "delivered", ["Mark returned to seller", "Mark delivered"]],
  ] as const;
  for (const [i, [button, status, offered]] of steps.entries()) {
    await expect(seller.getByRole("button", { name: /^Mark / })).toHaveText([...offered]);
    await expect(seller.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await markStatus(seller, button, status, i + 2);
  }
  await expect(seller.getByText("This order is delivered; its status can no longer change.")).toBeVisible();
  await expect(seller.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The change survives a reload and the list filter finds it as delivered.
  await seller.goto(`/demo/dashboard/orders?status=delivered&q=${orderNumber}`);
  await expect(seller.getByRole("link", { name: new RegExp(`#${orderNumber}`) })).toContainText("delivered");

  // The customer sees the new status; delivery keeps the stock sold.
  await customer.goto("/demo/orders");
  await expect(customer.getByRole("row", { name: new RegExp(orderNumber) })).toContainText("delivered");
  await expectStock(customer, product, before - 1);
  await Promise.all([customer.context().close(), seller.context().close()]);
});

test("a cancelled order puts its stock back", async ({ browser }) => {
  const product = await pickDemoStock(3);
  const customer = await signedIn(browser, "customer@example.com", "/demo/login");
  const before = await visibleStock(customer, product);

  const orderNumber = await placeOrder(customer, product, 2);
  await expectStock(customer, product, before - 2);

  const seller = await signedIn(browser, "seller@example.com");
  await openSellerOrder(seller, orderNumber);
  // Cancelled is allowed from any state before delivered; cancel after confirming.
  await markStatus(seller, "Mark confirmed", "confirmed", 2);
  await markStatus(seller, "Cancel order", "cancelled", 3);
  await expect(seller.getByText("This order is cancelled; its status can no longer change.")).toBeVisible();
  await expect(seller.getByRole("button", { name: /^Mark / })).toHaveCount(0);

  await expectStock(customer, product, before);
  await customer.goto("/demo/orders");
  await expect(customer.getByRole("row", { name: new RegExp(orderNumber) })).toContainText("cancelled");
  await Promise.all([customer.context().close(), seller.context().close()]);
});
