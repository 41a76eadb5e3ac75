// Reviews (docs/decisions/0082-reviews.md) through the production build's real UI: the demo
// customer orders a product nobody has reviewed, the seller takes it to delivered on the order page,
// the customer reviews it on the product page and the average shows there and on the shop listing's
// card; a second shopper (delivered order seeded by SQL) reviews it too; the seller replies to the
// first in Dashboard → Reviews and hides the second, which leaves the product page and the average;
// a shopper without a delivered order sees no form, and a direct POST of the form is refused (403)
// and writes nothing.
import { randomInt } from "node:crypto";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { type DemoStock, demoProductPath, logIn, placeOrder } from "./support/demo";
import { withDb } from "./support/platform-db";

// Four people in four browser contexts and a dozen page loads.
test.describe.configure({ timeout: 120_000 });

const CUSTOMER = "customer@example.com";
const SELLER = "seller@example.com";
const NOT_ELIGIBLE = "Only shoppers who received this product can review it.";

async function signedIn(browser: Browser, email: string, loginPath?: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, loginPath);
  return page;
}

/** A new shopper account (sign-up is not rate-limited like sign-in), signed in in a browser of its own. */
async function newShopper(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/demo");
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: "chai-and-code" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  return { page, email };
}

/** An active demo product size in stock that nobody has reviewed (earlier runs reviewed others). */
function unreviewedStock(): Promise<DemoStock> {
  return withDb(async (db) => {
    const { rows } = await db.query<DemoStock>(
      `select p.id, p.name, ps.color, ps.size, ps.stock
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = 'demo' and p.active and ps.stock >= 1
          and not exists (select 1 from review r where r.product_id = p.id)
          and (select count(*) from product q where q.seller_id = p.seller_id and q.name = p.name) = 1
        order by random() limit 1`,
    );
    if (!rows[0]) throw new Error("no unreviewed demo product in stock");
    return rows[0];
  });
}

/**
 * Gives `email` a delivered order of the product: a copy of the customer's delivered order (its
 * checkout, order and lines) under the new account, as if they had bought it too. An order's id is
 * its checkout's (one order per purchase), so the copy takes a new checkout and that id.
 */
function copyDeliveredOrder(orderId: string, email: string): Promise<void> {
  return withDb(async (db) => {
    await db.query(
      `with who as (select id from "user" where email = $2),
            o as (select * from orders where id = $1 and status = 'delivered'),
            c as (
              insert into checkout
              select (jsonb_populate_record(null::checkout,
                        to_jsonb(k) || jsonb_build_object('id', gen_random_uuid(), 'user_id', (select id from who)))).*
                from checkout k where k.id = (select id from o)
              returning id),
            n as (
              insert into orders
              select (jsonb_populate_record(null::orders,
                        to_jsonb(o) || jsonb_build_object('id', (select id from c), 'user_id', (select id from who)))).*
                from o
              returning id)
       insert into order_item
       select (jsonb_populate_record(null::order_item,
                 to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'order_id', (select id from n)))).*
         from order_item i where i.order_id = $1`,
      [orderId, email],
    );
  });
}

/** Takes the order through confirmed, processing, shipped and delivered on the seller's order page. */
async function deliver(seller: Page, reference: string) {
  await seller.goto(`/demo/dashboard/orders?q=${reference}`);
  await seller.getByRole("link", { name: new RegExp(`#${reference}`) }).click();
  await expect(seller.getByRole("heading", { name: `Order #${reference}` })).toBeVisible();
  for (const status of ["confirmed", "processing", "shipped", "delivered"]) {
    await seller.getByRole("button", { name: `Mark ${status}` }).click();
    await expect(seller.getByText(`Order marked ${status}.`)).toBeVisible();
  }
}

