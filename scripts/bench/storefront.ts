// Storefront load benchmark (issue 4): a large catalogue in its own database, the production
// build serving it, autocannon at 10 connections.
//
//   BENCH_ADMIN_URL=postgres://user@localhost:5499/postgres npx tsx scripts/bench/storefront.ts
//
// Env: BENCH_ADMIN_URL (a PostgreSQL server; a database `haat_bench` is created there),
// BENCH_SERVER (server entry, default server.ts), BENCH_PORT (3299), BENCH_SECONDS (15),
// BENCH_SELLERS (2000), BENCH_PER_SELLER (100), BENCH_REUSE=1 to keep existing data.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import pino from "pino";
import { createServices } from "../../app/services.server";
import { parseEnv } from "../../app/utils/env.server";

const admin = process.env.BENCH_ADMIN_URL;
if (!admin) throw new Error("set BENCH_ADMIN_URL to a PostgreSQL server's postgres database");
const SELLERS = Number(process.env.BENCH_SELLERS ?? 2000);
const PER = Number(process.env.BENCH_PER_SELLER ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const dbUrl = admin.replace(/\/[^/]*$/, "/haat_bench");

async function generate() {
  const a = new pg.Client({ connectionString: admin });
  await a.connect();
  await a.query("drop database if exists haat_bench with (force)");
  await a.query("create database haat_bench");
  await a.end();
  // Migrations through the app's own services.
  const services = await createServices(
    parseEnv({ NODE_ENV: "production", DATABASE_URL: dbUrl, DATA_DIR: "/tmp/haat-bench-data", LOG_LEVEL: "silent" }),
    pino({ level: "silent" }),
  );
  await services.close();
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t = Date.now();
  const run = async (label: string, q: string) => {
    const s = Date.now();
    const r = await c.query(q);
    console.log(`  ${label}: ${r.rowCount ?? ""} rows in ${Date.now() - s} ms`);
  };
  await run(
    "users",
    `insert into "user" (id, name, email, role) select 'bench-' || g, 'Seller ' || g, 'seller' || g || '@bench.example', 'seller' from generate_series(1, ${SELLERS}) g`,
  );
  await run(
    "sellers",
    `insert into seller (handle, owner_user_id, shop_name, owner_name, email) select 'shop-' || g, 'bench-' || g, 'Bench Shop ' || g, 'Seller ' || g, 'seller' || g || '@bench.example' from generate_series(1, ${SELLERS}) g`,
  );
  await run(
    "categories",
    `insert into category (seller_id, main, name, position) select s.id, m, m || ' wear', 0 from seller s cross join unnest(array['men','women','boy','girl']) m`,
  );
  // Products: seller = (g-1)/PER + 1; main cycles; one colour pair and 3 sizes each; ~30% on sale; ~5% inactive.
  await run(
    "products",
    `insert into product (seller_id, name, description, price_paise, sale_price_paise, main, category_id, active, search_text, created_at)
     select s.id, n.name, n.descr, n.price, case when g % 10 < 3 then n.price * 7 / 10 end, n.main,
            (select c.id from category c where c.seller_id = s.id and c.main = n.main), g % 20 <> 0,
            lower(n.name || ' ' || n.descr || ' ' || n.c1 || ' ' || n.c2 || ' l m s'), now() - (g % 1000) * interval '1 hour'
     from generate_series(1, ${SELLERS * PER}) g
     cross join lateral (select
        (array['Cotton','Linen','Silk','Rayon','Denim'])[1 + g % 5] || ' ' || (array['Kurta','Shirt','Saree','Dress','Jeans','Top'])[1 + g % 6] || ' ' || g as name,
        'Comfortable everyday wear number ' || g as descr,
        (19900 + (g * 7919) % 800000) as price,
        (array['men','women','boy','girl'])[1 + g % 4] as main,
        (array['Red','Blue','Green','Black','White','Pink','Yellow'])[1 + g % 7] as c1,
        (array['Gray','Beige','Maroon','Orange','Purple'])[1 + g % 5] as c2) n
     join seller s on s.handle = 'shop-' || ((g - 1) / ${PER} + 1)`,
  );
  await run(
    "colours",
    `insert into product_color (product_id, color, position, image_keys)
     select p.id, c.color, c.pos, '[]'::jsonb from product p
     cross join lateral (values (split_part(p.search_text, ' ', array_length(string_to_array(p.search_text, ' '), 1) - 4), 0),
                                (split_part(p.search_text, ' ', array_length(string_to_array(p.search_text, ' '), 1) - 3), 1)) c(color, pos)`,
  );
  // Colours were stored lower-case from search_text; give them their display case.
  await run("colour case", "update product_color set color = initcap(color)");
  await run(
    "stock",
    `insert into product_stock (product_id, color, size, stock) select pc.product_id, pc.color, sz, (abs(hashtext(pc.product_id::text || sz)) % 12) from product_color pc cross join unnest(array['S','M','L']) sz`,
  );
  await run("analyze", "analyze");
  console.log(`generated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await c.end();
}

async function measure(title: string, url: string) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  const line = `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;
  console.log(line);
  return line;
}

if (process.env.BENCH_REUSE !== "1") await generate();
const c = new pg.Client({ connectionString: dbUrl });
await c.connect();
const counts = await c.query(
  "select (select count(*) from seller) sellers, (select count(*) from product) products, (select count(*) from product_stock) stock",
);
console.log("catalogue:", counts.rows[0]);
const shop = `shop-${Math.ceil(SELLERS / 2)}`;
const [{ id: productId }] = (
  await c.query("select p.id from product p join seller s on s.id = p.seller_id where s.handle = $1 and p.active limit 1", [shop])
).rows;
await c.end();

const server = spawn("node", ["--import", "tsx", process.env.BENCH_SERVER ?? "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_URL: dbUrl,
    DATA_DIR: "/tmp/haat-bench-data",
    LOG_LEVEL: "warn",
    BASE_URL: `http://localhost:${PORT}`,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/healthz`)).ok) break;
    } catch {}
    if (i > 120) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  const base = `http://localhost:${PORT}/${shop}`;
  // Warm up once, then measure.
  await fetch(`${base}?mode=all&color=Red&size=M`);
  await measure("shop home, two filters", `${base}?mode=all&color=Red&size=M`);
  await measure("shop home, search", `${base}?mode=all&q=silk`);
  await measure("product page", `${base}/product/${productId}`);
} finally {
  server.kill("SIGTERM");
}
