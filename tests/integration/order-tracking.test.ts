// Tracking: the courier / AWB / link saved with "shipped" in the status
// change's transaction and checked; corrections only while shipped; the timeline from the order's
// status events and its checkout's payment events; guest tracking at /{shop}/track finds an order
// only with its reference AND the mobile it was placed with, answers every wrong pair with one
// message, shows nothing beyond status, items and timeline, and is rate-limited per client IP.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItem, orderStatusEvent, orders, paymentEvent } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { DomainError } from "../../app/domain/errors";
import { getCustomerOrder } from "../../app/domain/orders/customer-orders.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { changeOrderStatus, updateTracking } from "../../app/domain/orders/seller-orders.server";
import { orderTimeline } from "../../app/domain/orders/timeline.server";
import { TRACK_NOT_FOUND, trackOrder } from "../../app/domain/orders/track.server";
import * as trackRoute from "../../app/routes/shop/track";
import { refusal } from "../setup/refusal";
import { routeArgs, shopGuards } from "../setup/route-context";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";
import { replyOf, statusOf } from "./dashboard-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let otherShop: Awaited<ReturnType<typeof makeShop>>;
let asha: Awaited<ReturnType<typeof makeCustomerWithAddress>>;
let product: Awaited<ReturnType<typeof makeProduct>>;
let otherProduct: Awaited<ReturnType<typeof makeProduct>>;
const MOBILE = "9876543210"; // the fixture address's mobile

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  otherShop = await makeShop(s.db);
  asha = await makeCustomerWithAddress(s.db, "Asha");
  product = await makeProduct(s.db, shop.id, { stock: 500, name: "Block-print Kurta" });
  otherProduct = await makeProduct(s.db, otherShop.id, { stock: 500, name: "Other Kurta" });
});
afterAll(async () => {
  await s.dispose();
});

async function place(sellerId = shop.id, productId = product.id) {
  const placed = await placeOrders(
    s.db,
    { userId: asha.id, sellerId },
    {
      checkoutId: randomUUID(),
      addressId: asha.addressId,
      deliveryMode: "delivery",
      lines: [{ productId, color: "Red", size: "M", quantity: 2 }],
    },
  );
  // The order's id is its checkout's: payment events name it too.
  return { id: placed.orderId };
}

