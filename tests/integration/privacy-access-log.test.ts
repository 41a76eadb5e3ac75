// The access log (issue 39): a seller opening a customer's page, an order, or the customers' CSV
// leaves one row each with who, what, whose, where and from which address; the admin reads the log
// newest first, filtered by a person or a shop.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { listAccessLog, recordAccess } from "../../app/domain/privacy/access-log.server";
import { loader as customerLoader } from "../../app/routes/dashboard/customer";
import { loader as csvLoader } from "../../app/routes/dashboard/customers-csv";
import { loader as orderLoader } from "../../app/routes/dashboard/order";
import { dashboardGuards, routeArgs } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeUser } from "./checkout-fixtures";
import { type OpenShop, openShop, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let a: OpenShop;
let b: OpenShop;
let shopper: { id: string };
let orderId: string;

beforeAll(async () => {
  s = await createTestServices();
  a = await openShop(s, "log-shop-a", "203.0.113.1");
  b = await openShop(s, "log-shop-b", "203.0.113.2");
  const product = await makeProduct(s.db, a.shop.id, { pricePaise: 50_000 });
  shopper = await makeUser(s.db, "Meera Iyer");
  const address = await createAddress(s.db, shopper.id, { ...ADDRESS, name: "Meera Iyer" });
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: a.shop.id },
    {
      checkoutId: randomUUID(),
      addressId: address.id,
      deliveryMode: "delivery",
      lines: [{ productId: product.id, color: "Red", size: "L", quantity: 1, name: "Cotton Kurta" }],
    },
  );
  orderId = placed.orderId;
});
afterAll(() => s?.dispose());

type Loader = (args: never) => unknown;
async function open(loader: Loader, shop: OpenShop, path: string, params: Record<string, string>, ip: string) {
  const request = new Request(`${s.env.BASE_URL}/${shop.shop.handle}/dashboard/${path}`, {
    headers: { cookie: shop.cookie, "x-haat-client-ip": ip },
  });
  return routeArgs({ services: s, request, params: { shop: shop.shop.handle, ...params }, guards: dashboardGuards })
    .then((args) => loader(args))
    .catch((e: unknown) => e);
}
const rowsOf = (subjectKind: string) => s.db.select().from(accessLog).where(eq(accessLog.subjectKind, subjectKind));

describe("the access log", () => {
  it("records one row when a seller opens a customer's page: the owner, the customer, the shop, the address", async () => {
    const before = await rowsOf("customer");
    expect(statusOf(await open(customerLoader, a, `customers/${shopper.id}`, { userId: shopper.id }, "198.51.100.7"))).toBe(200);
    const rows = (await rowsOf("customer")).filter((r) => !before.some((x) => x.id === r.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: a.shop.ownerUserId,
      actorRole: "seller",
      action: "read",
      subjectKind: "customer",
      subjectId: shopper.id,
      subjectUserId: shopper.id,
      sellerId: a.shop.id,
      ipAddress: "198.51.100.7",
    });
  });

  it("records the order page's read with its customer, and the customers' CSV as an export", async () => {
    expect(statusOf(await open(orderLoader, a, `orders/${orderId}`, { orderId }, "198.51.100.8"))).toBe(200);
    expect(await rowsOf("order")).toMatchObject([{ action: "read", subjectId: orderId, subjectUserId: shopper.id, sellerId: a.shop.id }]);
    const csv = (await open(csvLoader, a, "customers.csv", {}, "198.51.100.9")) as Response;
    expect(csv.status).toBe(200);
    await csv.text();
    expect(await rowsOf("customers.csv")).toMatchObject([{ action: "export", sellerId: a.shop.id, ipAddress: "198.51.100.9" }]);
  });

  it("a seller who is not the shop's owner is turned away and logs nothing there", async () => {
    const count = (await rowsOf("customer")).length;
    const refused = await open(customerLoader, a, `customers/${shopper.id}`, { userId: shopper.id }, "198.51.100.10").catch((e) => e);
    expect(statusOf(refused)).toBe(200); // a's own owner: let through (control)
    const intruder = await routeArgs({
      services: s,
      request: new Request(`${s.env.BASE_URL}/${a.shop.handle}/dashboard/customers/${shopper.id}`, { headers: { cookie: b.cookie } }),
      params: { shop: a.shop.handle, userId: shopper.id },
      guards: dashboardGuards,
    }).then(
      (args) => customerLoader(args),
      (e: unknown) => e,
    );
    expect(intruder).toBeInstanceOf(Response);
    expect((await rowsOf("customer")).length).toBe(count + 1);
  });

  it("lists newest first, by person (actor or subject) and by shop", async () => {
    await recordAccess(s.db, { actor: { id: "admin-1", role: "admin" }, action: "read", subjectKind: "users", ip: "192.0.2.1" });
    const all = await listAccessLog(s.db, {});
    expect(all.rows[0]).toMatchObject({ actorUserId: "admin-1", subjectKind: "users" });
    const times = all.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const mine = await listAccessLog(s.db, { user: shopper.id });
    expect(mine.rows.length).toBe(all.rows.filter((r) => r.subjectUserId === shopper.id).length);
    expect(mine.rows.length).toBeGreaterThan(0);
    const shopB = await listAccessLog(s.db, { shop: `/${b.shop.handle}` });
    expect(shopB.total).toBe(0);
    const shopA = await listAccessLog(s.db, { shop: a.shop.handle, user: shopper.id });
    expect(shopA.rows.every((r) => r.shop === a.shop.handle)).toBe(true);
  });
});
