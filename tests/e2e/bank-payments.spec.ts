// UPI payments confirmed by the seller's bank (docs/decisions/0133–0136), through the production
// build at phone width: the seller makes the shop's SMS address (shown once), a shopper pays by UPI and
// gives the UTR, the bank's credit SMS is posted to the address as a forwarder app posts it, and the
// shopper sees the order paid with nothing done by the seller; the seller's order says "Confirmed by
// bank SMS". An SMS for another amount lands on the seller's "Check these" list. Wrong secrets, an old
// one and none all get the same 404, and the secret is in no log line.
import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { checkout, confirmation, importProducts, inr, newShopper, numberOf, openShop, sellerOrder, takePayments } from "./support/new-shop";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

const SAREE = { name: "Kota Doria Saree", color: "Yellow", price: 189_900, stock: 5 };

/** HDFC's "Credit Alert" wording (docs/decisions/0135-bank-sms-parsers.md), for this amount and UTR. */
const hdfcCredit = (paise: number, utr: string) =>
  `Credit Alert!\nRs.${(paise / 100).toFixed(2)} credited to HDFC Bank A/c XX1234 on 29-11-26 from VPA ravi.das@okicici (UPI ${utr})`;

test("a UPI order confirmed by the seller's forwarded bank SMS, and the webhook tells a prober nothing", async ({ page, browser }) => {
  const handle = `bank-${Date.now().toString(36)}`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { handle, name: "Kota Looms", owner: "Meena Bairwa", location: "Kota, Rajasthan" });
  const lines = await importProducts(seller, handle, [SAREE]);
  await takePayments(seller, handle, { upiId: "kota.looms@oksbi", name: "Meena Bairwa", codFee: 0 });

  // The seller finds the bank page from Payments and makes the SMS address: shown once, with the steps.
  await seller.goto(`/${handle}/dashboard/payments`);
  await seller.getByRole("link", { name: "Confirm UPI payments from your bank's SMS or statement" }).click();
  await expect(seller.getByRole("heading", { level: 1, name: "Payments from your bank" })).toBeVisible();
  await expect(seller.getByText("Nothing to check: every credit Haat has seen matched an order.")).toBeVisible();
  await seller.getByRole("button", { name: "Create my SMS address" }).click();
  await expect(seller.getByText("Your new SMS address is ready.")).toBeVisible();
  const address = await seller.getByLabel("Your shop's SMS address", { exact: true }).inputValue();
  expect(address).toMatch(/\/api\/bank-sms\/[A-Za-z0-9_-]{43}$/);
  await expect(seller.getByText("it is shown only this once")).toBeVisible();
  await seller.screenshot({ path: test.info().outputPath("bank-page-390.png"), fullPage: true });
  await seller.reload();
  await expect(seller.getByLabel("Your shop's SMS address", { exact: true })).toHaveCount(0);
  await expect(seller.getByText("No SMS has arrived yet.")).toBeVisible();

  // A forwarder's test message: not a credit, nothing kept, and the page says so.
  const test1 = await page.request.post(address, { data: { from: "VM-HDFCBK", text: "Your OTP for login is 482913. Do not share it." } });
  expect(test1.status()).toBe(200);
  await seller.getByRole("link", { name: "Check again" }).click();
  await expect(seller.getByText("not a bank credit: nothing of it was kept")).toBeVisible();

  // The shopper pays by UPI and gives the UTR.
  await newShopper(page, handle, { name: "Ravi Das", mobile: "9830012345" });
  await checkout(page, handle, [[lines[SAREE.name], 1]], "UPI");
  await expect(page).toHaveURL(new RegExp(`/${handle}/pay/[0-9a-f-]{36}$`));
  const orderId = new URL(page.url()).pathname.split("/").pop() as string;
  const utr = String(randomInt(100_000_000_000, 999_999_999_999));
  await page.getByLabel("UTR (12 digits)", { exact: true }).fill(utr);
  await page.getByRole("button", { name: "I have paid" }).click();
  await confirmation(
    page,
    handle,
    SAREE.price,
    `You told the shop you paid ${inr(SAREE.price)} by UPI; it confirms the payment once it reaches its bank.`,
    [SAREE.name],
  );

  // The bank's SMS reaches the shop as a forwarder posts it (a form this time); the same SMS twice counts once.
  for (const expected of ["matched", "duplicate"]) {
    const posted = await page.request.post(address, { form: { from: "JD-HDFCBK-S", text: hdfcCredit(SAREE.price, utr) } });
    expect(await posted.json()).toEqual({ result: expected });
  }

  // The shopper sees it paid; the seller did nothing.
  await page.goto(`/${handle}/orders/${orderId}`);
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("paid-by-bank")).toHaveText("Confirmed by the shop's bank: your payment reached the seller.");
  await page.screenshot({ path: test.info().outputPath("shopper-paid-390.png"), fullPage: true });
  await sellerOrder(seller, handle, orderId, numberOf(orderId));
  await expect(seller.getByText("Confirmed by bank SMS")).toBeVisible();

  // A credit for another amount that names this UTR's neighbour: nothing to match, so it waits on the list.
  const stray = String(randomInt(100_000_000_000, 999_999_999_999));
  const strayPost = await page.request.post(address, {
    data: { from: "VM-HDFCBK", text: hdfcCredit(1_100, stray), receivedStamp: Date.now() },
  });
  expect(await strayPost.json()).toEqual({ result: "unmatched" });
  await seller.goto(`/${handle}/dashboard/payments/bank`);
  const list = seller.locator("section").filter({ has: seller.getByRole("heading", { name: "Check these" }) });
  await expect(list.getByText(`₹11.00 · UTR ${stray}`)).toBeVisible();
  await expect(list.getByText("No order names this payment.")).toBeVisible();
  await list.getByRole("button", { name: "Not an order payment" }).click();
  await expect(seller.getByText("Set aside.")).toBeVisible();
  await expect(list.getByText(`UTR ${stray}`)).toHaveCount(0);

  // Probes: a made-up secret, none, and the old one after a new address: one and the same 404.
  await seller.getByRole("button", { name: "Make a new address" }).click();
  await expect(seller.getByText("Your new SMS address is ready.")).toBeVisible();
  const origin = new URL(address).origin;
  const answers = [];
  for (const url of [address, `${origin}/api/bank-sms/${"x".repeat(43)}`, `${origin}/api/bank-sms/`, `${origin}/api/bank-sms`]) {
    const res = await page.request.post(url, { data: { from: "VM-HDFCBK", text: hdfcCredit(SAREE.price, utr) } });
    answers.push({ status: res.status(), body: await res.text() });
  }
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(answers[0].status).toBe(404);

  // The page in Hindi.
  await seller.goto(`/${handle}/dashboard/payments/bank?lang=hi`);
  await expect(seller.getByRole("heading", { level: 1, name: "आपके बैंक से पेमेंट" })).toBeVisible();
  await expect(seller.getByRole("heading", { name: "बैंक SMS फ़ॉरवर्डिंग" })).toBeVisible();
  await seller.screenshot({ path: test.info().outputPath("bank-page-hi-390.png"), fullPage: true });
});
