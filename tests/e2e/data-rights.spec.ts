// Data rights (DPDP Act 2023), one shopper's journey through the production build's real UI: a
// shopper with orders at two new shops asks for their data on the profile ("Your data"), the job
// queue makes the archive, the e-mailed link opens the export's page, and the zip holds their
// orders at both shops. Another signed-in shopper following the same link finds nothing. The
// profile's section and the export's page are photographed at 390 px and desktop, in English and Hindi.
// Then the shopper deletes their account; 15 days later (the clock moved in the database) the hourly
// erasure job has run: their e-mail signs up afresh as a new account, and the seller's tax invoice
// still downloads with its number and place of supply, but without the shopper's name or mobile.
import { expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { gstinCheckChar } from "../../app/domain/invoices/gstin";
import { readCatalogue } from "./support/catalogue";
import { hydrated } from "./support/hydrated";
import { linksIn, mailTo } from "./support/mail";
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: PHONE });
// Two shops set up, two checkouts, the export job and the mail worker's polling.
test.describe.configure({ timeout: 180_000 });

const COD_FEE = 2000;
const GSTIN = `29AAPFU0939F1Z${gstinCheckChar("29AAPFU0939F1Z")}`; // Karnataka
const SHOPPER = { name: "Ravi Kumar", mobile: "9830012345" };
const SHOPS = [
  {
    name: "Kavya's Weaves",
    owner: "Kavya Rao",
    location: "Mysuru, Karnataka",
    product: { name: "Mysore Silk Saree", color: "Green", price: 249900, stock: 5, extra: { hsn: "5007" } },
  },
  {
    name: "Bidar Brass",
    owner: "Imran Khan",
    location: "Bidar, Karnataka",
    product: { name: "Brass Diya", color: "Gold", price: 45050, stock: 8 },
  },
];
const catalogue = readCatalogue();
type Lang = "en" | "hi";
const say = (lang: Lang, key: string) => catalogue[lang][key] as string;

/** The shop's "Your Profile" popup, from the phone menu or the header, and its "Your data" section. */
async function openYourData(page: Page, handle: string, lang: Lang) {
  await page.goto(`/${handle}?lang=${lang}`);
  await hydrated(page, "header a");
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole("button", { name: say(lang, "common_menu") }).click();
  await page
    .getByRole("button", { name: say(lang, "account_menu_button"), exact: true })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("dialog", { name: say(lang, "account_your_profile") });
  const section = dialog.getByRole("region", { name: say(lang, "privacy_export_heading") });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  return section;
}

