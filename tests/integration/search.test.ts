// The forgiving search against a real PostgreSQL (docs/decisions/0088-forgiving-search.md): typos,
// Hinglish and Devanagari meet through product.search_key; names rank over descriptions, whole words
// over fragments, in stock first on a tie; 'Did you mean'; the suggestions; the key on every write
// path (the start-up backfill: large-shop.test.ts). The index plans at 1,000,000 products are
// checked by npm run bench:search.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, seller, user } from "../../app/db/schema";
import { createCategory } from "../../app/domain/catalog/categories.server";
import { CSV_COLUMNS } from "../../app/domain/catalog/csv";
import { importCatalog } from "../../app/domain/catalog/csv.server";
import { listShopProducts, type ShopRef } from "../../app/domain/catalog/listing.server";
import type { ProductInput } from "../../app/domain/catalog/product-input";
import { createProduct, updateProduct } from "../../app/domain/catalog/products.server";
import { suggest } from "../../app/domain/catalog/search.server";
import { searchKey } from "../../app/domain/catalog/search-key";
import { parseShopQuery } from "../../app/domain/catalog/shop-query";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let shop: ShopRef;
let other: ShopRef;
const ids: Record<string, string> = {};

async function makeShop(handle: string): Promise<ShopRef> {
  const userId = randomUUID();
  await s.db.insert(user).values({ id: userId, name: handle, email: `${handle}@example.com`, role: "seller" });
  const [row] = await s.db.insert(seller).values({ handle, ownerUserId: userId, shopName: handle }).returning();
  return row;
}

const base = (name: string, over: Partial<ProductInput> = {}): ProductInput => ({
  name,
  pricePaise: 50000,
  main: "women",
  colors: [{ color: "Red", stock: { M: 2 } }],
  ...over,
});

/** The product `id` of the searched shop, the way its seller's pages read it. */
const ofShop = (id: string) => and(eq(product.id, id), eq(product.sellerId, shop.id));

const search = async (q: string, ref: ShopRef = shop) => listShopProducts(s.db, ref, parseShopQuery(new URLSearchParams({ q })));
const names = async (q: string) => (await search(q)).products.map((p) => p.name);

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop("kapda-search");
  other = await makeShop("other-search");
  const day = 24 * 60 * 60 * 1000;
  const make = async (key: string, input: ProductInput, ref = shop) => {
    ids[key] = (await createProduct(s.db, ref.id, input)).id;
  };
  await make("kurta", base("Cotton Kurta", { createdAt: new Date(Date.now() - 5 * day) }));
  await make("hindiKurta", base("रेशमी कुर्ता", { createdAt: new Date(Date.now() - 4 * day) }));
  await make("saree", base("Banarasi Silk Saree", { createdAt: new Date(Date.now() - 3 * day) }));
  await make("hindiSaree", base("सूती साड़ी", { createdAt: new Date(Date.now() - 2 * day) }));
  // A description-only match for 'kurta', newest of all: must still rank below the names.
  await make("set", base("Festive Set", { description: "Comes with a matching kurta and dupatta", createdAt: new Date(Date.now() - day) }));
  // Two equal names: the sold-out one, although newer, comes after the one in stock.
  await make("soldOut", base("Plain Salwar", { colors: [{ color: "Red", stock: { M: 0 } }], createdAt: new Date(Date.now() - day / 2) }));
  await make("inStock", base("Plain Salwar", { createdAt: new Date(Date.now() - 6 * day) }));
  await make("otherKurta", base("Other Shop Kurta"), other);
  await createCategory(s.db, shop.id, { main: "women", name: "Kurtas" });
  await createCategory(s.db, shop.id, { main: "women", name: "Sarees" });
});

afterAll(async () => {
  await s.dispose();
});

describe("the search key on every write path", () => {
  // The start-up backfill of rows without a key sweeps every shop: tested in large-shop.test.ts, not
  // in this suite, which serves one shop at a time (tests/integration/statement-rules.test.ts).
  it("create, update and CSV import store searchKey(name)", async () => {
    const [row] = await s.db.select({ key: product.searchKey }).from(product).where(ofShop(ids.hindiSaree));
    expect(row.key).toBe(searchKey("सूती साड़ी"));
    const p = await createProduct(s.db, shop.id, base("Temp Lehnga"));
    await updateProduct(s.db, shop.id, p.id, { ...base("लहंगा चोली"), active: false });
    const [updated] = await s.db.select({ key: product.searchKey }).from(product).where(ofShop(p.id));
    expect(updated.key).toBe("lahanga choli");
    const csv = `${CSV_COLUMNS.join(",")}\njk-1,Jhumka Kurti,,499,,women,,,yes,Red,FREE SIZE,3\n`;
    const result = await importCatalog(s.db, shop.id, csv, { dryRun: false });
    expect(result).toMatchObject({ created: 1, errors: [] });
    const [imported] = await s.db
      .select({ key: product.searchKey, active: product.active })
      .from(product)
      .where(and(eq(product.name, "Jhumka Kurti"), eq(product.sellerId, shop.id)));
    expect(imported.key).toBe("jumka kurti");
    await s.db
      .update(product)
      .set({ active: false })
      .where(and(eq(product.name, "Jhumka Kurti"), eq(product.sellerId, shop.id)));
  });
});

