// GST documents a seller's accountant accepts (docs/decisions/0129–0132), through the production
// build's real UI at phone width: a registered seller in Rajasthan sells a ₹2,999 kurta and a ₹799
// dupatta to a shopper in West Bengal with a 10% coupon. The kurta stays above ₹2,500 a piece after
// the coupon (18%), the dupatta is 5%: one order, no document until it ships, then a tax invoice whose
// PDF (drawn to PNG, and read through its text) shows HSN, rate and IGST per row, the COD fee shared at
// each line's rate, and totals that add up. Cancelling the dupatta after shipping issues a credit
// note against the invoice; a UPI checkout that expires unpaid issues nothing and takes no number.
import { expect, test } from "@playwright/test";
import { gstinCheckChar } from "../../app/domain/invoices/gstin";
import { pdfFirstPagePng } from "../setup/pdf-text";
import {
  checkout,
  confirmation,
  importProducts,
  inr,
  newShopper,
  numberOf,
  openShop,
  pdfAt,
  registerForGst,
  sellerOrder,
  takePayments,
} from "./support/new-shop";
import { withDb } from "./support/platform-db";
import { confirmAndShip } from "./support/seller-order";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

const KURTA = { name: "Chanderi Kurta", color: "Cream", price: 299_900, stock: 4, extra: { hsn: "6211" } };
const DUPATTA = { name: "Mulmul Dupatta", color: "Dark Blue", price: 79_900, stock: 6, extra: { hsn: "6214" } };
const COD_FEE = 2_500;
const GSTIN = `08AAPFU0939F1Z${gstinCheckChar("08AAPFU0939F1Z")}`; // Rajasthan

