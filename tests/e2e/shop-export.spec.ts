// A seller takes the shop away (issue 39): asks for the shop's download on the dashboard, the job
// makes it and e-mails the link, the link downloads the zip; a second seller imports it on the
// product import page and sees the products, with their images. Then the first seller closes the shop
// with their password (the storefront is gone at once) and reopens it. The cards are looked at on a
// phone and a desktop, in English and Hindi.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { linksIn, mailTo } from "./support/mail";
import { openShop } from "./support/new-shop";

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const png = (color: string) =>
  sharp({ create: { width: 320, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();

async function addProduct(page: Page, handle: string) {
  await page.goto(`/${handle}/dashboard/products/new`);
  await page.getByLabel("Product name").fill("Kalamkari Kurta");
  await page.getByLabel("Price (₹)", { exact: true }).fill("1499");
  await page.getByLabel("Main category").selectOption("women");
  await page.getByLabel("Add a colour").selectOption("Red");
  await page.getByRole("button", { name: "Add colour" }).click();
  await page.getByLabel("Add Red images").setInputFiles([
    { name: "red-1.png", mimeType: "image/png", buffer: await png("#b91c1c") },
    { name: "red-2.png", mimeType: "image/png", buffer: await png("#111827") },
  ]);
  await page.getByLabel("Red M 38 stock").fill("4");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved.")).toBeVisible();
}

test("a seller downloads the whole shop from the e-mailed link, and another shop imports its products and images", async ({
  browser,
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const from = { handle: `kalam-${stamp}`, name: "Kalam Crafts", owner: "Lakshmi Devi", location: "Machilipatnam, Andhra Pradesh" };
  await openShop(page, from);
  await addProduct(page, from.handle);

  // From the profile to the card; asking works as a plain form.
  await page.goto(`/${from.handle}/dashboard/profile`);
  await page.getByRole("link", { name: "Take your shop's data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Take your shop's data" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("shop-export-desktop-en.png"), fullPage: true });
  await page.getByRole("button", { name: "Prepare a download" }).click();
  await expect(page.getByText(/We are preparing your archive|is ready/)).toBeVisible();

  // The job makes it and e-mails the link to the owner.
  let link = "";
  await expect
    .poll(
      () => {
        const mail = mailTo(`${from.handle}@example.com`).find((m) => linksIn(m).some((href) => href.includes("/exports/")));
        link = mail ? (linksIn(mail).find((href) => href.includes("/exports/")) ?? "") : "";
        return link;
      },
      { timeout: 60_000 },
    )
    .toMatch(/\/exports\/[0-9a-f-]{36}$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your shop's data" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the archive" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^haat-shop-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path()) as string);
  const files = unzipSync(new Uint8Array(zip));
  expect(new TextDecoder().decode(files["products.csv"])).toContain("Kalamkari Kurta");
  expect(Object.keys(files).filter((name) => name.startsWith("images/"))).toHaveLength(2);
  for (const name of ["README.txt", "orders.csv", "customers.csv", "shop.json"]) expect(Object.keys(files)).toContain(name);

  // The card once the download is ready, on a phone and a desktop, in English and Hindi.
  const phone = await (await browser.newContext({ baseURL, viewport: PHONE, storageState: await page.context().storageState() })).newPage();
  for (const [who, lang] of [
    [phone, "en"],
    [phone, "hi"],
    [page, "hi"],
  ] as const) {
    await who.goto(`/${from.handle}/dashboard/export?lang=${lang}`);
    await expect(who.locator("html")).toHaveAttribute("lang", lang);
    await expect(who.getByRole("link", { name: lang === "hi" ? "संग्रह डाउनलोड करें" : "Download the archive" })).toBeVisible();
    const size = who === phone ? "390" : "desktop";
    await who.screenshot({ path: test.info().outputPath(`shop-export-${size}-${lang}.png`), fullPage: true });
  }
  await page.goto(`/${from.handle}/dashboard/export?lang=en`);

  // Another seller, on another shop, imports the zip as it was downloaded.
  const to = { handle: `naya-${stamp}`, name: "Naya Ghar", owner: "Ravi Kumar", location: "Vijayawada, Andhra Pradesh" };
  const other = await (await browser.newContext({ baseURL })).newPage();
  await openShop(other, to);
  await other.goto(`/${to.handle}/dashboard/products/import`);
  await other.getByLabel("Catalogue file (CSV)").setInputFiles({ name: "shop-data.zip", mimeType: "application/zip", buffer: zip });
  await other.getByRole("button", { name: "Import" }).click();
  await expect(other.getByText("Imported 1 product (1 new, 0 updated) with 1 colour and size rows.")).toBeVisible();
  await other.getByRole("link", { name: "See products" }).click();
  await other.getByRole("link", { name: "Kalamkari Kurta", exact: true }).click();
  await expect(other.getByRole("list", { name: "Red images" }).getByRole("img")).toHaveCount(2);
  await expect(other.getByLabel("Red M 38 stock")).toHaveValue("4");

  // With its data taken, the first shop is closed with the owner's password: the storefront is gone.
  await page.goto(`/${from.handle}/dashboard/export?lang=en`);
  const closing = page.getByRole("region", { name: "Close the shop" });
  await closing.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await closing.getByRole("button", { name: "Close the shop" }).click();
  await expect(closing.getByRole("alert")).toHaveText("That password is not right.");
  await closing.getByLabel("Your password", { exact: true }).fill("handloom-123");
  await closing.getByRole("button", { name: "Close the shop" }).click();
  await expect(closing.getByRole("status")).toContainText("The shop is closed. It will be erased on");
  const storefront = await other.goto(`/${from.handle}`);
  expect(storefront?.status()).toBe(404);
  for (const lang of ["en", "hi"] as const) {
    await phone.goto(`/${from.handle}/dashboard/export?lang=${lang}`);
    const card = phone.getByRole("region", { name: lang === "hi" ? "दुकान बंद करें" : "Close the shop" });
    await card.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: test.info().outputPath(`shop-closed-390-${lang}.png`) });
  }
  await phone.context().close();
  await closing.getByRole("button", { name: "Reopen the shop" }).click();
  await expect(page.getByRole("region", { name: "Close the shop" }).getByRole("status")).toHaveText("The shop is open again.");
  expect((await other.goto(`/${from.handle}`))?.status()).toBe(200);
});
