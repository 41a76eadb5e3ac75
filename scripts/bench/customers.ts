// The seller's Customers page at a big shop: 10,000 customers and 100,000 orders (and another shop
// with 40,000 of each, so the shop is a share of the tables as in production), seeded with
// set-based SQL (customers-seed.ts; the orders trigger fills shop_customer). Measures whole
// document requests of the production build, signed in as the shop's owner, one at a time: the
// list in each sort, searches, a deep page, a customer's page and the full CSV export; then
// EXPLAIN (ANALYZE, BUFFERS) of the queries the domain code sends for them.
//
//   npm run bench:customers   (BENCH_CUSTOMERS, BENCH_ORDERS, BENCH_REQUESTS, BENCH_PORT)
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createDatabase, type Database } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { CUSTOMER_SORTS, type CustomerQuery } from "../../app/domain/customers/shop-customers";
import { exportShopCustomers, getShopCustomer, listShopCustomers } from "../../app/domain/customers/shop-customers.server";
import { migrateApp } from "../../app/services.server";
import { seedShopCustomers } from "./customers-seed";
import { benchPostgres, ensureBuild, envNumber, freshDatabase, machine, printTable, startServer, writeResults } from "./harness";

const CUSTOMERS = envNumber("BENCH_CUSTOMERS", 10_000);
const ORDERS = envNumber("BENCH_ORDERS", 100_000);
const REQUESTS = envNumber("BENCH_REQUESTS", 200);
const PORT = envNumber("BENCH_PORT", 4117);
const DATABASE = "bench_customers";
const HANDLE = "bench-customers";
const PASSWORD = "bench-password";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function seed(url: string): Promise<{ sellerId: string; seconds: number }> {
  const started = Date.now();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const shopOf = async (handle: string) => {
      await c.query(`insert into "user" (id, name, email, role) values ($1, 'Owner', $2, 'seller')`, [
        `owner-${handle}`,
        `${handle}@bench.example`,
      ]);
      const r = await c.query<{ id: string }>(
        `insert into seller (handle, owner_user_id, shop_name, email) values ($1, $2, $3, $4) returning id`,
        [handle, `owner-${handle}`, `Shop ${handle}`, `${handle}@bench.example`],
      );
      return r.rows[0].id;
    };
    const shop = await shopOf(HANDLE);
    const background = await shopOf("bench-background");
    await seedShopCustomers(c, { sellerId: shop, prefix: "bench", customers: CUSTOMERS, orders: ORDERS });
    await seedShopCustomers(c, { sellerId: background, prefix: "other", customers: 40_000, orders: 40_000 });
    await c.query("vacuum analyze");
    return { sellerId: shop, seconds: (Date.now() - started) / 1000 };
  } finally {
    await c.end();
  }
}

/** The owner's session: signed up through better-auth, its account made the shop's owner. */
async function ownerCookie(base: string, url: string): Promise<string> {
  const post = (to: string, body: unknown) =>
    fetch(`${base}/api/auth/${to}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  const email = "seller@bench.example";
  const up = await post("sign-up/email", { email, password: PASSWORD, name: "Bench Seller" });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const { user } = (await up.json()) as { user: { id: string } };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`update "user" set role = 'seller' where id = $1`, [user.id]);
  await c.query(`update seller set owner_user_id = $1 where handle = $2`, [user.id, HANDLE]);
  await c.end();
  const res = await post("sign-in/email", { email, password: PASSWORD });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((v) => v.split(";")[0])
    .join("; ");
}

async function measure(base: string, cookie: string, path: string, count: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    // The first five warm up the server (JIT, connections, caches).
    if (i >= 5) times.push(performance.now() - started);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

async function explain(url: string, sellerId: string, someone: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Array<{ label: string; sql: string; params: unknown[] }> = [];
  let label = "";
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ label, sql, params }) } }) as unknown as Database;
  const list = (q: Partial<CustomerQuery>) => listShopCustomers(db, sellerId, { q: "", sort: "recent", page: 1, ...q });
  try {
    for (const sort of CUSTOMER_SORTS) {
      label = `list, ${sort}`;
      await list({ sort });
    }
    label = "search 'meera'";
    await list({ q: "meera" });
    label = "search mobile '98765'";
    await list({ q: "98765" });
    label = "page 300";
    await list({ page: 300 });
    label = "customer page";
    await getShopCustomer(db, sellerId, someone);
    label = "csv, 2nd batch";
    const batches = exportShopCustomers(db, sellerId, { q: "", sort: "recent" });
    await batches.next();
    captured.length = captured.length - 1;
    await batches.next();
    await batches.return(undefined);
    const out: Array<{ label: string; sql: string; ms: number; seqScans: string[]; plan: string }> = [];
    for (const q of captured) {
      const rows = (await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${q.sql}`, q.params)).rows;
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      out.push({
        label: q.label,
        sql: q.sql,
        ms: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN),
        seqScans: [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]),
        plan,
      });
    }
    return out;
  } finally {
    await pool.end();
  }
}

