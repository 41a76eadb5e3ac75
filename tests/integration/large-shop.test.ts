// A shop larger than the listing's count cap (docs/decisions/0093-large-shops.md): the count stops at
// COUNT_CAP and shows as "1,000+", the pages end with it, relevance ranks the newest matches; and the
// search-key backfill that runs on every start reads an index of the unkeyed rows, not the product table.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, seller, user } from "../../app/db/schema";
import { COLOR_OPTIONS, SIZE_GROUPS_BY_MAIN } from "../../app/domain/catalog/constants";
import { COUNT_CAP, productCount } from "../../app/domain/catalog/listing";
import { getShopNavigation, listShopProducts, PAGE_SIZE, type ShopRef } from "../../app/domain/catalog/listing.server";
import type { ProductInput } from "../../app/domain/catalog/product-input";
import { createProduct, updateProduct } from "../../app/domain/catalog/products.server";
import { searchKey } from "../../app/domain/catalog/search-key";
import { backfillSearchKeys, MISSING_KEYS_SQL } from "../../app/domain/catalog/search-key.server";
import { parseShopQuery } from "../../app/domain/catalog/shop-query";
import { createTestServices, type TestServices } from "../setup/test-services";

let s: TestServices;
let shop: ShopRef;

/** Replaces the shop's products: `active` active ones (product 1 newest) and `inactive` hidden ones after them. */
async function stock(active: number, inactive: number) {
  await s.db.delete(product).where(eq(product.sellerId, shop.id));
  await s.db.$client.query(
    `insert into product (seller_id, name, price_paise, main, active, search_text, created_at)
     select $1, 'Bulk Kurta ' || g, 10000 + g, 'men', g <= $2, 'bulk kurta ' || g, now() - g * interval '1 minute'
     from generate_series(1, $2::int + $3::int) g`,
    [shop.id, active, inactive],
  );
  await backfillSearchKeys((text, values) => s.db.$client.query(text, values));
  await s.db.$client.query("analyze product");
}

const list = (search: string) => listShopProducts(s.db, shop, parseShopQuery(new URLSearchParams(search)));

beforeAll(async () => {
  s = await createTestServices();
  const userId = randomUUID();
  await s.db.insert(user).values({ id: userId, name: "big", email: "big@example.com", role: "seller" });
  [shop] = await s.db.insert(seller).values({ handle: "big", ownerUserId: userId, shopName: "Big" }).returning();
});

afterAll(async () => {
  await s.dispose();
});

