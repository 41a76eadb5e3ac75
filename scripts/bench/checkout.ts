// Order placement throughput on real PostgreSQL: N workers (one pool connection each) place
// one-line checkouts for DURATION seconds through the real domain function.
//   npx tsx scripts/bench/checkout.ts            (embedded PostgreSQL in a temp dir)
//   BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/checkout.ts   (an empty database)
// Env: CONNECTIONS (10), DURATION (10 s), PRODUCTS (20; 1 = every checkout hits one stock row).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createDatabase, migrateDatabase } from "../../app/db/client.server";
import { startEmbeddedPostgres } from "../../app/db/embedded.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { makeCustomerWithAddress, makeProduct, makeShop } from "../../tests/integration/checkout-fixtures";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DURATION = Number(process.env.DURATION ?? 10);
const PRODUCTS = Number(process.env.PRODUCTS ?? 20);

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "haat-bench-"));
    const pg = await startEmbeddedPostgres(dir);
    url = pg.url;
    stop = async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const db = createDatabase(url, CONNECTIONS);
  try {
    await migrateDatabase(db);
    const shop = await makeShop(db);
    const products = await Promise.all(Array.from({ length: PRODUCTS }, () => makeProduct(db, shop.id, { stock: 1_000_000 })));
    const customers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => makeCustomerWithAddress(db, `Bench ${i}`)));
    const latencies: number[] = [];
    let failures = 0;
    const deadline = Date.now() + DURATION * 1000;
    const started = Date.now();
    await Promise.all(
      customers.map(async (c, w) => {
        for (let i = 0; Date.now() < deadline; i++) {
          const p = products[(w + i) % products.length];
          const t = performance.now();
          try {
            await placeOrders(
              db,
              { userId: c.id, sellerId: shop.id },
              {
                checkoutId: randomUUID(),
                addressId: c.addressId,
                deliveryMode: "delivery",
                lines: [{ productId: p.id, color: "Red", size: "M", quantity: 1 }],
              },
            );
            latencies.push(performance.now() - t);
          } catch {
            failures++;
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
    console.log(
      JSON.stringify({
        connections: CONNECTIONS,
        products: PRODUCTS,
        seconds: Number(seconds.toFixed(1)),
        checkouts: latencies.length,
        failures,
        perSecond: Math.round(latencies.length / seconds),
        p50ms: pct(0.5),
        p95ms: pct(0.95),
        p99ms: pct(0.99),
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