async function main() {
  ensureBuild();
  const server = await benchPostgres();
  const url = await freshDatabase(server.adminUrl, DATABASE);
  const db = createDatabase(url, 1);
  await migrateApp(db);
  await db.$client.end();
  console.log(`Seeding ${CUSTOMERS} customers and ${ORDERS} orders (${server.label})…`);
  const { sellerId, seconds } = await seed(url);
  console.log(`  seeded in ${seconds.toFixed(1)} s`);

  const app = await startServer(PORT, { DATABASE_URL: url, JOB_WORKERS: "off" });
  const rows: Array<Record<string, string | number>> = [];
  let plans: Awaited<ReturnType<typeof explain>> = [];
  try {
    const cookie = await ownerCookie(app.url, url);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const someone = (
      await c.query<{ user_id: string }>(
        "select user_id from shop_customer where seller_id = $1 order by order_count desc nulls last, user_id limit 1",
        [sellerId],
      )
    ).rows[0].user_id;
    await c.end();
    const base = `/${HANDLE}/dashboard/customers`;
    const scenarios: Array<[string, string, number]> = [
      // The baseline: an existing dashboard page of the same shop, measured in the same run.
      ["baseline: dashboard Orders page", `/${HANDLE}/dashboard/orders`, REQUESTS],
      ...CUSTOMER_SORTS.map((sort): [string, string, number] => [`list, sort ${sort}`, `${base}?sort=${sort}`, REQUESTS]),
      ["search name 'meera'", `${base}?q=meera`, REQUESTS],
      ["search mobile '98765'", `${base}?q=98765`, REQUESTS],
      ["search e-mail 'bench-42'", `${base}?q=bench-42`, REQUESTS],
      ["list, page 300", `${base}?page=300`, REQUESTS],
      ["a customer's page (busiest)", `${base}/${someone}`, REQUESTS],
      [`CSV export, all ${CUSTOMERS}`, `${base}.csv`, 20],
    ];
    for (const [label, path, count] of scenarios) {
      const r = await measure(app.url, cookie, path, count);
      rows.push({
        scenario: label,
        requests: count,
        "p50 ms": r.p50.toFixed(1),
        "p99 ms": r.p99.toFixed(1),
        KB: (r.bytes / 1024).toFixed(0),
      });
    }
    plans = await explain(url, sellerId, someone);
  } finally {
    await app.stop();
    await server.stop();
  }
  for (const p of plans) console.log(`\n── ${p.label}\n${p.sql}\n${p.plan}`);
  console.log(`\nCustomers page at ${CUSTOMERS} customers / ${ORDERS} orders, production build, one request at a time (${server.label}):`);
  printTable(rows);
  console.log("\nQuery plans:");
  for (const p of plans)
    console.log(
      `  ${p.label.padEnd(24)} ${p.ms.toFixed(2).padStart(8)} ms  ${p.seqScans.length ? `SEQ SCAN on ${p.seqScans.join(", ")}` : "indexed"}`,
    );
  const file = await writeResults("customers", { machine: machine(), customers: CUSTOMERS, orders: ORDERS, rows, plans });
  console.log(`\nwrote ${file}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
