// Keeping the shopper informed, through the production build's real UI: the demo customer
// orders one item at shop `demo` (home delivery; the shop takes no payments, as other specs expect),
// the seller confirms it and ships it with a courier, an AWB and a tracking link; the shopper's order
// details show the timeline in IST and the link; a signed-out guest finds the order at /demo/track
// with the reference and mobile number (and a wrong mobile is refused); and the e-mails for the order
// arrived at a real SMTP server (playwright.config.ts) with links to the order pages and the parcel.
import { randomInt } from "node:crypto";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { type DemoStock, logIn, pickDemoStock, placeOrder } from "./support/demo";
import { linksIn, mailTo, type ReceivedMail } from "./support/mail";

// Three people in three browser contexts, a dozen page loads and the mail worker's polling.
test.describe.configure({ timeout: 90_000 });

const SHOP_NAME = "Demo Fashion House";
const CUSTOMER = "customer@example.com";
const SELLER = "seller@example.com";
const NOT_FOUND = "We could not find an order with that reference and mobile number.";

/** A moment as Haat must show it: India's clock, whatever the browser's or server's zone. */
const IST = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

async function signedIn(browser: Browser, email: string, loginPath?: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, loginPath);
  return page;
}

/** Orders one of `p` at shop `demo` for home delivery and opens its details; returns the order's id. */
async function orderOne(page: Page, p: DemoStock): Promise<string> {
  const reference = await placeOrder(page, p, 1);
  await page.getByRole("link", { name: `View order ${reference}` }).click();
  await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Order Details" })).toBeVisible();
  const id = /\/demo\/orders\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  // The order number is the id's first 10 hex digits.
  expect(id?.replace(/-/g, "").slice(0, 10).toUpperCase()).toBe(reference);
  return id as string;
}

/** The timeline's steps are `labels`, oldest first, each at an IST time within the test; the shipped one carries the parcel. */
async function expectTimeline(timeline: Locator, labels: string[], since: number, parcel: { courier: string; awb: string; url: string }) {
  const steps = timeline.locator(":scope > li");
  await expect(steps).toHaveCount(labels.length);
  let previous = since - 60_000;
  for (const [i, label] of labels.entries()) {
    const step = steps.nth(i);
    await expect(step.getByText(label, { exact: true })).toBeVisible();
    const time = step.locator("time");
    const at = Date.parse((await time.getAttribute("datetime")) ?? "");
    expect(at).toBeGreaterThanOrEqual(previous);
    expect(at).toBeLessThanOrEqual(Date.now());
    await expect(time).toHaveText(IST.format(at));
    previous = at;
  }
  const shipped = steps.nth(labels.indexOf("Shipped"));
  await expect(shipped.getByRole("definition")).toHaveText([parcel.courier, parcel.awb, "Track the parcel"]);
  await expect(shipped.getByRole("link", { name: "Track the parcel" })).toHaveAttribute("href", parcel.url);
}

/** The messages for `to` that link to `href`. */
const mailsLinking = (to: string, href: string) => mailTo(to).filter((m) => linksIn(m).includes(href));
const subjects = (mails: ReceivedMail[]) => mails.map((m) => m.subject).sort();

