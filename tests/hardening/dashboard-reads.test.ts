// Over real HTTP against the production build: opening a seller's order page (a GET, so also a link
// prefetch) changes no row but the access log's, and the page's own POST marks it seen; admin dates are shown in IST.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog, orders, seller } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { ADDRESS, makeProduct } from "../integration/checkout-fixtures";
import { type AppServer, type Identity, openShop, signUp, startAppServer } from "./support/app-server";
import { digestAppTables } from "./support/db-digest";

const SHOP = "reads-shop";
let server: AppServer;
let owner: Identity;
let shopId: string;

beforeAll(async () => {
  server = await startAppServer();
  owner = await signUp(server, "Reads Seller", "seller");
  shopId = (await openShop(server, owner, SHOP)).id;
});
afterAll(async () => {
  await server?.close();
});

async function placeOrder(): Promise<string> {
  const db = server.services.db;
  const customer = await signUp(server, "Reads Customer");
  const product = await makeProduct(db, shopId);
  const address = await createAddress(db, customer.userId as string, ADDRESS);
  const placed = await placeOrders(
    db,
    { userId: customer.userId as string, sellerId: shopId },
    {
      checkoutId: randomUUID(),
      addressId: address.id,
      deliveryMode: "delivery",
      lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
    },
  );
  return placed.orderId;
}

describe("the seller's order page", () => {
  it("GET (document and .data, as a prefetch does) changes no row but logs the read; the page's POST marks the order seen", async () => {
    const id = await placeOrder();
    const page = `${server.url}/${SHOP}/dashboard/orders/${id}`;
    const before = await digestAppTables(server.services.db);
    for (const url of [page, `${page}.data`]) {
      const res = await fetch(url, { headers: { cookie: owner.cookie } });
      expect(res.status, url).toBe(200);
      await res.body?.cancel();
    }
    // Only the access log (outside the digest) grows: one read of this order per request (issue 39).
    expect(await digestAppTables(server.services.db)).toEqual(before);
    const reads = await server.services.db.select().from(accessLog).where(eq(accessLog.subjectId, id));
    expect(reads.map((r) => [r.action, r.subjectKind, r.actorRole])).toEqual([
      ["read", "order", "seller"],
      ["read", "order", "seller"],
    ]);

    const seen = await fetch(page, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "seen" }),
    });
    expect(seen.status).toBe(200);
    const [row] = await server.services.db.select({ seenAt: orders.seenBySellerAt }).from(orders).where(eq(orders.id, id));
    expect(row.seenAt).not.toBeNull();
  });
});

describe("admin dates", () => {
  it("a shop's 'joined' date is the Indian calendar day", async () => {
    const admin = await signUp(server, "Reads Admin", "admin");
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    await server.services.db
      .update(seller)
      .set({ createdAt: new Date("2025-03-04T20:00:00Z") })
      .where(eq(seller.id, shopId));
    const html = await (await fetch(`${server.url}/admin/sellers`, { headers: { cookie: admin.cookie } })).text();
    expect(html).toContain("5 Mar 2025");
    expect(html).not.toContain("4 Mar 2025");
  });
});
