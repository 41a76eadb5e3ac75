// The benchmark catalogue: PRODUCTS products spread over SELLERS shops, generated inside PostgreSQL
// in one database per size (`bench_p<products>_s<sellers>`), so a re-run at the same size reuses it.
//
// Why it is fast (1,000,000 products in under 3 minutes on 2 busy cores):
// - every value is a function of the row number (ids are md5-derived uuids), so products, colours
//   and stock are generated independently, with no per-row subselects and no joins;
// - the big tables' primary keys, secondary indexes and foreign keys are dropped after migrating and
//   recreated after the load from their own catalogued definitions (pg_get_indexdef /
//   pg_get_constraintdef), so they are exactly what the migrations made;
// - the load and the index builds run on JOBS connections at once, with synchronous_commit off and a
//   large maintenance_work_mem.
import os from "node:os";
import pg from "pg";
import { createDatabase } from "../../app/db/client.server";
import { MAIN_CATEGORIES } from "../../app/db/schema/values";
import { COLOR_OPTIONS, SIZE_GROUPS_BY_MAIN } from "../../app/domain/catalog/constants";
import { backfillSearchKeys } from "../../app/domain/catalog/search-key.server";
import { migrateApp } from "../../app/services.server";

/** Bump when the generated data changes shape: older bench databases are then regenerated. */
const GENERATOR_VERSION = 4;
const BIG_TABLES = ["product", "product_color", "product_stock"];

/** A stable id for a generated row: md5 of its name, shaped as a version-4 uuid like the app's own ids. */
const uuidOf = (name: string) => `overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;

export interface CatalogueSize {
  products: number;
  sellers: number;
  /**
   * One large shop of this many products (BENCH_BIG_SHOP), handle `big-<n>`, beside a reference shop
   * of REFERENCE_SHOP products, `big-2000`: both on top of `products`, the newest products of all.
   */
  bigShop?: number;
  /**
   * A long tail of shop sizes: each tier gives the first `shops` shops (shop-1, shop-2 …) `products`
   * more each, after the `products` dealt out round-robin to all. Nested prefixes, so shop-1 is the
   * largest and the last shops have only their round-robin share.
   */
  tiers?: Array<{ shops: number; products: number }>;
}

/** The size of the shop the large shop is compared with: its p99 should be within 1.5× of this one's (docs/decisions/0093-large-shops.md). */
export const REFERENCE_SHOP = 2000;

/** The extra shops of a catalogue: the large one and its reference, after the `sellers` regular ones. */
export function extraShops(size: CatalogueSize): Array<{ handle: string; products: number }> {
  return size.bigShop ? [size.bigShop, REFERENCE_SHOP].map((n) => ({ handle: `big-${n}`, products: n })) : [];
}

const tierProducts = (size: CatalogueSize) => (size.tiers ?? []).reduce((sum, t) => sum + t.shops * t.products, 0);
const totalProducts = (size: CatalogueSize) =>
  size.products + tierProducts(size) + extraShops(size).reduce((sum, e) => sum + e.products, 0);

export interface Catalogue extends CatalogueSize {
  url: string;
  database: string;
  /** Seconds the generation took, or null when an existing catalogue was reused. */
  generatedSeconds: number | null;
}

export const catalogueDatabase = (size: CatalogueSize) =>
  `bench_p${size.products}_s${size.sellers}${size.bigShop ? `_b${size.bigShop}` : ""}${(size.tiers ?? []).map((t) => `_${t.shops}x${t.products}`).join("")}`;

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** Runs tasks on `jobs` connections at once, in the order given (put the slowest first). */
async function onConnections(url: string, jobs: number, tasks: Array<{ label: string; sql: string; params?: unknown[] }>, quiet = false) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: Math.min(jobs, tasks.length) }, async () => {
      const c = await connect(url);
      try {
        // replica: no triggers fire during the load (product.colors / sizes are written by INSERT_PRODUCTS itself).
        await c.query(
          "set synchronous_commit = off; set maintenance_work_mem = '512MB'; set max_parallel_maintenance_workers = 0; set session_replication_role = replica",
        );
        for (let task = queue.shift(); task; task = queue.shift()) {
          const started = Date.now();
          await c.query(task.sql, task.params);
          if (!quiet) console.log(`    ${task.label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        }
      } finally {
        await c.end();
      }
    }),
  );
}

