// Crash safety: customers keep placing orders over HTTP against the production server while the
// server (then PostgreSQL) is killed with SIGKILL at random moments and restarted. A client that
// got no answer retries with the same checkout id, as the cart does. Afterwards every order a
// client saw acknowledged must exist exactly once, nothing unacknowledged may be left behind,
// and per size the stock left plus the quantities ordered must equal the stock at the start.
// Kill moments come from a seeded generator: HARDENING_SEED=<printed seed> replays a run's choices;
// HARDENING_KILLS sets how many kills per run (2 of the server, 3 of PostgreSQL), HARDENING_KEEP=1
// keeps the servers' logs.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../app/db/client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../app/db/embedded.server";
import { makeProduct, makeShop } from "../integration/checkout-fixtures";
import { createTestServices, type TestServices } from "../setup/test-services";
import { type AppProcess, assertPortFree, killAll, scratchDirs, sleep, startAppProcess, waitForOk } from "./support/processes";
import {
  type Attempt,
  type CartLine,
  newShopper,
  runSeed,
  type Shopper,
  type StockKey,
  seededRandom,
  settle,
  verifyLedger,
} from "./support/shoppers";
import { Visitor } from "./support/visitor";

// Each server kill costs a boot (seconds on a loaded machine); a PostgreSQL restart is cheap.
const SERVER_KILLS = Number(process.env.HARDENING_KILLS ?? 2);
const PG_KILLS = Number(process.env.HARDENING_KILLS ?? 3);
const SHOPPERS = 4;
const APP_PORT = 4610;
const PG_PORT = 4620;
const APP_ON_OWN_PG_PORT = 4621;

const seed = runSeed();
const scratch = scratchDirs();
const newDir = scratch.make;

beforeAll(() => {
  console.log(`crash-safety seed ${seed} (HARDENING_SEED=${seed} replays its choices)`);
});
afterAll(async () => {
  await killAll();
  await scratch.removeAll();
});

interface Fixture {
  databaseUrl: string;
  sellerId: string;
  shop: string;
  stock: StockKey[];
}

/** A shop with one product: Red M with plenty of stock, Red L with little (so some checkouts are refused). */
async function makeFixture(databaseUrl: string): Promise<Fixture> {
  const db = createDatabase(databaseUrl, 2);
  try {
    const shop = await makeShop(db);
    const p = await makeProduct(db, shop.id, { stock: 1000 }); // Red: M 1000, L 10
    return {
      databaseUrl,
      sellerId: shop.id,
      shop: shop.handle,
      stock: [
        { productId: p.id, color: "Red", size: "M", initial: 1000 },
        { productId: p.id, color: "Red", size: "L", initial: 10 },
      ],
    };
  } finally {
    await db.$client.end();
  }
}

/** A cart from the seeded generator: mostly one line, sometimes both sizes (all or nothing). */
function randomCart(rng: ReturnType<typeof seededRandom>, stock: StockKey[]): CartLine[] {
  const [m, l] = stock;
  const line = (s: StockKey): CartLine => ({ productId: s.productId, color: s.color, size: s.size, quantity: rng.between(1, 2) });
  const roll = rng.next();
  if (roll < 0.3) return [line(m), line(l)];
  return [line(roll < 0.85 ? m : l)];
}

/**
 * Shoppers order in parallel while `disrupt` runs; when it returns they stop starting new
 * checkouts, settle the ones in flight, and the ledger is checked.
 */
async function ordersUnderFire(fixture: Fixture, shoppers: Shopper[], disrupt: () => Promise<void>) {
  let stopping = false;
  const attempts: Attempt[] = [];
  const giveUpAt = Date.now() + 150_000;
  const workers = shoppers.map(async (shopper, i) => {
    const rng = seededRandom(seed + i + 1);
    while (!stopping) {
      const attempt: Attempt = { checkoutId: randomUUID(), lines: randomCart(rng, fixture.stock), tries: 0 };
      attempts.push(attempt);
      await settle(shopper, fixture.shop, attempt, giveUpAt);
    }
  });
  // A worker that throws (an unexpected answer) ends the run at once.
  const failed = Promise.race(workers.map((w) => w.then(() => new Promise<never>(() => {}))));
  try {
    await Promise.race([disrupt(), failed]);
  } finally {
    stopping = true;
  }
  await Promise.all(workers);

  const placed = attempts.filter((a) => a.outcome === "placed");
  const summary = {
    attempts: attempts.length,
    placed: placed.length,
    refused: attempts.filter((a) => a.outcome === "refused").length,
    retried: attempts.filter((a) => a.tries > 1).length,
    replayed: placed.filter((a) => a.replayed).length,
  };
  const ledger = await verifyLedger(fixture.databaseUrl, fixture.sellerId, attempts, fixture.stock);
  console.log(JSON.stringify({ seed, ...summary, ordersInDatabase: ledger.orders }));
  expect(summary.placed).toBeGreaterThan(0);
  expect(summary.retried, "the kills interrupted checkouts").toBeGreaterThan(0);
  return summary;
}

