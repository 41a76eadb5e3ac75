// How big one machine goes (npm run bench:sizing): one platform grown through sizes (1,000, 10,000
// and 100,000 shops by default), each seeded in SQL (scripts/bench/catalogue.ts) with a long tail of
// shop sizes — 40% of shops with 6 products, 20% with 16, 40% with 30, 0.1% (at least one) with
// 2,030; 19.6 on average — and per size: the database's and biggest tables' sizes, the uncached
// storefront (PAGE_CACHE_SECONDS=0) at BENCH_CONNECTIONS for a random, the largest and a smallest
// shop, the signed-in checkout rate, a backup and a restore with the app's own backup code, and what
// each load used of the machine: CPU of the server process and of PostgreSQL, their memory, the
// pool's waiting queries, the disk. Writes bench-results/<timestamp>-sizing.json.
//
// Usage: npm run bench:sizing -- --sizes 1000,10000,100000
// Env as npm run bench: BENCH_SECONDS (10), BENCH_WARMUP (3), BENCH_CONNECTIONS (10), BENCH_PORT (4700),
// BENCH_DIR, BENCH_ADMIN_URL (else the embedded PostgreSQL in BENCH_DIR/db), BUILD_DIR, BENCH_BUILD,
// BENCH_REGENERATE; BENCH_SIZING_STEPS (storefront,checkout,backup: the steps to run after seeding).
import { readFileSync, statfsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { createDatabase } from "../../app/db/client.server";
import { orders } from "../../app/db/schema";
import { backupBytes } from "../../app/domain/backups/manifest";
import { restoreFromBackup } from "../../app/domain/backups/restore.server";
import { takeBackup } from "../../app/domain/backups/take.server";
import { migrateApp, migrateSchema } from "../../app/services.server";
import { type CatalogueSize, ensureCatalogue } from "./catalogue";
import {
  BENCH_DIR,
  benchPostgres,
  cpuSeconds,
  ensureBuild,
  LOAD,
  machine,
  printTable,
  type RunningServer,
  startServer,
  writeResults,
} from "./harness";
import { sampleShops } from "./plans";
import { postgresUsage } from "./postgres-usage";
import { type BenchShop, type Call, checkoutCall, load, once, placedOrder, request, resetCheckouts } from "./requests";
import { type Customer, signInCustomer } from "./sign-in";

const { seconds: SECONDS, warmup: WARMUP, connections: CONNECTIONS, port: PORT } = LOAD;
const SAMPLE_SHOPS = 500;
const MB = 1024 * 1024;
const STEPS = (process.env.BENCH_SIZING_STEPS ?? "storefront,checkout,backup").split(",");

/** `--sizes 1000,10000` (shops), else all three. */
function sizesArgument(argv: string[]): number[] {
  const at = argv.indexOf("--sizes");
  const raw = at >= 0 ? argv[at + 1] : "1000,10000,100000";
  const sizes = (raw ?? "").split(",").map((s) => Number(s.replaceAll("_", "")));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 100)) {
    throw new Error(`--sizes takes shop counts of 100 or more separated by commas, e.g. 1000,10000; got '${raw}'`);
  }
  return sizes;
}

/** The long tail: 6 products round-robin to every shop, then nested tiers from shop-1 on. */
export function platformOf(shops: number): CatalogueSize {
  return {
    sellers: shops,
    products: 6 * shops,
    tiers: [
      { shops: Math.round(shops * 0.6), products: 10 },
      { shops: Math.round(shops * 0.4), products: 14 },
      { shops: Math.max(1, Math.round(shops * 0.001)), products: 2000 },
    ],
  };
}

type Context = { customer?: Customer };
interface Scenario {
  name: string;
  call(context: Context): Call;
}

const pickOf = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const filtered = (shop: BenchShop) =>
  `/${shop.handle}?mode=all&color=${encodeURIComponent(shop.lines[0].color)}&size=${encodeURIComponent(shop.lines[0].size)}`;

/** The four storefront pages, each request to one of `shops`. */
function pages(label: string, shops: BenchShop[]): Scenario[] {
  return [
    { name: `${label}: home`, call: () => ({ path: `/${pickOf(shops).handle}` }) },
    { name: `${label}: colour + size filter`, call: () => ({ path: filtered(pickOf(shops)) }) },
    { name: `${label}: search`, call: () => ({ path: `/${pickOf(shops).handle}?mode=all&q=silk` }) },
    {
      name: `${label}: product page`,
      call: () => {
        const shop = pickOf(shops);
        return { path: `/${shop.handle}/product/${pickOf(shop.lines).productId}` };
      },
    },
  ];
}

