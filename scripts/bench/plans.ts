// Query plans of the storefront's reads at the catalogue's size: the SQL is captured from the app's own
// domain functions (drizzle's query log), then run under EXPLAIN (ANALYZE, BUFFERS) with the same
// parameters, so what is explained is what the app sends.
//
//   npm run bench:plans          (BENCH_PRODUCTS / BENCH_SELLERS pick the catalogue, as for npm run bench)
import { pathToFileURL } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { changeCart, loadCart } from "../../app/domain/cart/cart.server";
import { getShopNavigation, getShopProduct, listShopProducts, listSuggestedProducts } from "../../app/domain/catalog/listing.server";
import { suggest } from "../../app/domain/catalog/search.server";
import { parseShopQuery } from "../../app/domain/catalog/shop-query";
import { findShop, type Shop } from "../../app/domain/sellers/shops.server";
import { type CatalogueSize, ensureCatalogue, extraShops } from "./catalogue";
import { benchPostgres, envNumber, writeResults } from "./harness";
import { ensureRatings } from "./ratings";

/** The guest whose cart the plans read. */
const BENCH_GUEST = "00000000-0000-4000-8000-00000000be9c";

/** The orders besides the default 'newest' that the listing benchmarks and plans cover. */
export const LISTING_SORTS = ["price-asc", "price-desc", "rating"] as const;

export interface CartKey {
  productId: string;
  color: string;
  size: string;
}

export interface ExplainedQuery {
  page: string;
  sql: string;
  params: unknown[];
  executionMs: number;
  /** Tables read by a sequential scan (none expected: every storefront read is indexed). */
  seqScans: string[];
  plan: string;
}