test("a shopper with orders at two shops takes all their data, then deletes the account; the e-mail is free again and the invoice stays", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const shops = SHOPS.map((s, i) => ({ ...s, handle: `rights-${i}-${stamp}` }));
  const sellers: Page[] = [];
  for (const shop of shops) {
    const seller = await (await browser.newContext({ viewport: PHONE })).newPage();
    await openShop(seller, shop);
    shop.product = { ...shop.product, ...(await importProducts(seller, shop.handle, [shop.product]))[shop.product.name] };
    await takePayments(seller, shop.handle, { upiId: `${shop.handle}@okicici`, name: shop.owner, codFee: COD_FEE });
    sellers.push(seller);
  }
  // The first shop issues tax invoices, so the shopper's order there gets one when it ships.
  await registerForGst(sellers[0] as Page, shops[0].handle, GSTIN, "Karnataka");

  // One shopper, one cash-on-delivery order at each shop.
  const email = await newShopper(page, shops[0].handle, SHOPPER);
  const orders: string[] = [];
  const ids: string[] = [];
  for (const shop of shops) {
    const p = shop.product as typeof shop.product & { id: string; size: string };
    const total = p.price + COD_FEE;
    await checkout(
      page,
      shop.handle,
      [[{ id: p.id, name: p.name, color: p.color, size: p.size }, 1]],
      `Cash on delivery · fee ${inr(COD_FEE)}`,
    );
    orders.push((await confirmation(page, shop.handle, total, `Keep ${inr(total)} ready to pay in cash on delivery.`, [p.name])).number);
    ids.push(new URL(page.url()).pathname.split("/")[3] as string);
  }
  const seller = sellers[0] as Page;
  await sellerOrder(seller, shops[0].handle, ids[0] as string, orders[0] as string);
  await confirmAndShip(seller, { courier: "Delhivery", awb: "DLV7654321" });
  const invoiceLink = seller.getByRole("list", { name: "Documents" }).getByRole("link", { name: /^Tax invoice \S+ \(PDF\)$/ });
  const invoiceNumber = /^Tax invoice (\S+)/.exec((await invoiceLink.textContent()) ?? "")?.[1] ?? "";
  expect(invoiceNumber).not.toBe("");
  const invoiceHref = `/${shops[0].handle}/dashboard/orders/${ids[0]}/invoice.pdf`;
  const issued = await pdfAt(seller, invoiceHref);
  expect(issued.text).toContain(SHOPPER.name);
  // Both parcels reach the shopper: nothing is on its way when they ask to be forgotten.
  for (const [i, shop] of shops.entries()) {
    const s = sellers[i] as Page;
    if (i > 0) {
      await sellerOrder(s, shop.handle, ids[i] as string, orders[i] as string);
      await confirmAndShip(s, { courier: "India Post", awb: `EE${i}23456789IN` });
    }
    await s.getByRole("button", { name: "Mark delivered" }).click();
    await expect(s.getByText("Order marked delivered.")).toBeVisible();
  }

  // "Your data" on the profile says what the archive holds and how long the link lasts, then asks.
  const ask = await openYourData(page, shops[1].handle, "en");
  await expect(ask).toContainText("The link works for 7 days");
  await page.screenshot({ path: test.info().outputPath("profile-your-data-en-390.png") });
  await ask.getByRole("button", { name: "Download my data" }).click();
  await expect(page).toHaveURL(/\/exports\/[0-9a-f-]{36}$/);
  const exportPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();

  // The queue makes it and e-mails the link to the export's page.
  const link = `${baseURL}${exportPath}`;
  await expect.poll(() => mailTo(email).some((m) => linksIn(m).includes(link)), { timeout: 60_000 }).toBe(true);
  await page.goto(link);
  const download = page.getByRole("link", { name: "Download the archive" });
  await expect(download).toBeVisible();
  const href = (await download.getAttribute("href")) as string;
  const zip = await page.request.get(href);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(await zip.body()))).map(([n, b]) => [n, strFromU8(b)]));
  const data = JSON.parse(files["data.json"] as string) as {
    account: { email: string };
    orders: { orderNumber: string; shopHandle: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.orders.map((o) => o.orderNumber).sort()).toEqual([...orders].sort());
  expect(data.orders.map((o) => o.shopHandle).sort()).toEqual(shops.map((s) => s.handle).sort());
  for (const number of orders) expect(files["orders.csv"]).toContain(number);
  for (const shop of shops) expect(files["index.html"]).toContain(shop.product.name);
  // The archive's own page, as a phone shows it.
  await page.setContent(files["index.html"] as string);
  await expect(page.getByRole("heading", { level: 1, name: "Your data at Haat" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("archive-index-390.png") });

  // The profile now shows the export ready; both pages in both languages, phone and desktop.
  for (const lang of ["en", "hi"] as const)
    for (const [size, viewport] of [
      ["390", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      const section = await openYourData(page, shops[0].handle, lang);
      await expect(section.getByRole("link", { name: say(lang, "privacy_download_button") })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`profile-your-data-ready-${lang}-${size}.png`) });
      await page.goto(`${exportPath}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: say(lang, "privacy_download_title") })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`export-page-${lang}-${size}.png`), fullPage: true });
    }

  // Another signed-in shopper with the same link: not found, and no archive.
  const other = await (await browser.newContext({ viewport: PHONE })).newPage();
  await other.goto(`/${shops[1].handle}?lang=en`);
  const signUp = await other.request.post("/api/auth/sign-up/email", {
    data: {
      name: "Sita Devi",
      email: `sita.${stamp}@example.com`,
      password: "chai-and-code",
      mobile: "9830054321",
      signupShop: shops[1].handle,
    },
    headers: { origin: new URL(other.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  const seen = await other.goto(link);
  expect(seen?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Download the archive" })).toHaveCount(0);
  expect((await other.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
  await other.context().close();

  // Delete my account, with the password; the request waits out its 14 days.
  await page.setViewportSize(PHONE);
  await openYourData(page, shops[0].handle, "en");
  const dialog = page.getByRole("dialog", { name: "Your Profile" });
  const remove = dialog.getByRole("region", { name: say("en", "privacy_delete_title") });
  await remove.getByLabel(say("en", "privacy_delete_password_label"), { exact: true }).fill("chai-and-code");
  await remove.getByRole("button", { name: say("en", "privacy_delete_confirm") }).click();
  await expect(dialog.getByRole("region", { name: /^Your account will be deleted on / })).toBeVisible();

  // Fifteen days on: the request is dated back and the hourly job is run now.
  const userId = await withDb(async (db) => {
    const { rows } = await db.query(`update "user" set deletion_requested_at = now() - interval '15 days' where email = $1 returning id`, [
      email,
    ]);
    return rows[0]?.id as string;
  });
  await sendJob("erase-due-accounts");
  await expect
    .poll(() => withDb(async (db) => (await db.query(`select erased_at from "user" where id = $1`, [userId])).rows[0]?.erased_at), {
      timeout: 60_000,
    })
    .not.toBeNull();

  // The e-mail is free again: it signs up as a new account.
  const fresh = await (await browser.newContext({ viewport: PHONE })).newPage();
  await fresh.goto(`/${shops[0].handle}?lang=en`);
  const again = await fresh.request.post("/api/auth/sign-up/email", {
    data: { name: "Ravi K", email, password: "a-new-start-1", signupShop: shops[0].handle },
    headers: { origin: new URL(fresh.url()).origin },
  });
  expect(again.ok()).toBe(true);
  expect(((await again.json()) as { user: { id: string } }).user.id).not.toBe(userId);
  await fresh.context().close();

  // The seller's invoice still downloads, with its number and place of supply, without the shopper.
  const kept = await pdfAt(seller, invoiceHref);
  expect(kept.text).toContain(invoiceNumber);
  expect(kept.text).toContain(orders[0] as string);
  expect(kept.text).toContain("Place of supply: West Bengal (19)");
  expect(kept.text).not.toContain(SHOPPER.name);
  expect(kept.text).not.toContain(SHOPPER.mobile);
  for (const s of sellers) await s.context().close();
});
