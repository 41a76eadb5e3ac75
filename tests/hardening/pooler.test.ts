// Behind a pooler (docs/deploy.md#behind-a-pooler): two production app servers whose DATABASE_URL is
// a real pgbouncer (Debian's 1.18) in transaction mode with three server connections, and whose
// DATABASE_DIRECT_URL is PostgreSQL itself, where they migrate. The storefront's pages, sign-in,
// cart and checkout, concurrent checkouts for the last pieces and the job queue (an order's
// e-mails reach an SMTP sink) all work through it; pgbouncer's own counters show that the traffic
// went through it, many clients sharing three server connections. A third server through the same
// pgbouncer without pooler mode (named statements) fails, which is why the mode exists.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isSuccess } from "../../app/utils/reply";
import { makeProduct, makeShop, stockOf } from "../integration/checkout-fixtures";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import {
  type AppProcess,
  assertPortFree,
  killAll,
  type Pgbouncer,
  pgbouncerBinary,
  scratchDirs,
  sleep,
  startAppProcess,
  startPgbouncer,
} from "./support/processes";
import { type CartLine, checkout, newShopper, unitsSold } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const PGBOUNCER_PORT = 4700;
const APP_PORTS = [4701, 4702];
const UNPOOLED_PORT = 4703;
const SERVER_CONNECTIONS = 3;

let services: TestServices;
let pgbouncer: Pgbouncer;
let sink: SmtpSink;
let apps: AppProcess[] = [];
let shop: { id: string; handle: string; shopName: string };
let productId: string;
const scratch = scratchDirs();
const secret = randomBytes(24).toString("hex");

const newDir = scratch.make;

/** A production server whose pool goes through pgbouncer; `pooler: "none"` is the app as it was. */
async function startPooledApp(port: number, pooler: "transaction" | "none" = "transaction") {
  return startAppProcess({
    port,
    databaseUrl: pgbouncer.url,
    dataDir: await newDir(`pooler-app-${port}`),
    baseUrl: `http://localhost:${port}`, // no proxy in front: each server is its own site
    env: {
      DATABASE_DIRECT_URL: services.env.DATABASE_URL as string,
      DATABASE_POOLER: pooler,
      BETTER_AUTH_SECRET: secret,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PAGE_CACHE_SECONDS: "0", // every page reads the database
      RATE_LIMIT_CHECKOUT: "100000/60",
    },
  });
}

type Row = Record<string, string | number | null>;
const num = (row: Row | undefined, column: string) => Number(row?.[column] ?? 0);
const haatPool = async () => (await pgbouncer.admin("SHOW POOLS")).find((r) => r.database === "haat");
const haatStats = async () => (await pgbouncer.admin("SHOW STATS")).find((r) => r.database === "haat");
const SERVER_STATES = ["sv_active", "sv_idle", "sv_used", "sv_tested", "sv_login"];

/** Samples pgbouncer's pool while `work` runs: the most clients and server connections it saw at once. */
async function peakWhile<T>(work: Promise<T>): Promise<{ result: T; clients: number; servers: number }> {
  let done = false;
  let clients = 0;
  let servers = 0;
  const sampling = (async () => {
    while (!done) {
      const pool = await haatPool();
      clients = Math.max(clients, num(pool, "cl_active") + num(pool, "cl_waiting"));
      servers = Math.max(
        servers,
        SERVER_STATES.reduce((n, c) => n + num(pool, c), 0),
      );
      await sleep(10);
    }
  })();
  try {
    return { result: await work, clients, servers };
  } finally {
    done = true;
    await sampling;
  }
}

beforeAll(async () => {
  pgbouncerBinary(); // a clear message first when pgbouncer is missing
  for (const port of [PGBOUNCER_PORT, ...APP_PORTS, UNPOOLED_PORT]) await assertPortFree(port);
  services = await createTestServices();
  shop = await makeShop(services.db);
  productId = (await makeProduct(services.db, shop.id, { name: "Chikankari Anarkali", stock: 50 })).id;
  await makeProduct(services.db, shop.id, { name: "Cotton Kurta" });
  pgbouncer = await startPgbouncer(await newDir("pgbouncer"), PGBOUNCER_PORT, services.env.DATABASE_URL as string, SERVER_CONNECTIONS);
  sink = await startSmtpSink();
  apps = await Promise.all(APP_PORTS.map((port) => startPooledApp(port)));
}, 120_000);

afterAll(async () => {
  await killAll();
  await sink?.close();
  await services?.dispose();
  await scratch.removeAll();
});

