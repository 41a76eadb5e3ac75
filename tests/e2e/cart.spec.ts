// The buying half of the storefront in Chromium: guest cart → login → merge → address → delivery
// choice → the order placed (its confirmation page) → order history and details; the in-shop path; every cart, address and
// profile validation message word for word. The cart lives on the server: lines are put in through
// the cart action from the page's own context (support/cart-flow.ts) and read from the rendered page.
import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { CartFlow, saveAddress } from "./support/cart-flow";
import { fillAddress, signUpShopper as signUp } from "./support/demo";
import { hydrated } from "./support/hydrated";
import { variantStock, withDb } from "./support/platform-db";

interface StockRow {
  id: string;
  name: string;
  color: string;
  size: string;
  stock: number;
  price_paise: number;
  sale_price_paise: number | null;
}

/** A real, active demo product size with at least `min` in stock (a different one each call). */
async function pickProduct(min = 5, not: string[] = []): Promise<StockRow> {
  return withDb(async (db) => {
    const { rows } = await db.query<StockRow>(
      `select p.id, p.name, ps.color, ps.size, ps.stock, p.price_paise, p.sale_price_paise
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = 'demo' and p.active and ps.stock >= $1 and not (p.id = any($2::uuid[]))
        order by random() limit 1`,
      [min, not],
    );
    if (!rows[0]) throw new Error("no demo product with stock");
    return rows[0];
  });
}

const setStockOf = (p: StockRow, n: number) =>
  withDb((db) =>
    db.query("update product_stock set stock = $4 where product_id = $1 and color = $2 and size = $3", [p.id, p.color, p.size, n]),
  );

/** A cart as the browser kept it before carts moved to the server (localStorage, one key per shopper and shop). */
async function putInStoredCart(page: Page, key: string, items: Array<{ p: StockRow; quantity: number }>) {
  const lines = items.map(({ p, quantity }) => ({
    productId: p.id,
    color: p.color,
    size: p.size,
    quantity,
    // Deliberately stale price: the cart must show the server's.
    product: { name: p.name, pricePaise: 1, salePricePaise: null, imageKey: null },
  }));
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(lines)] as const);
}

const inr = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);

