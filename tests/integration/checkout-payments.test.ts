// Checkout with payments, delivery charges and coupons on real PostgreSQL: the server computes
// every amount, a coupon's use limit holds under concurrency, refusals write nothing, and the
// idempotent replay still holds with coupons and fees.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, coupon, couponRedemption, deliveryRules, orderItem, paymentEvent } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { quoteCheckout } from "../../app/domain/checkout/quote.server";
import { createAddress } from "../../app/domain/customers/addresses.server";
import type { DomainError } from "../../app/domain/errors";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, stockOf, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const line = (productId: string, quantity: number, size = "M") => ({ productId, color: "Red", size, quantity, name: "Cotton Kurta" });

/** A shop that takes UPI (48 h window), COD (₹30 fee, up to ₹3,000) and pay-at-shop, ₹49 delivery free from ₹999, Maharashtra only. */
async function payingShop() {
  const shop = await makeShop(s.db);
  await takePayments(s.db, shop.id);
  await s.db
    .insert(deliveryRules)
    .values({ sellerId: shop.id, flatFeePaise: 4_900, freeAbovePaise: 99_900, area: "state", state: "Maharashtra" });
  return shop;
}

async function makeCoupon(sellerId: string, over: Partial<typeof coupon.$inferInsert> = {}) {
  const [row] = await s.db
    .insert(coupon)
    .values({ sellerId, code: "SAVE10", kind: "percent", value: 10, ...over })
    .returning();
  return row;
}

const who = (userId: string, shop: { id: string; shopName: string }) => ({ userId, sellerId: shop.id, shopName: shop.shopName });

describe("checkout totals", () => {
  it("are computed from the database, whatever the client sends, and the lines' discount shares add up to them", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 33_333, stock: 20 });
    await makeCoupon(shop.id, { code: "TENOFF", value: 10, maxDiscountPaise: 5_000 });
    const c = await makeCustomerWithAddress(s.db, "Meera");
    const placed = await placeOrders(s.db, who(c.id, shop), {
      checkoutId: randomUUID(),
      addressId: c.addressId,
      deliveryMode: "delivery",
      paymentMethod: "cod",
      couponCode: " tenoff ",
      // Wishes the server ignores: prices, totals and fees from the browser.
      lines: [
        { ...line(p.id, 1), pricePaise: 1, totalPaise: 1 },
        { ...line(p.id, 2, "L"), pricePaise: 1 },
      ],
      totals: { totalPaise: 1 },
      deliveryFeePaise: 0,
      discountPaise: 9_999_999,
    });
    // 3 × ₹333.33 = ₹999.99; 10% = ₹99.99 capped at ₹50; goods after discount ₹949.99 < ₹999 → ₹49 delivery; COD ₹30.
    expect(placed.totals).toEqual({
      subtotalPaise: 99_999,
      discountPaise: 5_000,
      deliveryFeePaise: 4_900,
      codFeePaise: 3_000,
      taxPaise: 0,
      totalPaise: 99_999 - 5_000 + 4_900 + 3_000,
    });
    expect(placed.paymentMethod).toBe("cod");
    expect(placed.paymentStatus).toBe("to_collect");
    const [row] = await s.db.select().from(checkout).where(eq(checkout.id, placed.orderId));
    expect(row.totalPaise).toBe(placed.totals.totalPaise);
    expect(row.couponCode).toBe("TENOFF");
    // The money is the checkout's (the one order's): its parts as placed, and what was asked at first.
    expect([row.subtotalPaise, row.discountPaise, row.deliveryFeePaise, row.codFeePaise, row.taxPaise]).toEqual([
      99_999, 5_000, 4_900, 3_000, 0,
    ]);
    expect(row.placedTotalPaise).toBe(row.totalPaise);
    expect(row.subtotalPaise - row.discountPaise + row.deliveryFeePaise + row.codFeePaise).toBe(row.totalPaise);
    // The order's lines: their goods make the subtotal and their coupon shares the discount.
    const lines = await s.db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId)).orderBy(orderItem.lineNo);
    expect(lines.reduce((t, l) => t + l.pricePaise * l.quantity, 0)).toBe(row.subtotalPaise);
    expect(lines.reduce((t, l) => t + l.discountPaise, 0)).toBe(row.discountPaise);
    // Line 2 holds two thirds of the goods: two thirds of the discount, the odd paisa by largest remainder.
    expect(lines.map((l) => l.discountPaise)).toEqual([1_667, 3_333]);
    const events = await s.db.select().from(paymentEvent).where(eq(paymentEvent.checkoutId, placed.orderId));
    expect(events.map((e) => e.status)).toEqual(["to_collect"]);
  });

  it("the quote shows what the checkout then charges, for each mode", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 50_000, stock: 10 });
    await makeCoupon(shop.id, { code: "FLAT100", kind: "flat", value: 10_000, minOrderPaise: 50_000 });
    const c = await makeCustomerWithAddress(s.db, "Kiran");
    const request = { addressId: c.addressId, lines: [line(p.id, 1)], couponCode: "flat100", paymentMethod: "cod" as const };
    const quote = await quoteCheckout(s.db, { userId: c.id, sellerId: shop.id, shopName: shop.shopName }, request);
    expect(quote.coupon).toMatchObject({ applied: true, discountPaise: 10_000 });
    expect(quote.byMode.delivery.totalPaise).toBe(50_000 - 10_000 + 4_900 + 3_000);
    expect(quote.byMode["in-shop"].deliveryFeePaise).toBe(0);
    expect(quote.payment.map((o) => o.method)).toEqual(["upi", "cod", "pay_at_shop"]);
    const placed = await placeOrders(s.db, who(c.id, shop), { ...request, checkoutId: randomUUID(), deliveryMode: "delivery" });
    expect(placed.totals).toEqual(quote.byMode.delivery);
  });

  it("a shop without payment settings keeps today's behaviour: no fees, status 'none', no method asked", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { pricePaise: 10_000 });
    const c = await makeCustomerWithAddress(s.db, "Old");
    const placed = await placeOrders(s.db, who(c.id, shop), {
      checkoutId: randomUUID(),
      addressId: c.addressId,
      deliveryMode: "delivery",
      lines: [line(p.id, 1)],
    });
    expect(placed.paymentStatus).toBe("none");
    expect(placed.totals.totalPaise).toBe(10_000);
    const quote = await quoteCheckout(s.db, { userId: null, sellerId: shop.id, shopName: shop.shopName }, { lines: [line(p.id, 1)] });
    expect(quote.payment).toEqual([]);
    expect(quote.totals).toMatchObject({ subtotalPaise: 10_000, deliveryFeePaise: 0, totalPaise: 10_000 });
  });
});

