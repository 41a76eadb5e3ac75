// The storefront's read side against a real PostgreSQL: every filter, search, price bounds,
// pagination resets, hidden products and no duplicates.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banner, product, seller, user } from "../../app/db/schema";
import { addSellerSubcategory, createCategory } from "../../app/domain/catalog/categories.server";
import { exportCatalog } from "../../app/domain/catalog/csv.server";
import {
  getShopNavigation,
  getShopProduct,
  listShopProducts,
  listSitemapProducts,
  listSuggestedProducts,
  type ShopRef,
} from "../../app/domain/catalog/listing.server";
import type { ProductInput } from "../../app/domain/catalog/product-input";
import { createProduct } from "../../app/domain/catalog/products.server";
import { getSellerProduct } from "../../app/domain/catalog/seller-products.server";
import { parseShopQuery, type ShopQuery } from "../../app/domain/catalog/shop-query";
import { addBanner, listSellerBanners, moveBanner, removeBanner } from "../../app/domain/sellers/banners.server";
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

const base = (over: Partial<ProductInput>): ProductInput => ({
  name: "Plain Tee",
  pricePaise: 50000,
  main: "men",
  colors: [{ color: "Black", stock: { M: 2 } }],
  ...over,
});

const query = (search: string): Omit<ShopQuery, "mode"> => parseShopQuery(new URLSearchParams(search));
const names = async (search: string, ref: ShopRef = shop) =>
  (await listShopProducts(s.db, ref, query(search))).products.map((p) => p.name).sort();

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop("kapda");
  other = await makeShop("other");
  const shirts = await createCategory(s.db, shop.id, { main: "men", name: "Shirts" });
  const casual = await addSellerSubcategory(s.db, shop.id, shirts.id, { name: "Casual" });
  const formal = await addSellerSubcategory(s.db, shop.id, shirts.id, { name: "Formal" });
  const sarees = await createCategory(s.db, shop.id, { main: "women", name: "Sarees" });
  ids.shirts = shirts.id;
  ids.casual = casual.id;
  ids.formal = formal.id;
  ids.sarees = sarees.id;
  const day = 24 * 60 * 60 * 1000;
  const products: ProductInput[] = [
    base({
      name: "Oxford Shirt",
      description: "Crisp cotton weave",
      pricePaise: 120000,
      salePricePaise: 90000,
      categoryId: shirts.id,
      subcategoryId: formal.id,
      // Two colours both in stock in size L: must still come back once.
      colors: [
        { color: "Blue", stock: { L: 3, XL: 1 } },
        { color: "White", stock: { L: 2 } },
      ],
      createdAt: new Date(Date.now() - 1 * day),
    }),
    base({
      name: "Linen Shirt",
      description: "Mandarin collar, 100% linen",
      pricePaise: 150000,
      categoryId: shirts.id,
      subcategoryId: casual.id,
      colors: [{ color: "Beige", stock: { M: 0, L: 4 } }],
      createdAt: new Date(Date.now() - 2 * day),
    }),
    base({
      name: "Banarasi Silk Saree",
      description: "Zari border",
      pricePaise: 800000,
      main: "women",
      categoryId: sarees.id,
      colors: [{ color: "Maroon", stock: { "FREE SIZE": 5 } }],
      createdAt: new Date(Date.now() - 3 * day),
    }),
    base({ name: "Hidden Kurta", active: false, colors: [{ color: "Blue", stock: { L: 1 } }] }),
  ];
  for (const p of products) ids[p.name] = (await createProduct(s.db, shop.id, p)).id;
  // Another shop's product with a matching name must never show up here.
  await createProduct(s.db, other.id, base({ name: "Oxford Shirt Elsewhere" }));
  // Enough plain products for three pages of 20 (oldest first so the named ones lead the list).
  for (let i = 0; i < 41; i++) {
    await createProduct(
      s.db,
      shop.id,
      base({ name: `Basic ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.now() - (10 + i) * day) }),
    );
  }
});

afterAll(async () => {
  await s.dispose();
});

describe("listShopProducts", () => {
  it("lists only this shop's active products, newest first, 20 a page", async () => {
    const first = await listShopProducts(s.db, shop, query(""));
    expect(first.total).toBe(44);
    expect(first.pageCount).toBe(3);
    expect(first.products).toHaveLength(20);
    expect(first.products.slice(0, 3).map((p) => p.name)).toEqual(["Oxford Shirt", "Linen Shirt", "Banarasi Silk Saree"]);
    const all = [first, await listShopProducts(s.db, shop, query("page=2")), await listShopProducts(s.db, shop, query("page=3"))].flatMap(
      (p) => p.products.map((x) => x.name),
    );
    expect(all).toHaveLength(44);
    expect(new Set(all).size).toBe(44);
    expect(all).not.toContain("Hidden Kurta");
    expect(all).not.toContain("Oxford Shirt Elsewhere");
  });

  it("returns card data: first image, colours in order with per-size stock sorted", async () => {
    const [oxford] = (await listShopProducts(s.db, shop, query("q=oxford"))).products;
    expect(oxford.variants.map((v) => v.color)).toEqual(["Blue", "White"]);
    expect(oxford.variants[0].sizes).toEqual([
      { size: "L", stock: 3 },
      { size: "XL", stock: 1 },
    ]);
    expect(oxford.salePricePaise).toBe(90000);
  });

  it("filters by main category, category and subcategory", async () => {
    expect(await names("main=women")).toEqual(["Banarasi Silk Saree"]);
    expect(await names(`main=men&category=${ids.shirts}`)).toEqual(["Linen Shirt", "Oxford Shirt"]);
    expect(await names(`main=men&category=${ids.shirts}&sub=${ids.casual}`)).toEqual(["Linen Shirt"]);
  });

  it("filters by colour: any selected colour matches, no duplicates", async () => {
    expect(await names("color=White")).toEqual(["Oxford Shirt"]);
    expect(await names("color=Blue&color=White&color=Maroon")).toEqual(["Banarasi Silk Saree", "Oxford Shirt"]);
  });

  it("filters by size through product_stock, no duplicates across colours", async () => {
    expect(await names("size=L")).toEqual(["Linen Shirt", "Oxford Shirt"]);
    expect(await names("size=FREE SIZE&size=XL")).toEqual(["Banarasi Silk Saree", "Oxford Shirt"]);
    expect(await names("size=L&color=Beige")).toEqual(["Linen Shirt"]);
  });

  it("filters by effective price (sale price when present), both bounds inclusive", async () => {
    // Oxford sells at ₹900 (price ₹1,200), Linen at ₹1,500.
    expect(await names("min=900&max=1500")).toEqual(["Linen Shirt", "Oxford Shirt"]);
    expect(await names("min=1000&max=1500")).toEqual(["Linen Shirt"]);
    expect(await names("min=7000")).toEqual(["Banarasi Silk Saree"]);
    // A lower bound above the upper one is lowered to it.
    expect(await names("min=9000&max=900")).toEqual(["Oxford Shirt"]);
  });

  it("searches name, description, colours and sizes, case-insensitively", async () => {
    expect(await names("q=OXFORD")).toEqual(["Oxford Shirt"]);
    expect(await names("q=zari")).toEqual(["Banarasi Silk Saree"]);
    expect(await names("q=maroon")).toEqual(["Banarasi Silk Saree"]);
    expect(await names("q=free size")).toEqual(["Banarasi Silk Saree"]);
    expect(await names("q=shirt")).toEqual(["Linen Shirt", "Oxford Shirt"]);
    // Wildcards are literal.
    expect(await names("q=100%")).toEqual(["Linen Shirt"]);
    expect(await names("q=%")).toEqual(["Linen Shirt"]);
    expect(await names("q=kurta")).toEqual([]);
  });

  it("sends a page beyond the last back to page 1", async () => {
    const result = await listShopProducts(s.db, shop, query("color=Blue&page=7"));
    expect(result.page).toBe(1);
    expect(result.products.map((p) => p.name)).toEqual(["Oxford Shirt"]);
    expect(result.pageCount).toBe(1);
  });

  it("shows nothing for a suspended shop", async () => {
    expect(await names("", { ...shop, status: "suspended" })).toEqual([]);
  });

  it("uses the indexes: trigram for search, stock index for sizes", async () => {
    const plan = await s.db.$client.query(
      "explain select id from product where seller_id = $1 and active and search_text ilike '%oxford%'",
      [shop.id],
    );
    // Tiny tables may be scanned sequentially; what matters is that the GIN index is usable.
    await s.db.$client.query("set enable_seqscan = off");
    const forced = await s.db.$client.query("explain select id from product where search_text ilike '%oxford%'");
    await s.db.$client.query("reset enable_seqscan");
    expect(plan.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(forced.rows)).toContain("product_search_trgm_idx");
  });
});

/** The shop's row as a request reads it now, content version included. */
const current = async (ref: ShopRef): Promise<ShopRef> => (await s.db.select().from(seller).where(eq(seller.id, ref.id)))[0];

describe("getShopNavigation", () => {
  it("gives banner images, mains in use, the main's categories and the category's subcategories", async () => {
    const nav = await getShopNavigation(s.db, shop, { main: "men", category: ids.shirts });
    expect(nav.mains.sort()).toEqual(["men", "women"]);
    expect(nav.categories.map((c) => c.name)).toEqual(["Shirts"]);
    expect(nav.subcategories.map((c) => c.name)).toEqual(["Casual", "Formal"]);
    expect(nav.bannerImages).toEqual([]);
    // Another shop's category id gives no subcategories.
    const foreign = await getShopNavigation(s.db, other, { main: "men", category: ids.shirts });
    expect(foreign.subcategories).toEqual([]);
  });
});

describe("shop banners", () => {
  const version = async (id: string) => (await s.db.select({ v: seller.contentVersion }).from(seller).where(eq(seller.id, id)))[0].v;

  it("shows every banner's images in the seller's order, and each change moves the content version", async () => {
    const ref = await makeShop("bannered");
    // As a request does: the shop's row (and its content version) first.
    const nav = async () => (await getShopNavigation(s.db, await current(ref), { main: null, category: null })).bannerImages;
    let v = await version(ref.id);
    const a = await addBanner(s.db, ref.id, "banners/t/a");
    const b = await addBanner(s.db, ref.id, "banners/t/b");
    const c = await addBanner(s.db, ref.id, "banners/t/c");
    expect(await version(ref.id)).toBeGreaterThan(v);
    expect(await nav()).toEqual(["banners/t/a", "banners/t/b", "banners/t/c"]);

    v = await version(ref.id);
    await moveBanner(s.db, ref.id, c.id, -1);
    await moveBanner(s.db, ref.id, c.id, -1);
    await moveBanner(s.db, ref.id, a.id, 1);
    expect(await version(ref.id)).toBeGreaterThan(v);
    const order = ["banners/t/c", "banners/t/b", "banners/t/a"];
    expect(await nav()).toEqual(order);
    // The dashboard lists the same sequence the shop shows.
    expect((await listSellerBanners(s.db, ref.id)).flatMap((row) => row.imageKeys)).toEqual(order);

    v = await version(ref.id);
    await removeBanner(s.db, ref.id, b.id);
    expect(await version(ref.id)).toBeGreaterThan(v);
    expect(await nav()).toEqual(["banners/t/c", "banners/t/a"]);
  });

  it("keeps every image of a banner that holds several (older data), in place", async () => {
    const ref = await makeShop("multi-banner");
    await s.db.insert(banner).values([
      { sellerId: ref.id, imageKeys: ["banners/m/2", "banners/m/3"], position: 1 },
      { sellerId: ref.id, imageKeys: ["banners/m/1"], position: 0 },
    ]);
    expect((await getShopNavigation(s.db, ref, { main: null, category: null })).bannerImages).toEqual([
      "banners/m/1",
      "banners/m/2",
      "banners/m/3",
    ]);
  });
});

describe("sizes in size-list order", () => {
  it("orders sizes on cards, the product page, the dashboard form and the CSV export", async () => {
    const ref = await makeShop("sized");
    const women = await createProduct(s.db, ref.id, {
      name: "Anarkali",
      pricePaise: 99900,
      main: "women",
      colors: [{ color: "Red", stock: { "XL 42": 1, "M 38": 2, "L 40": 3 } }],
    });
    const men = await createProduct(s.db, ref.id, {
      name: "Polo",
      pricePaise: 59900,
      main: "men",
      colors: [{ color: "Blue", stock: { "4XL": 1, XL: 1, "3XL": 1, L: 1, M: 1, Custom: 1, "130": 1 } }],
    });
    const cards = (await listShopProducts(s.db, ref, query("mode=all"))).products;
    const sizesOf = (id: string) => cards.find((p) => p.id === id)?.variants[0].sizes.map((x) => x.size);
    expect(sizesOf(women.id)).toEqual(["M 38", "L 40", "XL 42"]);
    expect(sizesOf(men.id)).toEqual(["M", "L", "XL", "3XL", "4XL", "130", "Custom"]);
    expect((await getShopProduct(s.db, ref, men.id))?.variants[0].sizes.map((x) => x.size)).toEqual(sizesOf(men.id));
    expect(Object.keys((await getSellerProduct(s.db, ref.id, women.id))?.colors[0].stock ?? {})).toEqual(["M 38", "L 40", "XL 42"]);
    const csv = await exportCatalog(s.db, ref.id);
    const csvSizes = (name: string) =>
      csv
        .split("\n")
        .filter((line) => line.includes(name))
        .map((line) => line.split(",").find((cell) => /^(M 38|L 40|XL 42)$/.test(cell)));
    expect(csvSizes("Anarkali")).toEqual(["M 38", "L 40", "XL 42"]);
  });
});

describe("getShopProduct and suggestions", () => {
  it("returns an active product of this shop with its category path", async () => {
    const p = await getShopProduct(s.db, shop, ids["Oxford Shirt"]);
    expect(p).toMatchObject({ name: "Oxford Shirt", categoryName: "Shirts", subcategoryName: "Formal", main: "men" });
  });

  it("is null for inactive, foreign or malformed ids", async () => {
    expect(await getShopProduct(s.db, shop, ids["Hidden Kurta"])).toBeNull();
    expect(await getShopProduct(s.db, other, ids["Oxford Shirt"])).toBeNull();
    expect(await getShopProduct(s.db, shop, "not-a-uuid")).toBeNull();
  });

  it("suggests other products of the same main category, 10 a page", async () => {
    const first = await listSuggestedProducts(s.db, shop, { id: ids["Oxford Shirt"], main: "men" }, 1);
    expect(first.products).toHaveLength(10);
    expect(first.total).toBe(42); // 43 active men's products minus the current one
    expect(first.products.map((p) => p.name)).not.toContain("Oxford Shirt");
    expect(first.products.map((p) => p.name)).not.toContain("Banarasi Silk Saree");
    expect((await listSuggestedProducts(s.db, shop, { id: ids["Oxford Shirt"], main: "men" }, 99)).page).toBe(1);
  });

  it("lists sitemap entries for active products only", async () => {
    const entries = await listSitemapProducts(s.db, shop);
    expect(entries).toHaveLength(44);
    expect(entries.map((e) => e.id)).not.toContain(ids["Hidden Kurta"]);
    const [row] = await s.db.select().from(seller).where(eq(seller.id, shop.id));
    expect(row.status).toBe("active");
  });
});

describe("sort orders (docs/decisions/0081-listing-sort.md)", () => {
  let sorted: ShopRef;
  const day = 24 * 60 * 60 * 1000;
  const same = new Date(Date.now() - 6 * day);
  const order = async (search: string) => (await listShopProducts(s.db, sorted, query(search))).products.map((p) => p.name);

  beforeAll(async () => {
    sorted = await makeShop("sorted");
    const rows: Array<[ProductInput, { count: number; sum: number } | null]> = [
      // Newest, matches 'silk' only in its description.
      [
        base({ name: "Cotton Dupatta", description: "Pure silk border", pricePaise: 60000, createdAt: new Date(Date.now() - 1 * day) }),
        { count: 10, sum: 45 },
      ],
      // Sells at ₹400 (sale), the cheapest, though its list price is the second highest.
      [
        base({ name: "Silk Kurta", pricePaise: 100000, salePricePaise: 40000, createdAt: new Date(Date.now() - 2 * day) }),
        { count: 2, sum: 9 },
      ],
      [base({ name: "Linen Saree", pricePaise: 45000, createdAt: new Date(Date.now() - 3 * day) }), null],
      [base({ name: "Rayon Top", pricePaise: 45000, createdAt: new Date(Date.now() - 4 * day) }), { count: 1, sum: 3 }],
      [base({ name: "Denim Jeans", pricePaise: 200000, salePricePaise: 150000, createdAt: new Date(Date.now() - 5 * day) }), null],
      // Same price and time: only the id tells them apart.
      [base({ name: "Twin A", pricePaise: 70000, createdAt: same }), null],
      [base({ name: "Twin B", pricePaise: 70000, createdAt: same }), null],
    ];
    for (const [input, rating] of rows) {
      const { id } = await createProduct(s.db, sorted.id, input);
      ids[input.name] = id;
      // The review trigger keeps these in the app; a fixture may set them directly.
      if (rating)
        await s.db
          .update(product)
          .set({ ratingCount: rating.count, ratingSum: rating.sum })
          .where(and(eq(product.id, id), eq(product.sellerId, sorted.id)));
    }
  });

  const twins = () => [ids["Twin A"], ids["Twin B"]].sort().map((id) => (id === ids["Twin A"] ? "Twin A" : "Twin B"));

  it("newest first by default", async () => {
    expect(await order("")).toEqual(["Cotton Dupatta", "Silk Kurta", "Linen Saree", "Rayon Top", "Denim Jeans", ...twins()]);
  });

  it("by effective price (sale price when there is one), equal prices newest first, then by id", async () => {
    expect(await order("sort=price-asc")).toEqual(["Silk Kurta", "Linen Saree", "Rayon Top", "Cotton Dupatta", ...twins(), "Denim Jeans"]);
    expect(await order("sort=price-desc")).toEqual(["Denim Jeans", ...twins(), "Cotton Dupatta", "Linen Saree", "Rayon Top", "Silk Kurta"]);
  });

  it("top rated: average first, more ratings on a tie, unrated last (newest first among them)", async () => {
    expect(await order("sort=rating")).toEqual(["Cotton Dupatta", "Silk Kurta", "Rayon Top", "Linen Saree", "Denim Jeans", ...twins()]);
  });

  it("relevance ranks a name match above a description match; unsorted search is newest first", async () => {
    expect(await order("q=silk")).toEqual(["Silk Kurta", "Cotton Dupatta"]);
    expect(await order("q=silk&sort=newest")).toEqual(["Cotton Dupatta", "Silk Kurta"]);
    expect(await order("q=silk&sort=price-desc")).toEqual(["Cotton Dupatta", "Silk Kurta"]);
    // Without a search 'relevance' is not an order: the default applies.
    expect(await order("sort=relevance")).toEqual(await order(""));
  });

  it("applies the filters before ordering", async () => {
    expect(await order("sort=price-desc&max=600")).toEqual(["Cotton Dupatta", "Linen Saree", "Rayon Top", "Silk Kurta"]);
  });

  it("survives pagination: pages of a sorted list join into the whole list once, in order", async () => {
    for (const sort of ["price-asc", "price-desc", "rating"]) {
      const pages = await Promise.all([1, 2, 3].map((page) => listShopProducts(s.db, shop, query(`sort=${sort}&page=${page}`))));
      const all = pages.flatMap((p) => p.products);
      expect(all).toHaveLength(44);
      expect(new Set(all.map((p) => p.id)).size).toBe(44);
      const prices = all.map((p) => p.salePricePaise ?? p.pricePaise);
      if (sort === "price-asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "price-desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });
});
