// A seller takes the shop away (issue 39, docs/decisions/0140): the shop's archive made by the
// data-export job holds every file, only this shop's data, PDFs that read as the invoices; a second
// shop imports its products, categories and images from the zip; a zip bomb or a zip without
// products.csv is refused and changes nothing.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { category, coupon, invoice, orders, product, productColor } from "../../app/db/schema";
import { MAX_ARCHIVE_ENTRIES } from "../../app/domain/catalog/archive";
import { importArchive, readArchive } from "../../app/domain/catalog/archive-import.server";
import { addSellerSubcategory, createCategory } from "../../app/domain/catalog/categories.server";
import { exportCatalog } from "../../app/domain/catalog/csv.server";
import { createProduct } from "../../app/domain/catalog/products.server";
import { DomainError } from "../../app/domain/errors";
import { storeImage } from "../../app/domain/images/images.server";
import { documentFileName } from "../../app/domain/invoices/order-documents";
import type { ArchiveEntries } from "../../app/domain/privacy/archive-zip.server";
import { openExport, requestExport } from "../../app/domain/privacy/exports.server";
import { documentEntries } from "../../app/domain/privacy/shop-archive-documents.server";
import { salesEntries } from "../../app/domain/privacy/shop-archive-sales.server";
import { replyToReview } from "../../app/domain/reviews/review-moderation.server";
import { saveReview } from "../../app/domain/reviews/shopper-reviews.server";
import { handleDataExport } from "../../app/jobs/data-export.server";
import { IMAGE_WIDTHS, imageFileKey } from "../../app/media/urls";
import { pdfText } from "../setup/pdf-text";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, placeDelivery } from "./checkout-fixtures";
import { kurtaOrder, registeredShop } from "./registered-shop-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const NOW = new Date("2026-06-01T10:00:00Z");
const picture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } })
    .png()
    .toBuffer();
/** An install: its database and its media storage (this file's, or a second, fresh one). */
type Install = Pick<TestServices, "db" | "storage">;
const read = async (key: string, on: Install = s) => {
  const found = await on.storage.get(key);
  return found ? Buffer.concat(await found.body.toArray()) : null;
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const productCount = async (sellerId: string, on: Install = s) =>
  (await on.db.select().from(product).where(eq(product.sellerId, sellerId))).length;

/** The shop's catalogue as its CSV rows, without product_ref and stock_seen (ids differ between shops). */
async function catalogueRows(sellerId: string, on: Install = s) {
  const [header, ...rows] = (await exportCatalog(on.db, sellerId)).trim().split("\r\n");
  const cols = header.split(",");
  const keep = cols.map((c, i) => (c === "product_ref" || c === "stock_seen" ? -1 : i)).filter((i) => i >= 0);
  return rows.map((r) => keep.map((i) => r.split(",")[i]).join(",")).sort();
}

/** Each colour's images (by product name and colour) as the pixel sizes of their largest stored width. */
async function imageSizes(sellerId: string, on: Install = s) {
  const rows = await on.db
    .select({ name: product.name, color: productColor.color, keys: productColor.imageKeys })
    .from(productColor)
    .innerJoin(product, eq(product.id, productColor.productId))
    .where(eq(product.sellerId, sellerId));
  const out: Record<string, string[]> = {};
  for (const r of rows) {
    out[`${r.name}|${r.color}`] = await Promise.all(
      r.keys.map(async (key) => {
        const bytes = await read(imageFileKey(key, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]), on);
        if (!bytes) return "no file";
        const meta = await sharp(bytes).metadata(); // throws unless decodable
        return `${meta.width}x${meta.height}`;
      }),
    );
  }
  return out;
}

