// The storefront benchmark suite (npm run bench): a large generated catalogue on real PostgreSQL, the
// production build serving it, autocannon at 10 connections per scenario. Prints requests/s, p50/p99
// and the server's peak memory, then writes bench-results/<timestamp>-bench.json.
//
// Env: BENCH_PRODUCTS (1,000,000), BENCH_SELLERS (10,000), BENCH_SECONDS (10 per scenario),
// BENCH_WARMUP (3 s before each), BENCH_SHOPS (1,000 shops the requests are spread over),
// BENCH_CONNECTIONS (10), BENCH_PORT (4700), BENCH_ADMIN_URL (use this PostgreSQL instead of the
// embedded one in BENCH_DIR, default /tmp/haat-bench), BUILD_DIR (build), BENCH_BUILD=1 (rebuild) or
// 0 (keep the existing build even if app/ changed), BENCH_REGENERATE=1 (generate the catalogue again),
// BENCH_ONLY=listing,checkout (scenarios whose name contains one of these words), PAGE_CACHE_SECONDS=0
// (server without its page cache; any other server variable passes through too), BENCH_SORT_PASSES (2:
// the listing's sort scenarios and their unsorted baselines run again in reverse order, so neither
// side of a ratio always runs first; each p99 is the mean of the passes), BENCH_BIG_SHOP=200000 (one
// shop of that many products and one of 2,000 in the catalogue: the 'large shop' scenarios run each
// listing against both and print the large shop's p99 as a ratio to the small one's, in the same
// passes as the sorts; run them with PAGE_CACHE_SECONDS=0, or the page cache answers).
import path from "node:path";
import { count } from "drizzle-orm";
import { createDatabase } from "../../app/db/client.server";
import { orders } from "../../app/db/schema";
import { ensureCatalogue, extraShops } from "./catalogue";
import {
  BENCH_DIR,
  BUILD_DIR,
  benchPostgres,
  ensureBuild,
  envNumber,
  LOAD,
  machine,
  printTable,
  startServer,
  writeResults,
} from "./harness";
import { catalogueSize, explainStorefront, LISTING_SORTS, sampleShops, summarisePlans } from "./plans";
import { ensureRatings } from "./ratings";
import { type BenchShop, type Call, checkoutCall, load, once, placedOrder, request, resetCheckouts } from "./requests";
import { type Customer, signInCustomer } from "./sign-in";

const { seconds: SECONDS, warmup: WARMUP, connections: CONNECTIONS, port: PORT } = LOAD;
const SHOPS = envNumber("BENCH_SHOPS", 1000);
const SORT_PASSES = envNumber("BENCH_SORT_PASSES", 2);
type Shop = BenchShop;
type Context = { customer?: Customer };
interface Scenario {
  name: string;
  /** One shop for every request instead of a random one of BENCH_SHOPS. */
  hot?: boolean;
  /** Only the shops that take payments, charge delivery and have coupon BENCH10 (half of them). */
  paying?: boolean;
  call(shop: Shop, context: Context): Call;
  /** Whether a 200 reply's body is the success it should be (answers to fetchers are 200 with an error too). */
  ok?(body: string): boolean;
  /** A sorted listing: the unsorted scenario (same shops and filters) its p99 is a ratio to. */
  unsorted?: string;
  /** Every request to this shop (the extra shops of BENCH_BIG_SHOP). */
  shop?: Shop;
  /** A large shop's listing: the same listing of the 2,000-product shop, its p99 is a ratio to. */
  reference?: string;
}

const form = { "content-type": "application/x-www-form-urlencoded" };
const addToCartBody = (shop: Shop) => {
  const { productId, color, size } = shop.lines[0];
  return new URLSearchParams({ intent: "add", productId, color, size, quantity: "1" }).toString();
};