/** Reads the pool gauges of the server's /metrics (localhost may read it) every 250 ms; the peaks. */
function samplePool(base: string) {
  let waiting = 0;
  let open = 0;
  let max = 0;
  const gauge = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\d+)`, "m"))?.[1] ?? 0);
  const timer = setInterval(async () => {
    try {
      const text = await (await fetch(`${base}/metrics`)).text();
      waiting = Math.max(waiting, gauge(text, "haat_db_pool_waiting_requests"));
      open = Math.max(open, gauge(text, "haat_db_pool_connections"));
      max = gauge(text, "haat_db_pool_max_connections") || max;
    } catch {}
  }, 250);
  return () => {
    clearInterval(timer);
    return { waiting, open, max };
  };
}

type Usage = Awaited<ReturnType<typeof postgresUsage>>;

/** One scenario under load: latency, and what the server process and PostgreSQL used per request. */
async function measure(server: RunningServer, pg: Usage, scenario: Scenario, connections = CONNECTIONS, ok?: (body: string) => boolean) {
  const probe = request(server.url, scenario.call({}));
  const res = await once(probe);
  if (res.status !== 200 || ok?.(res.text) === false) {
    throw new Error(`${scenario.name}: ${probe.method} ${probe.path} → ${res.status} ${res.text.slice(0, 300)}`);
  }
  const run = (seconds: number) => load<Context>(server.url, connections, seconds, scenario.call);
  if (WARMUP > 0) await run(WARMUP);
  const stopRss = server.sampleRss();
  const stopPool = samplePool(server.url);
  const [appCpu, pgCpu, started] = [cpuSeconds(server.pid), pg.cpuSeconds(), Date.now()];
  const result = await run(SECONDS);
  const wall = (Date.now() - started) / 1000;
  const app = cpuSeconds(server.pid) - appCpu;
  const db = pg.cpuSeconds() - pgCpu;
  const pool = stopPool();
  const n = Math.max(1, result.requests.total);
  const row = {
    scenario: scenario.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx + result.errors + result.timeouts,
    "app CPU ms/req": Number(((app * 1000) / n).toFixed(2)),
    "pg CPU ms/req": Number(((db * 1000) / n).toFixed(2)),
    "app cores": Number((app / wall).toFixed(2)),
    "pg cores": Number((db / wall).toFixed(2)),
    "app RSS MB": stopRss(),
    "pg PSS MB": pg.pssMb(),
    "pool waits": pool.waiting,
    "pool open/max": `${pool.open}/${pool.max}`,
  };
  console.log(
    `  ${row.scenario}: ${row["req/s"]} req/s, p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms, app ${row["app CPU ms/req"]} + pg ${row["pg CPU ms/req"]} CPU ms/req, ${row["non-2xx"]} failed`,
  );
  return row;
}

async function databaseSizes(db: ReturnType<typeof createDatabase>) {
  const total = await db.$client.query<{ bytes: string }>("select pg_database_size(current_database()) bytes");
  const tables = await db.$client.query<{ name: string; bytes: string; rows: string }>(
    `select c.relname name, pg_total_relation_size(c.oid) bytes, c.reltuples::bigint rows from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' order by 2 desc limit 6`,
  );
  return {
    databaseMb: Math.round(Number(total.rows[0].bytes) / MB),
    tables: tables.rows.map((t) => ({ table: t.name, MB: Math.round(Number(t.bytes) / MB), rows: Number(t.rows) })),
  };
}

