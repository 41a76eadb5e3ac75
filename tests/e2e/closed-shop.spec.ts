// A closed shop's past shoppers keep their orders and invoices (issue 39): a shopper buys from a
// GST-registered shop, it is delivered, and the seller takes the shop's data and closes it. The
// shopper's order page and invoice still work under the closed-shop notice; the home, product, cart
// and checkout pages are 'Store Not Found'. At day 14 the owner is erased (the clock moved by the
// deletion's date, the hourly job run now): the invoice still carries the supplier it was issued
// with, and the header draws the shop's name alone. Looked at on a phone and a desktop, in English and Hindi.
import { expect, type Page, test } from "@playwright/test";
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
import { sendJob, withDb } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const SAREE = { name: "Ilkal Saree", color: "Green", price: 249_900, stock: 3, extra: { hsn: "5208" } };
const COD_FEE = 2_000;
const GSTIN = `29AAPFU0939F1Z${gstinCheckChar("29AAPFU0939F1Z")}`; // Karnataka

/** A page and its notice at 390 px and on a desktop, in English and Hindi (once, at the journey's end: the owner erased). */
async function lookAt(page: Page, path: string, name: string) {
  for (const [width, height, size] of [
    [PHONE.width, PHONE.height, "390"],
    [1280, 900, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const lang of ["en", "hi"] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("region", { name: lang === "hi" ? /बंद हो चुकी है/ : /has closed/ })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${name}-${size}-${lang}.png`), fullPage: true });
    }
  }
  await page.goto(`${path}?lang=en`);
}

test("a closed shop's shopper keeps the order page and the invoice; the rest of the shop is gone", async ({ page, browser }) => {
  const handle = `ilkal-${Date.now().toString(36)}`;
  const shopName = "Ilkal Weaves";
  const seller = await (await browser.newContext()).newPage();
  await openShop(seller, { handle, name: shopName, owner: "Savitri Hiremath", location: "Ilkal, Karnataka" });
  const lines = await importProducts(seller, handle, [SAREE]);
  await takePayments(seller, handle, { upiId: "ilkal.weaves@oksbi", name: "Savitri Hiremath", codFee: COD_FEE });
  await registerForGst(seller, handle, GSTIN, "Karnataka");
  const saree = lines[SAREE.name] as LineRef;

  // The shopper buys the saree, cash on delivery; the seller ships, delivers and collects.
  await newShopper(page, handle, { name: "Anita Kulkarni", mobile: "9845012345" });
  await checkout(page, handle, [[saree, 1]], `Cash on delivery · fee ${inr(COD_FEE)}`);
  const total = SAREE.price + COD_FEE;
  const order = await confirmation(page, handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [SAREE.name]);
  await sellerOrder(seller, handle, order.id, order.number);
  await confirmAndShip(seller, { courier: "Delhivery", awb: "DL7654321" });
  await seller.getByRole("button", { name: "Mark delivered" }).click();
  await expect(seller.getByText("Order marked delivered.")).toBeVisible();
  await seller.getByRole("button", { name: "Mark collected" }).click();
  await expect(seller.getByText("Payment marked collected.").first()).toBeVisible();
  const issued = await pdfAt(page, `/${handle}/orders/${order.id}/invoice.pdf`);
  expect(issued.text).toContain(shopName);
  expect(issued.text).toContain(GSTIN);

  // The seller takes the shop's data, then closes the shop with their password.
  await seller.goto(`/${handle}/dashboard/export?lang=en`);
  await seller.getByRole("button", { name: "Prepare a download" }).click();
  await expect(async () => {
    await seller.reload();
    await expect(seller.getByRole("link", { name: "Download the archive" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const closing = seller.getByRole("region", { name: "Close the shop" });
  await closing.getByLabel("Your password", { exact: true }).fill("handloom-123");
  await closing.getByRole("button", { name: "Close the shop" }).click();
  await expect(closing.getByRole("status")).toContainText("The shop is closed.");

  // The rest of the shop is 'Store Not Found' to the shopper too.
  for (const path of ["", `/product/${saree.id}`, "/cart", "/checkout", "/wishlist", "/track", "/sitemap.xml"]) {
    const res = await page.goto(`/${handle}${path}`);
    expect([path, res?.status()]).toEqual([path, 404]);
  }
  await page.goto(`/${handle}/product/${saree.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Store Not Found" })).toBeVisible();
  const cart = await page.request.post(`/${handle}/cart`, {
    form: { intent: "add", productId: saree.id },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(cart.status()).toBe(404);

  // The order page: the notice, the invoice, no return to ask for.
  const orderPage = `/${handle}/orders/${order.id}`;
  expect((await page.goto(orderPage))?.status()).toBe(200);
  await expect(page.getByRole("region", { name: `${shopName} has closed.` })).toContainText("Your orders and invoices stay here");
  await expect(page.getByRole("heading", { level: 1, name: "Order Details" })).toBeVisible();
  await expect(page.getByRole("link", { name: /invoice/i })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send return request" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Track your order" })).toHaveCount(0);
  // The header keeps no cart or search (their pages are gone).
  await expect(page.getByRole("link", { name: /Cart/ })).toHaveCount(0);
  expect((await pdfAt(page, `/${handle}/orders/${order.id}/invoice.pdf`)).text).toBe(issued.text);
  // The profile popup: the data export and the account's deletion are there; the gone wishlist is not.
  await page.getByRole("button", { name: "My Profile / Order History" }).click();
  const popup = page.getByRole("dialog", { name: "Your Profile" });
  await expect(popup.getByRole("heading", { name: "Your data" })).toBeVisible();
  await expect(popup.getByRole("link", { name: "Your wishlist" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("closed-profile-desktop-en.png") });
  await page.keyboard.press("Escape");
  await page.setViewportSize(PHONE);
  await page.goto(`/${handle}/orders?lang=hi`);
  await expect(page.getByRole("region", { name: /बंद हो चुकी है/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("closed-orders-390-hi.png"), fullPage: true });
  // The orders table scrolls inside its box; the page itself never scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // Day 14: the owner's deletion is 15 days old and the hourly job runs; the owner is erased.
  const ownerId = await withDb(async (db) => {
    const { rows } = await db.query(
      "update public.user set deletion_requested_at = now() - interval '15 days' where id = (select owner_user_id from seller where handle = $1) returning id",
      [handle],
    );
    return rows[0]?.id as string;
  });
  await sendJob("erase-due-accounts");
  await expect
    .poll(() => withDb(async (db) => (await db.query("select erased_at from public.user where id = $1", [ownerId])).rows[0]?.erased_at), {
      timeout: 60_000,
    })
    .not.toBeNull();
  const profile = await withDb(
    async (db) => (await db.query("select email, phone, photo_key from seller where handle = $1", [handle])).rows[0],
  );
  expect(profile).toEqual({ email: "", phone: "", photo_key: null });

  // The invoice is the one issued, supplier block and all; the header has the shop's name and nothing more.
  expect((await pdfAt(page, `/${handle}/orders/${order.id}/invoice.pdf`)).text).toBe(issued.text);
  expect((await page.goto(orderPage))?.status()).toBe(200);
  await expect(page.getByRole("banner")).toContainText(shopName);
  await lookAt(page, orderPage, "closed-erased-order");
  expect((await page.goto(`/${handle}`))?.status()).toBe(404);
});