const orderRow = async (id: string) => (await s.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventCount = async (id: string) => (await s.db.select().from(orderStatusEvent).where(eq(orderStatusEvent.orderId, id))).length;

async function toProcessing(id: string) {
  await changeOrderStatus(s.db, shop.id, id, "confirmed", shop.ownerUserId);
  await changeOrderStatus(s.db, shop.id, id, "processing", shop.ownerUserId);
}

const TRACKING = {
  courier: "Delhivery",
  trackingNumber: "DLV-1234567890",
  trackingUrl: "https://www.delhivery.com/track/package/1234567890",
};

describe("tracking fields with the status change", () => {
  it("are saved in the same transaction as 'shipped', trimmed; empty ones are null", async () => {
    const o = await place();
    await toProcessing(o.id);
    await changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, { ...TRACKING, courier: "  Delhivery  " });
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: "shipped", ...TRACKING });

    const bare = await place();
    await toProcessing(bare.id);
    await changeOrderStatus(s.db, shop.id, bare.id, "shipped", shop.ownerUserId, { courier: "", trackingNumber: " ", trackingUrl: "" });
    expect(await orderRow(bare.id)).toMatchObject({ status: "shipped", courier: null, trackingNumber: null, trackingUrl: null });
  });

  it("are refused with a field error, and nothing changes (status, events, fields)", async () => {
    const o = await place();
    await toProcessing(o.id);
    const bad: [string, Record<string, string>][] = [
      ["trackingUrl", { trackingUrl: "javascript:alert(1)" }],
      ["trackingUrl", { trackingUrl: "ftp://files.example.com/x" }],
      ["trackingUrl", { trackingUrl: "www.delhivery.com/track" }],
      ["trackingUrl", { trackingUrl: "https://" }],
      ["trackingUrl", { trackingUrl: `https://example.com/${"a".repeat(500)}` }],
      ["trackingNumber", { trackingNumber: "DLV 123" }],
      ["trackingNumber", { trackingNumber: "A".repeat(41) }],
      ["courier", { courier: "C".repeat(61) }],
    ];
    const before = await eventCount(o.id);
    for (const [field, input] of bad) {
      const error = await refusal(changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, input));
      expect(error.status, JSON.stringify(input)).toBe(400);
      expect(error.field).toBe(field);
    }
    expect(await orderRow(o.id)).toMatchObject({ status: "processing", courier: null, trackingNumber: null, trackingUrl: null });
    expect(await eventCount(o.id)).toBe(before);
  });

  it("accepts only http(s) links, whatever else is typed (property)", async () => {
    const o = await place();
    await toProcessing(o.id);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (text) => {
        const error = await changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, { trackingUrl: `x${text}` }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).field).toBe("trackingUrl");
      }),
      { numRuns: 40 },
    );
    expect((await orderRow(o.id)).status).toBe("processing");
  });

  it("keeps the compare-and-set: a second 'shipped' is a 409 and does not overwrite the fields", async () => {
    const o = await place();
    await toProcessing(o.id);
    await changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, TRACKING);
    const error = await refusal(changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, { courier: "Other" }));
    expect(error.status).toBe(409);
    expect(await orderRow(o.id)).toMatchObject(TRACKING);
  });

  it("other moves ignore tracking fields, even bad ones", async () => {
    const o = await place();
    await changeOrderStatus(s.db, shop.id, o.id, "confirmed", shop.ownerUserId, { trackingUrl: "javascript:alert(1)" });
    expect(await orderRow(o.id)).toMatchObject({ status: "confirmed", trackingUrl: null });
  });

  it("can be corrected while shipped only; another shop's order is not found", async () => {
    const o = await place();
    await toProcessing(o.id);
    expect((await refusal(updateTracking(s.db, shop.id, o.id, TRACKING))).status).toBe(409);
    await changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, TRACKING);
    await updateTracking(s.db, shop.id, o.id, { courier: "Blue Dart", trackingNumber: "BD77", trackingUrl: "" });
    expect(await orderRow(o.id)).toMatchObject({ courier: "Blue Dart", trackingNumber: "BD77", trackingUrl: null });
    expect((await refusal(updateTracking(s.db, shop.id, o.id, { trackingUrl: "data:text/html,hi" }))).field).toBe("trackingUrl");
    expect((await refusal(updateTracking(s.db, otherShop.id, o.id, { courier: "Hijack" }))).status).toBe(404);
    await changeOrderStatus(s.db, shop.id, o.id, "delivered", shop.ownerUserId);
    expect((await refusal(updateTracking(s.db, shop.id, o.id, { courier: "Late" }))).status).toBe(409);
    expect(await orderRow(o.id)).toMatchObject({ courier: "Blue Dart", trackingNumber: "BD77" });
  });
});

describe("the timeline", () => {
  it("lists the order's steps and its checkout's payment steps in time order, tracking on 'shipped'", async () => {
    const o = await place();
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 10, 6, minutes));
    // Events at known times: placement's own 'awaiting' is not a step of its own.
    await s.db
      .update(orderStatusEvent)
      .set({ createdAt: at(0) })
      .where(eq(orderStatusEvent.orderId, o.id));
    await s.db.insert(paymentEvent).values([
      { sellerId: shop.id, checkoutId: o.id, status: "awaiting", createdAt: at(0) },
      { sellerId: shop.id, checkoutId: o.id, status: "claimed", reference: "412345678901", createdAt: at(5) },
      { sellerId: shop.id, checkoutId: o.id, status: "paid", createdAt: at(20) },
    ]);
    await s.db.insert(orderStatusEvent).values([
      { sellerId: shop.id, orderId: o.id, status: "confirmed", createdAt: at(10) },
      { sellerId: shop.id, orderId: o.id, status: "processing", createdAt: at(30) },
      { sellerId: shop.id, orderId: o.id, status: "shipped", createdAt: at(40) },
      { sellerId: shop.id, orderId: o.id, status: "delivered", createdAt: at(50) },
    ]);
    await s.db
      .update(orders)
      .set({ status: "delivered", ...TRACKING })
      .where(eq(orders.id, o.id));
    const row = await orderRow(o.id);
    const steps = await orderTimeline(s.db, row);
    expect(steps.map((step) => step.label)).toEqual([
      "Order placed",
      "Payment claimed",
      "Confirmed",
      "Paid",
      "Processing",
      "Shipped",
      "Delivered",
    ]);
    expect(steps.map((step) => step.at)).toEqual([0, 5, 10, 20, 30, 40, 50].map((m) => at(m).toISOString()));
    expect(steps.find((step) => step.status === "shipped")?.tracking).toEqual(TRACKING);
    expect(steps.filter((step) => step.tracking)).toHaveLength(1);
    // The UTR given is not part of the timeline.
    expect(JSON.stringify(steps)).not.toContain("412345678901");
  });

  it("is in the shopper's order details", async () => {
    const o = await place();
    await changeOrderStatus(s.db, shop.id, o.id, "cancelled", shop.ownerUserId);
    const details = await getCustomerOrder(s.db, asha.id, shop.id, o.id);
    expect(details?.timeline.map((step) => step.label)).toEqual(["Order placed", "Cancelled"]);
  });
});