function scenarios(customers: Customer[]): Scenario[] {
  let next = 0;
  // Each connection is one signed-in customer, as each browser is.
  const customerOf = (context: Context) => {
    context.customer ??= customers[next++ % customers.length];
    return context.customer;
  };
  const filtered = (shop: Shop) =>
    `/${shop.handle}?mode=all&color=${encodeURIComponent(shop.lines[0].color)}&size=${encodeURIComponent(shop.lines[0].size)}`;
  const FILTERED = "listing, colour + size filters";
  const HOME = "listing, no filter (shop home)";
  const SEARCH = "listing, search, newest";
  return [
    { name: FILTERED, call: (shop) => ({ path: filtered(shop) }) },
    { name: "listing, colour + size, one hot shop", hot: true, call: (shop) => ({ path: filtered(shop) }) },
    { name: HOME, call: (shop) => ({ path: `/${shop.handle}` }) },
    // A search is sorted by relevance unless another order is chosen; its unsorted baseline is 'newest'.
    { name: SEARCH, call: (shop) => ({ path: `/${shop.handle}?mode=all&q=silk&sort=newest` }) },
    { name: "listing, search (relevance)", unsorted: SEARCH, call: (shop) => ({ path: `/${shop.handle}?mode=all&q=silk` }) },
    // Each sort order over the same shops and filters as the unsorted listings (docs/decisions/0081-listing-sort.md).
    ...LISTING_SORTS.flatMap((sort): Scenario[] => [
      { name: `listing, colour + size, sort=${sort}`, unsorted: FILTERED, call: (shop) => ({ path: `${filtered(shop)}&sort=${sort}` }) },
      { name: `listing, no filter, sort=${sort}`, unsorted: HOME, call: (shop) => ({ path: `/${shop.handle}?sort=${sort}` }) },
    ]),
    { name: "product page", call: (shop) => ({ path: `/${shop.handle}/product/${shop.lines[0].productId}` }) },
    // The cart action as the product page's fetcher posts it (docs/decisions/0084-server-cart.md),
    // from a new guest each time: the browser's id, the cart row and the line are all created.
    {
      name: "add to cart (new guest)",
      call: (shop) => ({ method: "POST", path: `/${shop.handle}/cart.data`, headers: form, body: addToCartBody(shop) }),
      ok: (body) => body.includes("success"),
    },
    // What the cart's 'Choose Delivery Option' fetcher posts (a React Router .data request): one
    // order with a line per cart line, stock taken in the same transaction.
    {
      name: "checkout (3 lines, signed in)",
      call: (shop, context) => checkoutCall(shop, customerOf(context), {}),
      ok: placedOrder,
    },
    // The same checkout at a shop that takes payments (UPI or cash, coupons, fees): the coupon row locked and
    // counted, delivery fee, COD fee, the lines' discount shares, a payment event (and for UPI the expiry
    // job) in the same transaction.
    ...(["cod", "upi"] as const).map(
      (paymentMethod): Scenario => ({
        name: `checkout + coupon + delivery fee, ${paymentMethod.toUpperCase()} (3 lines)`,
        paying: true,
        call: (shop, context) => checkoutCall(shop, customerOf(context), { paymentMethod, couponCode: PAYING_COUPON }),
        ok: (body) => placedOrder(body) && body.includes(`"discountPaise"`),
      }),
    ),
  ];
}

/** Each listing of the large shop and of the 2,000-product reference shop, a page of the first five at random. */
function largeShopScenarios([large, reference]: Shop[]): Scenario[] {
  const page = () => 1 + Math.floor(Math.random() * 5);
  const listings: Array<[string, (shop: Shop) => string]> = [
    ["no filter", () => ""],
    ...LISTING_SORTS.map((sort): [string, (shop: Shop) => string] => [`sort=${sort}`, () => `&sort=${sort}`]),
    ["colour + size", (shop) => `&color=${encodeURIComponent(shop.lines[0].color)}&size=${encodeURIComponent(shop.lines[0].size)}`],
    ["price ₹500–₹2,000", () => "&min=500&max=2000"],
    ["one main category", () => "&main=men"],
    ["search, newest", () => "&q=silk&sort=newest"],
    ["search (relevance)", () => "&q=silk"],
  ];
  return listings.flatMap(([label, params]): Scenario[] => [
    {
      name: `small shop (2,000): ${label}`,
      shop: reference,
      call: (shop) => ({ path: `/${shop.handle}?mode=all${params(shop)}&page=${page()}` }),
    },
    {
      name: `large shop: ${label}`,
      shop: large,
      reference: `small shop (2,000): ${label}`,
      call: (shop) => ({ path: `/${shop.handle}?mode=all${params(shop)}&page=${page()}` }),
    },
  ]);
}

type Row = { scenario: string; "req/s": number; "p99 ms": number } & Record<string, string | number>;

/**
 * Each scenario's p99 over its baseline's (a sorted listing's unsorted one, a large shop's small one).
 * The scenarios and their baselines run SORT_PASSES times in all, every other pass in reverse order,
 * and each p99 is the mean of the passes.
 */
