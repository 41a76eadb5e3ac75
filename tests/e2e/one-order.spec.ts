// One purchase is one order (docs/decisions/0128-one-order-per-purchase.md), at phone width through
// the production build's real UI: a new shop (its own, so this runs beside the shared-data lane)
// sells two products; a new shopper buys both, once paying cash on delivery and once by UPI. Each
// purchase ends on its confirmation page with one order number, and that number is the one of the
// e-mails, the seller's order page, the invoice's order and guest tracking. The amount to collect
// is the confirmation's total; the seller then cancels one line of the COD order: the total and the
// cash to collect drop by that line, its stock comes back, and the shopper is e-mailed the new total.
import { randomInt } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { LineRef } from "./support/cart-flow";
import { linksIn, mailTo, type ReceivedMail } from "./support/mail";
import {
  checkout,
  confirmation,
  importProducts,
  inr,
  newShopper,
  numberOf,
  openShop,
  pdfAt,
  sellerOrder,
  takePayments,
} from "./support/new-shop";
import { variantStock } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Three people in three browser contexts, two checkouts and the mail worker's polling.
test.describe.configure({ timeout: 90_000 });

const SHOP_NAME = "Meena's Looms";
const UPI_ID = "meena.looms@okicici";
const PAYEE = "Meena Kumari";
const COD_FEE = 2500;
// The mobile of the shopper's saved address (support/cart-flow.ts): the order's contact number.
const MOBILE = "9830012345";
const KURTA = { name: "Ikat Kurta", color: "Gold", price: 129900, stock: 5 };
const DUPATTA = { name: "Bandhani Dupatta", color: "Maroon", price: 45000, stock: 6 };

const SHOP = { name: SHOP_NAME, owner: PAYEE, location: "Jaipur, Rajasthan" };

/** The shop's two products through the catalogue import, and their ids. */
async function stockShop(page: Page, handle: string): Promise<{ kurta: LineRef; dupatta: LineRef }> {
  const lines = await importProducts(page, handle, [KURTA, DUPATTA]);
  return { kurta: lines[KURTA.name] as LineRef, dupatta: lines[DUPATTA.name] as LineRef };
}

/** The messages for `to` that link to `href`. */
const mailsLinking = (to: string, href: string) => mailTo(to).filter((m) => linksIn(m).includes(href));

/** The order number in the shopper's "order placed" e-mail about the order at `href`, once it arrived. */
async function numberInPlacedMail(email: string, href: string): Promise<string> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = mailsLinking(email, href).find((m) => /^Your order [0-9A-F]{10} at /.test(m.subject))), { timeout: 30_000 })
    .toBeTruthy();
  return /^Your order ([0-9A-F]{10}) at /.exec(mail?.subject ?? "")?.[1] ?? "";
}

/** A `dd` by its `dt` in the items card. */
const amount = (scope: Locator, term: string) => scope.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

/** The packing slip's cash line ("COLLECT ₹2,224.00"; the sign is set in another font, so a space may come between). */
const collectLine = (paise: number) => new RegExp(`COLLECT ₹ ?${inr(paise).slice(1).replace(/[.,]/g, "\\$&")}`);