describe("a shop's archive, and importing it into another shop", () => {
  it("holds every file with only this shop's data, and a fresh install imports its products and images", async () => {
    const registered = await registeredShop(s.db);
    const { shop, kurtas } = registered;
    await s.db.update(product).set({ name: "Pune Kurta" }).where(eq(product.id, kurtas[0].id));
    await s.db.update(product).set({ name: "Chanderi Kurta" }).where(eq(product.id, kurtas[1].id));
    const kurtaCat = await createCategory(s.db, shop.id, { main: "women", name: "Kurtas" });
    const cotton = await addSellerSubcategory(s.db, shop.id, kurtaCat.id, { name: "Cotton" });
    const key = (w: number, h: number, r: number) =>
      picture(w, h, r).then((b) => storeImage(s.storage, b, { maxBytes: 5e6 }, `products/${shop.id}`));
    const dupatta = await createProduct(s.db, shop.id, {
      name: "Bandhani Dupatta",
      description: "Hand-tied, from Jamnagar",
      pricePaise: 129_950,
      salePricePaise: 99_900,
      main: "women",
      categoryId: kurtaCat.id,
      subcategoryId: cotton.id,
      colors: [
        { color: "Red", imageKeys: [await key(1600, 1200, 200), await key(900, 1400, 150)], stock: { "FREE SIZE": 7 } },
        { color: "Blue", imageKeys: [await key(800, 800, 20)], stock: { "FREE SIZE": 0 } },
      ],
    });
    const orderId = await kurtaOrder(s.db, registered, "cod", "delivered");
    const [issued] = await s.db.select({ number: invoice.number }).from(invoice).where(eq(invoice.checkoutId, orderId));
    await s.db.insert(coupon).values({ sellerId: shop.id, code: "DIWALI10", kind: "percent", value: 10 });
    const { id: reviewId } = await saveReview(s.db, shop.id, kurtas[0].id, registered.shopper, { rating: 5, body: "Lovely fabric" });
    await replyToReview(s.db, shop.id, reviewId, "Thank you, Meera!");

    // Another shop, whose goods and customers must appear nowhere in this shop's archive.
    const other = await makeShop(s.db);
    const zebra = await makeProduct(s.db, other.id, { name: "Zebra Saree Elsewhere" });
    const outsider = await makeCustomerWithAddress(s.db, "Ravi Outsider");
    await placeDelivery(s.db, outsider, other, [{ productId: zebra.id, color: "Red", size: "M", quantity: 1 }]);

    const asked = await requestExport(s.db, { kind: "shop", userId: shop.ownerUserId, sellerId: shop.id }, NOW);
    await handleDataExport({ db: s.db, storage: s.storage }, { exportId: asked.id }, false, NOW);
    const opened = await openExport({ db: s.db, storage: s.storage }, shop.ownerUserId, asked.id, NOW);
    expect(opened).not.toBeNull();
    const zip = new Uint8Array(Buffer.concat(await (opened as NonNullable<typeof opened>).body.toArray()));
    const files = unzipSync(zip);
    const names = Object.keys(files).sort();

    const invoiceFile = `invoices/${documentFileName(issued.number)}`;
    for (const name of [
      "README.txt",
      "products.csv",
      "categories.csv",
      "customers.csv",
      "orders.csv",
      "order-lines.csv",
      "payments.csv",
      "returns.csv",
      "coupons.csv",
      "reviews.csv",
      "shop.json",
      invoiceFile,
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => n.startsWith("images/"))).toHaveLength(3);
    expect(await pdfText(Buffer.from(files[invoiceFile]))).toContain(issued.number);
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith(".pdf") || name.startsWith("images/")) continue;
      expect(text(bytes), name).not.toMatch(/Zebra Saree Elsewhere|Ravi Outsider/);
    }
    expect(text(files["customers.csv"])).toContain("Meera");
    expect(text(files["coupons.csv"])).toContain("DIWALI10");
    expect(text(files["reviews.csv"])).toMatch(/Lovely fabric.*Thank you, Meera!/);
    expect(text(files["payments.csv"])).toContain("cod");
    expect(text(files["README.txt"])).toMatch(/products\.csv[\s\S]*उत्पाद/);
    const settings = JSON.parse(text(files["shop.json"]));
    expect(settings.profile.gstin).toBe("27AAPFU0939F1ZV");
    expect(JSON.stringify(settings)).not.toMatch(/token|hash|secret/i);
    expect(text(files["products.csv"])).toContain(dupatta.id);

    // A fresh install (its own database and media storage) imports it into a new shop.
    const elsewhere = await createTestServices();
    try {
      await moveIn(elsewhere, zip, shop.id);
    } finally {
      await elsewhere.dispose();
    }
  });
});