describe("refusals write nothing", () => {
  it("an unserved pincode, a missing or mismatched method, the COD limit and each coupon refusal", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 200_000, stock: 10 });
    const c = await makeCustomerWithAddress(s.db, "Farid");
    const far = await createAddress(s.db, c.id, { ...ADDRESS, pincode: "700001", townCity: "Kolkata", state: "West Bengal" });
    await makeCoupon(shop.id, { code: "OLD", validUntil: new Date(Date.now() - 1000) });
    await makeCoupon(shop.id, { code: "BIG", minOrderPaise: 10_000_000 });
    await makeCoupon(shop.id, { code: "GONE", usageLimit: 1, usedCount: 1 });
    await makeCoupon(shop.id, { code: "SOON", validFrom: new Date(Date.now() + 86_400_000) });
    const base = { addressId: c.addressId, deliveryMode: "delivery", paymentMethod: "upi", lines: [line(p.id, 1)] };
    const cases: [Record<string, unknown>, string, number][] = [
      [{ addressId: far.id }, "area_not_served", 422],
      [{ paymentMethod: undefined }, "payment_method_required", 422],
      [{ paymentMethod: "pay_at_shop" }, "payment_method_mode", 422],
      [{ paymentMethod: "cod", deliveryMode: "in-shop" }, "payment_method_mode", 422],
      [{ paymentMethod: "cod", lines: [line(p.id, 2)] }, "cod_limit", 422],
      [{ couponCode: "OLD" }, "coupon_expired", 422],
      [{ couponCode: "BIG" }, "coupon_min_not_met", 422],
      [{ couponCode: "GONE" }, "coupon_used_up", 409],
      [{ couponCode: "SOON" }, "coupon_not_started", 422],
      [{ couponCode: "NOPE" }, "coupon_not_found", 422],
    ];
    for (const [change, code, status] of cases) {
      const error = await refusal(placeOrders(s.db, who(c.id, shop), { ...base, ...change, checkoutId: randomUUID() }));
      expect([error.code, error.status], JSON.stringify(change)).toEqual([code, status]);
    }
    expect(await s.db.$count(checkout, eq(checkout.sellerId, shop.id))).toBe(0);
    expect(await stockOf(s.db, p)).toBe(10);
    expect((await s.db.select().from(coupon).where(eq(coupon.code, "GONE")))[0].usedCount).toBe(1);
    // The unserved address still allows in-shop purchase.
    const inShop = await placeOrders(s.db, who(c.id, shop), {
      ...base,
      addressId: far.id,
      deliveryMode: "in-shop",
      checkoutId: randomUUID(),
    });
    expect(inShop.totals.deliveryFeePaise).toBe(0);
  });

  it("a once-per-customer coupon is refused the second time, for that customer only", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 10_000, stock: 10 });
    await makeCoupon(shop.id, { code: "WELCOME", oncePerCustomer: true });
    const [a, b] = [await makeCustomerWithAddress(s.db, "A"), await makeCustomerWithAddress(s.db, "B")];
    const order = (c: { id: string; addressId: string }) =>
      placeOrders(s.db, who(c.id, shop), {
        checkoutId: randomUUID(),
        addressId: c.addressId,
        deliveryMode: "delivery",
        paymentMethod: "upi",
        couponCode: "WELCOME",
        lines: [line(p.id, 1)],
      });
    await order(a);
    expect((await refusal(order(a))).code).toBe("coupon_already_used");
    await order(b);
    const quote = await quoteCheckout(
      s.db,
      { userId: a.id, sellerId: shop.id, shopName: shop.shopName },
      { lines: [line(p.id, 1)], couponCode: "welcome" },
    );
    expect(quote.coupon).toMatchObject({ applied: false, reason: "already_used", message: "You have already used coupon WELCOME." });
  });
});

