// The seller's customer list (docs/decisions/0080-shop-customers.md): search, each sort, pages, the
// CSV export, one customer's page, and that a shop never sees another shop's customers, their
// orders or their addresses. Orders are placed through checkout, so shop_customer is what the
// trigger made of them; the plan test seeds a larger shop with set-based SQL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { shopCustomer } from "../../app/db/schema";
import { parseCsv } from "../../app/domain/catalog/csv-format";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { CUSTOMER_SORTS, CUSTOMERS_PAGE_SIZE, type CustomerQuery, parseCustomerQuery } from "../../app/domain/customers/shop-customers";
import { exportShopCustomers, getShopCustomer, listShopCustomers } from "../../app/domain/customers/shop-customers.server";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { seedShopCustomers } from "../../scripts/bench/customers-seed";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeProduct, makeShop, makeUser } from "./checkout-fixtures";

let s: TestServices;
type Shop = Awaited<ReturnType<typeof makeShop>>;
let shopA: Shop;
let shopB: Shop;
let productA: string;
let productB: string;
const people: Record<"meera" | "arjun" | "zoya" | "dev", { id: string; email: string; addressId: string }> = {} as never;
const orderIds: Record<string, string[]> = {};

const query = (q: Partial<CustomerQuery> = {}): CustomerQuery => ({ q: "", sort: "recent", page: 1, ...q });
const names = async (sellerId: string, q: Partial<CustomerQuery> = {}) =>
  (await listShopCustomers(s.db, sellerId, query(q))).customers.map((c) => c.name);

async function customer(name: string, mobile: string, street: string) {
  const u = await makeUser(s.db, name);
  const a = await createAddress(s.db, u.id, { ...ADDRESS, name, mobile, flatHouseBuilding: street });
  return { id: u.id, email: u.email, addressId: a.id };
}

async function order(who: { id: string; addressId: string }, shop: Shop, productId: string, quantity: number) {
  const placed = await placeOrders(
    s.db,
    { userId: who.id, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: who.addressId,
      deliveryMode: "delivery",
      lines: [{ productId, color: "Red", size: "L", quantity, name: "Cotton Kurta" }],
    },
  );
  orderIds[who.id] = [...(orderIds[who.id] ?? []), placed.orderId];
  return placed.orderId;
}

beforeAll(async () => {
  s = await createTestServices();
  shopA = await makeShop(s.db);
  shopB = await makeShop(s.db);
  productA = (await makeProduct(s.db, shopA.id, { pricePaise: 50_000 })).id; // L: 10 in stock
  productB = (await makeProduct(s.db, shopB.id, { pricePaise: 10_000 })).id;
  people.meera = await customer("Meera Iyer", "9811111111", "7 Jasmine Villa");
  people.arjun = await customer("Arjun Rao", "9822222222", "12 Lotus Residency");
  people.zoya = await customer("Zoya Khan", "9833333333", "3 Banyan Court");
  people.dev = await customer("Dev Mehta", "9844444444", "SHOP-B-ONLY Street");
  // In time order: Arjun three single kurtas, Meera one order of four, Zoya two single kurtas last.
  for (let i = 0; i < 3; i++) await order(people.arjun, shopA, productA, 1);
  await order(people.meera, shopA, productA, 4);
  await order(people.zoya, shopA, productA, 1);
  await order(people.zoya, shopA, productA, 1);
  // Shop B: Meera too, to another address; Dev only here.
  const elsewhere = await createAddress(s.db, people.meera.id, { ...ADDRESS, name: "Meera Iyer", flatHouseBuilding: "SHOP-B-ADDRESS 9" });
  await order({ id: people.meera.id, addressId: elsewhere.id }, shopB, productB, 2);
  await order(people.dev, shopB, productB, 1);
});
afterAll(async () => {
  await s.dispose();
});