async function compareTo(
  selected: Scenario[],
  first: Row[],
  measure: (s: Scenario) => Promise<Row>,
  baselineOf: (s: Scenario) => string | undefined,
) {
  const involved = selected.filter((s) => baselineOf(s) || selected.some((t) => baselineOf(t) === s.name));
  const p99s = new Map(involved.map((s) => [s.name, [first.find((r) => r.scenario === s.name)?.["p99 ms"] ?? Number.NaN]]));
  for (let pass = 1; pass < SORT_PASSES && involved.some((s) => baselineOf(s)); pass++) {
    for (const s of pass % 2 ? [...involved].reverse() : involved) p99s.get(s.name)?.push((await measure(s))["p99 ms"]);
  }
  const mean = (name: string) => {
    const all = p99s.get(name) ?? [];
    return all.reduce((a, b) => a + b, 0) / all.length;
  };
  return involved
    .filter((s) => p99s.has(baselineOf(s) ?? ""))
    .map((s) => {
      const baseline = baselineOf(s) as string;
      const base = mean(baseline);
      return {
        scenario: s.name,
        "p99 ms": Number(mean(s.name).toFixed(1)),
        "p99 ms per pass": (p99s.get(s.name) ?? []).join(" / "),
        baseline,
        "baseline p99 ms": Number(base.toFixed(1)),
        ratio: Number((mean(s.name) / base).toFixed(2)),
      };
    });
}

const PAYING_COUPON = "BENCH10";

/** Every other shop takes UPI and COD, charges ₹49 delivery and has an unlimited 10% coupon. */
async function setUpPayingShops(db: ReturnType<typeof createDatabase>, handles: string[]) {
  const { rows } = await db.$client.query<{ id: string }>("select id from seller where handle = any($1)", [handles]);
  const ids = rows.map((r) => r.id);
  await db.$client.query(
    `insert into payment_settings (seller_id, upi_id, payee_name, accepts_upi, accepts_cod, cod_fee_paise)
     select unnest($1::uuid[]), 'bench@oksbi', 'Bench Seller', true, true, 2000 on conflict (seller_id) do nothing`,
    [ids],
  );
  await db.$client.query(
    "insert into delivery_rules (seller_id, flat_fee_paise) select unnest($1::uuid[]), 4900 on conflict (seller_id) do nothing",
    [ids],
  );
  await db.$client.query(
    `insert into coupon (seller_id, code, kind, value) select unnest($1::uuid[]), $2, 'percent', 10 on conflict do nothing`,
    [ids, PAYING_COUPON],
  );
}