describe("forgiving search", () => {
  it("finds typos: kurtha and kurat → kurta, sarre → saree", async () => {
    expect(await names("kurtha")).toEqual(expect.arrayContaining(["Cotton Kurta", "रेशमी कुर्ता"]));
    expect(await names("kurat")).toContain("Cotton Kurta");
    expect(await names("sarre")).toEqual(expect.arrayContaining(["Banarasi Silk Saree", "सूती साड़ी"]));
  });

  it("finds a name typed with letters missing at word similarity 0.5, every connection's default", async () => {
    const ref = await makeShop("kapda-threshold");
    await createProduct(s.db, ref.id, base("Chikankari Anarkali"));
    // Found by the key's `<%` alone: no word of the name is within two edits, and pg_trgm's own 0.6 is too strict.
    const { rows } = await s.db.execute<{ similarity: number }>(
      sql`select word_similarity(${searchKey("cikankar")}, ${searchKey("Chikankari Anarkali")}) as similarity`,
    );
    expect(rows[0].similarity).toBeGreaterThanOrEqual(0.5);
    expect(rows[0].similarity).toBeLessThan(0.6);
    // On several connections at once: each starts with the database's default.
    const found = await Promise.all(Array.from({ length: 4 }, () => search("cikankar", ref)));
    for (const f of found) expect(f.products.map((p) => p.name)).toEqual(["Chikankari Anarkali"]);
  });

  it("Latin finds Devanagari names and Devanagari finds Latin names", async () => {
    expect(await names("kurta")).toEqual(expect.arrayContaining(["रेशमी कुर्ता", "Cotton Kurta"]));
    expect(await names("कुर्ता")).toEqual(expect.arrayContaining(["Cotton Kurta", "रेशमी कुर्ता"]));
    expect(await names("साड़ी")).toEqual(expect.arrayContaining(["Banarasi Silk Saree", "सूती साड़ी"]));
    expect(await names("saree")).toContain("सूती साड़ी");
  });

  it("never shows another shop's products", async () => {
    expect(await names("kurta")).not.toContain("Other Shop Kurta");
  });

  it("ranks names over descriptions and, at equal relevance, in-stock first", async () => {
    const kurta = await names("kurta");
    expect(kurta.at(-1)).toBe("Festive Set");
    expect(kurta.slice(0, 2).sort()).toEqual(["Cotton Kurta", "रेशमी कुर्ता"]);
    const salwar = (await search("salwar")).products.map((p) => p.id);
    expect(salwar).toEqual([ids.inStock, ids.soldOut]);
  });

  it("multiword: every word must be found, in any script", async () => {
    expect(await names("silk sarre")).toEqual(["Banarasi Silk Saree"]);
    expect(await names("रेशमी kurta")).toEqual(["रेशमी कुर्ता"]);
  });

  it("'Did you mean' when the query as typed matches nothing, not when it does", async () => {
    expect((await search("kurtha")).didYouMean).toBe("kurta");
    expect((await search("silk sarre")).didYouMean).toBe("silk saree");
    expect((await search("kurta")).didYouMean).toBeNull();
    expect((await search("zzzzqqq")).didYouMean).toBeNull();
  });
});

describe("suggestions", () => {
  it("up to 5 products ranked as the listing, and matching categories", async () => {
    const found = await suggest(s.db, shop.id, "kurtha");
    expect(
      found.products
        .map((p) => p.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(["Cotton Kurta", "रेशमी कुर्ता"]);
    expect(found.products.length).toBeLessThanOrEqual(5);
    expect(found.categories.map((c) => c.name)).toEqual(["Kurtas"]);
    expect((await suggest(s.db, shop.id, "साड़ी")).categories.map((c) => c.name)).toEqual(["Sarees"]);
    expect(await suggest(s.db, shop.id, "  ")).toEqual({ products: [], categories: [] });
  });
});