describe("the customer list", () => {
  it("sorts by last order (the default), money spent, number of orders and name", async () => {
    expect(await names(shopA.id)).toEqual(["Zoya Khan", "Meera Iyer", "Arjun Rao"]);
    expect(await names(shopA.id, { sort: "spent" })).toEqual(["Meera Iyer", "Arjun Rao", "Zoya Khan"]);
    expect(await names(shopA.id, { sort: "orders" })).toEqual(["Arjun Rao", "Zoya Khan", "Meera Iyer"]);
    expect(await names(shopA.id, { sort: "name" })).toEqual(["Arjun Rao", "Meera Iyer", "Zoya Khan"]);
    const list = await listShopCustomers(s.db, shopA.id, query({ sort: "spent" }));
    expect(list.total).toBe(3);
    expect(list.customers[0]).toMatchObject({ name: "Meera Iyer", mobile: "9811111111", email: people.meera.email, orderCount: 1 });
    expect(list.customers[0].spentPaise).toBe(200_000);
  });

  it("finds customers by part of the name, the mobile as typed, or the e-mail, in any case", async () => {
    expect(await names(shopA.id, { q: "MEER" })).toEqual(["Meera Iyer"]);
    expect(await names(shopA.id, { q: "+91 98222-22222" })).toEqual(["Arjun Rao"]);
    expect(await names(shopA.id, { q: "98333" })).toEqual(["Zoya Khan"]);
    expect(await names(shopA.id, { q: people.zoya.email.slice(0, 12).toUpperCase() })).toEqual(["Zoya Khan"]);
    expect(await names(shopA.id, { q: "rao", sort: "name" })).toEqual(["Arjun Rao"]);
    // LIKE's wildcards are plain characters.
    expect(await names(shopA.id, { q: "%" })).toEqual([]);
    expect(await names(shopA.id, { q: "_" })).toEqual([]);
  });

  it("reads anything in the URL as a usable query", () => {
    expect(parseCustomerQuery(new URLSearchParams("sort=drop table&page=-4&q=%20 meera "))).toEqual({
      q: "meera",
      sort: "recent",
      page: 1,
    });
    expect(parseCustomerQuery(new URLSearchParams(`sort=spent&page=2&q=${"x".repeat(300)}`))).toMatchObject({ sort: "spent", page: 2 });
    expect(parseCustomerQuery(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });

  it("a cancelled order still counts as an order but its money leaves 'spent'", async () => {
    const zoyaFirst = orderIds[people.zoya.id][0];
    await changeOrderStatus(s.db, shopA.id, zoyaFirst, "cancelled", shopA.ownerUserId);
    const zoya = (await listShopCustomers(s.db, shopA.id, query({ q: "zoya" }))).customers[0];
    expect(zoya).toMatchObject({ orderCount: 2, spentPaise: 50_000 });
    const page = await getShopCustomer(s.db, shopA.id, people.zoya.id);
    expect(page?.orders.map((o) => o.status).sort()).toEqual(["cancelled", "pending"]);
  });
});

describe("one purchase, one order", () => {
  it("a cart of two lines counts as one order; a line the seller cancels takes its money out of 'spent'", async () => {
    const shop = await makeShop(s.db);
    const productId = (await makeProduct(s.db, shop.id, { pricePaise: 30_000 })).id;
    const kiran = await customer("Kiran Das", "9855555555", "5 Neem Lane");
    const placed = await placeOrders(
      s.db,
      { userId: kiran.id, sellerId: shop.id },
      {
        checkoutId: randomUUID(),
        addressId: kiran.addressId,
        deliveryMode: "delivery",
        lines: [
          { productId, color: "Red", size: "L", quantity: 1, name: "Cotton Kurta" },
          { productId, color: "Red", size: "M", quantity: 2, name: "Cotton Kurta" },
        ],
      },
    );
    const row = async () => (await listShopCustomers(s.db, shop.id, query({ q: "kiran" }))).customers[0];
    expect(await row()).toMatchObject({ orderCount: 1, spentPaise: placed.totals.totalPaise });
    expect(placed.totals.subtotalPaise).toBe(90_000);
    const after = await cancelOrderLine(s.db, shop.id, placed.orderId, 0);
    expect(after.totalPaise).toBe(placed.totals.totalPaise - 30_000);
    expect(await row()).toMatchObject({ orderCount: 1, spentPaise: after.totalPaise });
    expect((await getShopCustomer(s.db, shop.id, kiran.id))?.orders.map((o) => o.id)).toEqual([placed.orderId]);
  });
});

describe("isolation between shops", () => {
  it("a shop lists only those who ordered from it, and a search never reaches another shop's", async () => {
    expect(await names(shopB.id, { sort: "name" })).toEqual(["Dev Mehta", "Meera Iyer"]);
    expect(await names(shopA.id, { q: "dev" })).toEqual([]);
    expect(await names(shopA.id, { q: "9844444444" })).toEqual([]);
    // Meera's row at shop B carries shop B's money only.
    const meeraB = (await listShopCustomers(s.db, shopB.id, query({ q: "meera" }))).customers[0];
    expect(meeraB).toMatchObject({ orderCount: 1, spentPaise: 20_000 });
  });

  it("a customer's page shows this shop's orders and the addresses they were sent to, nothing of other shops", async () => {
    const page = await getShopCustomer(s.db, shopA.id, people.meera.id);
    expect(page?.orders.map((o) => o.id)).toEqual(orderIds[people.meera.id].slice(0, 1));
    expect(page?.addresses).toEqual([expect.objectContaining({ address: expect.stringContaining("7 Jasmine Villa"), orders: 1 })]);
    expect(JSON.stringify(page)).not.toContain("SHOP-B-ADDRESS");
    const atB = await getShopCustomer(s.db, shopB.id, people.meera.id);
    expect(JSON.stringify(atB)).toContain("SHOP-B-ADDRESS");
    expect(JSON.stringify(atB)).not.toContain("7 Jasmine Villa");
  });

  it("someone who never ordered here is not found, like an id that does not exist", async () => {
    expect(await getShopCustomer(s.db, shopA.id, people.dev.id)).toBeNull();
    expect(await getShopCustomer(s.db, shopB.id, people.arjun.id)).toBeNull();
    expect(await getShopCustomer(s.db, shopA.id, "no-such-user")).toBeNull();
    expect(await getShopCustomer(s.db, shopA.id, "x".repeat(5000))).toBeNull();
    expect(await getShopCustomer(s.db, shopA.id, "")).toBeNull();
  });
});

describe("pages and the CSV export", () => {
  let shopC: Shop;
  beforeAll(async () => {
    shopC = await makeShop(s.db);
    await seedShopCustomers(s.db.$client, { sellerId: shopC.id, prefix: `c-${randomUUID().slice(0, 8)}`, customers: 65, orders: 200 });
  });

  it.each(CUSTOMER_SORTS)("pages sorted by %s cover every customer once, in order", async (sort) => {
    const pages = await Promise.all([1, 2, 3].map((page) => listShopCustomers(s.db, shopC.id, query({ sort, page }))));
    expect(pages.map((p) => p.customers.length)).toEqual([CUSTOMERS_PAGE_SIZE, CUSTOMERS_PAGE_SIZE, 5]);
    expect(pages[0].pageCount).toBe(3);
    const ids = pages.flatMap((p) => p.customers.map((c) => c.userId));
    expect(new Set(ids).size).toBe(65);
    // Past the last page: empty, not an error.
    expect((await listShopCustomers(s.db, shopC.id, query({ sort, page: 99 }))).customers).toEqual([]);
  });

  it.each(CUSTOMER_SORTS)("the CSV sorted by %s, read in small batches, is the whole list in the list's order", async (sort) => {
    let text = "";
    for await (const chunk of exportShopCustomers(s.db, shopC.id, { q: "", sort }, 7)) text += chunk;
    const { records, error } = parseCsv(text);
    expect(error).toBeUndefined();
    expect(records[0].fields).toEqual(["name", "mobile", "email", "orders", "spent", "first_order", "last_order"]);
    const pages = await Promise.all([1, 2, 3].map((page) => listShopCustomers(s.db, shopC.id, query({ sort, page }))));
    const listed = pages.flatMap((p) => p.customers);
    expect(records.slice(1).map((r) => r.fields[2])).toEqual(listed.map((c) => c.email));
    const spent = listed[0].spentPaise;
    expect(records[1].fields[4]).toBe(`${Math.floor(spent / 100)}.${String(spent % 100).padStart(2, "0")}`);
  });

  it("exports only the searched customers, and a header alone when nobody matches", async () => {
    let text = "";
    for await (const chunk of exportShopCustomers(s.db, shopC.id, { q: "meera", sort: "name" })) text += chunk;
    const rows = parseCsv(text).records.slice(1);
    const expected = await listShopCustomers(s.db, shopC.id, query({ q: "meera", sort: "name" }));
    expect(rows.map((r) => r.fields[0])).toEqual(expected.customers.map((c) => c.name));
    expect(rows.length).toBeGreaterThan(0);
    let none = "";
    for await (const chunk of exportShopCustomers(s.db, shopA.id, { q: "nobody-at-all", sort: "recent" })) none += chunk;
    expect(parseCsv(none).records).toHaveLength(1);
  });

  it("a formula in a name is written as text", async () => {
    const u = await makeUser(s.db, "=HYPERLINK(1)");
    const a = await createAddress(s.db, u.id, { ...ADDRESS, name: "=HYPERLINK(1)" });
    await order({ id: u.id, addressId: a.id }, shopA, productA, 1);
    let text = "";
    for await (const chunk of exportShopCustomers(s.db, shopA.id, { q: "hyperlink", sort: "recent" })) text += chunk;
    expect(text).toContain("'=HYPERLINK(1)");
  });
});

describe("query plans", () => {
  it("list, search, sorts, a customer's page and the export read indexes, not whole tables", async () => {
    const big = await makeShop(s.db);
    const other = await makeShop(s.db);
    await seedShopCustomers(s.db.$client, { sellerId: big.id, prefix: `p-${randomUUID().slice(0, 8)}`, customers: 2000, orders: 6000 });
    // A platform's shop is a small share of all customers and orders, as in production.
    await seedShopCustomers(s.db.$client, { sellerId: other.id, prefix: `o-${randomUUID().slice(0, 8)}`, customers: 20000, orders: 20000 });
    await s.db.$client.query("analyze shop_customer; analyze orders; analyze checkout; analyze order_item");
    const captured: Array<{ sql: string; params: unknown[] }> = [];
    const db = drizzle(s.db.$client, {
      schema,
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    }) as unknown as Database;
    for (const sort of CUSTOMER_SORTS) {
      await listShopCustomers(db, big.id, query({ sort }));
      await listShopCustomers(db, big.id, query({ sort, page: 40 }));
      await listShopCustomers(db, big.id, query({ sort, q: "meera" }));
      const batches = exportShopCustomers(db, big.id, { q: "", sort }, 500);
      await batches.next();
      await batches.next();
      await batches.return(undefined);
    }
    const [someone] = await s.db.select({ id: shopCustomer.userId }).from(shopCustomer).where(eq(shopCustomer.sellerId, big.id)).limit(1);
    await getShopCustomer(db, big.id, someone.id);
    expect(captured.length).toBeGreaterThan(20);
    for (const q of captured) {
      const plan = (await s.db.$client.query(`explain ${q.sql}`, q.params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect({ sql: q.sql, seq: plan.match(/Seq Scan on (shop_customer|orders)\b/g) ?? [] }).toEqual({ sql: q.sql, seq: [] });
    }
  });
});
