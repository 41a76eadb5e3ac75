// Catalogue CSV in the browser: a new shop checks a bad file (every error listed, nothing saved),
// checks and imports a clean one, and downloads its catalogue.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { withDb } from "./support/platform-db";

const HEADER = "product_ref,name,description,price,sale_price,main,category,subcategory,active,color,size,stock";

async function openShop(page: Page, handle: string) {
  await page.goto("/register");
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("Email").fill(`${handle}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("catalogue-123");
  await page.getByLabel("Phone").fill("9812345670");
  await page.getByLabel("Shop name").fill("Asha Textiles");
  await page.getByLabel("Shop link").fill(handle);
  await page.getByLabel("Location").fill("Mysuru, Karnataka");
  await page.getByRole("button", { name: "Open my shop" }).click();
  await expect(page).toHaveURL(new RegExp(`/${handle}/dashboard$`));
}

const file = (name: string, lines: string[]) => ({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });

test("a seller checks a bad CSV, imports a clean one and exports the catalogue", async ({ page }) => {
  const handle = `asha-${Date.now().toString(36)}`;
  await openShop(page, handle);
  await page.goto(`/${handle}/dashboard/products`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import products" })).toBeVisible();

  await page
    .getByLabel("Catalogue file (CSV)")
    .setInputFiles(
      file("bad.csv", [HEADER, "s1,Silk Saree,,2499,,women,,,yes,Gold,FREE SIZE,3", "s2,Cotton Saree,,abc,,women,,,yes,Teal,FREE SIZE,1"]),
    );
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("bad.csv: 2 problems found. Nothing was imported.")).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("3price");
  await expect(rows.nth(2)).toContainText('3color"Teal" is not one of the colours');
  await page.goto(`/${handle}/dashboard/products`);
  await expect(page.getByText("0 products")).toBeVisible();

  await page.goto(`/${handle}/dashboard/products/import`);
  const clean = file("clean.csv", [
    HEADER,
    's1,Silk Saree,"Zari border, pure silk",2499,1999,women,,,yes,Gold,FREE SIZE,3',
    "s1,,,,,,,,,Maroon,FREE SIZE,1",
  ]);
  await page.getByLabel("Catalogue file (CSV)").setInputFiles(clean);
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByText("clean.csv is ready to import: 1 product (1 new, 0 updated) with 2 colour and size rows.")).toBeVisible();
  await page.getByLabel("Catalogue file (CSV)").setInputFiles(clean);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Imported 1 product (1 new, 0 updated) with 2 colour and size rows.")).toBeVisible();
  await page.getByRole("link", { name: "See products" }).click();
  await expect(page.getByRole("link", { name: "Silk Saree", exact: true })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${handle}-catalogue.csv`);
  const text = await readFile((await download.path()) as string, "utf8");
  // Its HSN and own GST rate (none given) sit with the product's columns.
  expect(text).toContain(',Silk Saree,"Zari border, pure silk",2499.00,1999.00,women,,,yes,,,Gold,FREE SIZE,3');
  expect(text).toContain(",Maroon,FREE SIZE,1");

  // A sale after the export: importing the file's numbers now would undo it, so the row is refused.
  await withDb((db) =>
    db.query(
      `update product_stock ps set stock = ps.stock - 1 from product p join seller s on s.id = p.seller_id
        where ps.product_id = p.id and s.handle = $1 and ps.color = 'Gold'`,
      [handle],
    ),
  );
  await page.goto(`/${handle}/dashboard/products/import`);
  const restocked = {
    name: "restock.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text.replace(",Gold,FREE SIZE,3,3", ",Gold,FREE SIZE,5,3")),
  };
  await page.getByLabel("Catalogue file (CSV)").setInputFiles(restocked);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("restock.csv: 1 problem found. Nothing was imported.")).toBeVisible();
  await expect(page.getByRole("table")).toContainText(
    "Gold FREE SIZE: stock changed since your export (someone ordered or an order was cancelled): it is 2 now, not 3.",
  );
  const gold = await withDb(async (db) => {
    const { rows } = await db.query(
      "select ps.stock from product_stock ps join product p on p.id = ps.product_id join seller s on s.id = p.seller_id where s.handle = $1 and ps.color = 'Gold'",
      [handle],
    );
    return rows[0]?.stock;
  });
  expect(gold).toBe(2);
});