describe("guest tracking", () => {
  it("finds the order with its reference (with or without '#', any case) and the mobile, and tells nothing else", async () => {
    const o = await place();
    await toProcessing(o.id);
    await changeOrderStatus(s.db, shop.id, o.id, "shipped", shop.ownerUserId, TRACKING);
    const ref = orderNumber(o.id);
    for (const reference of [`#${ref}`, ref.toLowerCase(), ` # ${ref} `, ref]) {
      for (const mobile of [MOBILE, "+91 98765 43210", "098765-43210"]) {
        const found = await trackOrder(s.db, shop.id, { reference, mobile });
        expect(found.reference).toBe(ref);
      }
    }
    const found = await trackOrder(s.db, shop.id, { reference: `#${ref}`, mobile: MOBILE });
    expect(Object.keys(found).sort()).toEqual(["items", "reference", "status", "timeline"]);
    expect(found.status).toBe("shipped");
    expect(found.items).toEqual([{ name: "Block-print Kurta", quantity: 2 }]);
    expect(found.timeline.map((step) => step.label)).toEqual(["Order placed", "Confirmed", "Processing", "Shipped"]);
    // The reference is the order id's random first 10 hex digits, and a step's time its milliseconds:
    // either may hold "999" (the price) by chance, so both are left out of the text searched.
    const steps = found.timeline.map((step) => ({ ...step, at: undefined }));
    const text = JSON.stringify({ ...found, reference: undefined, timeline: steps });
    for (const secret of ["Asha", "Lotus", "411001", MOBILE, o.id, "999", asha.id]) expect(text).not.toContain(secret);
  });

  it("finds a merged order by the 8-hex number a line of it had before one order per purchase, in its shop only", async () => {
    const o = await place();
    // As the migration leaves a purchase's line: the id of the order it was kept on the line.
    const former = randomUUID();
    await s.db.update(orderItem).set({ formerOrderId: former }).where(eq(orderItem.orderId, o.id));
    const formerNumber = former.slice(0, 8).toUpperCase();
    for (const reference of [`#${formerNumber}`, formerNumber.toLowerCase()]) {
      const found = await trackOrder(s.db, shop.id, { reference, mobile: MOBILE });
      expect(found.reference).toBe(orderNumber(o.id));
      expect(found.items).toEqual([{ name: "Block-print Kurta", quantity: 2 }]);
    }
    expect((await refusal(trackOrder(s.db, otherShop.id, { reference: formerNumber, mobile: MOBILE }))).message).toBe(TRACK_NOT_FOUND());
    expect((await refusal(trackOrder(s.db, shop.id, { reference: formerNumber, mobile: "9000000000" }))).message).toBe(TRACK_NOT_FOUND());
    // The order's own number cut to 8 is no former number.
    expect((await refusal(trackOrder(s.db, shop.id, { reference: orderNumber(o.id).slice(0, 8), mobile: MOBILE }))).status).toBe(404);
  });

  it("answers every wrong pair with the same message and status", async () => {
    const mine = await place();
    const elsewhere = await place(otherShop.id, otherProduct.id);
    const ref = orderNumber(mine.id);
    const wrong: { reference: string; mobile: string }[] = [
      { reference: ref, mobile: "9876543211" }, // wrong mobile
      { reference: "0000000000", mobile: MOBILE }, // unknown reference
      { reference: "00000000", mobile: MOBILE }, // unknown former line's number
      { reference: orderNumber(elsewhere.id), mobile: MOBILE }, // another shop's order, right mobile
      { reference: ref.slice(0, 7), mobile: MOBILE }, // malformed reference
      { reference: `${ref}0`, mobile: MOBILE },
      { reference: mine.id, mobile: MOBILE }, // the full id is not a reference
      { reference: ref, mobile: "98765" }, // malformed mobile
      { reference: ref, mobile: "" },
      { reference: "", mobile: "" },
      { reference: "%", mobile: MOBILE },
    ];
    for (const pair of wrong) {
      const error = await refusal(trackOrder(s.db, shop.id, pair));
      expect(
        { message: error.message, status: error.status, code: error.code, field: error.field, details: error.details },
        JSON.stringify(pair),
      ).toEqual({
        message: TRACK_NOT_FOUND(),
        status: 404,
        code: "order_not_found",
        field: undefined,
        details: undefined,
      });
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 14 }), async (reference, mobile) => {
        fc.pre(!(reference.toLowerCase().includes(ref.toLowerCase()) && mobile.replace(/\D/g, "").endsWith(MOBILE)));
        const error = await trackOrder(s.db, shop.id, { reference, mobile }).then(
          () => null,
          (e: unknown) => e,
        );
        expect((error as DomainError).message).toBe(TRACK_NOT_FOUND());
      }),
      { numRuns: 60 },
    );
  });
});

