// Order placement against real PostgreSQL: all-or-nothing, no overselling under concurrency,
// idempotent per checkout id, and priced by the server only.

import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orderItem, orderStatusEvent, orders, product } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import type { MailJob } from "../../app/domain/notifications/notify.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { composeMail } from "../../app/jobs/mail.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, makeUser, stockOf } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const line = (productId: string, quantity: number, size = "M") => ({ productId, color: "Red", size, quantity, name: "Cotton Kurta" });

describe("placeOrders", () => {
  it("takes a line above ₹2.15 crore (the largest price × the largest quantity) without overflowing", async () => {
    const shop = await makeShop(s.db);
    const price = 999_999_999; // ₹99,99,999.99, the product form's largest price
    const p = await makeProduct(s.db, shop.id, { pricePaise: price, stock: 1000 });
    const c = await makeCustomerWithAddress(s.db, "Anil");
    const placed = await placeOrders(
      s.db,
      { userId: c.id, sellerId: shop.id },
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1000)] },
    );
    const [row] = await s.db
      .select()
      .from(checkout)
      .where(and(eq(checkout.id, placed.orderId), eq(checkout.sellerId, shop.id)));
    expect(row?.subtotalPaise).toBe(price * 1000);
    expect(placed.totals.subtotalPaise).toBe(price * 1000);
    expect(placed.lines[0]?.totalPaise).toBe(price * 1000);
  });

  it("creates one pending order holding each line at the sale price, takes the stock and records the status", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { pricePaise: 100_000, salePricePaise: 80_000, stock: 5 });
    const c = await makeCustomerWithAddress(s.db, "Ravi");
    const placed = await placeOrders(
      s.db,
      { userId: c.id, sellerId: shop.id },
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 2), line(p.id, 1, "L")] },
    );
    expect(placed.replayed).toBe(false);
    expect(placed.lines.map((l) => [l.lineNo, l.size, l.quantity, l.totalPaise])).toEqual([
      [0, "M", 2, 160_000],
      [1, "L", 1, 80_000],
    ]);
    // One order for the cart, its id the checkout's.
    const rows = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, c.id), eq(orders.sellerId, shop.id)));
    expect(rows.map((r) => [r.id, r.status, r.deliveryMode, r.customerName, r.contactNumber])).toEqual([
      [placed.orderId, "pending", "delivery", "Ravi", "9876543210"],
    ]);
    expect(rows[0]?.shippingAddress).toBe("12 Lotus Residency, MG Road, Pune, Maharashtra, 411001");
    const [money] = await s.db
      .select()
      .from(checkout)
      .where(and(eq(checkout.id, placed.orderId), eq(checkout.sellerId, shop.id)));
    expect([money?.subtotalPaise, money?.totalPaise, money?.placedTotalPaise]).toEqual([240_000, 240_000, 240_000]);
    const items = await s.db
      .select()
      .from(orderItem)
      .where(
        and(
          inArray(
            orderItem.orderId,
            rows.map((r) => r.id),
          ),
          eq(orderItem.sellerId, shop.id),
        ),
      )
      .orderBy(orderItem.lineNo);
    expect(items.map((i) => [i.lineNo, i.pricePaise, i.quantity, i.color, i.size, i.imageKey, i.cancelledAt])).toEqual([
      [0, 80_000, 2, "Red", "M", "img/red", null],
      [1, 80_000, 1, "Red", "L", "img/red", null],
    ]);
    const events = await s.db
      .select()
      .from(orderStatusEvent)
      .where(
        and(
          inArray(
            orderStatusEvent.orderId,
            rows.map((r) => r.id),
          ),
          eq(orderStatusEvent.sellerId, shop.id),
        ),
      );
    expect(events.map((e) => e.status)).toEqual(["pending"]);
    expect(await stockOf(s.db, p, "M")).toBe(3);
    expect(await stockOf(s.db, p, "L")).toBe(9);
  });

  it("ignores a tampered price: the server's price is charged", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { pricePaise: 50_000 });
    const c = await makeCustomerWithAddress(s.db);
    const tampered = { ...line(p.id, 1), pricePaise: 1, salePricePaise: 1, price: 1, totalPaise: 1, product: { pricePaise: 1 } };
    const placed = await placeOrders(
      s.db,
      { userId: c.id, sellerId: shop.id },
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "in-shop", lines: [tampered] },
    );
    const [row] = await s.db
      .select({ totalPaise: checkout.totalPaise, deliveryMode: orders.deliveryMode, pricePaise: orderItem.pricePaise })
      .from(orders)
      .innerJoin(checkout, and(eq(checkout.id, orders.id), eq(checkout.sellerId, orders.sellerId)))
      .innerJoin(orderItem, and(eq(orderItem.orderId, orders.id), eq(orderItem.sellerId, orders.sellerId)))
      .where(and(eq(orders.id, placed.orderId), eq(orders.sellerId, shop.id)));
    expect(row?.totalPaise).toBe(50_000);
    expect(row?.pricePaise).toBe(50_000);
    expect(row?.deliveryMode).toBe("in-shop");
  });

  it("refuses a tampered quantity (zero, negative, fractional, huge, text) and writes nothing", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const c = await makeCustomerWithAddress(s.db);
    for (const quantity of [0, -3, 1.5, 1e9, "2"]) {
      const e = await refusal(
        placeOrders(
          s.db,
          { userId: c.id, sellerId: shop.id },
          { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [{ ...line(p.id, 1), quantity }] },
        ),
      );
      expect(e.message).toBe("Invalid cart item: Cotton Kurta");
    }
    expect(await s.db.$count(orders, and(eq(orders.userId, c.id), eq(orders.sellerId, shop.id)))).toBe(0);
    expect(await stockOf(s.db, p)).toBe(5);
  });

  it("fails the whole checkout when one line lacks stock, naming the product, and writes nothing", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 2 });
    const c = await makeCustomerWithAddress(s.db);
    const e = await refusal(
      placeOrders(
        s.db,
        { userId: c.id, sellerId: shop.id },
        { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1, "L"), line(p.id, 3, "M")] },
      ),
    );
    expect(e.message).toBe("Only 2 items available in stock for Cotton Kurta (Red, M)");
    expect(e.status).toBe(409);
    expect(await stockOf(s.db, p, "L")).toBe(10);
    expect(await stockOf(s.db, p, "M")).toBe(2);
    expect(await s.db.$count(orders, and(eq(orders.userId, c.id), eq(orders.sellerId, shop.id)))).toBe(0);
  });

  it("gives product.md's messages for a missing address, a foreign address, an empty cart and bad lines", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id);
    const foreignProduct = await makeProduct(s.db, other.id, { name: "Other Shop Saree" });
    const c = await makeCustomerWithAddress(s.db);
    const mallory = await makeCustomerWithAddress(s.db, "Mallory");
    const who = { userId: c.id, sellerId: shop.id };
    const base = { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1)] };
    expect((await refusal(placeOrders(s.db, who, { ...base, addressId: "" }))).message).toBe("Please log in and select a profile.");
    const foreign = await refusal(placeOrders(s.db, who, { ...base, addressId: mallory.addressId }));
    expect([foreign.message, foreign.status]).toEqual(["Selected profile not found.", 404]);
    expect((await refusal(placeOrders(s.db, who, { ...base, lines: [] }))).message).toBe("Cart is empty.");
    expect((await refusal(placeOrders(s.db, who, { ...base, lines: [{ name: "Mystery" }] }))).message).toBe("Invalid cart item: Mystery");
    expect((await refusal(placeOrders(s.db, who, { ...base, lines: [line("not-a-uuid", 1)] }))).message).toBe(
      "Invalid cart item: Cotton Kurta",
    );
    const otherShop = await refusal(
      placeOrders(s.db, who, { ...base, lines: [{ ...line(foreignProduct.id, 1), name: "Other Shop Saree" }] }),
    );
    expect(otherShop.message).toBe("Invalid cart item: Other Shop Saree");
    expect(await stockOf(s.db, foreignProduct)).toBe(5);
  });

  it("answers an unknown, another shop's and an unpublished product id alike, never with the hidden product's name", async () => {
    const shop = await makeShop(s.db);
    const other = await makeShop(s.db);
    const hidden = await makeProduct(s.db, shop.id, { name: "Secret Bridal Lehenga" });
    await s.db
      .update(product)
      .set({ active: false })
      .where(and(eq(product.id, hidden.id), eq(product.sellerId, shop.id)));
    const foreign = await makeProduct(s.db, other.id, { name: "Rival Banarasi" });
    const c = await makeCustomerWithAddress(s.db);
    const who = { userId: c.id, sellerId: shop.id };
    const ids = { unknown: randomUUID(), foreign: foreign.id, unpublished: hidden.id };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("unknown", "foreign", "unpublished") as fc.Arbitrary<keyof typeof ids>,
        fc.constantFrom("", "My kurta"),
        async (kind, name) => {
          const refused = await refusal(
            placeOrders(s.db, who, {
              checkoutId: randomUUID(),
              addressId: c.addressId,
              deliveryMode: "delivery",
              lines: [{ ...line(ids[kind], 1), name }],
            }),
          );
          const said = `${refused.code} ${refused.message}`;
          expect(said).not.toMatch(/Secret Bridal Lehenga|Rival Banarasi/);
          // The same answer whichever kind of id it was.
          expect(said).toBe(`invalid_cart_item Invalid cart item: ${name || ids[kind]}`);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("50 concurrent checkouts from different customers for the last 5 units: exactly 5 succeed", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => makeCustomerWithAddress(s.db, `Buyer ${i}`)));
    const results = await Promise.allSettled(
      customers.map((c) =>
        placeOrders(
          s.db,
          { userId: c.id, sellerId: shop.id },
          { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1, "L"), line(p.id, 1, "M")] },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(5);
    expect(new Set(failed.map((f) => (f.reason as Error).message))).toEqual(
      new Set(["Only 0 items available in stock for Cotton Kurta (Red, M)"]),
    );
    expect(await stockOf(s.db, p, "M")).toBe(0);
    // The losers' other line was rolled back with them: 10 - 5 winners.
    expect(await stockOf(s.db, p, "L")).toBe(5);
    // One order of two lines per winner.
    const rows = await s.db.select().from(orders).where(eq(orders.sellerId, shop.id));
    expect(rows).toHaveLength(5);
    const items = await s.db
      .select()
      .from(orderItem)
      .where(
        and(
          inArray(
            orderItem.orderId,
            rows.map((r) => r.id),
          ),
          eq(orderItem.sellerId, shop.id),
        ),
      );
    expect(items).toHaveLength(10);
    expect(new Set(items.map((i) => i.orderId)).size).toBe(5);
  });

  it("10 concurrent submissions of one checkout id create one order", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const c = await makeCustomerWithAddress(s.db);
    const request = {
      checkoutId: randomUUID(),
      addressId: c.addressId,
      deliveryMode: "delivery",
      lines: [line(p.id, 2), line(p.id, 1, "L")],
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const ids = new Set(results.map((r) => r.orderId));
    expect(ids).toEqual(new Set([request.checkoutId]));
    expect(results.every((r) => r.lines.length === 2)).toBe(true);
    expect(await s.db.$count(orders, and(eq(orders.id, request.checkoutId), eq(orders.sellerId, shop.id)))).toBe(1);
    expect(await s.db.$count(orders, and(eq(orders.userId, c.id), eq(orders.sellerId, shop.id)))).toBe(1);
    expect(await s.db.$count(orderItem, and(eq(orderItem.orderId, request.checkoutId), eq(orderItem.sellerId, shop.id)))).toBe(2);
    expect(await stockOf(s.db, p, "M")).toBe(3);
    expect(await stockOf(s.db, p, "L")).toBe(9);
    // A later retry (e.g. after a lost response) also gets the same order back.
    const retry = await placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request);
    expect(retry.replayed).toBe(true);
    expect(retry.orderId).toBe(request.checkoutId);
    expect(retry.lines).toEqual(results.find((r) => !r.replayed)?.lines);
  });

  it("does not let another customer replay or read someone else's checkout id", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id);
    const c = await makeCustomerWithAddress(s.db);
    const mallory = await makeCustomerWithAddress(s.db, "Mallory");
    const checkoutId = randomUUID();
    await placeOrders(
      s.db,
      { userId: c.id, sellerId: shop.id },
      { checkoutId, addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 1)] },
    );
    const e = await refusal(
      placeOrders(
        s.db,
        { userId: mallory.id, sellerId: shop.id },
        { checkoutId, addressId: mallory.addressId, deliveryMode: "delivery", lines: [line(p.id, 1)] },
      ),
    );
    expect(e.status).toBe(409);
    expect(await s.db.$count(orders, and(eq(orders.userId, mallory.id), eq(orders.sellerId, shop.id)))).toBe(0);
  });

  it("queues the seller a new-order e-mail with a link to the order, in the checkout's transaction", async () => {
    const shop = await makeShop(s.db, "mail-shop");
    const p = await makeProduct(s.db, shop.id, { pricePaise: 123_400 });
    const c = await makeCustomerWithAddress(s.db, "Meera");
    const placed = await placeOrders(
      s.db,
      { userId: c.id, sellerId: shop.id },
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "in-shop", lines: [line(p.id, 2)] },
    );
    const { rows } = await s.db.execute<{ data: MailJob }>(
      sql`select data from pgboss.job where name = 'mail' and data->>'checkoutId' = ${placed.orderId} and data->>'to' = 'seller'`,
    );
    expect(rows).toHaveLength(1);
    const mail = await composeMail(s.db, "https://haat.example", rows[0].data);
    expect(mail?.to).toBe("mail-shop@example.com");
    expect(mail?.subject).toBe(`New order ${orderNumber(placed.orderId)} at Shop mail-shop: ₹2,468.00`);
    expect(mail?.text).toContain("New order from Meera");
    expect(mail?.text).toContain("You will pick it up at Shop mail-shop.");
    expect(mail?.text).toContain("Cotton Kurta (Red, M) × 2");
    expect(mail?.text).toContain(`https://haat.example/mail-shop/dashboard/orders/${placed.orderId}`);
    await makeUser(s.db); // keeps the factory import honest for the next test files
  });
});
