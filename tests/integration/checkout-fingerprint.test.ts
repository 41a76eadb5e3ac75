// A checkout id is the idempotency key of one request: the same request again is replayed (same
// order, nothing new written), the same id with any other cart, address or delivery mode is a 409
// that changes nothing (it used to answer 200 replayed with the first order).

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orderItem, orderStatusEvent, orders, productStock } from "../../app/db/schema";
import { createProduct } from "../../app/domain/catalog/products.server";
import { checkoutChangedMessage, type PlacedReply } from "../../app/domain/checkout/contract";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import { DomainError } from "../../app/domain/errors";
import * as checkoutRoute from "../../app/routes/shop/checkout";
import { failureMessage, type Reply } from "../../app/utils/reply";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeShop, signUpForCookie } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let customer: { id: string; cookie: string };
let addressIds: string[];
let productIds: string[];

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  customer = await signUpForCookie(s, "Asha", "10.0.1.1");
  addressIds = [
    (await createAddress(s.db, customer.id, ADDRESS)).id,
    (await createAddress(s.db, customer.id, { ...ADDRESS, flatHouseBuilding: "7 Rose Villa" })).id,
  ];
  productIds = [];
  for (const name of ["Kurta", "Saree"]) {
    const stock = { M: 10_000, L: 10_000 };
    const created = await createProduct(s.db, shop.id, {
      name,
      pricePaise: 50_000,
      salePricePaise: null,
      main: "women",
      colors: [
        { color: "Red", imageKeys: [], stock },
        { color: "Blue", imageKeys: [], stock },
      ],
    });
    productIds.push(created.id);
  }
});
afterAll(async () => {
  await s.dispose();
});

interface Req {
  addressId: string;
  deliveryMode: "delivery" | "in-shop";
  lines: Array<{ productId: string; color: string; size: string; quantity: number; name?: string }>;
}

const lineArb = fc.record({
  p: fc.integer({ min: 0, max: 1 }),
  color: fc.constantFrom("Red", "Blue"),
  size: fc.constantFrom("M", "L"),
  quantity: fc.integer({ min: 1, max: 3 }),
});
const requestArb = fc.record({
  a: fc.integer({ min: 0, max: 1 }),
  deliveryMode: fc.constantFrom<Req["deliveryMode"]>("delivery", "in-shop"),
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 3, selector: (l) => `${l.p}|${l.color}|${l.size}` }),
});
type Gen = fc.Arbitrary<(r: Req) => Req>;
const setLine = (r: Req, i: number, patch: Partial<Req["lines"][number]>) => ({
  ...r,
  lines: r.lines.map((l, j) => (j === i % r.lines.length ? { ...l, ...patch } : l)),
});
/** One change a shopper can make between two clicks; each must make the request a different one. */
const changeArb: Gen = fc.oneof(
  fc.nat().map((i) => (r: Req) => setLine(r, i, { quantity: r.lines[i % r.lines.length].quantity + 1 })),
  fc.nat().map((i) => (r: Req) => setLine(r, i, { color: r.lines[i % r.lines.length].color === "Red" ? "Green" : "Red" })),
  fc.nat().map((i) => (r: Req) => setLine(r, i, { size: r.lines[i % r.lines.length].size === "M" ? "XL" : "M" })),
  fc.constant((r: Req) => ({ ...r, addressId: addressIds.find((a) => a !== r.addressId) as string })),
  fc.constant((r: Req) => ({ ...r, deliveryMode: r.deliveryMode === "delivery" ? ("in-shop" as const) : ("delivery" as const) })),
  fc.constant((r: Req) => ({ ...r, lines: [...r.lines, { productId: productIds[0], color: "Pink", size: "S", quantity: 1 }] })),
  fc.constant((r: Req) => ({ ...r, lines: r.lines.length > 1 ? r.lines.slice(1) : [{ ...r.lines[0], productId: randomUUID() }] })),
);
/** What a retry may differ in without being another request: display names (the server re-reads them) and the id's case. */
const sameArb: Gen = fc.constant((r: Req) => ({ ...r, lines: r.lines.map((l) => ({ ...l, name: `${l.name ?? ""} (renamed)` })) }));