async function signUpShoppers(baseUrl: string, shop: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < SHOPPERS; i++) shoppers.push(await newShopper(new Visitor(baseUrl), shop, `Shopper ${i}`));
  return shoppers;
}

describe("crash safety", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("loses no acknowledged order and no stock when the server is SIGKILLed mid-checkout", async () => {
    await assertPortFree(APP_PORT);
    const rng = seededRandom(seed);
    const fixture = await makeFixture(services.env.DATABASE_URL as string);
    const options = {
      port: APP_PORT,
      databaseUrl: fixture.databaseUrl,
      dataDir: await newDir("crash-app"),
      baseUrl: `http://localhost:${APP_PORT}`,
      env: { BETTER_AUTH_SECRET: randomBytes(24).toString("hex"), RATE_LIMIT_CHECKOUT: "100000/60" },
    };
    let server: AppProcess = await startAppProcess(options);
    const shoppers = await signUpShoppers(server.url, fixture.shop);

    await ordersUnderFire(fixture, shoppers, async () => {
      for (let k = 0; k < SERVER_KILLS; k++) {
        await sleep(rng.between(300, 2000));
        await server.kill("SIGKILL");
        await sleep(rng.between(0, 500));
        server = await startAppProcess(options); // same DATA_DIR and secret: sessions stay valid
      }
      await sleep(1000); // some orders on the last server before the shoppers stop
    });
    await server.kill("SIGTERM");
  }, 240_000);

  it("loses no acknowledged order and no stock when PostgreSQL is SIGKILLed under a running server", async () => {
    await assertPortFree(PG_PORT);
    await assertPortFree(APP_ON_OWN_PG_PORT);
    const rng = seededRandom(seed ^ 0x5eed);
    const pgDir = await newDir("crash-pg");
    const pgLog: string[] = [];
    const keepLog = (m: string) => {
      pgLog.push(m);
      if (pgLog.length > 200) pgLog.shift();
    };
    let cluster: EmbeddedDatabase = await startEmbeddedPostgres(pgDir, keepLog, PG_PORT);
    try {
      const server = await startAppProcess({
        port: APP_ON_OWN_PG_PORT,
        databaseUrl: cluster.url, // the server migrates it at boot
        dataDir: await newDir("crash-pg-app"),
        baseUrl: `http://localhost:${APP_ON_OWN_PG_PORT}`,
        env: { RATE_LIMIT_CHECKOUT: "100000/60" },
      });
      const fixture = await makeFixture(cluster.url);
      const shoppers = await signUpShoppers(server.url, fixture.shop);
      const health = `http://127.0.0.1:${APP_ON_OWN_PG_PORT}/healthz`;

      await ordersUnderFire(fixture, shoppers, async () => {
        for (let k = 0; k < PG_KILLS; k++) {
          await sleep(rng.between(300, 2000));
          const pidFile = path.join(pgDir, "pg", "postmaster.pid");
          expect(existsSync(pidFile)).toBe(true);
          const postmaster = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
          process.kill(postmaster, "SIGKILL");
          while (isAlive(postmaster)) await sleep(20);
          // Its backends may take a moment to notice the postmaster is gone.
          let status = 0;
          for (let waited = 0; status !== 503 && waited < 5_000; waited += 100) {
            status = (await fetch(health)).status;
            if (status !== 503) await sleep(100);
          }
          expect(status, "the health check reports the database down").toBe(503);
          await sleep(rng.between(0, 500));
          try {
            cluster = await startEmbeddedPostgres(pgDir, keepLog, PG_PORT);
          } catch (error) {
            throw new Error(`PostgreSQL did not come back after SIGKILL: ${error}\n${pgLog.slice(-20).join("\n")}`);
          }
          // The same server process, never restarted: its pool must reconnect by itself.
          await waitForOk(health, server, server.logFile, 60_000);
        }
        await sleep(1000);
      });
      await server.kill("SIGTERM");
      expect(await server.exited, "the server shut down cleanly after the database outages").toBe(0);
    } finally {
      await cluster.stop();
    }
  }, 240_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
