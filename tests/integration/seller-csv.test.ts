// Catalogue CSV import/export against a real database: all-or-nothing imports with every error
// listed, dry runs that write nothing, export → import round trips, and shop isolation.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, productColor, productStock } from "../../app/db/schema";
import { addSellerSubcategory, createCategory } from "../../app/domain/catalog/categories.server";
import { CSV_COLUMNS, EXPORT_COLUMNS } from "../../app/domain/catalog/csv";
import { exportCatalog, importCatalog } from "../../app/domain/catalog/csv.server";
import { parseCsv, toCsv } from "../../app/domain/catalog/csv-format";
import { createProduct } from "../../app/domain/catalog/products.server";
import { getSellerProduct, listSellerProducts } from "../../app/domain/catalog/seller-products.server";
import { registerSeller } from "../../app/domain/sellers/register.server";
import type { Shop } from "../../app/domain/sellers/shops.server";
import { signUpWith } from "../../app/http/auth-api.server";
import { requestContext } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let shopA: Shop;
let shopB: Shop;

const header = CSV_COLUMNS.join(",");

async function openShop(context: RouterContextProvider, handle: string): Promise<Shop> {
  const request = new Request(`${s.env.BASE_URL}/register`, { method: "POST", headers: { "x-haat-client-ip": "203.0.113.40" } });
  const { shop } = await registerSeller(s.db, signUpWith(context, request), {
    ownerName: "Meena",
    email: `${handle}.${randomUUID().slice(0, 6)}@example.com`,
    password: "csv-shop-123",
    shopName: `Shop ${handle}`,
    handle,
    phone: "9876543210",
    location: "Jaipur, Rajasthan",
  });
  return shop;
}

const productCount = async (sellerId: string) =>
  (await s.db.select({ n: count() }).from(product).where(eq(product.sellerId, sellerId)))[0].n;

beforeAll(async () => {
  s = await createTestServices();
  const context = requestContext(s);
  shopA = await openShop(context, "csv-a");
  shopB = await openShop(context, "csv-b");
  const shirts = await createCategory(s.db, shopA.id, { main: "men", name: "Shirts" });
  await addSellerSubcategory(s.db, shopA.id, shirts.id, { name: "Formal" });
  // Shop B has a product of its own that must never show up in shop A's export.
  await createProduct(s.db, shopB.id, {
    name: "Secret Saree of B",
    pricePaise: 250_000,
    main: "women",
    colors: [{ color: "Gold", stock: { "FREE SIZE": 4 } }],
  });
});

afterAll(async () => {
  await s?.dispose();
});

const clean = [
  header,
  'linen-1,Linen Shirt,"Breathable linen, for summer",1499.50,1199,men,Shirts,Formal,yes,White,M,5',
  "linen-1,,,,,,,,,White,L,3",
  "linen-1,,,,,,,,,Light Blue,M,0",
  "frock-1,Party Frock,,899,,girl,,,no,Pink,4-6 Years,2",
].join("\r\n");