test("one purchase is one order: one number on the confirmation, e-mails, seller, invoice and tracking; a cancelled line comes off it", async ({
  page,
  browser,
  baseURL,
}) => {
  const handle = `looms-${Date.now().toString(36)}`;
  const sellerEmail = `${handle}@example.com`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { ...SHOP, handle });
  const { kurta, dupatta } = await stockShop(seller, handle);
  await takePayments(seller, handle, { upiId: UPI_ID, name: PAYEE, codFee: COD_FEE });

  // A new shopper of the shop, with a saved address.
  const email = await newShopper(page, handle, { name: "Ravi Kumar", mobile: MOBILE });

  // Cash on delivery: a kurta and two dupattas, one order.
  const codGoods = KURTA.price + 2 * DUPATTA.price;
  const codTotal = codGoods + COD_FEE;
  await checkout(
    page,
    handle,
    [
      [kurta, 1],
      [dupatta, 2],
    ],
    `Cash on delivery · fee ${inr(COD_FEE)}`,
  );
  const cod = await confirmation(page, handle, codTotal, `Keep ${inr(codTotal)} ready to pay in cash on delivery.`, [
    KURTA.name,
    DUPATTA.name,
  ]);
  const next = page.getByRole("navigation", { name: "What next" });
  await expect(next.getByRole("link", { name: "View your order" })).toHaveAttribute("href", `/${handle}/orders/${cod.id}`);
  await expect(next.getByRole("link", { name: "Track your order" })).toHaveAttribute("href", `/${handle}/track`);
  await expect(next.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", `/${handle}`);

  // UPI: a kurta and a dupatta; the payment screen first, then the same confirmation page.
  const upiTotal = KURTA.price + DUPATTA.price;
  await checkout(
    page,
    handle,
    [
      [kurta, 1],
      [dupatta, 1],
    ],
    "UPI",
  );
  await expect(page).toHaveURL(new RegExp(`/${handle}/pay/[0-9a-f-]{36}$`));
  await expect(page.getByText("Your 1 order(s) have been sent to the seller.")).toBeVisible();
  const upiId = new URL(page.url()).pathname.split("/").pop() as string;
  const reference = page.locator("dt", { hasText: "Reference (add it to the payment's note)" }).locator("xpath=following-sibling::dd[1]");
  await expect(reference).toHaveText(numberOf(upiId));
  await page.getByLabel("UTR (12 digits)", { exact: true }).fill(String(randomInt(100_000_000_000, 999_999_999_999)));
  await page.getByRole("button", { name: "I have paid" }).click();
  const upi = await confirmation(
    page,
    handle,
    upiTotal,
    `You told the shop you paid ${inr(upiTotal)} by UPI; it confirms the payment once it reaches its bank.`,
    [KURTA.name, DUPATTA.name],
  );
  expect(upi.id).toBe(upiId);
  expect(upi.number).not.toBe(cod.number);
  // Three dupattas went, in two orders.
  expect(await variantStock(dupatta)).toBe(DUPATTA.stock - 3);

  // The e-mails carry the same numbers: the shopper's "order placed" and the seller's "new order".
  for (const order of [cod, upi]) {
    expect(await numberInPlacedMail(email, `${baseURL}/${handle}/orders/${order.id}`)).toBe(order.number);
    const newOrder = () =>
      mailsLinking(sellerEmail, `${baseURL}/${handle}/dashboard/orders/${order.id}`).filter((m) =>
        m.subject.startsWith(`New order ${order.number} at`),
      );
    await expect
      .poll(() => newOrder().map((m) => m.text), { timeout: 30_000 })
      .toEqual([expect.stringContaining(`Order ${order.number}.`)]);
  }

  // The seller's order pages: the number in the heading, the packing slips and the documents; for COD
  // the cash to collect is the confirmation's total.
  let items = await sellerOrder(seller, handle, upi.id, upi.number);
  await expect(amount(items, "Total amount")).toHaveText(inr(upiTotal));
  await expect(seller.getByTestId("collect-amount")).toHaveCount(0);
  items = await sellerOrder(seller, handle, cod.id, cod.number);
  await expect(amount(items, "Total quantity")).toHaveText("3");
  await expect(amount(items, "Subtotal")).toHaveText(inr(codGoods));
  await expect(amount(items, "Total amount")).toHaveText(inr(codTotal));
  await expect(seller.getByTestId("collect-amount")).toHaveText(`Collect ${inr(codTotal)}`);
  const slip = seller.getByRole("link", { name: "Packing slip (A4)" });
  await expect(slip).toHaveAttribute("href", `/${handle}/dashboard/orders/${cod.id}/packing-slip.pdf`);
  await expect(seller.getByRole("link", { name: "Packing label (4×6 in)" })).toHaveAttribute(
    "href",
    `/${handle}/dashboard/orders/${cod.id}/packing-slip.pdf?size=label`,
  );
  // The slip: the number, both lines, and the cash to collect in large type.
  const slipText = (await pdfAt(seller, `/${handle}/dashboard/orders/${cod.id}/packing-slip.pdf`)).text;
  for (const part of [`Order ${cod.number}`, `1 × ${KURTA.name}`, `2 × ${DUPATTA.name}`]) expect(slipText).toContain(part);
  expect(slipText).toMatch(collectLine(codTotal));
  // No invoice yet: it is issued when the goods leave, and the order's documents say so.
  const documents = seller
    .locator("section, div")
    .filter({ has: seller.getByRole("heading", { name: "Documents", exact: true }) })
    .last();
  await expect(documents).toContainText("The invoice is issued when you mark the order shipped.");
  await expect(documents.getByRole("link")).toHaveCount(0);
  // The seller ships the UPI order: its invoice (a bill of supply: the shop is not GST-registered) prints its number.
  await sellerOrder(seller, handle, upi.id, upi.number);
  await confirmAndShip(seller, { courier: "Delhivery", awb: "DLV7654321" });
  const invoiceLink = /^Bill of supply (\S+) \(PDF\)$/;
  const invoice = seller.getByRole("link", { name: invoiceLink });
  await expect(invoice).toHaveAttribute("href", `/${handle}/dashboard/orders/${upi.id}/invoice.pdf`);
  const invoiceNumber = invoiceLink.exec((await invoice.textContent()) ?? "")?.[1] ?? "";
  expect(invoiceNumber).not.toBe("");
  const upiInvoice = await pdfAt(seller, `/${handle}/dashboard/orders/${upi.id}/invoice.pdf`);
  expect(upiInvoice.disposition).toContain(`${invoiceNumber.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`);
  expect(upiInvoice.text).toContain(`Order number: ${upi.number}`);
  // The shopper's order page, found by the UPI confirmation's number, links the same invoice.
  await page.goto(`/${handle}/orders`);
  await page.getByRole("link", { name: `View order ${upi.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${handle}/orders/${upi.id}$`));
  const shopperInvoice = page.getByRole("link", { name: `Bill of supply ${invoiceNumber} (PDF)` });
  await expect(shopperInvoice).toHaveAttribute("href", `/${handle}/orders/${upi.id}/invoice.pdf`);
  expect((await pdfAt(page, `/${handle}/orders/${upi.id}/invoice.pdf`)).text).toContain(`Order number: ${upi.number}`);
  // Back to the COD order, not shipped: the seller cancels a line of it below.
  items = await sellerOrder(seller, handle, cod.id, cod.number);

  // A guest finds each order by the number from its e-mail and the mobile: one order, both lines.
  const guest = await (await browser.newContext({ viewport: PHONE })).newPage();
  await guest.goto(`/${handle}/track`);
  const form = guest.getByRole("form", { name: "Track your order" });
  for (const order of [cod, upi]) {
    const mailed = await numberInPlacedMail(email, `${baseURL}/${handle}/orders/${order.id}`);
    await form.getByLabel("Order reference").fill(`#${mailed}`);
    await form.getByLabel("Mobile number").fill(MOBILE);
    await form.getByRole("button", { name: "Track order" }).click();
    const found = guest.getByRole("region", { name: `Order #${order.number}` });
    await expect(found.getByRole("list", { name: "Items" }).getByRole("listitem")).toHaveText([
      new RegExp(`${KURTA.name}\\s*× 1`),
      new RegExp(`${DUPATTA.name}\\s*× ${order === cod ? 2 : 1}`),
    ]);
  }

  // The seller cancels the dupattas of the COD order: the kurta still comes.
  const line = 2 * DUPATTA.price;
  await seller.getByRole("button", { name: new RegExp(`^Cancel ${DUPATTA.name} \\(${DUPATTA.color}, .+\\) from this order$`) }).click();
  await expect(seller.getByText(`Item cancelled. The order's total is now ${inr(codTotal - line)}.`)).toBeVisible();
  await expect(amount(items, "Total amount")).toHaveText(inr(codTotal - line));
  await expect(amount(items, "Subtotal")).toHaveText(inr(codGoods - line));
  await expect(amount(items, "Total quantity")).toHaveText("1");
  await expect(seller.getByTestId("collect-amount")).toHaveText(`Collect ${inr(codTotal - line)}`);
  // The line stays, marked (the badge's text is capitalised by its style: read what is drawn).
  await expect(items.getByRole("listitem").filter({ hasText: DUPATTA.name })).toContainText("Cancelled", { useInnerText: true });
  // The last live line cannot be cancelled alone (that is cancelling the order).
  await expect(seller.getByRole("button", { name: /^Cancel .+ from this order$/ })).toHaveCount(0);
  expect(await variantStock(dupatta)).toBe(DUPATTA.stock - 1);
  expect(await variantStock(kurta)).toBe(KURTA.stock - 2);
  // It survives a reload, and the packing label leaves the line out and collects the new total.
  items = await sellerOrder(seller, handle, cod.id, cod.number);
  await expect(seller.getByTestId("collect-amount")).toHaveText(`Collect ${inr(codTotal - line)}`);
  const label = (await pdfAt(seller, `/${handle}/dashboard/orders/${cod.id}/packing-slip.pdf?size=label`)).text;
  expect(label).toMatch(collectLine(codTotal - line));
  expect(label).not.toContain(DUPATTA.name);

  // The shopper is told, with the order's number and its new total.
  let cancelled: ReceivedMail | undefined;
  await expect
    .poll(() => (cancelled = mailTo(email).find((m) => m.subject.startsWith("An item of your order"))), { timeout: 30_000 })
    .toBeTruthy();
  expect(cancelled?.subject).toBe(`An item of your order ${cod.number} at ${SHOP_NAME} is cancelled`);
  expect(cancelled?.text).toContain(`Your order's total is now ${inr(codTotal - line)}.`);
  expect(cancelled?.text).toContain(DUPATTA.name);

  await Promise.all([seller.context().close(), guest.context().close()]);
});