/** Writes a review on the product page's form and waits for the thank-you. */
async function writeReview(page: Page, p: DemoStock, stars: number, text: string) {
  await page.goto(demoProductPath(p));
  const section = page.getByRole("region", { name: "Reviews" });
  await expect(section.getByRole("heading", { name: "Write a review" })).toBeVisible();
  await section.getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` }).check({ force: true });
  await section.getByLabel("Your review (optional)").fill(text);
  await section.getByRole("button", { name: "Post review" }).click();
  await expect(section.getByText("Thank you! Your review is up.")).toBeVisible();
  return section;
}

const reviewIn = (scope: Page | Locator, author: string) => scope.getByRole("article", { name: `Review by ${author}`, exact: true });

test("a delivered order entitles a review; the seller replies and hides; nobody else can review", async ({ browser }) => {
  const run = String(randomInt(10 ** 9)).padStart(9, "0");
  const product = await unreviewedStock();
  const customerName = await withDb(async (db) => {
    const { rows } = await db.query<{ name: string }>(`select name from "user" where email = $1`, [CUSTOMER]);
    return rows[0].name;
  });

  // The customer orders it; the seller takes the order to delivered through the dashboard.
  const customer = await signedIn(browser, CUSTOMER, "/demo/login");
  const reference = await placeOrder(customer, product, 1);
  const seller = await signedIn(browser, SELLER);
  await deliver(seller, reference);

  // The customer reviews it: the review and the average on the product page.
  const text = `Soft fabric, true to size. ${run}`;
  const section = await writeReview(customer, product, 4, text);
  await expect(section.getByText("4.0 out of 5 stars, 1 review")).toBeVisible();
  await expect(reviewIn(section, customerName)).toContainText(text);
  await expect(section.getByRole("heading", { name: "Edit your review" })).toBeVisible();

  // A second shopper with a delivered order of it (seeded) reviews it too: the average moves.
  const meera = `Meera ${run}`;
  const second = await newShopper(browser, meera);
  const orderId = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `select o.id from orders o join "user" u on u.id = o.user_id
        where u.email = $1 and o.status = 'delivered' and upper(left(replace(o.id::text, '-', ''), 10)) = $2`,
      [CUSTOMER, reference],
    );
    return rows[0].id;
  });
  await copyDeliveredOrder(orderId, second.email);
  const spam = `Buy followers at example dot com ${run}`;
  const secondSection = await writeReview(second.page, product, 1, spam);
  await expect(secondSection.getByText("2.5 out of 5 stars, 2 reviews")).toBeVisible();

  // The product card in the shop's listing carries the average and the count.
  await customer.goto(`/demo?${new URLSearchParams({ q: product.name })}`);
  const card = customer.getByRole("article", { name: product.name, exact: true });
  await expect(card.getByText("2.5 out of 5 stars, 2 reviews")).toBeAttached();
  await expect(card.getByText("2.5 (2)")).toBeVisible();

  // The seller replies to the first review and hides the second, in Dashboard → Reviews.
  await seller.goto("/demo/dashboard/reviews");
  const first = seller.getByRole("article", { name: `Review by ${customerName} of ${product.name}` });
  const reply = `Thank you, ${customerName.split(" ")[0]}! ${run}`;
  await first.getByText("Reply", { exact: true }).click();
  // Checked in the browser with the action's schema: an empty reply is refused before it is sent.
  await first.getByRole("button", { name: "Post reply" }).click();
  await expect(first.getByLabel("Reply (once; shown under the review)")).toHaveAccessibleDescription("Write a reply.");
  await first.getByLabel("Reply (once; shown under the review)").fill(reply);
  await first.getByRole("button", { name: "Post reply" }).click();
  await expect(seller.getByText("Reply posted.")).toBeVisible();
  await expect(first.getByText(reply)).toBeVisible();
  await expect(first.getByText("Reply", { exact: true })).toHaveCount(0);

  const spamCard = seller.getByRole("article", { name: `Review by ${meera} of ${product.name}` });
  await spamCard.getByText("Hide", { exact: true }).click();
  await spamCard.getByLabel("Reason for hiding").fill("Advertising");
  await spamCard.getByRole("button", { name: "Hide review" }).click();
  await expect(seller.getByText("Review hidden. It no longer shows or counts in the rating.")).toBeVisible();
  const hidden = seller.getByRole("region", { name: /^Hidden/ });
  await expect(hidden.getByRole("article", { name: `Review by ${meera} of ${product.name}` })).toContainText("Reason: Advertising");

  // The product page: the hidden review is gone from the list and the average; the reply shows.
  await customer.goto(demoProductPath(product));
  const after = customer.getByRole("region", { name: "Reviews" });
  await expect(after.getByText("4.0 out of 5 stars, 1 review")).toBeVisible();
  await expect(reviewIn(after, customerName)).toContainText(reply);
  await expect(reviewIn(after, meera)).toHaveCount(0);
  await expect(customer.getByText(spam)).toHaveCount(0);

  // A shopper without a delivered order: no form, and posting the form directly is refused.
  const stranger = await newShopper(browser, `Kiran ${run}`);
  await stranger.page.goto(demoProductPath(product));
  const theirs = stranger.page.getByRole("region", { name: "Reviews" });
  await expect(theirs.getByText(NOT_ELIGIBLE)).toBeVisible();
  await expect(theirs.getByRole("heading", { name: /review$/ })).toHaveCount(0);
  await expect(theirs.getByRole("button", { name: "Post review" })).toHaveCount(0);
  const res = await stranger.page.request.post(`/demo/product/${product.id}`, {
    form: { intent: "review", rating: "5", body: `Great! ${run}` },
    headers: { origin: new URL(stranger.page.url()).origin },
  });
  expect(res.status()).toBe(403);
  const written = await withDb(async (db) => {
    const { rows } = await db.query<{ reviews: string; count: number }>(
      `select (select count(*) from review r join "user" u on u.id = r.user_id where u.email = $1) as reviews,
              p.rating_count as count
         from product p where p.id = $2`,
      [stranger.email, product.id],
    );
    return rows[0];
  });
  expect(written).toEqual({ reviews: "0", count: 1 });

  await Promise.all([customer.context().close(), seller.context().close(), second.page.context().close(), stranger.page.context().close()]);
});