describe("coupon redemption under concurrency", () => {
  it("50 concurrent checkouts for a coupon with 5 uses redeem it exactly 5 times", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 10_000, stock: 1000 });
    const limited = await makeCoupon(shop.id, { code: "FIVE", usageLimit: 5 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, (_, i) => makeCustomerWithAddress(s.db, `Rush ${i}`)));
    const results = await Promise.allSettled(
      shoppers.map((c) =>
        placeOrders(s.db, who(c.id, shop), {
          checkoutId: randomUUID(),
          addressId: c.addressId,
          deliveryMode: "delivery",
          paymentMethod: "cod",
          couponCode: "FIVE",
          lines: [line(p.id, 1)],
        }),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as DomainError] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(new Set(refused.map((e) => e.code))).toEqual(new Set(["coupon_used_up"]));
    const [row] = await s.db.select().from(coupon).where(eq(coupon.id, limited.id));
    expect(row.usedCount).toBe(5);
    expect(await s.db.$count(couponRedemption, eq(couponRedemption.couponId, limited.id))).toBe(5);
    expect(await s.db.$count(checkout, and(eq(checkout.sellerId, shop.id), eq(checkout.couponCode, "FIVE")))).toBe(5);
    expect(await stockOf(s.db, p)).toBe(995); // the refused 45 took no stock
  });
});

describe("idempotent checkout with coupons and fees", () => {
  it("a retry replays without a second redemption; another coupon or method under the same id is refused", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 10_000, stock: 10 });
    const limited = await makeCoupon(shop.id, { code: "ONCE", usageLimit: 3 });
    await makeCoupon(shop.id, { code: "OTHER" });
    const c = await makeCustomerWithAddress(s.db, "Retry");
    const request = {
      checkoutId: randomUUID(),
      addressId: c.addressId,
      deliveryMode: "delivery",
      paymentMethod: "upi",
      couponCode: "ONCE",
      lines: [line(p.id, 2)],
    };
    const first = await placeOrders(s.db, who(c.id, shop), request);
    const again = await Promise.all([
      placeOrders(s.db, who(c.id, shop), request),
      placeOrders(s.db, who(c.id, shop), { ...request, couponCode: "once" }),
    ]);
    for (const replay of again) {
      expect(replay.replayed).toBe(true);
      expect(replay.totals).toEqual(first.totals);
      expect(replay.paymentStatus).toBe("awaiting");
    }
    expect((await s.db.select().from(coupon).where(eq(coupon.id, limited.id)))[0].usedCount).toBe(1);
    expect(await stockOf(s.db, p)).toBe(8);
    for (const change of [{ couponCode: "OTHER" }, { paymentMethod: "cod" }, { couponCode: "" }]) {
      expect((await refusal(placeOrders(s.db, who(c.id, shop), { ...request, ...change }))).code).toBe("checkout_changed");
    }
  });
});

describe("UPI checkout", () => {
  it("copies the payee, is due after the shop's window, and its expiry job is queued in the same transaction", async () => {
    const shop = await payingShop();
    const p = await makeProduct(s.db, shop.id, { pricePaise: 10_000, stock: 10 });
    const c = await makeCustomerWithAddress(s.db, "Upi");
    const now = new Date("2026-11-23T10:00:00Z");
    const placed = await placeOrders(
      s.db,
      who(c.id, shop),
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "in-shop", paymentMethod: "upi", lines: [line(p.id, 1)] },
      now,
    );
    const [row] = await s.db.select().from(checkout).where(eq(checkout.id, placed.orderId));
    expect(row).toMatchObject({ paymentMethod: "upi", paymentStatus: "awaiting", payeeUpiId: "asha@oksbi", payeeName: "Asha Rao" });
    expect(row.paymentDueAt?.toISOString()).toBe("2026-11-25T10:00:00.000Z");
    const { rows } = await s.db.execute<{ n: number; start_after: Date }>(
      sql`select count(*)::int as n, min(start_after) as start_after from pgboss.job where name = 'checkout-expiry' and data->>'checkoutId' = ${placed.orderId}`,
    );
    expect(rows[0].n).toBe(1);
    expect(new Date(rows[0].start_after).toISOString()).toBe("2026-11-25T10:00:00.000Z");
    // A refused checkout queues nothing.
    const queued = async () =>
      (await s.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'checkout-expiry'`)).rows[0].n;
    const before = await queued();
    await refusal(
      placeOrders(s.db, who(c.id, shop), {
        checkoutId: randomUUID(),
        addressId: c.addressId,
        deliveryMode: "delivery",
        paymentMethod: "upi",
        lines: [line(p.id, 11)],
      }),
    );
    expect(await queued()).toBe(before);
  });
});
