// A read replica (DATABASE_REPLICA_URL): a private PostgreSQL 15 primary and its streaming replica
// (pg_basebackup -R) that applies every commit 2 s late, and one production app process using both.
// Guests' catalogue reads (listing, search, product, suggestions, sitemap, About) land on the
// replica, counted in each server's statement log (every statement that names the shop or its
// products); what a shopper or seller just wrote is read back from the primary at once, however far
// the replica lags; with the replica down, the storefront still answers from the primary.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../app/db/client.server";
import type { ProductPage, VariantData } from "../../app/domain/catalog/listing";
import { migrateApp } from "../../app/services.server";
import { isSuccess } from "../../app/utils/reply";
import { makeProduct, makeShop } from "../integration/checkout-fixtures";
import { type Cluster, newClusterRoot, startPrimary, startReplica } from "./support/postgres-cluster";
import { type AppProcess, assertPortFree, killAll, sleep, startAppProcess } from "./support/processes";
import { checkout, newShopper } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const APP_PORT = 4720;
const PRIMARY_PORT = 4721;
const REPLICA_PORT = 4722;
const APPLY_DELAY_MS = 2_000;
const STICKY_SECONDS = 3;
const BASE_URL = `http://localhost:${APP_PORT}`;

let root: string;
let pgRoot: string;
let primary: Cluster;
let replica: Cluster;
let app: AppProcess;
let shop: { id: string; handle: string };
let kurta: { id: string };
let shawl: { id: string };
let seller: Visitor;

const guest = () => new Visitor(BASE_URL);

/** A copy of `visitor`'s cookies but `name`. */
function jarWithout(visitor: Visitor, name: string): Map<string, string> {
  const pairs = visitor.cookie.split("; ").map((c): [string, string] => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)]);
  return new Map(pairs.filter(([cookie]) => cookie !== name));
}

/** Statements since `marks` on each server that name this shop or one of its products. */
function statementsSince(marks: { primary: number; replica: number }) {
  const names = [shop.id, shop.handle, kurta.id, shawl.id];
  const count = (cluster: Cluster, from: number) =>
    cluster
      .log()
      .slice(from)
      .split("\n")
      .filter((line) => names.some((name) => line.includes(name))).length;
  return { primary: count(primary, marks.primary), replica: count(replica, marks.replica) };
}
const markBoth = () => ({ primary: primary.mark(), replica: replica.mark() });

async function queryOn(cluster: Cluster, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url("haat") });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const listing = async (visitor: Visitor, search = "") => {
  const reply = await visitor.loader<{ listing: ProductPage }>(`/${shop.handle}${search}`, "routes/shop/home");
  expect(reply.status).toBe(200);
  return (reply.data?.listing.products ?? []).map((p) => p.name).sort();
};

const stockOfM = async (visitor: Visitor) => {
  const reply = await visitor.loader<{ product: { variants: VariantData[] } }>(
    `/${shop.handle}/product/${kurta.id}`,
    "routes/shop/product",
  );
  expect(reply.status).toBe(200);
  return reply.data?.product.variants[0].sizes.find((s) => s.size === "M")?.stock;
};

beforeAll(async () => {
  for (const port of [APP_PORT, PRIMARY_PORT, REPLICA_PORT]) await assertPortFree(port);
  root = await mkdtemp(path.join(os.tmpdir(), "haat-replica-"));
  pgRoot = await newClusterRoot();
  primary = startPrimary(pgRoot, PRIMARY_PORT);
  const admin = new pg.Client({ connectionString: primary.url("postgres") });
  await admin.connect();
  await admin.query("create database haat");
  await admin.end();
  const db = createDatabase(primary.url("haat"), 2);
  try {
    await migrateApp(db);
    shop = await makeShop(db);
    kurta = await makeProduct(db, shop.id, { name: "Replica Kurta", stock: 5 });
    shawl = await makeProduct(db, shop.id, { name: "Replica Shawl", stock: 5 });
  } finally {
    await db.$client.end();
  }
  // The app connects to the replica lazily: it may start before the replica does.
  app = await startAppProcess({
    port: APP_PORT,
    databaseUrl: primary.url("haat"),
    dataDir: path.join(root, "app"),
    baseUrl: BASE_URL,
    env: {
      DATABASE_REPLICA_URL: `postgres://postgres@127.0.0.1:${REPLICA_PORT}/haat`,
      DATABASE_REPLICA_STICKY_SECONDS: String(STICKY_SECONDS),
      BETTER_AUTH_SECRET: randomBytes(24).toString("hex"),
      RATE_LIMIT_CHECKOUT: "1000/60",
    },
  });
  // The shop's owner, who signs in with a password; made before the base backup, so the replica has them.
  seller = guest();
  const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
  expect((await seller.signUp("Owner", email, "secret-123")).status).toBe(200);
  const [{ id: ownerId }] = await queryOn(primary, `select id from "user" where email = $1`, [email]);
  await queryOn(primary, `update "user" set role = 'seller' where id = $1`, [ownerId]);
  await queryOn(primary, "update seller set owner_user_id = $1 where id = $2", [ownerId, shop.id]);
  replica = startReplica(pgRoot, primary, REPLICA_PORT, `${APPLY_DELAY_MS}ms`);
}, 120_000);