describe("catalogue CSV import", () => {
  it("a dry run reports the summary and writes nothing", async () => {
    const summary = await importCatalog(s.db, shopA.id, clean, { dryRun: true });
    expect(summary).toMatchObject({ dryRun: true, rows: 4, products: 2, variants: 4, created: 2, updated: 0, errors: [], imported: false });
    expect(await productCount(shopA.id)).toBe(0);
  });

  it("a file with bad rows imports nothing and lists every error with its line", async () => {
    const bad = [
      header,
      "ok-1,Good Shirt,,500,,men,,,yes,Red,M,1",
      "bad-1,Bad Price,,12.345,,men,,,yes,Red,M,1", // line 3
      "bad-2,Bad Colour,,500,,men,,,yes,Turquoise,M,1", // line 4
      "bad-3,Bad Size,,500,,boy,,,yes,Red,XXL,1", // line 5
      "bad-4,No Category,,500,,men,Trousers,,yes,Red,M,1", // line 6
      "bad-5,Bad Stock,,500,,men,,,yes,Red,M,-2", // line 7
    ].join("\n");
    for (const dryRun of [true, false]) {
      const summary = await importCatalog(s.db, shopA.id, bad, { dryRun });
      expect(summary.imported).toBe(false);
      expect(summary.errors.map((e) => [e.line, e.field])).toEqual([
        [3, "price"],
        [4, "color"],
        [5, "size"],
        [6, "category"],
        [7, "stock"],
      ]);
      for (const e of summary.errors) expect(e.reason.length).toBeGreaterThan(10);
    }
    expect(await productCount(shopA.id)).toBe(0);
  });

  it("a clean file imports every product with colours, stock and search text", async () => {
    const summary = await importCatalog(s.db, shopA.id, clean, { dryRun: false });
    expect(summary).toMatchObject({ imported: true, products: 2, created: 2, errors: [] });
    const { products } = await listSellerProducts(s.db, shopA.id, { q: "light blue" });
    expect(products.map((p) => p.name)).toEqual(["Linen Shirt"]);
    const linen = await getSellerProduct(s.db, shopA.id, products[0].id);
    expect(linen).toMatchObject({
      name: "Linen Shirt",
      description: "Breathable linen, for summer",
      pricePaise: 149_950,
      salePricePaise: 119_900,
      main: "men",
      active: true,
      colors: [
        { color: "White", imageKeys: [], stock: { M: 5, L: 3 } },
        { color: "Light Blue", imageKeys: [], stock: { M: 0 } },
      ],
    });
    expect(linen?.categoryId).not.toBeNull();
    expect(linen?.subcategoryId).not.toBeNull();
    expect(linen?.searchText).toBe("linen shirt breathable linen, for summer white light blue l m");
    const frock = (await listSellerProducts(s.db, shopA.id, { q: "party frock" })).products[0];
    expect(frock).toMatchObject({ active: false, pricePaise: 89_900, salePricePaise: null, totalStock: 2 });
  });

  it("export → edit → import updates the same products, keeping images of kept colours", async () => {
    const [{ id: linenId }] = (await listSellerProducts(s.db, shopA.id, { q: "linen" })).products;
    await s.db
      .update(productColor)
      .set({ imageKeys: ["products/white-1"] })
      .where(eq(productColor.productId, linenId));
    const exported = await exportCatalog(s.db, shopA.id);
    const lines = parseCsv(exported).records;
    expect(lines[0].fields).toEqual([...EXPORT_COLUMNS]);
    expect(lines).toHaveLength(5);

    // Re-importing the export unchanged changes nothing and creates nothing.
    const again = await importCatalog(s.db, shopA.id, exported, { dryRun: false });
    expect(again).toMatchObject({ imported: true, created: 0, updated: 2, errors: [] });
    expect(await productCount(shopA.id)).toBe(2);
    expect(await exportCatalog(s.db, shopA.id)).toBe(exported);

    // Restock White L and drop Light Blue.
    const edited = exported
      .split("\r\n")
      .filter((l) => !l.includes("Light Blue"))
      .map((l) => (l.includes(",White,L,3") ? l.replace(",White,L,3", ",White,L,9") : l))
      .join("\r\n");
    await importCatalog(s.db, shopA.id, edited, { dryRun: false });
    const linen = await getSellerProduct(s.db, shopA.id, linenId);
    expect(linen?.colors).toEqual([{ color: "White", imageKeys: ["products/white-1"], stock: { M: 5, L: 9 } }]);
    expect(linen?.searchText).not.toContain("light blue");
  });

  it("carries each product's own HSN and rate: edited cells change them, a bad one writes nothing, a file without the columns keeps them", async () => {
    const [linen] = (await listSellerProducts(s.db, shopA.id, { q: "linen" })).products;
    await s.db.update(product).set({ hsnCode: "6205", gstRate: null }).where(eq(product.id, linen.id));
    const gstOf = async () =>
      (await s.db.select({ hsn: product.hsnCode, rate: product.gstRate }).from(product).where(eq(product.id, linen.id)))[0];
    const records = parseCsv(await exportCatalog(s.db, shopA.id)).records;
    const [hsnAt, rateAt] = [EXPORT_COLUMNS.indexOf("hsn"), EXPORT_COLUMNS.indexOf("gst_rate")];
    const linenRows = records.filter((r) => r.fields[0] === linen.id);
    expect(linenRows.map((r) => [r.fields[hsnAt], r.fields[rateAt]])).toEqual([
      ["6205", ""],
      ["6205", ""],
    ]);
    const withCells = (hsn: string, rate: string) =>
      toCsv(
        records.map((r) => (r.fields[0] === linen.id ? r.fields.map((f, i) => (i === hsnAt ? hsn : i === rateAt ? rate : f)) : r.fields)),
      );

    expect(await importCatalog(s.db, shopA.id, withCells("9999", "40"), { dryRun: false })).toMatchObject({ imported: true });
    expect(await gstOf()).toEqual({ hsn: "9999", rate: 40 });

    const bad = await importCatalog(s.db, shopA.id, withCells("62", "12"), { dryRun: false });
    expect(bad.imported).toBe(false);
    expect(bad.errors.map((e) => e.field)).toEqual(["hsn", "gst_rate"]);
    expect(await gstOf()).toEqual({ hsn: "9999", rate: 40 });

    // A file from before the GST columns: everything but them, re-imported.
    const old = toCsv(records.map((r) => r.fields.filter((_, i) => i !== hsnAt && i !== rateAt)));
    expect(await importCatalog(s.db, shopA.id, old, { dryRun: false })).toMatchObject({ imported: true, updated: 2 });
    expect(await gstOf()).toEqual({ hsn: "9999", rate: 40 });
  });

  it("another shop's data never appears in an export, and its ids do not update its products", async () => {
    const exported = await exportCatalog(s.db, shopA.id);
    expect(exported).not.toContain("Secret Saree");
    const [theirs] = await s.db.select({ id: product.id }).from(product).where(eq(product.sellerId, shopB.id));
    expect(exported).not.toContain(theirs.id);
    expect(await exportCatalog(s.db, shopB.id)).toContain("Secret Saree of B");

    // Shop A quoting shop B's product id creates a product in A; B's product is untouched.
    const hijack = `${header}\n${theirs.id},Hijacked,,1,,women,,,yes,Red,FREE SIZE,1\n`;
    const summary = await importCatalog(s.db, shopA.id, hijack, { dryRun: false });
    expect(summary).toMatchObject({ imported: true, created: 1, updated: 0 });
    const [b] = await s.db.select().from(product).where(eq(product.id, theirs.id));
    expect(b).toMatchObject({ name: "Secret Saree of B", sellerId: shopB.id, pricePaise: 250_000 });
    const bStock = await s.db.select().from(productStock).where(eq(productStock.productId, theirs.id));
    expect(bStock).toEqual([{ sellerId: shopB.id, productId: theirs.id, color: "Gold", size: "FREE SIZE", stock: 4 }]);
  });
});
