// Returns (docs/decisions/0139-returns-and-exchanges.md), at phone width through the production
// build's real UI, on a GST-registered shop of its own: the seller takes returns for 7 days and asks
// for photos; the shopper is told the terms before buying, buys a kurta and a dupatta by cash on
// delivery, and after delivery asks to return the kurta for a refund, with a photo. The seller finds
// it among the returns to handle, approves, and records the UPI refund with its UTR: the kurta leaves
// the order, its stock comes back, the total is the dupatta's and the fee, and a credit note against
// the invoice carries exactly the kurta's row. Both sides see "Refunded"; the pages are also drawn in Hindi.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { gstinCheckChar } from "../../app/domain/invoices/gstin";
import type { LineRef } from "./support/cart-flow";
import {
  checkout,
  confirmation,
  importProducts,
  inr,
  newShopper,
  openShop,
  pdfAt,
  registerForGst,
  sellerOrder,
  takePayments,
} from "./support/new-shop";
import { variantStock } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

const KURTA = { name: "Bandhani Kurta", color: "Red", price: 149_900, stock: 5, extra: { hsn: "6211" } };
const DUPATTA = { name: "Kota Dupatta", color: "Yellow", price: 59_900, stock: 5, extra: { hsn: "6214" } };
const COD_FEE = 2_000;
const GSTIN = `08AAPFU0939F1Z${gstinCheckChar("08AAPFU0939F1Z")}`; // Rajasthan
const UTR = "612345678901";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("a return of one line of a two-line order ends refunded with a credit note", async ({ page, browser }) => {
  const handle = `ret-${Date.now().toString(36)}`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { handle, name: "Bandhej House", owner: "Rekha Meena", location: "Jaipur, Rajasthan" });
  const lines = await importProducts(seller, handle, [KURTA, DUPATTA]);
  await takePayments(seller, handle, { upiId: "bandhej.house@oksbi", name: "Rekha Meena", codFee: COD_FEE });
  await registerForGst(seller, handle, GSTIN, "Rajasthan");

  // The return policy: 7 days, exchanges on.
  await seller.goto(`/${handle}/dashboard/payments`);
  const policy = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Save returns" }) });
  await policy.getByLabel("Returns", { exact: true }).selectOption("7");
  await policy.getByRole("checkbox", { name: "Offer exchanges" }).check();
  await policy.getByRole("checkbox", { name: "Ask for photos" }).check();
  await policy.getByRole("button", { name: "Save returns" }).click();
  await expect(seller.getByText("Return policy saved.")).toBeVisible();
  // Saved as chosen (the form is drawn again from the stored policy).
  await expect(policy.getByLabel("Returns", { exact: true })).toHaveValue("7");
  await expect(policy.getByRole("checkbox", { name: "Ask for photos" })).toBeChecked();

  // The shopper reads the terms where they choose how to pay, and buys both.
  await newShopper(page, handle, { name: "Nisha Gupta", mobile: "9829012345" });
  await checkout(
    page,
    handle,
    [
      [lines[KURTA.name] as LineRef, 1],
      [lines[DUPATTA.name] as LineRef, 1],
    ],
    `Cash on delivery · fee ${inr(COD_FEE)}`,
    undefined,
    "Returns or exchanges within 7 days of delivery.",
  );
  const total = KURTA.price + DUPATTA.price + COD_FEE;
  const order = await confirmation(page, handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [KURTA.name, DUPATTA.name]);
  expect(await variantStock(lines[KURTA.name] as LineRef)).toBe(KURTA.stock - 1);

  // Before delivery the order page says when returns open; nothing can be asked yet.
  await page.goto(`/${handle}/orders/${order.id}`);
  await expect(page.getByTestId("return-window")).toHaveText("Returns within 7 days of delivery.");
  await expect(page.getByRole("button", { name: "Send return request" })).toHaveCount(0);

  // The seller ships and delivers it; the cash is collected.
  await sellerOrder(seller, handle, order.id, order.number);
  await confirmAndShip(seller, { courier: "Delhivery", awb: "DL1234567" });
  await seller.getByRole("button", { name: "Mark delivered" }).click();
  await expect(seller.getByText("Order marked delivered.")).toBeVisible();
  await seller.getByRole("button", { name: "Mark collected" }).click();
  await expect(seller.getByText("Payment marked collected.").first()).toBeVisible();

  // The shopper asks to return the kurta (size or fit), for their money back.
  await page.reload();
  await expect(page.getByTestId("return-window")).toContainText("You can ask for a return until");
  const ask = page.getByRole("form", { name: "Return or exchange items" });
  await ask.getByRole("checkbox", { name: new RegExp(`^${KURTA.name}`) }).check();
  await ask.getByRole("radio", { name: "My money back (by UPI)" }).check();
  await ask.getByLabel("Reason").selectOption({ label: "Size or fit" });
  await ask.getByLabel("Anything the shop should know (optional)").fill("Too tight at the shoulders");
  await ask.getByLabel("Photos of the item (1 to 3, required by this shop)").setInputFiles({
    name: "kurta.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b91c1c" } })
      .png()
      .toBuffer(),
  });
  await ask.getByRole("button", { name: "Send return request" }).click();
  await expect(page.getByText("Return request sent. The shop will reply here and by e-mail.")).toBeVisible();
  const request = page.getByTestId("return-request");
  await expect(request).toContainText("Requested");
  await expect(request).toContainText("Too tight at the shoulders");
  // The form starts empty again.
  await expect(ask.getByLabel("Anything the shop should know (optional)")).toHaveValue("");
  // The kurta is held by the request: only the dupatta is still offered.
  await expect(ask.getByRole("checkbox")).toHaveCount(1);
  await shot(page, "shopper-requested-en");

  // The seller finds it among the orders with a return to handle, and approves; with the kurta back, records the UPI refund.
  await seller.goto(`/${handle}/dashboard/orders?status=returns`);
  await expect(seller.getByRole("link", { name: new RegExp(order.number) })).toContainText("Return");
  await sellerOrder(seller, handle, order.id, order.number);
  const returns = seller.getByTestId("return-request");
  await expect(returns).toContainText("Size or fit");
  // The shopper's photo, re-encoded and served from the shop's media.
  const photo = returns.getByRole("img", { name: "Photo 1 of the return" });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await returns.getByRole("button", { name: "Approve return" }).click();
  await expect(seller.getByText("Return approved. The shopper was told to send it back.")).toBeVisible();
  // A one-tap WhatsApp message asks the shopper to send it back.
  const askBack = seller.getByRole("list", { name: "WhatsApp messages to the customer" }).getByRole("link", { name: "Return approved" });
  expect(new URL((await askBack.getAttribute("href")) ?? "").searchParams.get("text")).toContain(
    `We have approved your return for order #${order.number}.`,
  );
  const refund = returns.getByRole("form", { name: "Record refund" });
  await expect(refund.getByLabel("Refund amount (₹)")).toHaveValue("1499");
  await refund.getByLabel("Refund amount (₹)").fill("1500");
  await refund.getByLabel("UTR of your UPI refund").fill(UTR);
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(seller.getByText("A refund for these items can be at most ₹1,499.00.")).toBeVisible();
  await refund.getByLabel("Refund amount (₹)").fill("1499");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(seller.getByText("Refund recorded. The items left the order and a credit note was issued.")).toBeVisible();
  await expect(returns).toContainText(`${inr(KURTA.price)} refunded by UPI (UTR ${UTR})`);
  expect(await variantStock(lines[KURTA.name] as LineRef)).toBe(KURTA.stock);
  expect(await variantStock(lines[DUPATTA.name] as LineRef)).toBe(DUPATTA.stock - 1);
  // Its money went back with the return: the payment panel offers no second refund.
  await expect(seller.getByLabel("Refund UTR (optional)")).toHaveCount(0);
  await shot(seller, "seller-refunded-en");

  // The credit note carries exactly the kurta's row, against the invoice.
  const noteLink = seller.getByRole("list", { name: "Documents" }).getByRole("link", { name: /^Credit note \S+ \(PDF\)$/ });
  await expect(noteLink).toHaveCount(1);
  const note = await pdfAt(seller, (await noteLink.getAttribute("href")) ?? "");
  expect(note.text).toContain("CREDIT NOTE");
  expect(note.text).toContain("Goods returned: Bandhani Kurta");
  expect(note.text).toContain(KURTA.name);
  expect(note.text).not.toContain(DUPATTA.name);

  // The shopper's page: the kurta returned, the total the dupatta's and the fee, the refund with its UTR.
  await page.reload();
  await expect(page.getByTestId("return-request")).toContainText("Refunded");
  await expect(page.getByTestId("return-refund")).toHaveText(`${inr(KURTA.price)} refunded by UPI (UTR ${UTR})`);
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("listitem").filter({ hasText: KURTA.name })).toContainText("Returned");
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(inr(DUPATTA.price + COD_FEE));
  await shot(page, "shopper-refunded-en");

  // The same pages in Hindi.
  await page.goto(`/${handle}/orders/${order.id}?lang=hi`);
  await expect(page.getByRole("heading", { name: "वापसी" })).toBeVisible();
  await expect(page.getByTestId("return-refund")).toContainText("UPI से लौटाए गए");
  await shot(page, "shopper-refunded-hi");
});
