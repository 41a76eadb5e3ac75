// A new shop set up through the dashboard's real UI, and a shopper's checkout at it: shared by the
// specs that run on a shop of their own (beside the shared-data lane).
import { expect, type Page } from "@playwright/test";
import { pdfText } from "../../setup/pdf-text";
import { CartFlow, type LineRef, saveAddress } from "./cart-flow";
import { hydrated } from "./hydrated";
import { withDb } from "./platform-db";

export const inr = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
/** The order number of an order id: its first 10 hex digits, upper case (worked out here, not by the app). */
export const numberOf = (id: string) => id.replace(/-/g, "").slice(0, 10).toUpperCase();

export interface NewShop {
  handle: string;
  name: string;
  owner: string;
  location: string;
}

export async function openShop(page: Page, shop: NewShop) {
  await page.goto("/register");
  await page.getByLabel("Your name").fill(shop.owner);
  await page.getByLabel("Email").fill(`${shop.handle}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("handloom-123");
  await page.getByLabel("Phone").fill("9812345678");
  await page.getByLabel("Shop name").fill(shop.name);
  await page.getByLabel("Shop link").fill(shop.handle);
  await page.getByLabel("Location").fill(shop.location);
  await page.getByRole("button", { name: "Open my shop" }).click();
  await expect(page).toHaveURL(new RegExp(`/${shop.handle}/dashboard$`));
}

export interface CsvProduct {
  name: string;
  color: string;
  price: number;
  stock: number;
  /** Extra columns of the catalogue file (e.g. hsn). */
  extra?: Record<string, string>;
}

/** Products through the catalogue import (one size each), and their lines by name. */
export async function importProducts(page: Page, handle: string, products: CsvProduct[]): Promise<Record<string, LineRef>> {
  await page.goto(`/${handle}/dashboard/products/import`);
  const extra = Object.keys(products[0]?.extra ?? {});
  const csv = [
    ["product_ref,name,description,price,sale_price,main,category,subcategory,active,color,size,stock", ...extra].join(","),
    ...products.map((p, i) =>
      [
        `p${i}`,
        p.name,
        "",
        p.price / 100,
        "",
        "women",
        "",
        "",
        "yes",
        p.color,
        "FREE SIZE",
        p.stock,
        ...extra.map((k) => p.extra?.[k] ?? ""),
      ].join(","),
    ),
  ].join("\r\n");
  await page.getByLabel("Catalogue file (CSV)").setInputFiles({ name: `${handle}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(new RegExp(`^Imported ${products.length} products?\\b`))).toBeVisible();
  return withDb(async (db) => {
    const { rows } = await db.query<LineRef>(
      `select p.id, p.name, ps.color, ps.size from product p join seller s on s.id = p.seller_id
         join product_stock ps on ps.product_id = p.id where s.handle = $1`,
      [handle],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r]));
  });
}

export async function takePayments(page: Page, handle: string, payee: { upiId: string; name: string; codFee: number }) {
  await page.goto(`/${handle}/dashboard/payments`);
  const pay = page.locator("form").filter({ has: page.getByRole("button", { name: "Save payment settings" }) });
  for (const method of ["UPI", "Cash on delivery"]) await pay.getByRole("checkbox", { name: method, exact: true }).check();
  await pay.getByLabel("UPI ID", { exact: true }).fill(payee.upiId);
  await pay.getByLabel("Payee name", { exact: true }).fill(payee.name);
  await pay.getByLabel("COD fee (₹)", { exact: true }).fill(String(payee.codFee / 100));
  await pay.getByRole("button", { name: "Save payment settings" }).click();
  await expect(page.getByText("Payment settings saved.")).toBeVisible();
}

/** Puts the lines in the cart (with a coupon, if given) and takes them to the delivery step, paying by `method`, for delivery. */
/** A new shopper of the shop, signed up on `page` (the shop's sign-up), with a saved address (support/cart-flow.ts's, in Kolkata). */
export async function newShopper(page: Page, handle: string, shopper: { name: string; mobile: string }) {
  await page.goto(`/${handle}`);
  const email = `ravi.${handle}@example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: shopper.name, email, password: "chai-and-code", mobile: shopper.mobile, signupShop: handle },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  await saveAddress(page, shopper.name, handle);
  return email;
}

export async function checkout(
  page: Page,
  handle: string,
  lines: Array<[LineRef, number]>,
  method: string,
  coupon?: string,
  /** The shop's return terms, as the delivery step must say them before the order is placed. */
  returnTerms?: string,
) {
  const cart = new CartFlow(page, handle);
  for (const [p, quantity] of lines) await cart.add(p, quantity);
  await cart.open();
  await hydrated(page, "header a");
  if (coupon) {
    await page.getByLabel("Coupon code", { exact: true }).fill(coupon);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You save" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  await delivery.getByRole("group", { name: "How will you pay?" }).getByRole("radio", { name: method }).check();
  if (returnTerms) await expect(delivery.getByTestId("return-terms")).toHaveText(returnTerms);
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
}

/** The PDF at `href`, downloaded by the signed-in page: its bytes, its text as a PDF reader extracts it, and its file name. */
export async function pdfAt(page: Page, href: string) {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  const body = await res.body();
  return { body, text: await pdfText(body), disposition: res.headers()["content-disposition"] ?? "" };
}

/** The confirmation page a checkout ends on: one order, its number (checked against the URL's id), total and how it is paid. */
export async function confirmation(page: Page, handle: string, total: number, howPaid: string, names: string[]) {
  await expect(page).toHaveURL(new RegExp(`/${handle}/orders/[0-9a-f-]{36}/placed$`));
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your 1 order(s) have been sent to the seller." })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/")[3] as string;
  await expect(page.getByTestId("order-number")).toHaveCount(1);
  await expect(page.getByTestId("order-number")).toHaveText(numberOf(id));
  await expect(page.getByTestId("order-total")).toHaveText(inr(total));
  await expect(page.getByTestId("how-paid")).toHaveText(howPaid);
  // Every line of the cart is in this one order.
  await expect(page.getByRole("region", { name: "Items" }).getByRole("listitem")).toHaveText(names.map((name) => new RegExp(name)));
  return { id, number: numberOf(id) };
}

/** The seller's order page: its heading carries the number; returns the items card. */
export async function sellerOrder(seller: Page, handle: string, id: string, number: string) {
  await seller.goto(`/${handle}/dashboard/orders/${id}`);
  await expect(seller.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
  return seller
    .locator("section, div")
    .filter({ has: seller.getByRole("heading", { name: "Items", exact: true }) })
    .last();
}

/** The shop registers for GST (regular) with this GSTIN in this state, through the Shop profile form. */
export async function registerForGst(seller: Page, handle: string, gstin: string, state: string) {
  await seller.goto(`/${handle}/dashboard/profile`);
  const gst = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Save GST details" }) });
  await gst.getByRole("radio", { name: "Registered (regular)" }).check();
  await gst.getByLabel("GSTIN").fill(gstin);
  await gst.getByLabel("Your state").selectOption(state);
  await gst.getByRole("button", { name: "Save GST details" }).click();
  await expect(seller.getByText("GST details saved.")).toBeVisible();
}