afterAll(async () => {
  await killAll();
  for (const cluster of [replica, primary]) {
    try {
      cluster?.stop();
    } catch {
      // already stopped (the replica, by the last test)
    }
  }
  for (const dir of [root, pgRoot]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe("a read replica behind the storefront", () => {
  it("serves a guest's listing, search, product page, suggestions and sitemap from the replica alone", async () => {
    const marks = markBoth();
    const visitor = guest();
    const pages: Array<[string, string]> = [
      [`/${shop.handle}`, "Replica Shawl"],
      [`/${shop.handle}?q=kurta`, "Replica Kurta"],
      [`/${shop.handle}/product/${kurta.id}`, "Replica Kurta"],
      [`/${shop.handle}/search/suggest?q=shawl`, "Replica Shawl"],
      [`/${shop.handle}/sitemap.xml`, kurta.id],
      [`/${shop.handle}/about`, `Shop ${shop.handle}`],
    ];
    for (const [page, shows] of pages) {
      const reply = await visitor.request(page);
      expect(reply.status, page).toBe(200);
      expect(reply.body, page).toContain(shows);
    }
    const counted = statementsSince(marks);
    console.log(`guest catalogue reads: ${counted.replica} statements on the replica, ${counted.primary} on the primary`);
    expect(counted.replica).toBeGreaterThanOrEqual(pages.length);
    expect(counted.primary).toBe(0);
  });

  it("shows a seller's edit on their own storefront at once, while guests see it when the replica catches up", async () => {
    const hidden = await seller.action(`/${shop.handle}/dashboard/products`, { form: { intent: "deactivate", productId: shawl.id } });
    expect(hidden.status).toBe(200);
    const editedAt = Date.now();
    // The same browser (it just wrote), and the seller's other device: signed in, no recent write.
    const sessionOnly = new Visitor(BASE_URL, undefined, jarWithout(seller, "haat_wrote"));
    expect(await listing(seller)).toEqual(["Replica Kurta"]);
    expect(await listing(sessionOnly)).toEqual(["Replica Kurta"]);
    // A guest reads the replica, which has not applied the edit yet: the lag is real.
    expect(await listing(guest())).toEqual(["Replica Kurta", "Replica Shawl"]);
    let caughtUp = 0;
    while (!caughtUp) {
      if ((await listing(guest())).length === 1) caughtUp = Date.now() - editedAt;
      else await sleep(100);
      expect(Date.now() - editedAt, "the replica applies the edit").toBeLessThan(15_000);
    }
    console.log(`a guest saw the seller's edit ${caughtUp} ms after it`);
    expect(caughtUp).toBeGreaterThanOrEqual(APPLY_DELAY_MS - 500);
  });

  it("never shows a shopper their cart, order or the stock they bought going back in time", async () => {
    const shopper = await newShopper(guest(), shop.handle, "Asha");
    const { visitor } = shopper;
    const line = { productId: kurta.id, color: "Red", size: "M", quantity: 1 };
    const added = await visitor.action<{ data: { count: number } }>(`/${shop.handle}/cart`, {
      form: { intent: "add", ...line, quantity: "1" },
    });
    expect(added.data?.data.count).toBe(1);
    const header = await visitor.loader<{ cart: { count: number } }>(`/${shop.handle}`, "routes/shop/layout");
    expect(header.data?.cart.count, "the header's cart count").toBe(1);
    const cart = await visitor.loader<{ cart: { lines: unknown[] } }>(`/${shop.handle}/cart`, "routes/shop/cart");
    expect(cart.data?.cart.lines).toHaveLength(1);

    const placed = await checkout(shopper, shop.handle, crypto.randomUUID(), [line]);
    expect(isSuccess(placed.data)).toBe(true);
    const orderId = isSuccess(placed.data) ? placed.data.data?.orderId : undefined;
    const marks = markBoth();
    const orders = await visitor.loader<{ orders: Array<{ id: string }> }>(`/${shop.handle}/orders`, "routes/shop/orders");
    expect(orders.data?.orders.map((o) => o.id)).toEqual([orderId]);
    // The product page is a catalogue page, but this browser just wrote: the stock it bought is gone.
    expect(await stockOfM(visitor)).toBe(4);
    expect(statementsSince(marks).replica, "nothing of this read the replica").toBe(0);
    const [{ stock: onReplica }] = await queryOn(replica, "select stock from product_stock where product_id = $1 and size = 'M'", [
      kurta.id,
    ]);
    expect(onReplica, "the replica has not applied the order yet").toBe(5);

    // Once the sticky window is over (and the replica has caught up), the shopper browses the replica again.
    await sleep(STICKY_SECONDS * 1000);
    const later = markBoth();
    expect(await stockOfM(visitor)).toBe(4);
    expect(statementsSince(later).replica).toBeGreaterThan(0);
  });

  it("answers a guest's listing from the primary when the replica is down", async () => {
    replica.stop();
    const marks = markBoth();
    for (const search of ["?q=kurta&page=1", "?page=1"]) {
      const reply = await guest().request(`/${shop.handle}${search}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toContain("Replica Kurta");
    }
    expect(await stockOfM(guest())).toBe(4);
    expect(statementsSince(marks).primary).toBeGreaterThan(0);
    expect(app.log()).toContain("read replica unreachable: reading the primary");
  });
});
