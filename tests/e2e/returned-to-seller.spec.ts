// A parcel returned to the seller (docs/decisions/0138-returned-to-seller.md), at phone width
// through the production build's real UI, on a shop of its own: a shipped cash-on-delivery order is
// marked "returned to seller" with its reason; its stock comes back, both sides see nothing to
// collect, the shopper's record in the shop counts it, and the seller turns COD off for the shopper.
import { expect, test } from "@playwright/test";
import type { LineRef } from "./support/cart-flow";
import { checkout, confirmation, importProducts, inr, newShopper, openShop, sellerOrder, takePayments } from "./support/new-shop";
import { variantStock } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 60_000 });

const COD_FEE = 2500;
const SAREE = { name: "Chanderi Saree", color: "Purple", price: 89900, stock: 4 };

test("a shipped COD parcel returned to the seller: stock back, nothing to collect, counted in the shopper's record, COD off", async ({
  page,
  browser,
}) => {
  const handle = `rto-${Date.now().toString(36)}`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { handle, name: "Sunita's Sarees", owner: "Sunita Devi", location: "Indore, Madhya Pradesh" });
  const saree = (await importProducts(seller, handle, [SAREE]))[SAREE.name] as LineRef;
  await takePayments(seller, handle, { upiId: "sunita.sarees@okaxis", name: "Sunita Devi", codFee: COD_FEE });

  await newShopper(page, handle, { name: "Kavya Jain", mobile: "9830012345" });
  const total = 2 * SAREE.price + COD_FEE;
  await checkout(page, handle, [[saree, 2]], `Cash on delivery · fee ${inr(COD_FEE)}`);
  const order = await confirmation(page, handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [SAREE.name]);
  expect(await variantStock(saree)).toBe(SAREE.stock - 2);

  await sellerOrder(seller, handle, order.id, order.number);
  const record = seller.getByTestId("shopper-record");
  await expect(record).toContainText("This shopper in your shop: 0 delivered · 0 returned · 0 cancelled");
  await confirmAndShip(seller, { courier: "India Post", awb: "EE123456789IN" });

  // The reason is required: a radio group in the form with the action.
  const back = seller.getByRole("form", { name: "Mark returned to seller" });
  await back.getByRole("radio", { name: "Refused by the shopper" }).check();
  await back.getByRole("button", { name: "Mark returned to seller" }).click();
  await expect(seller.getByText("Order marked returned to seller.")).toBeVisible();
  await expect(seller.getByTestId("return-reason")).toHaveText("Came back to you: Refused by the shopper.");
  await expect(back).toHaveCount(0);
  expect(await variantStock(saree)).toBe(SAREE.stock);
  await expect(seller.getByText("Nothing to collect").first()).toBeVisible();
  await expect(seller.getByTestId("collect-amount")).toHaveCount(0);
  await expect(record).toContainText("0 delivered · 1 returned · 0 cancelled");

  // COD off for this shopper: the button says the other thing, and back on again.
  await record.getByRole("button", { name: "Turn off cash on delivery for this shopper" }).click();
  await expect(seller.getByText("Cash on delivery is now off for this shopper.")).toBeVisible();
  await expect(record.getByRole("button", { name: "Turn cash on delivery back on" })).toBeVisible();
  await expect(record).toContainText("Cash on delivery is off for this shopper.");

  // The shopper's order page: returned, why, and nothing to pay.
  await page.goto(`/${handle}/orders/${order.id}`);
  await expect(page.getByText("Returned to seller: Refused by the shopper")).toBeVisible();
  await expect(page.getByText("Nothing to collect").first()).toBeVisible();
});