async function main() {
  const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
  const pgServer = await benchPostgres();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const size = catalogueSize();
    console.log(`${pgServer.label}; catalogue ${size.products} products / ${size.sellers} sellers`);
    const catalogue = await ensureCatalogue(pgServer.adminUrl, size);
    if (catalogue.generatedSeconds === null) console.log("  reusing the generated catalogue");
    const rated = await ensureRatings(catalogue.url);
    if (rated !== null) console.log(`  ratings set on the catalogue in ${rated.toFixed(1)} s`);
    const shops = await sampleShops(catalogue.url, SHOPS);
    const extras = extraShops(catalogue).map((e) => e.handle);
    const extraShopList = extras.length ? await sampleShops(catalogue.url, extras.length, extras) : [];
    const large = extras.map((handle) => extraShopList.find((shop) => shop.handle === handle) as Shop);
    if (large.length && process.env.PAGE_CACHE_SECONDS !== "0") console.log("  note: the large-shop scenarios want PAGE_CACHE_SECONDS=0");
    const db = createDatabase(catalogue.url, 2);
    const paying = shops.filter((_, i) => i % 2 === 1);
    const plain = shops.filter((_, i) => i % 2 === 0);
    await setUpPayingShops(
      db,
      paying.map((shop) => shop.handle),
    );
    await resetCheckouts(
      db,
      shops.flatMap((s) => s.lines),
    );

    ensureBuild();
    server = await startServer(PORT, {
      DATABASE_URL: catalogue.url,
      DATA_DIR: path.join(BENCH_DIR, "app"),
      // The customers sign in from one address and each places hundreds of checkouts a minute:
      // this measures throughput, so the abuse limits are lifted.
      LOGIN_ATTEMPTS_PER_MINUTE: "1000",
      LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
      RATE_LIMIT_CHECKOUT: "100000000/60",
    });
    const base = server.url;
    const running = server;
    const customers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signInCustomer(base, db, i)));

    const selected = [...scenarios(customers), ...(large.length ? largeShopScenarios(large) : [])].filter(
      (scenario) => !only.length || only.some((word) => scenario.name.includes(word)),
    );
    const measure = async (scenario: Scenario) => {
      const pool = scenario.shop ? [scenario.shop] : scenario.paying ? paying : plain;
      const pick = () => (scenario.hot ? pool[0] : pool[Math.floor(Math.random() * pool.length)]);
      // One request first: a scenario that fails is an error, not a fast benchmark of error pages.
      const probe = request(base, scenario.call(pool[0], {}));
      const res = await once(probe);
      if (res.status !== 200 || scenario.ok?.(res.text) === false) {
        throw new Error(`${scenario.name}: ${probe.method} ${probe.path} → ${res.status} ${res.text.slice(0, 300)}`);
      }
      const run = (duration: number) => load<Context>(base, CONNECTIONS, duration, (context) => scenario.call(pick(), context));
      if (WARMUP > 0) await run(WARMUP);
      const stopSampling = running.sampleRss();
      const result = await run(SECONDS);
      const row = {
        scenario: scenario.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        requests: result.requests.total,
        "non-2xx": result.non2xx,
        errors: result.errors + result.timeouts,
        "peak RSS MB": stopSampling(),
      };
      console.log(`  ${row.scenario}: ${row["req/s"]} req/s, p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms, ${row["non-2xx"]} non-2xx`);
      return row;
    };
    const results = [];
    for (const scenario of selected) results.push(await measure(scenario));
    const sorts = await compareTo(selected, results, measure, (s) => s.unsorted);
    const largeShop = await compareTo(selected, results, measure, (s) => s.reference);
    // autocannon returns at the deadline with requests still in flight: let them finish first.
    await new Promise((r) => setTimeout(r, 2000));
    const [{ placed }] = await db.select({ placed: count() }).from(orders);
    const peakRssMb = server.peakRssMb();
    await server.stop();
    server = undefined;

    // The storefront's queries at this size, explained on the now-warm database.
    const explained = await explainStorefront(catalogue.url, shops[0].handle, shops[0].lines);
    const largePlans = [];
    for (const shop of large)
      largePlans.push({ shop: shop.handle, explained: await explainStorefront(catalogue.url, shop.handle, shop.lines) });
    await db.$client.end();

    console.log(
      `\n${catalogue.products} products, ${catalogue.sellers} sellers; ${CONNECTIONS} connections, ${SECONDS} s per scenario, requests spread over ${shops.length} shops; ${pgServer.label}\n`,
    );
    printTable(results);
    if (sorts.length) {
      console.log(
        `\nsort orders: p99 as a ratio to the unsorted listing's p99 in this run (mean of ${SORT_PASSES} passes, the second in reverse order)\n`,
      );
      printTable(sorts);
    }
    if (largeShop.length) {
      console.log(
        `\nlarge shop (${catalogue.bigShop} products) against the 2,000-product shop: p99 as a ratio to the small shop's (mean of ${SORT_PASSES} passes, the second in reverse order)\n`,
      );
      printTable(largeShop);
    }
    console.log(`\nserver peak RSS (VmHWM): ${peakRssMb} MB; orders placed: ${placed}`);
    if (catalogue.generatedSeconds !== null) console.log(`catalogue generated in ${catalogue.generatedSeconds.toFixed(1)} s`);
    console.log("\nquery plans (EXPLAIN ANALYZE, npm run bench:plans prints them in full):");
    for (const line of summarisePlans(explained)) console.log(`  ${line}`);
    for (const { shop, explained } of largePlans) {
      console.log(`\nquery plans of ${shop}:`);
      for (const line of summarisePlans(explained)) console.log(`  ${line}`);
    }
    const file = await writeResults("bench", {
      startedAt: new Date().toISOString(),
      machine: machine(),
      postgres: pgServer.label,
      catalogue: {
        products: catalogue.products,
        sellers: catalogue.sellers,
        bigShop: catalogue.bigShop ?? null,
        database: catalogue.database,
        generatedSeconds: catalogue.generatedSeconds,
      },
      build: BUILD_DIR,
      pageCacheSeconds: process.env.PAGE_CACHE_SECONDS ?? "app default",
      connections: CONNECTIONS,
      seconds: SECONDS,
      shops: shops.length,
      scenarios: results,
      sorts,
      largeShop,
      server: { peakRssMb },
      ordersPlaced: placed,
      plans: explained,
      largeShopPlans: largePlans,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server?.stop();
    await pgServer.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