describe("a shop larger than the count cap", () => {
  it('counts to COUNT_CAP and shows "1,000+ products"; the pages end with the cap', async () => {
    await stock(COUNT_CAP + 250, 10);
    const first = await list("");
    expect(first).toMatchObject({ total: COUNT_CAP, capped: true, pageCount: COUNT_CAP / PAGE_SIZE, page: 1 });
    expect(productCount(first)).toBe("1,000+");
    expect(first.products.map((p) => p.name)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `Bulk Kurta ${i + 1}`));
    const last = await list(`page=${COUNT_CAP / PAGE_SIZE}`);
    expect(last.products.at(-1)?.name).toBe(`Bulk Kurta ${COUNT_CAP}`);
    // A page past the cap goes back to page 1, as a page past the last always has.
    expect((await list(`page=${COUNT_CAP / PAGE_SIZE + 1}`)).page).toBe(1);
  });

  it("the count, pages and page reset agree with an exact count up to the cap, whatever the sizes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: COUNT_CAP - 45, max: COUNT_CAP + 45 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom("", "q=kurta", "q=kurta&sort=newest", "sort=price-asc", "sort=rating", "max=105"),
        async (active, inactive, requested, search) => {
          await stock(active, inactive);
          const page = await list(`${search}&page=${requested}`);
          // Product g costs 10,000 + g paise: max=105 (₹105) keeps the first 500.
          const matching = search === "max=105" ? Math.min(active, 500) : active;
          const shown = Math.min(matching, COUNT_CAP);
          expect(page.total).toBe(shown);
          expect(Boolean(page.capped)).toBe(matching > COUNT_CAP);
          expect(productCount(page)).toBe(matching > COUNT_CAP ? "1,000+" : shown);
          expect(page.pageCount).toBe(Math.max(1, Math.ceil(shown / PAGE_SIZE)));
          expect(page.page).toBe(requested <= page.pageCount ? requested : 1);
          const before = (page.page - 1) * PAGE_SIZE;
          expect(page.products).toHaveLength(Math.max(0, Math.min(PAGE_SIZE, shown - before)));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("relevance ranks the newest matches: equal scores fall back to newest, as in a small shop", async () => {
    await stock(COUNT_CAP + 100, 0);
    const relevance = await list("q=kurta");
    const newest = await list("q=kurta&sort=newest");
    expect(relevance).toMatchObject({ total: COUNT_CAP, capped: true });
    expect(relevance.products.map((p) => p.name)).toEqual(newest.products.map((p) => p.name));
  });

  it("the shop's main categories in use come from one probe each, in the spec's order", async () => {
    await stock(30, 5);
    await s.db.$client.query("update product set main = 'girl' where seller_id = $1 and name = 'Bulk Kurta 3'", [shop.id]);
    // A main whose only product is hidden is not in use.
    await s.db.$client.query("update product set main = 'women' where seller_id = $1 and name = 'Bulk Kurta 35'", [shop.id]);
    const [now] = await s.db.select().from(seller).where(eq(seller.id, shop.id));
    const nav = await getShopNavigation(s.db, now, { main: null, category: null });
    expect(nav.mains).toEqual(["men", "girl"]);
  });
});

describe("product.colors / product.sizes, kept by triggers for the filters' index", () => {
  const COLORS = COLOR_OPTIONS.slice(0, 6).map((o) => o.name);
  const SIZES = SIZE_GROUPS_BY_MAIN.men.letter.slice(0, 6);
  const variants = fc.uniqueArray(
    fc.record({
      color: fc.constantFrom(...COLORS),
      sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3, selector: (v) => v.color },
  );
  const input = (vs: Array<{ color: string; sizes: string[] }>): ProductInput => ({
    name: "Variant Tee",
    pricePaise: 50000,
    main: "men",
    colors: vs.map((v) => ({ color: v.color, stock: Object.fromEntries(v.sizes.map((size, i) => [size, i])) })),
  });
  /** What the filters used to read: the product's own colour and stock rows. */
  async function fromRows(id: string) {
    const { rows } = await s.db.$client.query<{ colors: string[]; sizes: string[]; kept_colors: string[]; kept_sizes: string[] }>(
      `select array(select color from product_color where product_id = $1 order by color) colors,
              array(select distinct size from product_stock where product_id = $1 order by size) sizes,
              array(select unnest(colors) order by 1) kept_colors, array(select unnest(sizes) order by 1) kept_sizes
       from product where id = $1`,
      [id],
    );
    return rows[0];
  }

  it("equal the colour and stock rows after any create and update (property)", async () => {
    await stock(0, 0);
    await fc.assert(
      fc.asyncProperty(variants, variants, async (first, second) => {
        const created = await createProduct(s.db, shop.id, input(first));
        let rows = await fromRows(created.id);
        expect(rows.kept_colors).toEqual(rows.colors);
        expect(rows.kept_sizes).toEqual(rows.sizes);
        await updateProduct(s.db, shop.id, created.id, input(second));
        rows = await fromRows(created.id);
        expect(rows.kept_colors).toEqual([...new Set(second.map((v) => v.color))].sort());
        expect(rows.kept_colors).toEqual(rows.colors);
        expect(rows.kept_sizes).toEqual(rows.sizes);
        // And the listing's filter finds it by any of them, and not by a colour it no longer has.
        const color = second[0].color;
        const found = await list(`mode=all&color=${encodeURIComponent(color)}&size=${encodeURIComponent(second[0].sizes[0])}`);
        expect(found.products.map((p) => p.id)).toContain(created.id);
        const gone = COLORS.find((c) => !second.some((v) => v.color === c)) as string;
        expect((await list(`mode=all&color=${encodeURIComponent(gone)}`)).products.map((p) => p.id)).not.toContain(created.id);
        await s.db.delete(product).where(eq(product.id, created.id));
      }),
      { numRuns: 15 },
    );
  });
});

describe("the search-key backfill on every start", () => {
  it("with nothing to key reads the index of unkeyed rows only, never the product table", async () => {
    await stock(COUNT_CAP, 0);
    const { rows } = await s.db.$client.query<{ "QUERY PLAN": unknown }>(`explain (analyze, buffers, format json) ${MISSING_KEYS_SQL}`, [
      "00000000-0000-0000-0000-000000000000",
      5000,
    ]);
    const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
    expect(plan).not.toContain("Seq Scan");
    expect(plan).toContain('"Index Name":"product_search_key_missing_idx"');
    expect(plan).toContain('"Actual Rows":0');
    expect(await backfillSearchKeys((text, values) => s.db.$client.query(text, values))).toBe(0);
  });

  it("still keys every product without a key, across batches", async () => {
    await stock(25, 3);
    await s.db.$client.query("update product set search_key = null where seller_id = $1", [shop.id]);
    expect(await backfillSearchKeys((text, values) => s.db.$client.query(text, values), 10)).toBe(28);
    const keys = await s.db.select({ name: product.name, key: product.searchKey }).from(product).where(eq(product.sellerId, shop.id));
    expect(keys).toHaveLength(28);
    for (const k of keys) expect(k.key).toBe(searchKey(k.name));
  });
});