/** A field marked invalid and described by its own message (aria-invalid + aria-describedby). */
async function expectFieldError(scope: Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

test("guest cart → login → merge → address → delivery → order history and details", async ({ page }) => {
  const product = await pickProduct(5);
  const before = await variantStock(product);
  const price = product.sale_price_paise ?? product.price_paise;

  await page.goto("/demo/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any items to your cart yet.")).toBeVisible();

  const cart = new CartFlow(page);
  await cart.add(product, 2);
  await cart.open();
  await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText(inr(price * 2));
  await expect(cart.badge(2)).toBeVisible();

  // The stock rule on +: asking for more than the stock is refused with the stock message (docs/product.md#cart).
  await cart.set(product, product.stock);
  await cart.open();
  await page.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
  await expect(page.getByText(`Only ${product.stock} items available in stock`).first()).toBeVisible();
  await expect(cart.quantityOf(product.name)).toHaveText(String(product.stock));
  await cart.set(product, 2);
  await cart.open();

  await page.getByRole("link", { name: "Login to Checkout" }).click();
  await expect(page).toHaveURL(/\/demo\/login\?redirectTo=%2Fdemo%2Fcart$/);
  await signUp(page, "Ravi Kumar");
  await page.goto("/demo/cart");
  await expect(page.getByText("Items from your guest cart were added to your cart.")).toBeVisible();
  await expect(cart.quantityOf(product.name)).toHaveText("2");

  // No saved address yet: checkout opens the Add Address form; each message word for word.
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add Address" });
  await expect(addDialog).toBeVisible();
  // A new address starts with the account's name and mobile; cleared, the name is required again.
  await expect(addDialog.getByLabel("Full Name", { exact: true })).toHaveValue("Ravi Kumar");
  await expect(addDialog.getByLabel("Mobile Number", { exact: true })).toHaveValue("9830012345");
  await addDialog.getByLabel("Full Name", { exact: true }).fill("");
  await addDialog.getByRole("button", { name: "Save Address" }).click();
  // The spec's sentence for the form, and each empty field's own message under it.
  await expect(addDialog.getByRole("alert")).toHaveText("All fields except landmark are required.");
  await expectFieldError(addDialog, "Full Name", "Full Name is required.");
  await expectFieldError(addDialog, "State", "State is required.");
  await expect(addDialog.getByLabel("Landmark (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await fillAddress(page, { "Mobile Number": "98300", Pincode: "7000" });
  await expect(addDialog.getByRole("alert")).toHaveCount(0);
  await expectFieldError(addDialog, "Mobile Number", "Mobile number must be 10 digits.");
  await expectFieldError(addDialog, "Pincode", "Pincode must be 6 digits.");
  await expect(addDialog.getByLabel("Full Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await fillAddress(page, {});
  await expect(page.getByText("Profile saved successfully.")).toBeVisible();

  // Saving returns to the checkout step with the new address selected.
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  await expect(delivery).toBeVisible();
  await expect(delivery.getByRole("radio", { name: /Ravi Kumar/ })).toBeChecked();
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  // The checkout ends on the order's confirmation page (no toast and return home any more).
  await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your 1 order(s) have been sent to the seller." })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(inr(price * 2));
  // The ordered lines left the server's cart in the order's transaction.
  await expect(cart.badge(0)).toBeVisible();
  expect(await variantStock(product)).toBe(before - 2);
  await page.getByRole("link", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(/\/demo$/);

  // Order history in the customer popup, then its details.
  await openProfile(page);
  const popup = page.getByRole("dialog", { name: "Your Profile" });
  await popup.getByRole("tab", { name: "Orders History" }).click();
  await expect(popup.getByRole("cell", { name: inr(price * 2) })).toBeVisible();
  await expect(popup.getByText("pending")).toBeVisible();
  await popup.getByRole("button", { name: /^View order/ }).click();
  await expect(popup.getByRole("heading", { name: "Order Details" })).toBeVisible();
  await expect(popup.getByText(product.name)).toBeVisible();
  await expect(popup.getByText("14 Park Street, Park Circus, Kolkata, West Bengal, 700016")).toBeVisible();
  await popup.getByRole("button", { name: "Back to Orders" }).click();
  await expect(popup.getByRole("table")).toBeVisible();
  await popup.getByRole("button", { name: "Close", exact: true }).click();

  // The same history as a page.
  await page.goto("/demo/orders");
  await expect(page.getByRole("heading", { name: "Orders History" })).toBeVisible();
  await page.getByRole("link", { name: /^View order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Details" })).toBeVisible();
  await expect(page.getByText("Delivery to Your Address")).toBeVisible();
});

test("in-shop purchase, sold-out flag and the stock error at checkout", async ({ page }) => {
  const a = await pickProduct(3);
  const b = await pickProduct(2, [a.id]);
  await page.goto("/demo/login");
  await signUp(page, "Meera Shah");
  const userId = await page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()).user.id as string);
  // b asks for more than is left (someone bought one after it was added): flagged on the cart, and checkout refuses it.
  const cart = new CartFlow(page);
  await cart.add(a, 1);
  await cart.add(b, b.stock);
  await setStockOf(b, b.stock - 1);
  await page.goto("/demo/cart");
  await expect(page.getByText(`Only ${b.stock - 1} items available in stock`)).toBeVisible();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Please remove unavailable items or lower their quantity first.")).toBeVisible();
  await page.getByRole("button", { name: `Remove ${b.name}` }).click();
  // The server's answer (the header's count), not just the line hidden at once.
  await expect(cart.badge(1)).toBeVisible();
  await setStockOf(b, b.stock);

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, { "Full Name": "Meera Shah" });
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  // Someone else buys the last units meanwhile: the server refuses and nothing is written.
  const setStock = (n: number) => setStockOf(a, n);
  await setStock(0);
  await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
  await expect(
    page.getByText(`Failed to create orders: Only 0 items available in stock for ${a.name} (${a.color}, ${a.size})`),
  ).toBeVisible();
  await setStock(a.stock);
  await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  const mode = await withDb(async (db) => {
    const { rows } = await db.query(`select o.delivery_mode from orders o join "user" u on u.id = o.user_id where u.id = $1`, [userId]);
    return rows.map((r) => r.delivery_mode);
  });
  expect(mode).toEqual(["in-shop"]);
});

test("a checkout id goes again only with the same request; a 409 keeps the cart and says why", async ({ page }) => {
  const a = await pickProduct(3);
  await page.goto("/demo/login");
  await signUp(page, "Kiran Das");
  const userId = await page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()).user.id as string);
  const cart = new CartFlow(page);
  await cart.add(a, 1);
  const checkoutUrl = /\/demo\/checkout(\.data)?(\?|$)/;
  const sent: Array<{ checkoutId: string; addressId: string; deliveryMode: string }> = [];
  const answered: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && checkoutUrl.test(r.url())) sent.push(r.postDataJSON());
  });
  page.on("response", (r) => {
    if (r.request().method() === "POST" && checkoutUrl.test(r.url())) answered.push(r.status());
  });
  await page.goto("/demo/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, { "Full Name": "Kiran Das" });
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  const failed = (error: string) => page.getByText(`Failed to create orders: ${error}`).last();
  const soldOut = `Only 0 items available in stock for ${a.name} (${a.color}, ${a.size})`;

  // Refused for stock: a retry of the same request keeps its id, another delivery mode gets a new one.
  await setStockOf(a, 0);
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  await expect(failed(soldOut)).toBeVisible();
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  await expect.poll(() => sent.length).toBe(2);
  await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[1]?.checkoutId).toBe(sent[0]?.checkoutId);
  expect(sent[2]?.checkoutId).not.toBe(sent[1]?.checkoutId);
  // Stock comes back only once the server has answered the third: sent is not yet read, and under
  // load the server placed that order with the stock restored (the dialog then closed for good).
  await expect.poll(() => answered.length).toBe(3);
  expect(answered).toEqual([409, 409, 409]);
  await setStockOf(a, a.stock);

  // An id that already holds another request (here: one placed for delivery) is refused with a 409;
  // the shopper is told so and keeps the cart.
  const used = randomUUID();
  const first = await page.request.post("/demo/checkout", {
    data: {
      checkoutId: used,
      addressId: sent[0]?.addressId,
      deliveryMode: "delivery",
      lines: [{ productId: a.id, color: a.color, size: a.size, quantity: 1 }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(first.status()).toBe(200);
  await page.route(checkoutUrl, (route) =>
    route.request().method() === "POST"
      ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), checkoutId: used }) })
      : route.continue(),
  );
  await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
  await expect(
    failed(
      "This checkout was already placed with a different cart, address or delivery option. Nothing new was ordered: please review your cart and place the order again.",
    ),
  ).toBeVisible();
  await expect(cart.badge(1)).toBeVisible();
  await page.unroute(checkoutUrl);

  // Placing again works, under a new id.
  await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  expect(new Set(sent.map((r) => r.checkoutId)).size).toBe(3);
  const modes = await withDb(async (db) => {
    const { rows } = await db.query("select delivery_mode from orders where user_id = $1 order by created_at", [userId]);
    return rows.map((r) => r.delivery_mode);
  });
  expect(modes).toEqual(["delivery", "in-shop"]);
});