/** Amounts as the documents print them: rupees with two decimals, Indian grouping, no sign. */
const rupees = (paise: number) => (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** GST included in a value at a rate, to the paisa (worked out here, not by the app). */
const included = (value: number, rate: number) => Math.round((value * rate) / (100 + rate));

test("a registered seller's order: invoice at shipping with each line's rate, a credit note for a line cancelled after, nothing for an expired checkout", async ({
  page,
  browser,
}) => {
  const handle = `gst-${Date.now().toString(36)}`;
  const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openShop(seller, { handle, name: "Jaipur Weaves", owner: "Kavita Sharma", location: "Jaipur, Rajasthan" });
  const lines = await importProducts(seller, handle, [KURTA, DUPATTA]);
  await takePayments(seller, handle, { upiId: "jaipur.weaves@oksbi", name: "Kavita Sharma", codFee: COD_FEE });

  await registerForGst(seller, handle, GSTIN, "Rajasthan");

  await seller.goto(`/${handle}/dashboard/coupons`);
  const add = seller.locator("form").filter({ has: seller.getByRole("button", { name: "Add coupon" }) });
  await add.getByLabel("Code", { exact: true }).fill("SAVE10");
  await add.getByRole("radio", { name: "Percent off", exact: true }).check();
  await add.getByLabel("Percent or amount off", { exact: true }).fill("10");
  await add.getByRole("button", { name: "Add coupon" }).click();
  await expect(seller.getByText("Coupon SAVE10 saved.")).toBeVisible();

  // A shopper in Kolkata (support/cart-flow.ts's address): an inter-state supply, all IGST.
  await newShopper(page, handle, { name: "Ravi Das", mobile: "9830012345" });

  // The coupon's ₹379.80 shared by value: ₹299.90 off the kurta (₹2,699.10 a piece: 18%), ₹79.90 off the dupatta (5%).
  const kurtaValue = KURTA.price - 29_990;
  const dupattaValue = DUPATTA.price - 7_990;
  // The COD fee shared over the lines by value (largest remainder): ₹19.74 at 18%, ₹5.26 at 5%.
  const [kurtaFee, dupattaFee] = [1_974, 526];
  const total = kurtaValue + dupattaValue + COD_FEE;
  await checkout(
    page,
    handle,
    [
      [lines[KURTA.name], 1],
      [lines[DUPATTA.name], 1],
    ],
    `Cash on delivery · fee ${inr(COD_FEE)}`,
    "SAVE10",
  );
  const order = await confirmation(page, handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [KURTA.name, DUPATTA.name]);

  // Nothing is issued before the goods leave.
  await sellerOrder(seller, handle, order.id, order.number);
  const documents = seller.getByRole("list", { name: "Documents" });
  await expect(seller.getByText("The invoice is issued when you mark the order shipped.")).toBeVisible();
  await expect(documents).toHaveCount(0);
  await confirmAndShip(seller, { courier: "Delhivery", awb: "DLV1234567" });
  const invoiceLink = documents.getByRole("link", { name: /^Tax invoice \S+ \(PDF\)$/ });
  await expect(invoiceLink).toHaveCount(1);
  const invoiceNumber = /^Tax invoice (\S+)/.exec((await invoiceLink.textContent()) ?? "")?.[1] ?? "";
  expect(invoiceNumber).toMatch(/^[A-Z0-9-]+\/\d\d-\d\d\/1$/);

  const invoice = await pdfAt(seller, `/${handle}/dashboard/orders/${order.id}/invoice.pdf`);
  // What a person sees: the first page drawn as an image (kept with the test's results).
  const png = await pdfFirstPagePng(invoice.body);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  await test.info().attach("tax-invoice.png", { body: png, contentType: "image/png" });
  const rows = [
    { what: `${KURTA.name} (${KURTA.color}, FREE SIZE)`, hsn: "6211", qty: "1 pcs", value: kurtaValue, rate: 18 },
    { what: `${DUPATTA.name} (${DUPATTA.color}, FREE SIZE)`, hsn: "6214", qty: "1 pcs", value: dupattaValue, rate: 5 },
    { what: "Cash on delivery fee", hsn: "6211", qty: "1", value: kurtaFee, rate: 18 },
    { what: "Cash on delivery fee", hsn: "6214", qty: "1", value: dupattaFee, rate: 5 },
  ].map((r) => ({ ...r, tax: included(r.value, r.rate) }));
  expect(invoice.text).toContain("TAX INVOICE");
  expect(invoice.text).toContain(`Invoice number: ${invoiceNumber}`);
  expect(invoice.text).toContain(`GSTIN: ${GSTIN}`);
  expect(invoice.text).toContain("Place of supply: West Bengal (19)");
  for (const r of rows)
    expect(invoice.text).toContain(`${r.what} ${r.hsn} ${r.qty} ${rupees(r.value - r.tax)} ${r.rate}% ${rupees(r.tax)} ${rupees(r.value)}`);
  const tax = rows.reduce((s, r) => s + r.tax, 0);
  expect(rows.reduce((s, r) => s + r.value, 0)).toBe(total);
  expect(invoice.text).toContain(`Total ${rupees(total - tax)} ${rupees(tax)} ${rupees(total)}`);
  expect(invoice.text).toContain(`Total value ${rupees(total)}`);
  expect(invoice.text).toContain("Amount in words: Rupees Three Thousand Four Hundred Forty-Three and Twenty Paise Only");

  // The shopper refused the dupatta at the door: the seller cancels it after shipping, and a credit note takes it off.
  await seller.getByRole("button", { name: new RegExp(`^Cancel ${DUPATTA.name} \\(${DUPATTA.color}, .+\\) from this order$`) }).click();
  await expect(seller.getByText(`Item cancelled. The order's total is now ${inr(total - dupattaValue)}.`)).toBeVisible();
  const noteLink = documents.getByRole("link", { name: /^Credit note \S+ \(PDF\)$/ });
  await expect(noteLink).toHaveCount(1);
  const noteNumber = /^Credit note (\S+)/.exec((await noteLink.textContent()) ?? "")?.[1] ?? "";
  expect(noteNumber).toMatch(/\/CN\/\d\d-\d\d\/1$/);
  const noteHref = (await noteLink.getAttribute("href")) ?? "";
  const note = await pdfAt(seller, noteHref);
  const dupatta = rows[1];
  expect(note.text).toContain("CREDIT NOTE");
  expect(note.text).toContain(`Against invoice ${invoiceNumber} dated`);
  expect(note.text).toContain(
    `${dupatta.what} ${dupatta.hsn} ${dupatta.qty} ${rupees(dupatta.value - dupatta.tax)} 5% ${rupees(dupatta.tax)} ${rupees(dupatta.value)}`,
  );
  expect(note.text).not.toContain(KURTA.name);
  // The shopper's order page lists both documents.
  await page.goto(`/${handle}/orders/${order.id}`);
  const theirs = page.getByRole("list", { name: "Documents" });
  await expect(theirs.getByRole("link")).toHaveText([`Tax invoice ${invoiceNumber} (PDF)`, `Credit note ${noteNumber} (PDF)`]);

  // A UPI checkout left unpaid: when its window ends it is cancelled, with no document and no number taken.
  await checkout(page, handle, [[lines[KURTA.name], 1]], "UPI");
  await expect(page).toHaveURL(new RegExp(`/${handle}/pay/[0-9a-f-]{36}$`));
  const unpaid = new URL(page.url()).pathname.split("/").pop() as string;
  await withDb((db) =>
    db.query(
      `with due as (update checkout set payment_due_at = now() - interval '1 second' where id = $1::uuid)
       update pgboss.job set start_after = now() where name = 'checkout-expiry' and data->>'checkoutId' = $1::text`,
      [unpaid],
    ),
  );
  await expect
    .poll(
      () => withDb(async (db) => (await db.query("select payment_status from checkout where id = $1", [unpaid])).rows[0]?.payment_status),
      {
        timeout: 30_000,
      },
    )
    .toBe("expired");
  const counts = await withDb(async (db) => {
    const { rows: r } = await db.query(
      `select (select count(*)::int from invoice where checkout_id = $1) as documents,
              (select last_number from invoice_series x join seller s on s.id = x.seller_id where s.handle = $2 and x.series = 'invoice') as invoices`,
      [unpaid, handle],
    );
    return r[0];
  });
  expect(counts).toEqual({ documents: 0, invoices: 1 });
  await sellerOrder(seller, handle, unpaid, numberOf(unpaid));
  await expect(documents).toHaveCount(0);
  await expect(seller.getByText("The invoice is issued when you mark the order shipped.")).toHaveCount(0);

  await seller.context().close();
});
