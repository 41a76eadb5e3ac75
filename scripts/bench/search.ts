// npm run bench:search — the forgiving search's quality and speed (docs/decisions/0088-forgiving-search.md).
//
// On the benchmark catalogue (BENCH_PRODUCTS, default 1,000,000 products in BENCH_SELLERS 10,000
// shops, generated or reused in BENCH_DIR like npm run bench), one more shop, 'search-quality', holds
// the demo catalogue's products and some with Hindi names (search-queries.ts). For every labelled
// query it runs the storefront's own search (listShopProducts, relevance order) and prints per query
// class: precision@10, recall@10 (relevant found in the first 10 over min(10, relevant in the shop)),
// and the latency of the whole search call (page query, variants, 'Did you mean' check) p50/p99 over
// the quality shop and BENCH_SEARCH_SHOPS (20) generated shops. Then EXPLAIN (ANALYZE, BUFFERS) of
// the listing's search query, failing if any plan has a sequential scan on product.
import { and, asc, eq, sql } from "drizzle-orm";
import { createDatabase, type Database } from "../../app/db/client.server";
import { product, seller, user } from "../../app/db/schema";
import { SIZE_GROUPS_BY_MAIN } from "../../app/domain/catalog/constants";
import { listShopProducts, type ShopRef } from "../../app/domain/catalog/listing.server";
import { createProduct } from "../../app/domain/catalog/products.server";
import { relevanceOrder, searchCondition } from "../../app/domain/catalog/search.server";
import { parseShopQuery } from "../../app/domain/catalog/shop-query";
import { CATALOG } from "../seed/demo-catalog";
import { ensureCatalogue } from "./catalogue";
import { benchPostgres, envNumber, machine, printTable, writeResults } from "./harness";
import { DEVANAGARI_PRODUCTS, type LabelledQuery, labelledQueries, type QueryClass } from "./search-queries";