/** Reuses the catalogue of this size when a finished one exists, else generates it. */
export async function ensureCatalogue(
  adminUrl: string,
  size: CatalogueSize,
  jobs = Math.max(2, os.availableParallelism()),
): Promise<Catalogue> {
  const database = catalogueDatabase(size);
  const url = withDatabase(adminUrl, database);
  const admin = await connect(adminUrl);
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [database])).rowCount === 1;
    if (exists) {
      const c = await connect(url);
      const done = await c
        .query("select products, sellers, version from bench.catalogue")
        .then((r) => r.rows[0] as { products: number; sellers: number; version: number } | undefined)
        .catch(() => undefined)
        .finally(() => c.end());
      const same = done && done.products === totalProducts(size) && done.sellers === size.sellers && done.version === GENERATOR_VERSION;
      if (same && process.env.BENCH_REGENERATE !== "1") {
        // Migrations added since the catalogue was made are applied on top, as in production.
        const db = createDatabase(url, 1);
        await migrateApp(db).finally(() => db.$client.end());
        return { ...size, url, database, generatedSeconds: null };
      }
    }
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  await generate(url, size, jobs);
  const generatedSeconds = (Date.now() - started) / 1000;
  const c = await connect(url);
  await c.query(
    // In a schema of its own: a backup copies the app's schema, and a table there that no migration makes could not be restored.
    "create schema bench; create table bench.catalogue (products int not null, sellers int not null, version int not null, seconds real not null, made_at timestamptz not null default now())",
  );
  await c.query("insert into bench.catalogue (products, sellers, version, seconds) values ($1, $2, $3, $4)", [
    totalProducts(size),
    size.sellers,
    GENERATOR_VERSION,
    generatedSeconds,
  ]);
  await c.query(
    `comment on database ${database} is 'Haat benchmark catalogue: ${size.products} products, ${size.sellers} sellers${size.bigShop ? `, one shop of ${size.bigShop}` : ""}'`,
  );
  await c.end();
  console.log(`  catalogue generated in ${generatedSeconds.toFixed(1)} s`);
  return { ...size, url, database, generatedSeconds };
}

interface Rebuild {
  drop: string[];
  /** Every index, primary keys' included (CREATE INDEX runs beside others on the same table; ADD PRIMARY KEY would not). */
  indexes: Array<{ label: string; sql: string }>;
  /** Primary keys, made over their built indexes (no second build). */
  constraints: Array<{ label: string; sql: string }>;
  foreignKeys: Array<{ label: string; sql: string }>;
}