async function storefront(url: string, database: string, shops: number) {
  const sample = await sampleShops(url, SAMPLE_SHOPS);
  const [large, small] = await sampleShops(url, 2, ["shop-1", `shop-${shops}`]).then((found) =>
    ["shop-1", `shop-${shops}`].map((h) => found.find((s) => s.handle === h) as BenchShop),
  );
  const db = createDatabase(url, 2);
  await resetCheckouts(
    db,
    sample.flatMap((s) => s.lines),
  );
  const server = await startServer(PORT, {
    DATABASE_URL: url,
    DATA_DIR: path.join(BENCH_DIR, `app-${database}`),
    PAGE_CACHE_SECONDS: "0",
    // Throughput, not abuse: the customers sign in from one address and check out hundreds of times a minute.
    LOGIN_ATTEMPTS_PER_MINUTE: "1000",
    LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
    RATE_LIMIT_CHECKOUT: "100000000/60",
  });
  const pg = await postgresUsage(url);
  try {
    const rows = [];
    if (STEPS.includes("storefront")) {
      for (const scenario of [...pages("random shop", sample), ...pages("largest shop", [large]), ...pages("small shop", [small])]) {
        rows.push(await measure(server, pg, scenario));
      }
    }
    let checkout: { "checkouts/s": number; row: Awaited<ReturnType<typeof measure>> } | null = null;
    if (STEPS.includes("checkout")) {
      const customers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => signInCustomer(server.url, db, i)));
      let next = 0;
      const scenario: Scenario = {
        name: "checkout (3 lines, signed in)",
        call: (context) => {
          context.customer ??= customers[next++ % customers.length];
          return checkoutCall(pickOf(sample), context.customer, {});
        },
      };
      const before = (await db.select({ n: count() }).from(orders))[0].n;
      const started = Date.now();
      const row = await measure(server, pg, scenario, CONNECTIONS, placedOrder);
      // autocannon returns at its deadline with requests in flight: let them finish first.
      await new Promise((r) => setTimeout(r, 2000));
      const placed = (await db.select({ n: count() }).from(orders))[0].n - before;
      // The warm-up's checkouts count too: divide by the time both ran.
      const seconds = (Date.now() - started) / 1000 - 2;
      checkout = { "checkouts/s": Math.round(placed / seconds), row };
    }
    return { rows, checkout, appPeakRssMb: server.peakRssMb(), large: large.handle, small: small.handle };
  } finally {
    await server.stop();
    await db.$client.end();
  }
}

async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return bytes;
}

/**
 * A backup with takeBackup, restored with restoreFromBackup into a database beside it (when the disk
 * has room for a second copy and its WAL), then both dropped.
 */
