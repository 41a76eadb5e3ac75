// The demo shop's logins and stock, shared by specs that act as its customer or seller.

import { expect, type Page } from "@playwright/test";
import { CartFlow } from "./cart-flow";
import { withDb } from "./platform-db";

export const DEMO_PASSWORD = "haat-demo-123";

/** Signs a demo account in through a login form (`/login` or `/{shop}/login`) and waits to leave it. */
export async function logIn(page: Page, email: string, loginPath = "/login") {
  await page.goto(loginPath);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL((url) => !url.pathname.endsWith("/login"));
}

export interface DemoStock {
  id: string;
  name: string;
  color: string;
  size: string;
  stock: number;
}

/** Signs up a new shopper of shop `demo` (a mobile, no address) from the open page; returns the e-mail. */
export async function signUpShopper(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: {
      name,
      email,
      password: "chai-and-code",
      // No registration address (as after a Google sign-in), so the address book starts empty.
      mobile: "9830012345",
      signupShop: "demo",
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  return email;
}

/** A random active product size of shop `demo` with at least `min` in stock, skipping `not`. */
export function pickDemoStock(min: number, not: string[] = []): Promise<DemoStock> {
  return withDb(async (db) => {
    const { rows } = await db.query<DemoStock>(
      `select p.id, p.name, ps.color, ps.size, ps.stock
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = 'demo' and p.active and ps.stock >= $1 and not (p.id = any($2::uuid[]))
        order by random() limit 1`,
      [min, not],
    );
    if (!rows[0]) throw new Error(`no demo product with ${min} in stock`);
    return rows[0];
  });
}

/** Fills the open Add Address form (a Kolkata address unless `values` say otherwise) and saves it. */
export async function fillAddress(page: Page, values: Partial<Record<string, string>>) {
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  const all = {
    "Full Name": "Ravi Kumar",
    "Mobile Number": "9830012345",
    "Flat/House/Building": "14 Park Street",
    "Area/Street/Sector/Village": "Park Circus",
    "Landmark (optional)": "",
    Pincode: "700016",
    "Town/City": "Kolkata",
    State: "West Bengal",
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await dialog.getByLabel(label, { exact: true }).fill(value ?? "");
  await dialog.getByRole("button", { name: "Save Address" }).click();
}

/** A demo product's page with the colour and size chosen. */
export const demoProductPath = (p: DemoStock) => `/demo/product/${p.id}?${new URLSearchParams({ color: p.color, size: p.size })}`;

/** Buys `quantity` of one size at shop `demo` as the signed-in customer, home delivery; returns the order's number (10 hex digits),
 * with the shopper's Orders History open. */
export async function placeOrder(page: Page, p: DemoStock, quantity: number): Promise<string> {
  // The demo customer's cart lives on the server: what other tests left in it is not this order's.
  await new CartFlow(page).clear();
  await page.goto(demoProductPath(p));
  // The product's own controls come first; the suggested product cards below have their own.
  await expect(page.getByRole("radiogroup", { name: "Colour" }).first().getByRole("radio", { name: p.color, exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("radiogroup", { name: "Size" }).first().getByRole("radio", { name: p.size, exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText("Item added to cart!")).toBeVisible();

  await page.goto("/demo/cart");
  await expect(page.getByLabel(`Quantity of ${p.name}`, { exact: true })).toHaveText(String(quantity));
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  // The demo customer has a saved address, so checkout goes straight to the delivery choice.
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  await expect(delivery.getByRole("radio").first()).toBeChecked();
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  // The checkout ends on the order's confirmation page, with its one order number.
  await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  const number = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(number).toMatch(/^[0-9A-F]{10}$/);

  // Newest first in the customer's history: that row is the order just placed.
  await page.goto("/demo/orders");
  await expect(page.getByRole("link", { name: /^View order / }).first()).toHaveAccessibleName(`View order ${number}`);
  return number;
}