describe("behind pgbouncer in transaction mode", () => {
  it("serves the shop, its listing, a product, the search, sign-in, the cart and checkout on both servers", async () => {
    const before = num(await haatStats(), "total_xact_count");
    for (const app of apps) {
      const visitor = new Visitor(app.url);
      const home = await visitor.request(`/${shop.handle}`);
      expect(home.status, `home on :${app.port}`).toBe(200);
      expect(home.body).toContain(shop.shopName);
      const listing = await visitor.loader<{ listing: { products: Array<{ name: string }> } }>(
        `/${shop.handle}?main=men&sort=price-asc`,
        "routes/shop/home",
      );
      expect(listing.status).toBe(200);
      expect(listing.data?.listing.products.map((p) => p.name).sort()).toEqual(["Chikankari Anarkali", "Cotton Kurta"]);
      const product = await visitor.request(`/${shop.handle}/product/${productId}`);
      expect(product.status).toBe(200);
      expect(product.body).toContain("Chikankari Anarkali");
      // Letters missing: found at the database's similarity threshold of 0.5, which pooled sessions start with.
      const search = await visitor.loader<{ listing: { products: Array<{ name: string }> } }>(
        `/${shop.handle}?q=cikankar`,
        "routes/shop/home",
      );
      expect(search.data?.listing.products.map((p) => p.name)).toEqual(["Chikankari Anarkali"]);

      const shopper = await newShopper(visitor, shop.handle, `Pooled ${app.port}`);
      expect((await visitor.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
      expect((await visitor.signIn(shopper.email, "secret-123")).status).toBe(200);
      const key = { productId, color: "Red", size: "L" };
      const added = await visitor.action<{ data: { count: number } }>(`/${shop.handle}/cart`, {
        form: { intent: "add", ...key, quantity: "1" },
      });
      expect(added.status).toBe(200);
      expect(added.data?.data.count).toBe(1);
      const placed = await checkout(shopper, shop.handle, randomUUID(), [{ ...key, quantity: 1 }]);
      expect(placed.status).toBe(200);
      expect(isSuccess(placed.data)).toBe(true);
    }
    // Product pages at once on both servers: their prepared lookups run on whichever server connection pgbouncer gives.
    const {
      result: pages,
      clients,
      servers,
    } = await peakWhile(
      Promise.all(Array.from({ length: 40 }, (_, i) => new Visitor(apps[i % 2].url).request(`/${shop.handle}/product/${productId}`))),
    );
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(servers).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    expect(clients, "more clients than server connections at once").toBeGreaterThan(SERVER_CONNECTIONS);
    expect(num(await haatStats(), "total_xact_count") - before, "transactions pgbouncer carried").toBeGreaterThan(100);
  });

  it("sells 5 units exactly once to 40 concurrent checkouts over both servers", async () => {
    const product = await makeProduct(services.db, shop.id, { stock: 5, name: "Last Five Kurta" });
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newShopper(new Visitor(apps[i % 2].url), shop.handle, `Rush ${i}`)),
    );
    const line: CartLine = { productId: product.id, color: "Red", size: "M", quantity: 1 };
    const {
      result: replies,
      clients,
      servers,
    } = await peakWhile(
      Promise.all(Array.from({ length: 40 }, (_, i) => checkout(shoppers[i % shoppers.length], shop.handle, randomUUID(), [line]))),
    );
    const ok = replies.filter((r) => r.status === 200 && isSuccess(r.data));
    expect(ok).toHaveLength(5);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(35);
    expect(await stockOf(services.db, product, "M")).toBe(0);
    expect(await unitsSold(services.db, product.id, "M")).toBe(5);
    expect(servers).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    expect(clients).toBeGreaterThan(SERVER_CONNECTIONS);
  });

  it("works the job queue through the pooler: every order's e-mails arrive, their jobs completed", async () => {
    const { rows: orders } = await services.db.execute<{ id: string }>(
      sql`select id from orders where seller_id = ${shop.id} order by created_at`,
    );
    expect(orders.length).toBe(7); // two in the page flows, five from the rush
    const host = "localhost";
    const expected = orders.flatMap((o) => [`<order-placed.${o.id}.shopper@${host}>`, `<order-placed.${o.id}.seller@${host}>`]);
    await vi.waitFor(() => expect(sink.inbox.map((m) => m.messageId)).toEqual(expect.arrayContaining(expected)), {
      timeout: 30_000,
      interval: 200,
    });
    const { rows: jobs } = await services.db.execute<{ state: string; n: number }>(
      sql`select state::text, count(*)::int as n from pgboss.job where name = 'mail' group by 1`,
    );
    expect(jobs).toEqual([{ state: "completed", n: expected.length }]);
  });

  it("breaks without pooler mode: a named statement is not found or already taken on another server connection", async () => {
    const unpooled = await startPooledApp(UNPOOLED_PORT, "none");
    try {
      const pages = await Promise.all(
        Array.from({ length: 40 }, () => new Visitor(unpooled.url).request(`/${shop.handle}/product/${productId}`)),
      );
      expect(pages.filter((p) => p.status >= 500).length, "pages that failed").toBeGreaterThan(0);
      expect(unpooled.log()).toMatch(/prepared statement \\*"[a-z_]+\\*" (does not exist|already exists)/);
    } finally {
      await unpooled.kill("SIGTERM");
    }
  });
});
