// Catalogue CSV import time: generates a catalogue of PRODUCTS products (2–3 colours × 3–4 sizes
// each, in categories and subcategories) and times a dry run and a real import into a fresh shop.
//   npx tsx scripts/bench/csv-import.ts            (embedded PostgreSQL in a temp dir)
//   BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/csv-import.ts   (an empty database)
// Env: PRODUCTS (5000). The target: 5,000 products in under 30 s.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { createDatabase } from "../../app/db/client.server";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";
import { product, productStock } from "../../app/db/schema";
import { addSellerSubcategory, createCategory } from "../../app/domain/catalog/categories.server";
import { exportCatalog, importCatalog } from "../../app/domain/catalog/csv.server";
import { migrateApp } from "../../app/services.server";
import { makeShop } from "../../tests/integration/checkout-fixtures";
import { generateCsv } from "./catalogue-csv";

const PRODUCTS = Number(process.env.PRODUCTS ?? 5000);

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "haat-bench-csv-"));
    const pg = await startEmbeddedPostgres(dir);
    url = pg.url;
    stop = async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const db = createDatabase(url, 4);
  try {
    await migrateApp(db);
    const shop = await makeShop(db);
    for (const main of ["men", "women"] as const) {
      const cat = await createCategory(db, shop.id, { main, name: main === "men" ? "Shirts" : "Kurtis" });
      await addSellerSubcategory(db, shop.id, cat.id, { name: "Casual" });
    }
    const csv = generateCsv(PRODUCTS);

    let t = performance.now();
    const dry = await importCatalog(db, shop.id, csv, { dryRun: true });
    const dryMs = performance.now() - t;
    if (dry.errors.length) throw new Error(`Generated file has errors: ${JSON.stringify(dry.errors.slice(0, 3))}`);

    t = performance.now();
    const real = await importCatalog(db, shop.id, csv, { dryRun: false });
    const importMs = performance.now() - t;

    const [{ n: stored }] = await db.select({ n: count() }).from(product).where(eq(product.sellerId, shop.id));
    const [{ n: stockRows }] = await db
      .select({ n: count() })
      .from(productStock)
      .innerJoin(product, eq(product.id, productStock.productId))
      .where(eq(product.sellerId, shop.id));

    t = performance.now();
    const exported = await exportCatalog(db, shop.id);
    const exportMs = performance.now() - t;

    // Re-importing the export updates every product in place (the round trip at full size).
    t = performance.now();
    const again = await importCatalog(db, shop.id, exported, { dryRun: false });
    const reimportMs = performance.now() - t;

    console.log(
      JSON.stringify({
        products: PRODUCTS,
        csvRows: dry.rows,
        csvMB: Number((Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)),
        dryRunSeconds: Number((dryMs / 1000).toFixed(2)),
        importSeconds: Number((importMs / 1000).toFixed(2)),
        created: real.created,
        storedProducts: stored,
        storedStockRows: stockRows,
        exportSeconds: Number((exportMs / 1000).toFixed(2)),
        reimportSeconds: Number((reimportMs / 1000).toFixed(2)),
        reimportUpdated: again.updated,
        reimportCreated: again.created,
      }),
    );
  } finally {
    await db.$client.end();
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