test("address book on the cart: add, select, the only-selected delete rule, delete, edit", async ({ page }) => {
  const p = await pickProduct(1);
  await page.goto("/demo/login");
  await signUp(page, "Anil Gupta");
  await new CartFlow(page).add(p, 1);
  await page.goto("/demo/cart");
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  await summary.getByRole("link", { name: "+ Add Address" }).click();
  await fillAddress(page, { "Full Name": "Anil Home" });
  await expect(page.getByText("Profile saved successfully.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add Address" })).toBeHidden();
  await expect(summary.getByRole("radio", { name: /Anil Home/ })).toBeChecked();
  // The only address, selected: it cannot be deleted.
  await expect(summary.getByRole("button", { name: "Delete address of Anil Home" })).toBeDisabled();

  await summary.getByRole("link", { name: "+ Add Address" }).click();
  await fillAddress(page, { "Full Name": "Anil Office", "Flat/House/Building": "3rd Floor, Tower B" });
  await expect(summary.getByRole("radio", { name: /Anil Office/ })).toBeChecked();
  await summary.getByRole("button", { name: "Delete address of Anil Office" }).click();
  await expect(page.getByText("Profile deleted successfully.")).toBeVisible();
  await expect(summary.getByRole("radio", { name: /Anil Office/ })).toHaveCount(0);
  await expect(summary.getByRole("radio", { name: /Anil Home/ })).toBeChecked();

  await summary.getByRole("link", { name: "Edit address of Anil Home" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Address" });
  await expect(edit.getByLabel("Full Name", { exact: true })).toHaveValue("Anil Home");
  await edit.getByLabel("Full Name", { exact: true }).fill("Anil Gupta (Home)");
  await edit.getByRole("button", { name: "Save Address" }).click();
  await expect(summary.getByRole("radio", { name: /Anil Gupta \(Home\)/ })).toBeChecked();
});

test("profile edit messages word for word, then a saved change", async ({ page }) => {
  await page.goto("/demo/login");
  await signUp(page, "Kiran Rao");
  await page.goto("/demo");
  await openProfile(page);
  const popup = page.getByRole("dialog", { name: "Your Profile" });
  await expect(popup.getByText("Kiran Rao")).toBeVisible();
  await popup.getByRole("button", { name: "Edit Profile" }).click();
  const save = popup.getByRole("button", { name: "Save" });
  // The form opens with the saved values; emptying them all leaves nothing to save.
  await expect(popup.getByLabel("Full Name")).toHaveValue("Kiran Rao");
  await expect(popup.getByLabel("Mobile Number")).toHaveValue("9830012345");
  for (const input of await popup.locator('form input:not([type="file"])').all()) await input.fill("");
  await save.click();
  await expect(popup.getByRole("alert")).toHaveText("At least one field must be filled to save.");
  await popup.getByLabel("Mobile Number").fill("12345");
  await save.click();
  await expectFieldError(popup, "Mobile Number", "Phone number must be 10 digits.");
  await popup.getByLabel("Mobile Number").fill("");
  await popup.getByLabel("Pincode").fill("12");
  await save.click();
  await expectFieldError(popup, "Pincode", "Pincode must be 6 digits.");
  await popup.getByLabel("Pincode").fill("");
  await popup
    .getByLabel("Profile Photo")
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await save.click();
  await expectFieldError(popup, "Profile Photo", "Photo size must be less than 2MB.");
  await popup.getByLabel("Profile Photo").setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await save.click();
  await expectFieldError(popup, "Profile Photo", "Only JPEG or PNG images are allowed.");
  await popup.getByLabel("Profile Photo").setInputFiles([]);
  await popup.getByLabel("Full Name").fill("Kiran R. Rao");
  await popup.getByLabel("Mobile Number").fill("9811122233");
  await popup.getByLabel("Flat/House/Building").fill("Flat 4, Block B");
  await popup.getByLabel("Area/Street/Sector/Village").fill("MG Road");
  await popup.getByLabel("Town/City").fill("Pune");
  await save.click();
  await expect(popup.getByText("Kiran R. Rao")).toBeVisible();
  await expect(popup.getByText("9811122233")).toBeVisible();
  // Editing one address part keeps the others (it used to replace the whole address).
  await popup.getByRole("button", { name: "Edit Profile" }).click();
  await expect(popup.getByLabel("Flat/House/Building")).toHaveValue("Flat 4, Block B");
  await expect(popup.getByLabel("Town/City")).toHaveValue("Pune");
  await popup.getByLabel("State").fill("Maharashtra");
  await save.click();
  await expect(popup.getByText("Maharashtra", { exact: true })).toBeVisible();
  for (const value of ["Flat 4, Block B", "MG Road", "Pune"]) await expect(popup.getByText(value, { exact: true })).toBeVisible();
  await popup.getByRole("tab", { name: "Orders History" }).click();
  await expect(popup.getByText("No orders found.")).toBeVisible();
});

test("a cart the browser kept before carts moved to the server is carried over on the first visit", async ({ page }) => {
  const p = await pickProduct(3);
  await page.goto("/demo/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await putInStoredCart(page, "cart_guest_demo", [{ p, quantity: 2 }]);
  await page.reload();
  const cart = new CartFlow(page);
  // Imported once: the key goes, and the server's cart (at the server's price) is what shows.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart_guest_demo"))).toBeNull();
  await expect(cart.badge(2)).toBeVisible();
  await cart.open();
  await expect(cart.quantityOf(p.name)).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText(inr((p.sale_price_paise ?? p.price_paise) * 2));
});

test("sign-in merges the guest cart capped by stock, and a second device sees the same cart", async ({ page, browser }) => {
  const a = await pickProduct(4);
  const b = await pickProduct(2, [a.id]);
  const cart = new CartFlow(page);
  await cart.add(a, 3);
  await cart.add(b, 1);
  // Two of a were sold before the guest signs in: the merge keeps what is left.
  await setStockOf(a, 2);
  try {
    await page.goto("/demo/login");
    const email = await signUp(page, "Asha Nair");
    await page.goto("/demo/cart");
    const notice = page.getByRole("status").filter({ hasText: "Items from your guest cart were added to your cart." });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("only 2 items available in stock");
    await expect(cart.quantityOf(a.name)).toHaveText("2");
    await expect(cart.quantityOf(b.name)).toHaveText("1");
    await expect(cart.badge(3)).toBeVisible();

    // The same shopper on another device (a fresh browser context): the same lines and count.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto("/demo/login");
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Password", { exact: true }).fill("chai-and-code");
    await phone.getByRole("button", { name: "Log in" }).click();
    await expect(phone).toHaveURL((url) => !url.pathname.endsWith("/login"));
    const there = new CartFlow(phone);
    await there.open();
    await expect(there.badge(3)).toBeVisible();
    await expect(there.quantityOf(a.name)).toHaveText("2");
    await expect(there.quantityOf(b.name)).toHaveText("1");
    // A change there shows here on the next page.
    await there.set(b, 0);
    await cart.open();
    await expect(cart.quantityOf(b.name)).toHaveCount(0);
    await expect(cart.badge(2)).toBeVisible();
    await other.close();
  } finally {
    await setStockOf(a, a.stock);
  }
});

test("an address deleted on another device drops out of the checkout when the order fails because of it", async ({ page }) => {
  const p = await pickProduct(2);
  await page.goto("/demo/login");
  await signUp(page, "Dev Patel");
  await new CartFlow(page).add(p, 1);
  await page.goto("/demo/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, { "Full Name": "Dev Home" });
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  await delivery.getByRole("button", { name: "Add Address" }).click();
  await fillAddress(page, { "Full Name": "Dev Office" });
  await expect(delivery.getByRole("radio", { name: /Dev Office/ })).toBeChecked();
  // The other device deletes the selected address; this page still shows it.
  const officeId = await delivery.getByRole("radio", { name: /Dev Office/ }).getAttribute("value");
  const gone = await page.request.post("/demo/addresses", {
    form: { intent: "delete", id: officeId ?? "" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(gone.ok()).toBe(true);
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  await expect(page.getByText("Failed to create orders: Selected profile not found.")).toBeVisible();
  await expect(page.getByText("That address was deleted. Please choose another address.")).toBeVisible();
  await expect(delivery.getByRole("radio", { name: /Dev Office/ })).toHaveCount(0);
  await expect(delivery.getByRole("radio", { name: /Dev Home/ })).toBeChecked();
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
});

test("signed out before Place Order: the order is not placed, the login page comes up and leads back to the cart", async ({ page }) => {
  const p = await pickProduct(2);
  await page.goto("/demo/login");
  const email = await signUp(page, "Ira Sen");
  await new CartFlow(page).add(p, 1);
  await page.goto("/demo/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, {});
  const delivery = page.getByRole("dialog", { name: "Choose Delivery Option" });
  await expect(delivery).toBeVisible();
  // The session ends (signed out on another device, or expired) while the step is open.
  await page.context().clearCookies();
  // The cart's fetcher posts the order; the customer guard answers with the login page, which single
  // fetch follows in the browser, back to the cart it was placed from.
  await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
  await expect(page).toHaveURL(/\/demo\/login\?redirectTo=%2Fdemo%2Fcart$/);
  await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
  const placed = await withDb((db) =>
    db.query('select count(*)::int as n from orders o join "user" u on u.id = o.user_id where u.email = $1', [email]),
  );
  expect(placed.rows[0]?.n).toBe(0);
});

test("the checkout page with JavaScript: a choice re-quotes in place and keeps focus, Apply's answer is announced, Place Order goes to the order", async ({
  page,
}) => {
  const p = await pickProduct(2);
  const price = p.sale_price_paise ?? p.price_paise;
  await page.goto("/demo/login");
  await signUp(page, "Tara Iyer");
  await new CartFlow(page).add(p, 1);
  await saveAddress(page, "Tara Home");
  await page.goto("/demo/checkout");
  await hydrated(page, "main form");
  // By keyboard: the arrow chooses in-shop, which re-quotes; focus stays on that radio.
  await page.getByRole("radio", { name: "Delivery to Your Address" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/mode=in-shop/);
  await expect(page.getByTestId("checkout-total")).toHaveText(inr(price));
  const inShop = page.getByRole("radio", { name: "In-Shop Purchase" });
  await expect(inShop).toBeChecked();
  await expect(inShop).toBeFocused();

  // Enter on Apply: focus stays on Apply, and the refusal arrives in a live region that was already
  // in the page (one added with its text is not announced). The next Tab goes on, not to the skip link.
  await page.getByLabel("Coupon code").fill("NOSUCHCODE");
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("[aria-live], [role=alert], [role=status]")) el.setAttribute("data-was-live", "");
  });
  const apply = page.getByRole("button", { name: "Apply" });
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/coupon=NOSUCHCODE/);
  await expect(page.getByLabel("Coupon code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-was-live]").filter({ hasText: "Coupon NOSUCHCODE is not valid at this shop." })).toHaveCount(1);
  await expect(apply).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Update Totals" })).toBeFocused();
  await expect(inShop).toBeChecked();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(inr(price));
  await expect(new CartFlow(page).badge(0)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("add to cart, then checkout as plain forms: choices re-quote, a gone address, Place Order", async ({ page }) => {
    const p = await pickProduct(2);
    const price = p.sale_price_paise ?? p.price_paise;
    await page.goto("/demo/login");
    await signUp(page, "Nila Bose");
    // Add to cart on the product page is a plain form post; the cart says so once.
    await page.goto(`/demo/product/${p.id}?${new URLSearchParams({ color: p.color, size: p.size })}`);
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page).toHaveURL(/\/demo\/product\//);
    await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
    await page.screenshot({ path: "test-results/nojs-product-after-add.png" });
    const cart = new CartFlow(page);
    await cart.open();
    await expect(cart.quantityOf(p.name)).toHaveText("1");
    // The line's + is a plain form too: back on the cart with its notice.
    await page.getByRole("button", { name: `Increase quantity of ${p.name}` }).click();
    await expect(page).toHaveURL(/\/demo\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Cart updated." })).toBeVisible();
    await expect(cart.quantityOf(p.name)).toHaveText("2");
    await page.screenshot({ path: "test-results/nojs-cart-after-add.png", fullPage: true });

    // Two saved addresses (the no-JS address form is the profile's; here through its endpoint).
    for (const name of ["Nila Home", "Nila Office"]) {
      await saveAddress(page, name);
    }
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/demo\/checkout$/);
    await expect(page.getByRole("heading", { name: "Choose Delivery Option" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Delivery to Your Address" })).toBeChecked();
    await expect(page.getByTestId("checkout-total")).toContainText("₹");

    // The choices are a GET form: in-shop and the office, then the totals for them.
    await page.getByRole("radio", { name: "In-Shop Purchase" }).check();
    await page.getByRole("radio", { name: /Nila Office/ }).check();
    await page.getByRole("button", { name: "Update Totals" }).click();
    await expect(page).toHaveURL(/mode=in-shop/);
    await expect(page.getByRole("radio", { name: "In-Shop Purchase" })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Nila Office/ })).toBeChecked();
    await expect(page.getByTestId("checkout-total")).toHaveText(inr(price * 2));
    // A coupon the shop does not have is refused with the server's reason.
    await page.getByLabel("Coupon code").fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/coupon=NOSUCHCODE/);
    await expect(page.getByLabel("Coupon code")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Coupon code").fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.screenshot({ path: "test-results/nojs-checkout.png", fullPage: true });

    // Another device deletes the office: Place Order comes back with the reason and without it.
    const officeId = await page.getByRole("radio", { name: /Nila Office/ }).getAttribute("value");
    await page.request.post("/demo/addresses", {
      form: { intent: "delete", id: officeId ?? "" },
      headers: { origin: new URL(page.url()).origin },
    });
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/demo\/checkout\?mode=in-shop/);
    const failed = page.getByRole("alert").filter({ hasText: "Failed to create orders: Selected profile not found." });
    await expect(failed).toContainText("That address was deleted. Please choose another address.");
    await expect(page.getByRole("radio", { name: /Nila Office/ })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /Nila Home/ })).toBeChecked();

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}\/placed$/);
    await expect(page.getByRole("status").filter({ hasText: "Your 1 order(s) have been sent to the seller." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" })).toBeVisible();
    await expect(new CartFlow(page).badge(0)).toBeVisible();
    // Its link to the order's details is a plain link too.
    await page.getByRole("link", { name: "View your order" }).click();
    await expect(page).toHaveURL(/\/demo\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Order Details" })).toBeVisible();
  });
});

/** The profile button is server-rendered: a click before hydration does nothing, so click until it opens. */
async function openProfile(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Your Profile" });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole("button", { name: "My Profile / Order History" }).first().click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
