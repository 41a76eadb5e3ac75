// Cash on delivery confirmed by the shopper before it ships (docs/decisions/0137-cod-confirmation.md),
// through the production build at phone width: the seller ships only confirmed COD orders and gives
// shoppers two hours; a shopper's COD order is confirmed from the link in the order e-mail in a
// browser with JavaScript off; the seller sees it confirmed and ships it. A second COD order, never
// confirmed, cannot ship, and once its two hours are up (the clock moved in the database, not slept)
// the job queue flags it on the seller's page.
import { expect, test } from "@playwright/test";
import { linksIn, mailTo } from "./support/mail";
import { checkout, confirmation, importProducts, inr, newShopper, numberOf, openShop, sellerOrder, takePayments } from "./support/new-shop";
import { withDb } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

const KURTA = { name: "Bagru Print Kurta", color: "Blue", price: 89_900, stock: 5 };
const COD_FEE = 4_000;

test("a COD order confirmed from the e-mailed link without JavaScript ships; an unconfirmed one is held and flagged by the job", async ({
  page,
  browser,
  baseURL,
}) => {
  const handle = `cod-${Date.now().toString(36)}`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { handle, name: "Bagru Prints", owner: "Sunita Chhipa", location: "Bagru, Rajasthan" });
  const lines = await importProducts(seller, handle, [KURTA]);
  await takePayments(seller, handle, { upiId: "bagru.prints@oksbi", name: "Sunita Chhipa", codFee: COD_FEE });

  // Only confirmed COD orders ship; shoppers have two hours; then flag.
  const pay = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Save payment settings" }) });
  await pay.getByRole("radio", { name: "Only COD orders the shopper confirmed" }).check();
  await pay.getByLabel("Hours the shopper has to confirm").fill("2");
  await pay.getByRole("radio", { name: "Flag the order for me" }).check();
  await pay.getByRole("button", { name: "Save payment settings" }).click();
  await expect(seller.getByText("Payment settings saved.")).toBeVisible();

  const email = await newShopper(page, handle, { name: "Ravi Das", mobile: "9830012345" });
  const total = KURTA.price + COD_FEE;
  const place = async () => {
    await checkout(page, handle, [[lines[KURTA.name], 1]], `Cash on delivery · fee ${inr(COD_FEE)}`);
    return confirmation(page, handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [KURTA.name]);
  };

  // The first order: the confirmation page asks, and so does the e-mail.
  const first = await place();
  await expect(page.getByRole("link", { name: "Confirm your cash-on-delivery order" })).toBeVisible();
  let link = "";
  await expect
    .poll(
      () => {
        const mail = mailTo(email).find((m) => m.subject === `Your order ${first.number} at Bagru Prints`);
        link = mail ? (linksIn(mail).find((href) => href.includes("/confirm-cod?t=")) ?? "") : "";
        return link;
      },
      { timeout: 30_000 },
    )
    .toContain(`${baseURL}/${handle}/orders/${first.id}/confirm-cod?t=`);

  // Opened where the shopper reads mail: no session, no JavaScript.
  const plain = await (await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })).newPage();
  await plain.goto(link);
  await expect(plain.getByRole("heading", { name: "Confirm your cash-on-delivery order" })).toBeVisible();
  await expect(plain.getByText(`Order ${first.number} at Bagru Prints: you pay ${inr(total)} in cash when it is delivered.`)).toBeVisible();
  await plain.getByRole("button", { name: `Confirm: I will pay ${inr(total)} on delivery` }).click();
  await expect(
    plain.getByText(`Thank you. Order ${first.number} is confirmed for cash on delivery: keep ${inr(total)} ready.`),
  ).toBeVisible();
  await plain.screenshot({ path: test.info().outputPath("cod-confirmed-390.png"), fullPage: true });
  // A forged signature is the not-found page.
  const forged = await plain.goto(link.replace(/t=.*/, "t=forged"));
  expect(forged?.status()).toBe(404);

  await sellerOrder(seller, handle, first.id, first.number);
  await expect(seller.getByTestId("cod-state")).toContainText("COD confirmed by the shopper on");
  await confirmAndShip(seller, { courier: "India Post", awb: "EE123456789IN" });

  // The second order is never confirmed: it cannot ship.
  const second = await place();
  await sellerOrder(seller, handle, second.id, numberOf(second.id));
  await expect(seller.getByTestId("cod-state")).toHaveText("COD not yet confirmed by the shopper");
  await seller.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(seller.getByText("Order marked confirmed.")).toBeVisible();
  await seller.getByRole("button", { name: "Mark shipped" }).click();
  await expect(seller.getByText("This COD order is not confirmed by the shopper yet").first()).toBeVisible();

  // Two hours on: the deadline and its queued job moved into the past, and the worker flags it.
  await withDb(async (db) => {
    await db.query("update checkout set cod_confirm_by = now() - interval '1 minute' where id = $1", [second.id]);
    await db.query("update pgboss.job set start_after = now() where name = 'cod-deadline' and singleton_key = $1", [second.id]);
  });
  await expect
    .poll(
      async () => {
        await seller.reload();
        return seller.getByTestId("cod-state").textContent();
      },
      { timeout: 30_000 },
    )
    .toBe("COD not confirmed in time: call the shopper before shipping");
  await seller.screenshot({ path: test.info().outputPath("cod-flagged-390.png"), fullPage: true });

  // The shopper's page in Hindi, already confirmed.
  await plain.goto(`${link}&lang=hi`);
  await expect(plain.getByRole("heading", { name: "अपने कैश-ऑन-डिलीवरी ऑर्डर की पुष्टि करें" })).toBeVisible();
  await expect(plain.getByText(`धन्यवाद। ऑर्डर ${first.number} कैश ऑन डिलीवरी के लिए पक्का है`)).toBeVisible();
  await plain.screenshot({ path: test.info().outputPath("cod-confirmed-hi-390.png"), fullPage: true });
});
