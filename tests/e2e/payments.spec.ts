// Getting paid, at phone width, through the production build's real UI: the little-steps
// seller sets up UPI, cash on delivery, pay at the shop, a delivery fee and area, and coupons; the
// demo customer meets each coupon refusal and an unserved pincode, pays by UPI (the QR image on the
// page is decoded and its upi://pay URI checked), gives a UTR, and the seller marks it paid; a COD
// order and an in-shop order end 'Collected'. Shop `demo` is left as it is: other specs order there.
import { randomInt } from "node:crypto";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { fillAddress, logIn } from "./support/demo";
import { withDb } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const SHOP = "little-steps";
const SHOP_NAME = "Little Steps Kids Wear";
const UPI_ID = "arjun.mehta@okaxis";
const PAYEE = "Arjun Mehta";
const DELIVERY_FEE = 4900;
const FREE_ABOVE = 299900;
const COD_FEE = 2500;
const MIN_NOT_MET = 5000000;

test.use({ viewport: { width: 390, height: 844 } });
// Two people in two browser contexts and a dozen page loads per test.
test.describe.configure({ timeout: 90_000 });

const inr = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
/** The shop's delivery rule, worked out here independently of the app: fee unless the goods reach free-above. */
const feeFor = (goodsPaise: number) => (goodsPaise >= FREE_ABOVE ? 0 : DELIVERY_FEE);
/** A day in India's calendar, `days` from today, as a date box takes it. */
const istDay = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Stock {
  id: string;
  name: string;
  color: string;
  size: string;
  price: number;
}

/** A random active little-steps product size with at least 3 in stock (one per checkout below), below free delivery. */
function pickStock(): Promise<Stock> {
  return withDb(async (db) => {
    const { rows } = await db.query<Stock>(
      `select p.id, p.name, ps.color, ps.size, coalesce(p.sale_price_paise, p.price_paise) as price
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = $1 and p.active and ps.stock >= 3 and coalesce(p.sale_price_paise, p.price_paise) < $2
        order by random() limit 1`,
      [SHOP, FREE_ABOVE],
    );
    if (!rows[0]) throw new Error(`no ${SHOP} product with stock`);
    return { ...rows[0], price: Number(rows[0].price) };
  });
}

async function signedIn(browser: Browser, email: string, loginPath?: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, loginPath);
  return page;
}