const PRODUCTS = envNumber("BENCH_PRODUCTS", 1_000_000);
const SELLERS = envNumber("BENCH_SELLERS", 10_000);
const SHOPS = envNumber("BENCH_SEARCH_SHOPS", 20);
const HANDLE = "search-quality";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/** The quality shop, made again on every run (its products are few; the catalogue around it is kept). */
async function qualityShop(db: Database): Promise<ShopRef> {
  await db.delete(seller).where(eq(seller.handle, HANDLE)); // its products go with it
  await db.delete(user).where(eq(user.id, `bench-${HANDLE}`));
  await db.insert(user).values({ id: `bench-${HANDLE}`, name: "Search quality", email: `${HANDLE}@bench.example`, role: "seller" });
  const [shop] = await db
    .insert(seller)
    .values({ handle: HANDLE, ownerUserId: `bench-${HANDLE}`, shopName: "Search quality" })
    .returning();
  const size = (main: keyof typeof SIZE_GROUPS_BY_MAIN) => Object.values(SIZE_GROUPS_BY_MAIN[main])[0][0];
  const items = [
    ...CATALOG.flatMap((c) => c.subcategories.flatMap((s) => s.products.map((p) => ({ name: p[0], description: p[2], main: c.main })))),
    ...DEVANAGARI_PRODUCTS.map((p) => ({ ...p, description: "" })),
  ];
  for (const [i, it] of items.entries()) {
    await createProduct(db, shop.id, {
      name: it.name,
      description: it.description,
      pricePaise: 49900 + i * 1000,
      main: it.main,
      // Every fourth product sold out, so the in-stock tiebreak has work to do.
      colors: [{ color: "Red", stock: { [size(it.main)]: i % 4 === 0 ? 0 : 5 } }],
    });
  }
  return shop;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = process.hrtime.bigint();
  const value = await run();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

const search = (db: Database, shop: ShopRef, q: string) => listShopProducts(db, shop, parseShopQuery(new URLSearchParams({ q })));

/** The listing's search query as listing.server.ts sends it (where, relevance order, count, first page). */
function listingSql(db: Database, sellerId: string, q: string) {
  return db
    .select({ id: product.id, name: product.name, total: sql<number>`(count(*) over ())::int` })
    .from(product)
    .where(and(eq(product.sellerId, sellerId), eq(product.active, true), searchCondition(q)))
    .orderBy(...relevanceOrder(sellerId, q), sql`${product.createdAt} desc nulls last`, asc(product.id))
    .limit(20)
    .toSQL();
}

async function explain(db: Database, sellerId: string, q: string, settings = ""): Promise<string> {
  const { sql: text, params } = listingSql(db, sellerId, q);
  const client = await db.$client.connect();
  try {
    await client.query("begin");
    if (settings) await client.query(settings);
    const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
    await client.query("rollback");
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    client.release();
  }
}

async function main() {
  const pg = await benchPostgres();
  try {
    console.log(`search bench: ${PRODUCTS} products, ${SELLERS} shops on ${pg.label}`);
    const catalogue = await ensureCatalogue(pg.adminUrl, { products: PRODUCTS, sellers: SELLERS });
    const db = createDatabase(catalogue.url, 4);
    try {
      const shop = await qualityShop(db);
      await db.execute(sql`analyze product`);
      const queries = labelledQueries();
      const all = await db.select({ name: product.name, main: product.main }).from(product).where(eq(product.sellerId, shop.id));
      const perQuery: Array<LabelledQuery & { precision: number; recall: number; top: string[] }> = [];
      for (const lq of queries) {
        const { products } = await search(db, shop, lq.q);
        const top = products.slice(0, 10).map((p) => p.name);
        // A phrase naming a main category wants that category's products only.
        const relevant = all.filter((r) => lq.relevant.test(r.name) && (!lq.main || r.main === lq.main));
        const relevantNames = new Set(relevant.map((r) => r.name));
        const relevantInShop = relevant.length;
        const hits = top.filter((n) => relevantNames.has(n)).length;
        perQuery.push({
          ...lq,
          top,
          precision: top.length ? hits / top.length : 0,
          recall: relevantInShop ? hits / Math.min(10, relevantInShop) : 1,
        });
      }
      // Latency: every labelled query at the quality shop and at SHOPS generated shops, after one warm-up pass.
      const generated = await db
        .select({ id: seller.id, status: seller.status, contentVersion: seller.contentVersion })
        .from(seller)
        .where(sql`${seller.handle} like 'shop-%'`)
        .orderBy(sql`md5(${seller.handle})`)
        .limit(SHOPS);
      const shops: ShopRef[] = [shop, ...generated];
      for (const lq of queries) await search(db, shops[1] ?? shop, lq.q);
      const latency = new Map<QueryClass | "all", number[]>();
      for (const s of shops) {
        for (const lq of queries) {
          const { ms } = await timed(() => search(db, s, lq.q));
          for (const k of [lq.class, "all"] as const) latency.set(k, [...(latency.get(k) ?? []), ms]);
        }
      }
      const classes = [...new Set(queries.map((q) => q.class)), "all"] as Array<QueryClass | "all">;
      const table = classes.map((c) => {
        const rows = perQuery.filter((q) => c === "all" || q.class === c);
        const ms = [...(latency.get(c) ?? [])].sort((a, b) => a - b);
        return {
          class: c,
          queries: rows.length,
          "precision@10": round(rows.reduce((a, r) => a + r.precision, 0) / rows.length),
          "recall@10": round(rows.reduce((a, r) => a + r.recall, 0) / rows.length),
          "p50 ms": round(percentile(ms, 50), 2),
          "p99 ms": round(percentile(ms, 99), 2),
          calls: ms.length,
        };
      });
      console.log(
        `\n${queries.length} labelled queries; latency over ${shops.length} shops (the quality shop + ${generated.length} generated)\n`,
      );
      printTable(table);
      const misses = perQuery.filter((q) => q.recall < 1);
      if (misses.length) {
        console.log("\nqueries with recall@10 < 1:");
        for (const q of misses)
          console.log(`  ${q.class.padEnd(10)} ${q.q.padEnd(16)} recall ${round(q.recall, 2)}  top: ${q.top.slice(0, 3).join(" | ")}`);
      }
      const target = generated[0]?.id ?? shop.id;
      const plans = {
        "kurtha at a generated shop": await explain(db, target, "kurtha"),
        "silk sarre at the quality shop": await explain(db, shop.id, "silk sarre"),
        "कुर्ता at a generated shop, plain index scans off": await explain(db, target, "कुर्ता", "set local enable_indexscan = off"),
      };
      let seqScan = false;
      for (const [label, plan] of Object.entries(plans)) {
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS): ${label}\n${plan}`);
        if (/Seq Scan on product\b/.test(plan)) seqScan = true;
      }
      const file = await writeResults("search", { machine: machine(), catalogue, table, perQuery, plans });
      console.log(`\nresults: ${file}`);
      if (seqScan) {
        console.error("a search plan has a sequential scan on product");
        process.exitCode = 1;
      }
    } finally {
      await db.$client.end();
    }
  } finally {
    await pg.stop();
  }
}

await main();