test("the shopper and a guest follow an order from placed to shipped, and the e-mails arrive", async ({ browser, baseURL }) => {
  const since = Date.now();
  const product = await pickDemoStock(1);
  const run = String(randomInt(10 ** 9)).padStart(9, "0");
  const parcel = { courier: "Delhivery", awb: `DLV${run}`, url: `https://www.delhivery.com/track/package/DLV${run}` };

  const customer = await signedIn(browser, CUSTOMER, "/demo/login");
  const orderId = await orderOne(customer, product);
  const reference = orderId.replace(/-/g, "").slice(0, 10).toUpperCase();
  const summary = customer.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(reference, { exact: true })).toBeVisible();
  const contact = customer.getByRole("region", { name: "Shipping & Contact" });
  const mobile = ((await contact.locator("p").filter({ hasText: "Contact Number:" }).textContent()) ?? "")
    .replace("Contact Number:", "")
    .trim();
  expect(mobile).toMatch(/^[6-9]\d{9}$/);

  // The seller confirms, processes and ships it with the courier, AWB and link.
  const seller = await signedIn(browser, SELLER);
  await seller.goto(`/demo/dashboard/orders?q=${reference}`);
  await seller.getByRole("link", { name: new RegExp(`#${reference}`) }).click();
  await expect(seller.getByRole("heading", { name: `Order #${reference}` })).toBeVisible();
  const history = seller.getByRole("list", { name: "Status history" }).getByRole("listitem");
  for (const [n, status] of ["confirmed", "processing"].entries()) {
    await seller.getByRole("button", { name: `Mark ${status}` }).click();
    await expect(seller.getByText(`Order marked ${status}.`)).toBeVisible();
    await expect(history).toHaveCount(n + 2);
  }
  const ship = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Mark shipped" }) });
  await ship.getByLabel("Courier", { exact: true }).fill(parcel.courier);
  await ship.getByLabel("AWB / tracking number", { exact: true }).fill(parcel.awb);
  await ship.getByLabel("Tracking link", { exact: true }).fill(parcel.url);
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(seller.getByText("Order marked shipped.")).toBeVisible();
  await expect(history).toHaveCount(4);
  await expect(history.last()).toContainText("shipped");
  // The details stay editable while shipped, filled with what was given.
  await expect(seller.getByLabel("Tracking link", { exact: true })).toHaveValue(parcel.url);

  // The shopper's order details: the status, the timeline in IST and the parcel's link.
  const labels = ["Order placed", "Confirmed", "Processing", "Shipped"];
  await customer.reload();
  await expect(summary.getByText("shipped", { exact: true })).toBeVisible();
  await expectTimeline(customer.getByRole("list", { name: "Order timeline" }), labels, since, parcel);

  // A guest, signed out in a browser of their own, finds it with the reference and the mobile number.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto("/demo/track");
  await expect(guest.getByRole("heading", { name: "Track your order" })).toBeVisible();
  const form = guest.getByRole("form", { name: "Track your order" });
  await form.getByLabel("Order reference").fill(`#${reference}`);
  await form.getByLabel("Mobile number").fill(mobile);
  await form.getByRole("button", { name: "Track order" }).click();
  const found = guest.getByRole("region", { name: `Order #${reference}` });
  await expect(found.getByText("shipped", { exact: true })).toBeVisible();
  await expect(found.getByRole("list", { name: "Items" })).toHaveText(new RegExp(`${literal(product.name)}\\s*× 1`));
  await expectTimeline(found.getByRole("list", { name: "Order timeline" }), labels, since, parcel);
  // Only what the pair entitles to: no address or phone number on the page.
  await expect(guest.getByText(mobile)).toHaveCount(0);

  // A wrong mobile number: the one refusal, and no order.
  const wrong = mobile.endsWith("0") ? `${mobile.slice(0, 9)}1` : `${mobile.slice(0, 9)}0`;
  await form.getByLabel("Mobile number").fill(wrong);
  await form.getByRole("button", { name: "Track order" }).click();
  await expect(form.getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(guest.getByRole("region", { name: /^Order #/ })).toHaveCount(0);

  // The e-mails, as the SMTP server received them: each once, linking to the order's pages.
  const shopperPage = `${baseURL}/demo/orders/${orderId}`;
  const dashboardPage = `${baseURL}/demo/dashboard/orders/${orderId}`;
  const shopperSubjects = [
    // The order number of the pages, the same in every message.
    `Your order ${reference} at ${SHOP_NAME}`,
    expect.stringMatching(new RegExp(`^Your order is confirmed: ${literal(product.name)} \\(order ${reference}, ${SHOP_NAME}\\)$`)),
    expect.stringMatching(new RegExp(`^Your order is on its way: ${literal(product.name)} \\(order ${reference}, ${SHOP_NAME}\\)$`)),
  ];
  await expect.poll(() => subjects(mailsLinking(CUSTOMER, shopperPage)), { timeout: 30_000 }).toEqual(shopperSubjects);
  await expect
    .poll(() => subjects(mailsLinking(SELLER, dashboardPage)), { timeout: 30_000 })
    .toEqual([expect.stringMatching(new RegExp(`^New order [0-9A-F]{10} at ${SHOP_NAME}: ₹`))]);

  const shopperMails = mailsLinking(CUSTOMER, shopperPage);
  const shipped = shopperMails.find((m) => m.subject.startsWith("Your order is on its way"));
  expect(linksIn(shipped as ReceivedMail)).toContain(parcel.url);
  expect(shipped?.text).toContain(`Courier: ${parcel.courier}. Tracking number (AWB): ${parcel.awb}`);
  expect(shipped?.text).toContain(parcel.url);
  expect(shipped?.text).toContain(shopperPage);
  // The tracking link exists only once shipped; the earlier messages cannot carry it.
  for (const m of shopperMails.filter((m) => m !== shipped)) expect(linksIn(m)).not.toContain(parcel.url);
  // Nobody else got this order's pages: the shopper's link is not in the seller's mail, nor the reverse.
  expect(mailsLinking(SELLER, shopperPage)).toEqual([]);
  expect(mailsLinking(CUSTOMER, dashboardPage)).toEqual([]);

  await Promise.all([customer.context().close(), seller.context().close(), guestContext.close()]);
});

/** `s` as a literal inside a RegExp. */
function literal(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