/** Empties the shopper's cart, puts one of `p` in it and opens the cart once its first quote is in. */
async function cartWith(page: Page, p: Stock) {
  await page.goto(`/${SHOP}/cart`);
  const clear = page.getByRole("button", { name: "Clear Cart" });
  await expect(page.getByText("Your cart is empty").or(clear)).toBeVisible();
  if (await clear.isVisible()) await clear.click();
  await page.goto(`/${SHOP}/product/${p.id}?${new URLSearchParams({ color: p.color, size: p.size })}`);
  await expect(page.getByRole("radiogroup", { name: "Size" }).first().getByRole("radio", { name: p.size, exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText("Item added to cart!")).toBeVisible();
  await page.goto(`/${SHOP}/cart`);
  await expect(page.getByLabel(`Quantity of ${p.name}`, { exact: true })).toHaveText("1");
  // The shopper's saved (served) address is selected: the quote charges delivery.
  await expect(page.getByTestId("cart-total")).toHaveText(inr(p.price + feeFor(p.price)));
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

/** The order's confirmation page, where a checkout ends: its number, after checking its total and how it is paid. */
async function confirmation(page: Page, total: number, howPaid: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/orders/[0-9a-f-]{36}/placed$`));
  // The page's own status line (a UPI checkout's toast from the payment screen may still show the same words).
  await expect(page.getByRole("status").filter({ hasText: "Your 1 order(s) have been sent to the seller." })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(inr(total));
  await expect(page.getByTestId("how-paid")).toHaveText(howPaid);
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  // The one order number of the checkout: the id's first 10 hex digits, as in the URL.
  expect(orderNumber).toBe(new URL(page.url()).pathname.split("/")[3]?.replace(/-/g, "").slice(0, 10).toUpperCase());
  return orderNumber;
}

/** The newest order in the shopper's history: its number, after checking its payment status there. */
async function newestOrder(page: Page, paymentStatus: string): Promise<string> {
  await page.goto(`/${SHOP}/orders`);
  const view = page.getByRole("link", { name: /^View order / }).first();
  const orderNumber = ((await view.getAttribute("aria-label")) ?? "").replace("View order ", "");
  expect(orderNumber).toMatch(/^[0-9A-F]{10}$/);
  await expect(page.getByRole("row", { name: new RegExp(orderNumber) })).toContainText(paymentStatus);
  return orderNumber;
}

/** The shopper's order details show this payment method and status. */
async function expectShopperPayment(page: Page, orderNumber: string, method: string, status: string) {
  await page.goto(`/${SHOP}/orders`);
  await page.getByRole("link", { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole("heading", { name: "Order Details" })).toBeVisible();
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByText(method, { exact: true })).toBeVisible();
  await expect(payment.getByTestId("payment-status")).toHaveText(status);
}

/** Opens the order on the seller's Orders page by its number; returns its Payment panel. */
async function openSellerOrder(page: Page, orderNumber: string): Promise<Locator> {
  await page.goto(`/${SHOP}/dashboard/orders`);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`#${orderNumber}`) }).click();
  return sellerPaymentPanel(page, orderNumber);
}

async function sellerPaymentPanel(page: Page, orderNumber: string): Promise<Locator> {
  await expect(page.getByRole("heading", { name: `Order #${orderNumber}` })).toBeVisible();
  return page.locator("section").filter({ has: page.getByRole("heading", { name: "Payment", exact: true }) });
}

/** The payment status badge beside the Payment panel's heading. */
const panelBadge = (panel: Locator) =>
  panel.getByRole("heading", { name: "Payment", exact: true }).locator("xpath=following-sibling::span[1]");

/** The seller marks cash collected on the order's Payment panel (in-shop before delivery: with the "cash at the shop" tick). */
async function markCollected(page: Page, orderNumber: string, method: string, opts: { atShop?: boolean } = {}) {
  const panel = await openSellerOrder(page, orderNumber);
  await expect(panelBadge(panel)).toHaveText("To collect");
  // The payment's reference is the order number.
  await expect(panel.getByText(`${method} · Reference ${orderNumber}`, { exact: true })).toBeVisible();
  if (opts.atShop) await panel.getByRole("checkbox", { name: "I took the cash at the shop" }).check();
  await panel.getByRole("button", { name: "Mark collected" }).click();
  await expect(page.getByText("Payment marked collected.")).toBeVisible();
  await expect(panelBadge(panel)).toHaveText("Collected");
  await expect(panel.getByRole("button", { name: "Mark collected" })).toHaveCount(0);
}

/** Cash on delivery is not collected before delivery: the seller confirms, ships straight from confirmed (courier and AWB), and marks it delivered. */
async function deliverCodOrder(page: Page, orderNumber: string) {
  const panel = await openSellerOrder(page, orderNumber);
  await expect(panel.getByRole("button", { name: "Mark collected" })).toHaveCount(0);
  await expect(panel.getByText(/^Cash on delivery is collected when the parcel is delivered/)).toBeVisible();
  await confirmAndShip(page, { courier: "Delhivery", awb: "DLV1234567" });
  await expect(panel.getByRole("button", { name: "Mark collected" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.getByText("Order marked delivered.")).toBeVisible();
}

test.describe
  .serial("payments at phone width", () => {
    let seller: Page;
    let customer: Page;
    let product: Stock;
    // Fresh codes for each run: the database is shared by repeats and by the specs after this one.
    const codes = { valid: "", expired: "", minimum: "", oneUse: "", once: "" };
    // What the UPI test leaves for the seller's: the order, its payment screen, UTR, reference and total.
    const upi = { order: "", path: "", utr: "", reference: "", total: 0 };

    test.beforeAll(async ({ browser }) => {
      const run = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 2).toString(36)}`.toUpperCase();
      Object.assign(codes, {
        valid: `TEN-${run}`,
        expired: `OLD-${run}`,
        minimum: `BIG-${run}`,
        oneUse: `ONE-${run}`,
        once: `ONCE-${run}`,
      });
      product = await pickStock();
      seller = await signedIn(browser, "kids@example.com");
      customer = await signedIn(browser, "customer@example.com", `/${SHOP}/login`);
      expect(customer.viewportSize()).toEqual({ width: 390, height: 844 });
    });

    test.afterAll(async () => {
      await Promise.all([seller?.context().close(), customer?.context().close()]);
    });

    test("the seller sets up UPI, cash on delivery, pay at the shop, delivery and coupons", async () => {
      await seller.goto(`/${SHOP}/dashboard/payments`);
      await expect(seller.getByRole("heading", { name: "Payments & delivery" })).toBeVisible();
      const pay = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Save payment settings" }) });
      for (const method of ["UPI", "Cash on delivery", "Pay at the shop"])
        await pay.getByRole("checkbox", { name: method, exact: true }).check();
      await pay.getByLabel("UPI ID", { exact: true }).fill(UPI_ID);
      await pay.getByLabel("Payee name", { exact: true }).fill(PAYEE);
      await pay.getByLabel("COD fee (₹)", { exact: true }).fill(String(COD_FEE / 100));
      await pay.getByLabel("Maximum order value for COD (₹)", { exact: true }).fill("");
      await pay.getByLabel("UPI payment window (hours)", { exact: true }).fill("24");
      await pay.getByRole("button", { name: "Save payment settings" }).click();
      await expect(seller.getByText("Payment settings saved.")).toBeVisible();

      const delivery = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Save delivery settings" }) });
      await delivery.getByLabel("Delivery fee (₹)", { exact: true }).fill(String(DELIVERY_FEE / 100));
      await delivery.getByLabel("Free delivery above (₹)", { exact: true }).fill(String(FREE_ABOVE / 100));
      await delivery.getByRole("radio", { name: "These pincodes", exact: true }).check();
      // The customer's saved address is in 560038; a prefix covers Pune's; Kolkata's 700001 is not served.
      await delivery.getByLabel("Pincodes you deliver to", { exact: true }).fill("560038, 4110");
      await delivery.getByRole("button", { name: "Save delivery settings" }).click();
      await expect(seller.getByText("Delivery settings saved.")).toBeVisible();

      // Both survive a reload.
      await seller.reload();
      await expect(pay.getByLabel("UPI ID", { exact: true })).toHaveValue(UPI_ID);
      await expect(pay.getByRole("checkbox", { name: "Pay at the shop", exact: true })).toBeChecked();
      await expect(delivery.getByLabel("Pincodes you deliver to", { exact: true })).toHaveValue("560038, 4110");

      await seller.goto(`/${SHOP}/dashboard/coupons`);
      const add = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Add coupon" }) });
      const coupons: Array<{
        code: string;
        kind: "Percent off" | "Amount off (₹)";
        value: string;
        fill?: Record<string, string>;
        once?: boolean;
      }> = [
        { code: codes.valid, kind: "Percent off", value: "10" },
        { code: codes.expired, kind: "Percent off", value: "10", fill: { "Valid until (last day, IST)": istDay(-1) } },
        { code: codes.minimum, kind: "Amount off (₹)", value: "100", fill: { "Minimum order (₹)": String(MIN_NOT_MET / 100) } },
        { code: codes.oneUse, kind: "Amount off (₹)", value: "20", fill: { "Total uses allowed": "1" } },
        { code: codes.once, kind: "Percent off", value: "5", once: true },
      ];
      for (const c of coupons) {
        await add.getByLabel("Code", { exact: true }).fill(c.code.toLowerCase());
        await add.getByRole("radio", { name: c.kind, exact: true }).check();
        await add.getByLabel("Percent or amount off", { exact: true }).fill(c.value);
        for (const [label, value] of Object.entries(c.fill ?? {})) await add.getByLabel(label, { exact: true }).fill(value);
        if (c.once) await add.getByRole("checkbox", { name: "Once per customer", exact: true }).check();
        await add.getByRole("button", { name: "Add coupon" }).click();
        // Shoppers' codes are upper case: the lower-case entry is saved upper-cased.
        await expect(seller.getByText(`Coupon ${c.code} saved.`)).toBeVisible();
        // The form starts empty for the next one.
        await expect(add.getByLabel("Code", { exact: true })).toHaveValue("");
      }
      const card = (code: string) => seller.getByRole("listitem").filter({ has: seller.getByText(code, { exact: true }) });
      await expect(card(codes.valid)).toContainText("10% off");
      await expect(card(codes.minimum)).toContainText(`Minimum order${inr(MIN_NOT_MET)}`);
      await expect(card(codes.oneUse)).toContainText("Uses0/1");
      await expect(card(codes.once)).toContainText("Once per customerYes");
    });

    test("cash on delivery and pay at the shop, each with a coupon, end 'Collected'", async () => {
      // Cash on delivery, with the one-use coupon (used up from now on).
      await cartWith(customer, product);
      await applyCoupon(customer, codes.oneUse);
      await expect(customer.getByRole("status").filter({ hasText: "You save" })).toHaveText(`You save ${inr(2000)} with ${codes.oneUse}.`);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      let delivery = customer.getByRole("dialog", { name: "Choose Delivery Option" });
      await expect(delivery.getByRole("radio", { name: /^Ananya Iyer/ })).toBeChecked();
      const methods = delivery.getByRole("group", { name: "How will you pay?" });
      await expect(methods.getByRole("radio")).toHaveCount(3);
      await expect(methods.getByRole("radio", { name: "UPI", exact: true })).toBeChecked();
      await methods.getByRole("radio", { name: `Cash on delivery · fee ${inr(COD_FEE)}` }).check();
      const codGoods = product.price - 2000;
      const codTotal = codGoods + feeFor(codGoods) + COD_FEE;
      await expect(delivery.getByText(`Total ${inr(codTotal)}`)).toBeVisible();
      // The in-shop total beside it carries no COD fee and no delivery fee.
      await expect(delivery.getByText(`Total ${inr(codGoods)}`)).toBeVisible();
      // Cash on delivery is not for in-shop purchase.
      await expect(delivery.getByRole("button", { name: "In-Shop Purchase" })).toBeDisabled();
      await expect(delivery.getByRole("button", { name: "In-Shop Purchase" })).toHaveAccessibleDescription(
        "Cash on delivery is not available for in-shop purchase.",
      );
      await delivery.getByRole("button", { name: "Delivery to Your Address" }).click();
      const codPlaced = await confirmation(customer, codTotal, `Keep ${inr(codTotal)} ready to pay in cash on delivery.`);
      const codOrder = await newestOrder(customer, "To collect");
      expect(codOrder).toBe(codPlaced);

      // Pay at the shop for an in-shop purchase, with the once-per-customer coupon: no delivery fee.
      await cartWith(customer, product);
      await applyCoupon(customer, codes.once);
      const onceOff = Math.floor((product.price * 5) / 100);
      await expect(customer.getByRole("status").filter({ hasText: "You save" })).toHaveText(`You save ${inr(onceOff)} with ${codes.once}.`);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      delivery = customer.getByRole("dialog", { name: "Choose Delivery Option" });
      await delivery.getByRole("radio", { name: "Pay at the shop", exact: true }).check();
      await expect(delivery.getByRole("button", { name: "Delivery to Your Address" })).toBeDisabled();
      await expect(delivery.getByRole("button", { name: "Delivery to Your Address" })).toHaveAccessibleDescription(
        "Pay at the shop is not available for delivery.",
      );
      await expect(delivery.getByText(`Total ${inr(product.price - onceOff)}`)).toBeVisible();
      await delivery.getByRole("button", { name: "In-Shop Purchase" }).click();
      const shopTotal = product.price - onceOff;
      const shopPlaced = await confirmation(customer, shopTotal, `Pay ${inr(shopTotal)} at the shop when you collect your order.`);
      const shopOrder = await newestOrder(customer, "To collect");
      expect(shopOrder).toBe(shopPlaced);
      expect(shopOrder).not.toBe(codOrder);

      // Both wait in the seller's 'Cash to collect'.
      await seller.goto(`/${SHOP}/dashboard/orders`);
      await seller.getByRole("link", { name: "Cash to collect" }).click();
      await expect(seller).toHaveURL(/[?&]payment=to-collect/);
      for (const id of [codOrder, shopOrder])
        await expect(seller.getByRole("link", { name: new RegExp(`#${id}`) })).toContainText("To collect");

      await deliverCodOrder(seller, codOrder);
      await markCollected(seller, codOrder, "Cash on delivery");
      const codPanel = await sellerPaymentPanel(seller, codOrder);
      await expect(codPanel.getByText(`Discount (${codes.oneUse})`)).toBeVisible();
      await expect(codPanel.locator("dl").first().locator("dd")).toHaveText([
        inr(product.price),
        inr(feeFor(codGoods)),
        inr(COD_FEE),
        `−${inr(2000)}`,
        inr(0),
        inr(codTotal),
      ]);
      await markCollected(seller, shopOrder, "Pay at the shop", { atShop: true });

      await expectShopperPayment(customer, codOrder, "Cash on delivery", "Collected");
      await expectShopperPayment(customer, shopOrder, "Pay at the shop", "Collected");
      await expect(customer.getByText("Delivery Mode").locator("xpath=following-sibling::dd[1]")).toHaveText("In-Shop Purchase");
    });

    test("each coupon refusal and an unserved pincode say why; the shopper pays by UPI and gives the UTR", async () => {
      await cartWith(customer, product);
      const summary = customer.getByRole("complementary", { name: "Order Summary" });
      const couponBox = summary.getByLabel("Coupon code", { exact: true });
      const refusal = summary.getByRole("alert");
      const refusals: Array<[string, string]> = [
        [codes.expired, `Coupon ${codes.expired} has expired.`],
        [codes.minimum, `Coupon ${codes.minimum} needs an order of at least ${inr(MIN_NOT_MET)}.`],
        [codes.oneUse, `Coupon ${codes.oneUse} has been used up.`],
        [codes.once, `You have already used coupon ${codes.once}.`],
      ];
      for (const [code, message] of refusals) {
        await applyCoupon(customer, code.toLowerCase());
        await expect(refusal).toHaveText(message);
        await expect(couponBox).toHaveAttribute("aria-invalid", "true");
        await expect(couponBox).toHaveAccessibleDescription(message);
        await expect(customer.getByTestId("cart-total")).toHaveText(inr(product.price + feeFor(product.price)));
      }

      await applyCoupon(customer, codes.valid);
      const discount = Math.floor((product.price * 10) / 100);
      const goods = product.price - discount;
      const total = goods + feeFor(goods);
      await expect(customer.getByRole("status").filter({ hasText: "You save" })).toHaveText(
        `You save ${inr(discount)} with ${codes.valid}.`,
      );
      await expect(refusal).toHaveCount(0);
      // No COD fee is charged here: its row is left out; the spec's rows always show.
      await expect(summary.locator("dl dt")).toHaveText(["Subtotal", "Shipping", `Discount (${codes.valid})`, "Tax", "Total"]);
      // Each row's amount (the free-delivery note is a second dd of the Shipping row).
      await expect(summary.locator("dl dd:first-of-type")).toHaveText([
        inr(product.price),
        inr(feeFor(goods)),
        `−${inr(discount)}`,
        inr(0),
        inr(total),
      ]);
      await expect(summary.getByText(`Free delivery on orders of ${inr(FREE_ABOVE)} or more`)).toBeVisible();

      // A second address, in Kolkata: outside the shop's pincodes.
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      const delivery = customer.getByRole("dialog", { name: "Choose Delivery Option" });
      await delivery.getByRole("button", { name: "Add Address" }).click();
      await fillAddress(customer, {
        "Full Name": "Ananya Kolkata",
        "Mobile Number": "9123456780",
        "Flat/House/Building": "7 Dalhousie Square",
        "Area/Street/Sector/Village": "BBD Bagh",
        Pincode: "700001",
      });
      await expect(customer.getByText("Profile saved successfully.")).toBeVisible();
      await expect(delivery.getByRole("radio", { name: /^Ananya Kolkata/ })).toBeChecked();
      await expect(delivery.getByRole("alert")).toHaveText(
        `${SHOP_NAME} does not deliver to pincode 700001. Choose another address or In-Shop Purchase.`,
      );
      const toAddress = delivery.getByRole("button", { name: "Delivery to Your Address" });
      await expect(toAddress).toBeDisabled();
      await expect(toAddress).toHaveAccessibleDescription("Not available for the selected address.");

      // Back to the served address: the message goes and delivery can be chosen.
      await delivery.getByRole("radio", { name: /^Ananya Iyer/ }).check();
      await expect(delivery.getByRole("alert")).toHaveCount(0);
      await expect(toAddress).toBeEnabled();
      // The Kolkata address goes again (the shared database keeps the customer as other specs expect).
      await delivery.getByRole("button", { name: "Close", exact: true }).click();
      await summary.getByRole("button", { name: "Delete address of Ananya Kolkata" }).click();
      await expect(customer.getByText("Profile deleted successfully.")).toBeVisible();
      await expect(summary.getByRole("radio", { name: /^Ananya Kolkata/ })).toHaveCount(0);

      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      await expect(delivery.getByRole("radio", { name: /^Ananya Iyer/ })).toBeChecked();
      await expect(delivery.getByRole("radio", { name: "UPI", exact: true })).toBeChecked();
      await expect(delivery.getByText(`Total ${inr(total)}`)).toBeVisible();
      await toAddress.click();

      // Straight to the payment screen, with the notice that the order was sent.
      await expect(customer).toHaveURL(new RegExp(`/${SHOP}/pay/[0-9a-f-]{36}$`));
      await expect(customer.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
      const checkoutId = new URL(customer.url()).pathname.split("/").pop() as string;
      const amount = (total / 100).toFixed(2);
      await expect(customer.getByRole("heading", { level: 1 })).toHaveText(`Pay ${inr(total)}`);
      const detail = (term: string) => customer.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
      const reference = (await detail("Reference (add it to the payment's note)").textContent()) ?? "";
      expect(reference).toBe(checkoutId.replace(/-/g, "").slice(0, 10).toUpperCase());
      await expect(detail("UPI ID")).toContainText(UPI_ID);
      await expect(detail("Amount")).toContainText(amount);
      await expect(detail("Payee name")).toHaveText(PAYEE);

      // The QR image as a phone's camera sees it: a screenshot, decoded.
      const qr = customer.getByTestId("upi-qr");
      await expect(qr).toBeVisible();
      const { data, info } = await sharp(await qr.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      expect(decoded, "the QR code on the payment screen decodes").not.toBeNull();
      const uri = decoded?.data ?? "";
      expect(uri.startsWith("upi://pay?")).toBe(true);
      const params = new URLSearchParams(uri.slice("upi://pay?".length));
      expect(params.get("pa")).toBe(UPI_ID);
      expect(params.get("pn")).toBe(PAYEE);
      expect(params.get("am")).toBe(amount);
      expect(params.get("tr")).toBe(reference);
      expect(params.get("cu")).toBe("INR");
      expect(params.get("tn")).toBe(`Order ${reference} ${SHOP_NAME}`);
      // On a phone the same link opens the UPI app.
      await expect(customer.getByRole("link", { name: "Pay with UPI app" })).toHaveAttribute("href", uri);

      // The UTR as UPI apps show it, in groups of four.
      const utr = String(randomInt(100_000_000_000, 999_999_999_999));
      await customer.getByLabel("UTR (12 digits)", { exact: true }).fill(utr.replace(/(\d{4})(?=\d)/g, "$1 "));
      await customer.getByRole("button", { name: "I have paid" }).click();
      // The checkout ends on the order's confirmation page, which says the payment was reported.
      const payPath = `/${SHOP}/pay/${checkoutId}`;
      await expect(customer).toHaveURL(new RegExp(`/${SHOP}/orders/${checkoutId}/placed$`));
      const placed = await confirmation(
        customer,
        total,
        `You told the shop you paid ${inr(total)} by UPI; it confirms the payment once it reaches its bank.`,
      );
      expect(placed).toBe(reference);
      // The payment screen, opened again, shows the claim and asks for no other.
      await customer.goto(payPath);
      const claimed = customer.getByRole("status").filter({ hasText: "Payment claimed" });
      await expect(claimed.getByText("Payment claimed", { exact: true })).toBeVisible();
      await expect(claimed).toContainText(`UTR ${utr}`);
      await expect(claimed).toContainText("The seller will mark the order paid once the money has reached them.");
      await expect(customer.getByRole("button", { name: "I have paid" })).toHaveCount(0);
      Object.assign(upi, { path: payPath, utr, reference, total });
      upi.order = await newestOrder(customer, "Payment claimed");
    });

    test("the seller finds the claimed payment, marks it paid, and the shopper sees 'Paid'", async () => {
      const { order, utr, reference, total } = upi;
      await seller.goto(`/${SHOP}/dashboard/orders`);
      await seller.getByRole("link", { name: "Payments to confirm" }).click();
      await expect(seller).toHaveURL(/[?&]payment=to-confirm/);
      const row = seller.getByRole("link", { name: new RegExp(`#${order}`) });
      await expect(row).toContainText("Payment claimed");
      await row.click();
      const panel = await sellerPaymentPanel(seller, order);
      await expect(panelBadge(panel)).toHaveText("Payment claimed");
      await expect(panel.getByText(`UPI · Reference ${reference}`)).toBeVisible();
      await expect(panel.getByText("UTR", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(utr);
      await expect(panel.getByText(UPI_ID, { exact: true })).toBeVisible();
      await expect(panel.getByText("Total", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(inr(total));
      await expect(panel.getByText("Check your bank or UPI app for this UTR before marking the order paid.")).toBeVisible();
      await panel.getByRole("button", { name: "Mark paid" }).click();
      await expect(seller.getByText("Payment marked paid.")).toBeVisible();
      await expect(panelBadge(panel)).toHaveText("Paid");
      await expect(panel.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
      // Confirmed payments leave the 'to confirm' list.
      await seller.goto(`/${SHOP}/dashboard/orders?payment=to-confirm&q=${order}`);
      await expect(seller.getByText("0 orders", { exact: true })).toBeVisible();

      // The shopper's payment screen, reloaded, and the order's details both say Paid.
      await customer.goto(upi.path);
      await expect(customer.getByText("Paid", { exact: true })).toBeVisible();
      await expect(customer.getByText("The seller has confirmed your payment. Thank you!")).toBeVisible();
      await expect(customer.getByTestId("upi-qr")).toHaveCount(0);
      await expectShopperPayment(customer, order, "UPI", "Paid");
    });
  });