/** The archive imported into a new shop of anelsewhere install, checked against the shop it came from. */
async function moveIn(elsewhere: Install, zip: Uint8Array, fromShopId: string) {
  // A dry run writes nothing; the import brings the products, categories and images.
  const fresh = await makeShop(elsewhere.db);
  const dry = await importArchive(elsewhere, fresh.id, zip, { dryRun: true });
  expect(dry.errors).toEqual([]);
  expect(await productCount(fresh.id, elsewhere)).toBe(0);
  const done = await importArchive(elsewhere, fresh.id, zip, { dryRun: false });
  expect(done).toMatchObject({ imported: true, products: 3, created: 3, errors: [] });
  expect(await catalogueRows(fresh.id, elsewhere)).toEqual(await catalogueRows(fromShopId));
  const freshCats = await elsewhere.db
    .select({ main: category.main, name: category.name })
    .from(category)
    .where(eq(category.sellerId, fresh.id));
  expect(freshCats).toEqual([{ main: "women", name: "Kurtas" }]);
  const before = await imageSizes(fromShopId);
  expect(before["Bandhani Dupatta|Red"]).toEqual(["1280x960", "900x1400"]);
  // The fixtures' kurtas name an image key no file backs ("img/red"): it is not in the archive, so not imported.
  const { "Pune Kurta|Red": _a, "Chanderi Kurta|Red": _b, ...withFiles } = before;
  expect(before["Pune Kurta|Red"]).toEqual(["no file"]);
  expect(await imageSizes(fresh.id, elsewhere)).toEqual({ ...withFiles, "Pune Kurta|Red": [], "Chanderi Kurta|Red": [] });
}

describe("the shop archive read a page at a time", () => {
  /** Each entry's text (PDFs by name only), in the order written. */
  async function texts(entries: ArchiveEntries) {
    const out: string[] = [];
    for await (const { path, content } of entries) {
      if (path.endsWith(".pdf")) out.push(path);
      else if (typeof content === "string") out.push(`${path}\n${content}`);
      else if (content instanceof Uint8Array) out.push(`${path}\n${text(content)}`);
      else {
        let all = "";
        for await (const part of content) all += typeof part === "string" ? part : text(part);
        out.push(`${path}\n${all}`);
      }
    }
    return out;
  }

  it("gives every order, line, payment and invoice once, in order, whatever the page size, even with times tied to the microsecond", async () => {
    const registered = await registeredShop(s.db);
    for (let i = 0; i < 5; i++) await kurtaOrder(s.db, registered, "cod", "delivered");
    // Ties a Date (milliseconds) could not tell apart: three orders at one microsecond, two a microsecond later.
    await s.db.execute(
      sql`update ${orders} set created_at = timestamptz '2026-05-01 10:00:00.000001+00' + (case when id in (select id from ${orders} where seller_id = ${registered.shop.id} order by id limit 2) then interval '1 microsecond' else interval '0' end) where seller_id = ${registered.shop.id}`,
    );
    await s.db.execute(
      sql`update ${invoice} set issued_at = timestamptz '2026-05-01 10:00:00.000001+00' where seller_id = ${registered.shop.id}`,
    );
    const deps = { db: s.db, storage: s.storage };
    const whole = await texts(salesEntries(s.db, registered.shop.id));
    expect(await texts(salesEntries(s.db, registered.shop.id, 2))).toEqual(whole);
    expect(await texts(salesEntries(s.db, registered.shop.id, 1))).toEqual(whole);
    const ordersCsv = whole[0].split("\r\n").filter(Boolean);
    expect(ordersCsv).toHaveLength(1 + 5);
    expect(new Set(ordersCsv).size).toBe(ordersCsv.length);
    const pdfs = await texts(documentEntries(deps, registered.shop.id));
    expect(pdfs).toHaveLength(5);
    expect(await texts(documentEntries(deps, registered.shop.id, 2))).toEqual(pdfs);
  });
});

