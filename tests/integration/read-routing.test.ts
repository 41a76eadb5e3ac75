// Which database a storefront request reads its catalogue from (app/http/read-routing.server.ts), and
// the replica's fallback to the primary (app/db/replica.server.ts). A second pool on the test
// database stands in for the replica here; tests/hardening/replica.test.ts runs a real one.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServices, requestContext } from "../../app/context";
import type { Database } from "../../app/db/client.server";
import { createReplicaDatabase } from "../../app/db/replica.server";
import { findShop } from "../../app/domain/sellers/shops.server";
import { CATALOGUE_PATTERNS, RECENT_WRITE_COOKIE, readShop } from "../../app/http/read-routing.server";
import routes from "../../app/routes";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop, signUpForCookie } from "./checkout-fixtures";

let services: TestServices;
let replica: Database;
let withReplica: AppServices;
let shop: { id: string; handle: string };
let ownerCookie: string;

beforeAll(async () => {
  services = await createTestServices();
  replica = createReplicaDatabase(services.env.DATABASE_URL as string, services.db, () => {});
  withReplica = { ...services, catalogDb: replica };
  shop = await makeShop(services.db);
  const owner = await signUpForCookie(services, "Owner", "203.0.113.9");
  await services.db.$client.query("update seller set owner_user_id = $1 where id = $2", [owner.id, shop.id]);
  ownerCookie = owner.cookie;
});

afterAll(async () => {
  await replica?.$client.end();
  await services?.dispose();
});

async function readsFrom(app: AppServices, { method = "GET", pattern = "/:shop", cookie = "" } = {}): Promise<Database> {
  const request = new Request(`${app.env.BASE_URL}/${shop.handle}`, { method, headers: cookie ? { cookie } : {} });
  const find = async (db: Database) => {
    const found = await findShop(db, shop.handle);
    if (!found) throw new Error("no shop");
    return found.shop;
  };
  const { shop: read, catalogDb } = await readShop({ context: requestContext(app), request, pattern }, app, find);
  expect(read.id).toBe(shop.id);
  return catalogDb;
}

describe("read routing", () => {
  it("sends a guest's GET of a catalogue page to the replica, and everything else to the primary", async () => {
    const sticky = services.env.DATABASE_REPLICA_STICKY_SECONDS * 1000;
    expect(await readsFrom(withReplica)).toBe(replica);
    expect(await readsFrom(withReplica, { pattern: "/:shop/product/:productId", method: "HEAD" })).toBe(replica);
    expect(await readsFrom(withReplica, { method: "POST" })).toBe(services.db);
    expect(await readsFrom(withReplica, { pattern: "/:shop/cart" })).toBe(services.db);
    expect(await readsFrom(withReplica, { pattern: "/:shop/orders" })).toBe(services.db);
    expect(await readsFrom(withReplica, { cookie: `${RECENT_WRITE_COOKIE}=${Date.now() - 1000}` }), "a recent write").toBe(services.db);
    expect(await readsFrom(withReplica, { cookie: `${RECENT_WRITE_COOKIE}=${Date.now() - sticky - 1}` }), "an old write").toBe(replica);
    expect(await readsFrom(withReplica, { cookie: ownerCookie }), "the shop's own seller").toBe(services.db);
    // Without a replica, the one pool serves everything.
    expect(await readsFrom(services)).toBe(services.db);
  });

  it("names only pages that app/routes.ts has", () => {
    const paths = (entries: readonly RouteConfigEntry[], parent = ""): string[] =>
      entries.flatMap((entry) => {
        const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return [path, ...paths(entry.children ?? [], path)];
      });
    const all = new Set(paths(routes));
    expect([...CATALOGUE_PATTERNS].filter((pattern) => !all.has(pattern))).toEqual([]);
  });

  it("reads the primary, prepared statements included, while the replica cannot be reached, and leaves it alone a while", async () => {
    const failures: unknown[] = [];
    // Port 9 (discard): nothing listens, the connection is refused.
    const down = createReplicaDatabase("postgres://postgres@127.0.0.1:9/haat", services.db, (error) => failures.push(error));
    try {
      expect((await findShop(down, shop.handle))?.shop.id).toBe(shop.id);
      expect((await down.$client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ code: "ECONNREFUSED" });
    } finally {
      await down.$client.end();
    }
  });
});