/** Everything a checkout writes, to show that a refused or replayed attempt wrote nothing. */
async function snapshot() {
  const [row] = await s.db
    .select({
      checkouts: sql<number>`(select count(*) from ${checkout})::int`,
      orders: sql<number>`(select count(*) from ${orders})::int`,
      items: sql<number>`(select count(*) from ${orderItem})::int`,
      events: sql<number>`(select count(*) from ${orderStatusEvent})::int`,
      stock: sql<string>`(select string_agg(product_id || color || size || stock, ',' order by product_id, color, size) from ${productStock})`,
    })
    .from(sql`(select 1) one`);
  return row;
}

describe("the same checkout id", () => {
  it("replays the same request and refuses any other with a 409 that writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        requestArb,
        fc.oneof(
          sameArb.map((f) => ({ same: true, f })),
          changeArb.map((f) => ({ same: false, f })),
        ),
        async (gen, second) => {
          const first: Req = {
            addressId: addressIds[gen.a],
            deliveryMode: gen.deliveryMode,
            lines: gen.lines.map((l) => ({ productId: productIds[l.p], color: l.color, size: l.size, quantity: l.quantity })),
          };
          const checkoutId = randomUUID();
          const who = { userId: customer.id, sellerId: shop.id };
          const placed = await placeOrders(s.db, who, { checkoutId, ...first });
          expect(placed.replayed).toBe(false);
          const before = await snapshot();
          const again = second.f(first);
          const outcome = await placeOrders(s.db, who, { checkoutId: second.same ? checkoutId.toUpperCase() : checkoutId, ...again }).then(
            (r) => r,
            (e: unknown) => e,
          );
          if (second.same) {
            // The same order (its id is the checkout id, in its one spelling) with the same lines.
            expect(outcome).toMatchObject({ replayed: true, orderId: checkoutId, number: placed.number });
            expect((outcome as typeof placed).lines).toEqual(placed.lines);
          } else {
            expect(outcome).toBeInstanceOf(DomainError);
            expect([(outcome as DomainError).status, (outcome as DomainError).message]).toEqual([409, checkoutChangedMessage()]);
          }
          expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is answered 409 with the message by the checkout route, not 200 replayed", async () => {
    const post = async (body: Req & { checkoutId: string }) => {
      const request = new Request(`${s.env.BASE_URL}/${shop.handle}/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: customer.cookie },
        body: JSON.stringify(body),
      });
      const r = (await checkoutRoute.action(
        await routeArgs({ services: s, request, params: { shop: shop.handle }, guards: shopGuards(checkoutRoute) }),
      )) as {
        data?: unknown;
        init?: { status?: number };
      };
      return { status: r.init?.status ?? 200, body: (r.data ?? r) as Reply<PlacedReply> };
    };
    const checkoutId = randomUUID();
    const cart: Req = {
      addressId: addressIds[0],
      deliveryMode: "delivery",
      lines: [{ productId: productIds[0], color: "Red", size: "M", quantity: 1 }],
    };
    expect(await post({ checkoutId, ...cart })).toMatchObject({
      status: 200,
      body: { status: "success", data: { replayed: false, count: 1, orderId: checkoutId } },
    });
    expect(await post({ checkoutId, ...cart })).toMatchObject({
      status: 200,
      body: { status: "success", data: { replayed: true, count: 1, orderId: checkoutId } },
    });
    const before = await s.db.$count(orders, eq(orders.userId, customer.id));
    const changed = await post({ checkoutId, ...cart, lines: [{ ...cart.lines[0], quantity: 2 }] });
    expect(changed).toMatchObject({ status: 409, body: { status: "error", code: "checkout_changed" } });
    expect(failureMessage(changed.body)).toBe(checkoutChangedMessage());
    expect(await s.db.$count(orders, eq(orders.userId, customer.id))).toBe(before);
  });
});