/** The big tables' keys, indexes and foreign keys (both directions) as the migrations made them. */
async function droppable(c: pg.Client): Promise<Rebuild> {
  const constraints = await c.query<{ tbl: string; name: string; type: string; def: string; index: string | null }>(
    `select conrelid::regclass::text tbl, conname name, contype type, pg_get_constraintdef(oid) def,
       case when contype = 'p' then pg_get_indexdef(conindid) end index
     from pg_constraint
     where contype in ('p', 'f') and (conrelid = any($1::regclass[]) or confrelid = any($1::regclass[]))`,
    [BIG_TABLES],
  );
  const indexes = await c.query<{ name: string; def: string }>(
    `select indexrelid::regclass::text name, pg_get_indexdef(indexrelid) def from pg_index i
     where indrelid = any($1::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [BIG_TABLES],
  );
  const fks = constraints.rows.filter((r) => r.type === "f");
  const pks = constraints.rows.filter((r) => r.type === "p" && BIG_TABLES.includes(r.tbl));
  return {
    drop: [
      ...fks.map((r) => `alter table ${r.tbl} drop constraint "${r.name}"`),
      ...pks.map((r) => `alter table ${r.tbl} drop constraint "${r.name}"`),
      ...indexes.rows.map((r) => `drop index ${r.name}`),
    ],
    indexes: [...pks.map((r) => ({ label: r.name, sql: r.index as string })), ...indexes.rows.map((r) => ({ label: r.name, sql: r.def }))],
    constraints: pks.map((r) => ({
      label: r.name,
      sql: `alter table ${r.tbl} add constraint "${r.name}" primary key using index "${r.name}"`,
    })),
    foreignKeys: fks.map((r) => ({ label: r.name, sql: `alter table ${r.tbl} add constraint "${r.name}" ${r.def}` })),
  };
}

// Every product attribute as a function of its number g: seller s (1-based, products dealt out
// round-robin so a shop's products are spread over the table like real ones), k = its index in the
// shop, mi = main category index. What varies within a shop (name, sale, active, colours, sizes)
// is computed from k and s, never from g alone: g modulo anything that divides SELLERS is constant per shop. $1/$2 bound the range; $3 = sellers; $4 colours; $5–$7 sizes of
// men, women and kids; products also take $8 = the newest product number and $9 = the main categories.
// The extra shops (BENCH_BIG_SHOP) own the numbers after the regular products, one range each, as
// sellers SELLERS + 1, + 2; the tiers' products come before them, each tier dealt out round-robin
// over its first shops. Each range's bounds are written into the SQL as numbers.
type Range = { from: number; to: number; firstSeller: number; sellers: number; firstK: number };

function extraRanges(size: CatalogueSize): Range[] {
  let from = size.products + 1;
  const next = (products: number, firstSeller: number, sellers: number, firstK: number) => {
    const range = { from, to: from + products - 1, firstSeller, sellers, firstK };
    from = range.to + 1;
    return range;
  };
  let shopHas = Math.ceil(size.products / size.sellers);
  const tiers = (size.tiers ?? []).map((t) => {
    const range = next(t.shops * t.products, 1, t.shops, shopHas);
    shopHas += t.products;
    return range;
  });
  return [...tiers, ...extraShops(size).map((e, i) => next(e.products, size.sellers + 1 + i, 1, 0))];
}

const caseOf = (ranges: Range[], value: (r: Range) => string, otherwise: string) =>
  ranges.length
    ? `case ${ranges.map((r) => `when g between ${r.from} and ${r.to} then ${value(r)}`).join(" ")} else ${otherwise} end`
    : otherwise;

const attributes = (ranges: Range[]) => `
  select g, s, k, mi,
    ${uuidOf("'bench-product-' || g")} as id,
    ${uuidOf("'bench-seller-' || s")} as seller_id,
    ${uuidOf("'bench-category-' || s || '-' || mi")} as category_id,
    (array['Cotton','Linen','Silk','Rayon','Denim'])[1 + (k + s) % 5] || ' ' ||
      (array['Kurta','Shirt','Saree','Dress','Jeans','Top'])[1 + (k / 5 + s) % 6] || ' ' || g as name,
    'Comfortable everyday wear number ' || g as description,
    19900 + ((g::bigint * 7919) % 800000)::int as price,
    $4::text[] as colors,
    (case mi when 0 then $5::text[] when 1 then $6::text[] else $7::text[] end) as sizes
  from (select g, s, k, (k + s - 1) % 4 as mi
        from (select g, ${caseOf(ranges, (r) => `${r.firstSeller} + (g - ${r.from}) % ${r.sellers}`, "(g - 1) % $3 + 1")} as s,
                ${caseOf(ranges, (r) => `${r.firstK} + (g - ${r.from}) / ${r.sellers}`, "(g - 1) / $3")} as k
              from generate_series($1::int, $2::int) g) b0) b`;
// Two colours per product (distinct), three consecutive sizes of its main category's list.
const COLOR = (ci: string) => `a.colors[1 + (a.k * 5 + a.s + ${ci} * (1 + a.k % 7)) % cardinality(a.colors)]`;
const SIZE = (j: string) => `a.sizes[1 + a.k % (cardinality(a.sizes) - 2) + ${j}]`;

const insertProducts = (ranges: Range[]) => `
  insert into product (id, seller_id, name, description, price_paise, sale_price_paise, main, category_id, active, search_text, colors, sizes, created_at, updated_at)
  select a.id, a.seller_id, a.name, a.description, a.price, case when (a.k + a.s) % 10 < 3 then a.price * 7 / 10 end,
    ($9::text[])[1 + a.mi], a.category_id, (a.k * 7 + a.s) % 20 <> 0,
    lower(a.name || ' ' || a.description || ' ' || ${COLOR("0")} || ' ' || ${COLOR("1")} || ' ' || ${SIZE("0")} || ' ' || ${SIZE("1")} || ' ' || ${SIZE("2")}),
    array[${COLOR("0")}, ${COLOR("1")}], array[${SIZE("0")}, ${SIZE("1")}, ${SIZE("2")}],
    now() - ($8::int - a.g) * interval '1 minute', now() - ($8::int - a.g) * interval '1 minute'
  from (${attributes(ranges)}) a`;
const insertColors = (ranges: Range[]) => `
  insert into product_color (seller_id, product_id, color, position, image_keys)
  select a.seller_id, a.id, ${COLOR("c.ci")}, c.ci, jsonb_build_array('bench/' || lower(${COLOR("c.ci")}))
  from (${attributes(ranges)}) a cross join (values (0), (1)) c(ci)`;
// Stock 0–11 (some sizes sold out), as a shop has.
const insertStock = (ranges: Range[]) => `
  insert into product_stock (seller_id, product_id, color, size, stock)
  select a.seller_id, a.id, ${COLOR("c.ci")}, ${SIZE("j")}, (a.k * 31 + a.s * 7 + c.ci * 5 + j * 3) % 12
  from (${attributes(ranges)}) a cross join (values (0), (1)) c(ci) cross join generate_series(0, 2) j`;

async function generate(url: string, size: CatalogueSize, jobs: number) {
  const { sellers } = size;
  const extras = extraShops(size);
  const ranges = extraRanges(size);
  const products = totalProducts(size);
  const db = createDatabase(url, 1);
  await migrateApp(db).finally(() => db.$client.end());
  const c = await connect(url);
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await c.query("set synchronous_commit = off");
    await step(`${sellers + extras.length} sellers with 4 categories each`, async () => {
      await c.query(
        `insert into "user" (id, name, email, role) select 'bench-seller-' || s, 'Seller ' || s, 'seller' || s || '@bench.example', 'seller' from generate_series(1, $1::int) s`,
        [sellers],
      );
      await c.query(
        `insert into seller (id, handle, owner_user_id, shop_name, owner_name, email, location)
         select ${uuidOf("'bench-seller-' || s")}, 'shop-' || s, 'bench-seller-' || s, 'Bench Shop ' || s, 'Seller ' || s, 'seller' || s || '@bench.example', 'Pune'
         from generate_series(1, $1::int) s`,
        [sellers],
      );
      // The extra shops: sellers SELLERS + 1, + 2 … with their own handles (not shop-N, so no sample picks them).
      for (const [i, e] of extras.entries()) {
        const n = sellers + 1 + i;
        await c.query(
          `insert into "user" (id, name, email, role) values ('bench-seller-' || $1::int, 'Seller ' || $1::int, 'seller' || $1::int || '@bench.example', 'seller')`,
          [n],
        );
        await c.query(
          `insert into seller (id, handle, owner_user_id, shop_name, owner_name, email, location)
           values (${uuidOf("'bench-seller-' || $1::int")}, $2, 'bench-seller-' || $1::int, 'Bench Shop ' || $2, 'Seller ' || $1::int, 'seller' || $1::int || '@bench.example', 'Pune')`,
          [n, e.handle],
        );
      }
      await c.query(
        `insert into category (id, seller_id, main, name, position)
         select ${uuidOf("'bench-category-' || s || '-' || (n - 1)")}, ${uuidOf("'bench-seller-' || s")}, m, initcap(m) || ' wear', 0
         from generate_series(1, $1::int) s cross join unnest($2::text[]) with ordinality t(m, n)`,
        [sellers + extras.length, MAIN_CATEGORIES],
      );
    });
    const rebuild = await droppable(c);
    for (const statement of rebuild.drop) await c.query(statement);

    await step(`${products} products, ${products * 2} colours, ${products * 6} stock rows (${jobs} connections)`, async () => {
      const colors = COLOR_OPTIONS.map((o) => o.name);
      const kids = SIZE_GROUPS_BY_MAIN.boy.age;
      const chunk = Math.ceil(products / (jobs * 4));
      const tasks = [];
      for (let from = 1; from <= products; from += chunk) {
        const to = Math.min(products, from + chunk - 1);
        const params = [from, to, sellers, colors, SIZE_GROUPS_BY_MAIN.men.letter, SIZE_GROUPS_BY_MAIN.women.letter, kids];
        tasks.push({ label: `products ${from}–${to}`, sql: insertProducts(ranges), params: [...params, products, MAIN_CATEGORIES] });
        tasks.push({ label: `colours ${from}–${to}`, sql: insertColors(ranges), params });
        tasks.push({ label: `stock ${from}–${to}`, sql: insertStock(ranges), params });
      }
      await onConnections(url, jobs, tasks, true);
    });

    // Names are keyed by TypeScript (domain/catalog/search-key.ts), before the indexes are built.
    await step("search keys", () => backfillSearchKeys((text, values) => c.query(text, values), 20_000));
    // The trigram GIN index is by far the slowest: it starts first and the others build beside it.
    const gin = (sql: string) => Number(sql.includes("USING gin"));
    await step("indexes", () =>
      onConnections(
        url,
        jobs,
        [...rebuild.indexes].sort((a, b) => gin(b.sql) - gin(a.sql)),
      ),
    );
    await step("primary and foreign keys", async () => {
      await onConnections(url, 1, rebuild.constraints);
      await onConnections(url, jobs, rebuild.foreignKeys);
    });
    // Vacuum sets the visibility map (index-only scans) as autovacuum would on a live database.
    await step("vacuum analyze", () =>
      onConnections(
        url,
        jobs,
        [...BIG_TABLES, "seller", "category", '"user"'].map((t) => ({ label: t, sql: `vacuum (analyze) ${t}` })),
      ),
    );
  } finally {
    await c.end();
  }
}