/** Queries of the shop home (two filters, search, no filter, each sort order), the product page and the cart refresh. */
export async function explainStorefront(url: string, handle: string, lines: CartKey[]): Promise<ExplainedQuery[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: Array<{ page: string; sql: string; params: unknown[] }> = [];
  let page = "";
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ page, sql, params }) } }) as unknown as Database;
  try {
    const as = async (label: string, load: () => Promise<unknown>) => {
      page = label;
      await load();
    };
    let shop: Shop | undefined;
    await as("shop lookup (every shop page)", async () => {
      shop = (await findShop(db, handle))?.shop;
    });
    if (!shop) throw new Error(`no shop ${handle}`);
    const s = shop;
    const [first] = lines;
    const query = (params: Record<string, string>) => parseShopQuery(new URLSearchParams(params));
    await as("listing, colour + size", () =>
      Promise.all([
        listShopProducts(db, s, query({ mode: "all", color: first.color, size: first.size })),
        getShopNavigation(db, s, query({ mode: "all", color: first.color, size: first.size })),
      ]),
    );
    // Searching sorts by relevance by default; 'newest' is the same search in the unsorted order.
    await as("listing, search (relevance)", () => listShopProducts(db, s, query({ mode: "all", q: "silk" })));
    await as("listing, search, sort=newest", () => listShopProducts(db, s, query({ mode: "all", q: "silk", sort: "newest" })));
    await as("listing, no filter", () => listShopProducts(db, s, query({ mode: "all" })));
    await as("listing, price ₹500–₹2,000", () => listShopProducts(db, s, query({ mode: "all", min: "500", max: "2000" })));
    const [category] = (await getShopNavigation(db, s, query({ main: "men" }))).categories;
    if (category) await as("listing, one category", () => listShopProducts(db, s, query({ main: "men", category: category.id })));
    await as("search suggestions", () => suggest(db, s.id, "silk"));
    // Each sort order over the same filters as the unsorted listings above (docs/decisions/0081-listing-sort.md).
    for (const sort of LISTING_SORTS) {
      await as(`listing, colour + size, sort=${sort}`, () =>
        listShopProducts(db, s, query({ mode: "all", color: first.color, size: first.size, sort })),
      );
      await as(`listing, no filter, sort=${sort}`, () => listShopProducts(db, s, query({ mode: "all", sort })));
    }
    await as("product page", async () => {
      const product = await getShopProduct(db, s, first.productId);
      if (!product) throw new Error(`no product ${first.productId} in ${handle}`);
      await listSuggestedProducts(db, s, product, 1);
    });
    // A guest's cart holding the sampled lines (added once; a line out of stock stays out): not explained.
    page = "";
    for (const l of lines) await changeCart(db, { guestId: BENCH_GUEST }, s, { intent: "add", ...l, quantity: 1 }).catch(() => {});
    await as("cart page (3 lines)", () => loadCart(db, { guestId: BENCH_GUEST }, s));

    const explained: ExplainedQuery[] = [];
    const client = await pool.connect();
    try {
      for (const q of captured.filter((c) => c.page)) {
        const rows = (await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${q.sql}`, q.params)).rows;
        const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        explained.push({
          ...q,
          executionMs: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN),
          seqScans: [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]),
          plan,
        });
      }
    } finally {
      client.release();
    }
    return explained;
  } finally {
    await pool.end();
  }
}

/** One line per query: page, execution time, seq scans. */
export function summarisePlans(explained: ExplainedQuery[]): string[] {
  return explained.map((e) => {
    const table = e.sql.match(/from "(\w+)"/)?.[1] ?? "?";
    const scans = e.seqScans.length ? `SEQ SCAN on ${e.seqScans.join(", ")}` : "indexed";
    return `${e.page.padEnd(30)} ${table.padEnd(14)} ${e.executionMs.toFixed(2).padStart(8)} ms  ${scans}`;
  });
}

/**
 * A shop and three of its active products' first colour/size, the same pick for every run: `count`
 * regular shops (shop-N), or the shops named by `handles` (the extra shops of BENCH_BIG_SHOP).
 */
export async function sampleShops(
  url: string,
  count: number,
  handles?: string[],
): Promise<Array<{ handle: string; sellerId: string; lines: CartKey[] }>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ handle: string; seller_id: string; product_id: string; color: string; size: string }>(
      `select s.handle, s.id seller_id, p.id product_id, st.color, st.size
       from (select id, handle from seller where status = 'active' and (case when $2::text[] is null then handle like 'shop-%' else handle = any($2) end)
             order by md5(handle) limit $1) s
       cross join lateral (select id from product where seller_id = s.id and active order by created_at desc limit 3) p
       cross join lateral (select color, size from product_stock where product_id = p.id order by color, size limit 1) st`,
      [count, handles ?? null],
    );
    const shops = new Map<string, { handle: string; sellerId: string; lines: CartKey[] }>();
    for (const r of rows.rows) {
      const shop = shops.get(r.handle) ?? { handle: r.handle, sellerId: r.seller_id, lines: [] };
      shop.lines.push({ productId: r.product_id, color: r.color, size: r.size });
      shops.set(r.handle, shop);
    }
    return [...shops.values()].filter((s) => s.lines.length > 0);
  } finally {
    await c.end();
  }
}

export const catalogueSize = (): CatalogueSize => ({
  products: envNumber("BENCH_PRODUCTS", 1_000_000),
  sellers: envNumber("BENCH_SELLERS", 10_000),
  ...(process.env.BENCH_BIG_SHOP ? { bigShop: envNumber("BENCH_BIG_SHOP", 200_000) } : {}),
});

async function main() {
  const server = await benchPostgres();
  try {
    const catalogue = await ensureCatalogue(server.adminUrl, catalogueSize());
    await ensureRatings(catalogue.url);
    // A regular shop, or with BENCH_BIG_SHOP the large shop and its 2,000-product reference.
    const extras = extraShops(catalogue).map((e) => e.handle);
    const shops = extras.length ? await sampleShops(catalogue.url, extras.length, extras) : await sampleShops(catalogue.url, 1);
    const results = [];
    for (const shop of shops) {
      // Twice: the first pass warms the cache, the second is what a running shop sees.
      await explainStorefront(catalogue.url, shop.handle, shop.lines);
      const explained = await explainStorefront(catalogue.url, shop.handle, shop.lines);
      for (const e of explained) {
        console.log(`\n── ${shop.handle}: ${e.page}\n${e.sql}\n${JSON.stringify(e.params)}\n${e.plan}`);
      }
      results.push({ shop: shop.handle, explained });
    }
    for (const { shop, explained } of results) {
      console.log(`\nPlans at ${catalogue.products} products / ${catalogue.sellers} sellers (${server.label}), shop ${shop}:`);
      for (const line of summarisePlans(explained)) console.log(`  ${line}`);
    }
    const file = await writeResults("plans", {
      catalogue: { products: catalogue.products, sellers: catalogue.sellers, bigShop: catalogue.bigShop ?? null },
      shops: results,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