async function backupAndRestore(url: string, database: string) {
  const dir = path.join(BENCH_DIR, "sizing-backups", database);
  await fs.rm(dir, { recursive: true, force: true });
  const admin = createDatabase(url, 2);
  try {
    let started = Date.now();
    const manifest = await takeBackup({ db: admin, uploadsDir: null, secretFile: null }, dir);
    const folder = path.join(dir, manifest.name);
    const taken = {
      backupSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      backupMb: Math.round(backupBytes(manifest) / MB),
      backupOnDiskMb: Math.round((await folderBytes(folder)) / MB),
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    };
    const size = async (name: string) =>
      Number((await admin.$client.query<{ b: string }>("select pg_database_size($1) b", [name])).rows[0].b);
    const wanted = 2 * (await size(database));
    if (diskFreeMb(BENCH_DIR) * MB < wanted) {
      console.log(`  restore skipped: ${Math.round(wanted / MB)} MB wanted, ${diskFreeMb(BENCH_DIR)} MB free`);
      return { ...taken, restoreSeconds: null, restoredDatabaseMb: null };
    }
    const restoredName = `${database}_r`;
    const restoredUrl = Object.assign(new URL(url), { pathname: `/${restoredName}` }).toString();
    started = Date.now();
    await restoreFromBackup({
      dir: folder,
      databaseUrl: restoredUrl,
      settings: { uploadsDir: null, secretFile: null },
      migrateSchema,
      migrate: migrateApp,
    });
    const restoreSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    const restoredDatabaseMb = Math.round((await size(restoredName)) / MB);
    for (const name of [restoredName, `${restoredName}_previous`]) {
      await admin.$client.query(`drop database if exists ${name} with (force)`);
    }
    return { ...taken, restoreSeconds, restoredDatabaseMb };
  } finally {
    await admin.$client.end();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const memTotalMb = () => Math.round(Number(readFileSync("/proc/meminfo", "utf8").match(/^MemTotal:\s+(\d+)/m)?.[1] ?? 0) / 1024);
const diskFreeMb = (dir: string) => {
  const s = statfsSync(dir);
  return Math.round((s.bavail * s.bsize) / MB);
};

type StorefrontRow = Awaited<ReturnType<typeof measure>>;

/**
 * Which resource is nearest its limit at this size, each as a share of what the machine has: CPU
 * (at the busiest load, app + PostgreSQL cores over the machine's, or the app's own: one Node
 * process cannot pass one core), memory (peak app RSS + PostgreSQL PSS over MemTotal), connections (the
 * most queries seen waiting for the pool over its size), disk (the database, one backup and one
 * restore's copy over the free space). A pool with waiting queries limits only a process that has
 * CPU to spare: beside a saturated CPU the waits are a request's own parallel queries queueing.
 */
function walls(rows: StorefrontRow[], appPeakRssMb: number, databaseMb: number, backupMb: number, freeMb: number) {
  const cores = os.availableParallelism();
  const cpuOf = (r: StorefrontRow) => Math.max((r["app cores"] + r["pg cores"]) / cores, r["app cores"]);
  const busiest = rows.reduce((a, b) => (cpuOf(a) >= cpuOf(b) ? a : b), rows[0]);
  const share = {
    cpu: busiest ? cpuOf(busiest) : 0,
    memory: (appPeakRssMb + Math.max(0, ...rows.map((r) => r["pg PSS MB"]))) / memTotalMb(),
    connections: Math.min(1, Math.max(0, ...rows.map((r) => r["pool waits"] / Number(r["pool open/max"].split("/")[1] || 10)))),
    disk: (2 * databaseMb + backupMb) / (freeMb + databaseMb),
  };
  const CPU_BOUND = 0.8;
  const first =
    share.cpu >= CPU_BOUND ? "cpu" : (Object.keys(share) as Array<keyof typeof share>).reduce((a, b) => (share[a] >= share[b] ? a : b));
  return {
    first,
    share: Object.fromEntries(Object.entries(share).map(([k, v]) => [k, Number(v.toFixed(2))])),
    busiest: busiest?.scenario ?? null,
  };
}

async function main() {
  const sizes = sizesArgument(process.argv.slice(2));
  const pgServer = await benchPostgres();
  const results = [];
  try {
    if (STEPS.includes("storefront") || STEPS.includes("checkout")) ensureBuild();
    for (const shops of sizes) {
      const size = platformOf(shops);
      console.log(`\n== ${shops} shops (${pgServer.label}) ==`);
      const catalogue = await ensureCatalogue(pgServer.adminUrl, size);
      const db = createDatabase(catalogue.url, 1);
      const products = Number((await db.$client.query<{ n: string }>("select count(*) n from product")).rows[0].n);
      const sizes = await databaseSizes(db);
      await db.$client.end();
      console.log(
        `  ${products} products; database ${sizes.databaseMb} MB; seeded in ${catalogue.generatedSeconds?.toFixed(1) ?? "(reused)"} s`,
      );
      printTable(sizes.tables);
      const served =
        STEPS.includes("storefront") || STEPS.includes("checkout") ? await storefront(catalogue.url, catalogue.database, shops) : null;
      const backup = STEPS.includes("backup") ? await backupAndRestore(catalogue.url, catalogue.database) : null;
      if (backup) console.log(`  backup ${backup.backupSeconds} s, ${backup.backupMb} MB; restore ${backup.restoreSeconds} s`);
      const rows = [...(served?.rows ?? []), ...(served?.checkout ? [served.checkout.row] : [])];
      const wall = walls(rows, served?.appPeakRssMb ?? 0, sizes.databaseMb, backup?.backupMb ?? 0, diskFreeMb(BENCH_DIR));
      results.push({
        shops,
        products,
        seededSeconds: catalogue.generatedSeconds,
        database: catalogue.database,
        ...sizes,
        storefront: served?.rows ?? [],
        checkout: served?.checkout ?? null,
        appPeakRssMb: served?.appPeakRssMb ?? null,
        shopsMeasured: served ? { large: served.large, small: served.small } : null,
        backup,
        walls: wall,
        diskFreeMb: diskFreeMb(BENCH_DIR),
      });
    }
  } finally {
    await pgServer.stop();
  }
  for (const r of results) {
    console.log(
      `\n${r.shops} shops, ${r.products} products: database ${r.databaseMb} MB, seeded in ${r.seededSeconds?.toFixed(1) ?? "(reused)"} s; ${CONNECTIONS} connections, ${SECONDS} s per load, PAGE_CACHE_SECONDS=0\n`,
    );
    printTable(r.storefront.map(({ "pool open/max": _pool, ...row }) => row));
    if (r.checkout) console.log(`checkout: ${r.checkout["checkouts/s"]} completed/s, p99 ${r.checkout.row["p99 ms"]} ms`);
    if (r.backup) console.log(`backup: ${JSON.stringify(r.backup)}`);
    console.log(`first wall: ${r.walls.first} (shares ${JSON.stringify(r.walls.share)}, busiest load: ${r.walls.busiest})`);
  }
  const file = await writeResults("sizing", {
    startedAt: new Date().toISOString(),
    machine: { ...machine(), memTotalMb: memTotalMb() },
    postgres: pgServer.label,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP,
    results,
  });
  console.log(`\nwritten to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