describe("a zip the import refuses", () => {
  const refusal = (make: () => unknown) => {
    try {
      make();
    } catch (error) {
      return error instanceof DomainError ? [error.code, error.status, error.field] : error;
    }
    return "accepted";
  };

  it("refuses a bomb by its declared sizes or its number of files, before inflating, and changes nothing", async () => {
    const shop = await makeShop(s.db);
    // A small zip whose products.csv says it unpacks to 4 GB (what a bomb's header says).
    const lying = zipSync({ "products.csv": strToU8("product_ref,name\r\n") });
    const view = new DataView(lying.buffer);
    for (let i = lying.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 0xffff_fff0, true);
        break;
      }
    }
    expect(refusal(() => readArchive(lying))).toEqual(["archive_too_big", 422, "file"]);
    // Highly compressible: 11 MB of zeros is a few KB zipped, over the CSV's own limit.
    const zeros = zipSync({ "products.csv": new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(zeros.length).toBeLessThan(100_000);
    expect(refusal(() => readArchive(zeros))).toEqual(["archive_too_big", 422, "file"]);
    const many = Object.fromEntries(Array.from({ length: MAX_ARCHIVE_ENTRIES + 1 }, (_, i) => [`x/${i}.txt`, new Uint8Array(0)]));
    expect(refusal(() => readArchive(zipSync(many)))).toEqual(["archive_too_big", 422, "file"]);
    await expect(importArchive({ db: s.db, storage: s.storage }, shop.id, lying, { dryRun: false })).rejects.toThrow(DomainError);
    expect(await productCount(shop.id)).toBe(0);
  });

  it("refuses a zip without products.csv, and bytes that are not a zip", async () => {
    const shop = await makeShop(s.db);
    const noProducts = zipSync({ "images/a.webp": await picture(100, 100, 1).then((b) => new Uint8Array(b)), "orders.csv": strToU8("x") });
    expect(refusal(() => readArchive(noProducts))).toEqual(["archive_no_products", 422, "file"]);
    await expect(importArchive({ db: s.db, storage: s.storage }, shop.id, noProducts, { dryRun: false })).rejects.toThrow(DomainError);
    expect(await productCount(shop.id)).toBe(0);
    expect(await s.db.select().from(category).where(eq(category.sellerId, shop.id))).toEqual([]);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (junk) => {
        const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...junk]);
        const outcome = refusal(() => readArchive(bytes));
        // Never a crash: junk is refused with a reason (or, by chance, read as an empty zip without products.csv).
        expect(Array.isArray(outcome) ? outcome[0] : outcome).toMatch(/^archive_(unreadable|no_products|too_big)$/);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a zip whose image is missing or not an image, storing nothing", async () => {
    const shop = await makeShop(s.db);
    const csv = [
      "product_ref,name,description,price,sale_price,main,category,subcategory,active,color,size,stock,images",
      "p1,Silk Saree,,999.00,,women,,,yes,Red,Free Size,3,images/gone.webp images/bad.webp",
    ].join("\r\n");
    const zip = zipSync({ "products.csv": strToU8(csv), "images/bad.webp": strToU8("not a picture") });
    const result = await importArchive({ db: s.db, storage: s.storage }, shop.id, zip, { dryRun: false });
    expect(result.imported).toBe(false);
    expect(result.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [2, "images", "archive_image_missing"],
      [2, "images", "image_rejected"],
    ]);
    expect(await productCount(shop.id)).toBe(0);
  });
});