describe("/{shop}/track", () => {
  async function post(fields: Record<string, string>, ip: string) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    const request = new Request(`${s.env.BASE_URL}/${shop.handle}/track`, { method: "POST", body, headers: { "x-haat-client-ip": ip } });
    return trackRoute.action(await routeArgs({ services: s, request, params: { shop: shop.handle }, guards: shopGuards({}) }));
  }

  it("answers the order to the right pair and one 404 message to a wrong one", async () => {
    const o = await place();
    const ok = await post({ reference: `#${orderNumber(o.id)}`, mobile: MOBILE }, "203.0.113.1");
    expect(statusOf(ok)).toBe(200);
    expect((replyOf(ok) as { data: { order: { reference: string } } }).data.order.reference).toBe(orderNumber(o.id));
    const wrong = await post({ reference: orderNumber(o.id), mobile: "9000000000" }, "203.0.113.1");
    expect(statusOf(wrong)).toBe(404);
    expect(JSON.stringify(replyOf(wrong))).toContain(TRACK_NOT_FOUND());
    expect(JSON.stringify(replyOf(wrong))).not.toContain("9000000000");
  });

  it("is rate-limited per client IP (10 per 10 minutes): the 11th gets 429 with Retry-After, found or not", async () => {
    const o = await place();
    const pair = { reference: orderNumber(o.id), mobile: MOBILE };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(statusOf(await post(i % 2 ? pair : { ...pair, mobile: "9000000000" }, "203.0.113.9")));
    expect(statuses).toEqual([404, 200, 404, 200, 404, 200, 404, 200, 404, 200]);
    const limited = await post(pair, "203.0.113.9");
    expect(statusOf(limited)).toBe(429);
    const init = (limited as { init?: { headers?: Record<string, string> } }).init;
    expect(Number(init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(JSON.stringify(replyOf(limited))).not.toContain("Block-print");
    // Another address is counted apart.
    expect(statusOf(await post(pair, "203.0.113.10"))).toBe(200);
  });

  it("keeps the page out of caches and passes Retry-After on", () => {
    const headers = trackRoute.headers({
      actionHeaders: new Headers({ "Retry-After": "42" }),
      parentHeaders: new Headers(),
      loaderHeaders: new Headers(),
      errorHeaders: undefined,
    } as never) as Headers;
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("42");
  });
});

describe("the reference", () => {
  it("is what the shop shows for an order (upper-case first 10 hex digits of the id)", async () => {
    const o = await place();
    const [row] = await s.db
      .execute<{ ref: string }>(sql`select upper(left(replace(id::text, '-', ''), 10)) as ref from orders where id = ${o.id}`)
      .then((r) => r.rows);
    expect(orderNumber(o.id)).toBe(row.ref);
  });
});
