// The summaries drizzle/0008 keeps by trigger: a product's visible rating (count and star sum) and a
// shop's customers (orders, money spent). Whatever sequence of writes, concurrent or not, they equal a
// recount from the rows they summarise.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orderItem, orders, product, review, shopCustomer } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, makeUser } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

async function ratingOf(productId: string) {
  const [p] = await s.db
    .select({ count: product.ratingCount, sum: product.ratingSum, avg: product.ratingAvg })
    .from(product)
    .where(eq(product.id, productId));
  const [recount] = await s.db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${review.rating}), 0)::int` })
    .from(review)
    .where(and(eq(review.productId, productId), isNull(review.hiddenAt)));
  return { stored: p, recount };
}

type ReviewOp =
  | { kind: "write"; who: number; rating: number }
  | { kind: "hide" | "restore" | "delete"; who: number }
  | { kind: "rerate"; who: number; rating: number };

const reviewOp: fc.Arbitrary<ReviewOp> = fc.oneof(
  fc.record({ kind: fc.constant("write" as const), who: fc.nat(4), rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constantFrom("hide" as const, "restore" as const, "delete" as const), who: fc.nat(4) }),
  fc.record({ kind: fc.constant("rerate" as const), who: fc.nat(4), rating: fc.integer({ min: 1, max: 5 }) }),
);

describe("product rating summary", () => {
  it("equals a recount of the visible reviews after any sequence of writes, hides, restores and deletes", async () => {
    const shop = await makeShop(s.db);
    const users = await Promise.all([0, 1, 2, 3, 4].map((i) => makeUser(s.db, `Reviewer ${i}`)));
    await fc.assert(
      fc.asyncProperty(fc.array(reviewOp, { maxLength: 25 }), async (ops) => {
        const p = await makeProduct(s.db, shop.id);
        for (const op of ops) {
          const mine = and(eq(review.productId, p.id), eq(review.userId, users[op.who].id));
          if (op.kind === "write") {
            await s.db
              .insert(review)
              .values({ sellerId: shop.id, productId: p.id, userId: users[op.who].id, rating: op.rating, authorName: "R" })
              .onConflictDoNothing();
          } else if (op.kind === "hide") await s.db.update(review).set({ hiddenAt: new Date() }).where(mine);
          else if (op.kind === "restore") await s.db.update(review).set({ hiddenAt: null }).where(mine);
          else if (op.kind === "rerate") await s.db.update(review).set({ rating: op.rating }).where(mine);
          else await s.db.delete(review).where(mine);
        }
        const { stored, recount } = await ratingOf(p.id);
        expect({ count: stored.count, sum: stored.sum }).toEqual(recount);
        expect(stored.avg).toBe(recount.count ? Math.round((recount.sum / recount.count) * 100) / 100 : null);
      }),
      { numRuns: 25 },
    );
  });

  it("counts every one of 30 reviews written at the same time", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id);
    const users = await Promise.all(Array.from({ length: 30 }, (_, i) => makeUser(s.db, `Concurrent ${i}`)));
    await Promise.all(
      users.map((u, i) =>
        s.db.insert(review).values({ sellerId: shop.id, productId: p.id, userId: u.id, rating: (i % 5) + 1, authorName: u.name }),
      ),
    );
    const { stored, recount } = await ratingOf(p.id);
    expect(recount).toEqual({ count: 30, sum: 90 });
    expect({ count: stored.count, sum: stored.sum }).toEqual(recount);
  });
});

describe("shop customers summary", () => {
  const line = (productId: string, quantity: number, size = "L") => ({ productId, color: "Red", size, quantity, name: "Cotton Kurta" });

  it("counts orders and money spent per shopper and shop, also for checkouts placed at the same time, and drops cancelled orders from the money", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { pricePaise: 50_000, stock: 5 }); // L: 10
    const c = await makeCustomerWithAddress(s.db, "Meera Iyer");
    // Five purchases; the last one of two lines, which is one order (a purchase), not two.
    const carts = [[line(p.id, 1)], [line(p.id, 2)], [line(p.id, 1)], [line(p.id, 1)], [line(p.id, 1), line(p.id, 1, "M")]];
    const results = await Promise.all(
      carts.map((lines) =>
        placeOrders(
          s.db,
          { userId: c.id, sellerId: shop.id },
          { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines },
        ),
      ),
    );
    expect(results).toHaveLength(5);
    expect(results[4].lines).toHaveLength(2);
    const [row] = await s.db
      .select()
      .from(shopCustomer)
      .where(and(eq(shopCustomer.sellerId, shop.id), eq(shopCustomer.userId, c.id)));
    expect(row).toMatchObject({ name: "Meera Iyer", mobile: "9876543210", email: c.email, orderCount: 5, spentPaise: 7 * 50_000 });
    expect(row.searchText).toBe(`meera iyer 9876543210 ${c.email}`);

    const customerRow = async () =>
      (
        await s.db
          .select()
          .from(shopCustomer)
          .where(and(eq(shopCustomer.sellerId, shop.id), eq(shopCustomer.userId, c.id)))
      )[0];
    await s.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, results[0].orderId));
    expect(await customerRow()).toMatchObject({ orderCount: 5, spentPaise: 6 * 50_000 });

    // A line cancelled alone lowers its order's total, and what the shopper spent with it.
    const two = results[4].orderId;
    await s.db.transaction(async (tx) => {
      await tx
        .update(orderItem)
        .set({ cancelledAt: new Date() })
        .where(and(eq(orderItem.orderId, two), eq(orderItem.lineNo, 1)));
      await tx
        .update(checkout)
        .set({ subtotalPaise: sql`${checkout.subtotalPaise} - 50000`, totalPaise: sql`${checkout.totalPaise} - 50000` })
        .where(eq(checkout.id, two));
    });
    expect(await customerRow()).toMatchObject({ orderCount: 5, spentPaise: 5 * 50_000 });
    // Then the whole order cancelled: what is left of its total leaves the money too, once.
    await s.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, two));
    const after = await customerRow();
    expect(after).toMatchObject({ orderCount: 5, spentPaise: 4 * 50_000 });
    const { rows: recount } = await s.db.execute<{ n: number; spent: string }>(sql`
      select count(*)::int as n, coalesce(sum(haat_order_net_paise(o.status, k.total_paise)), 0)::bigint as spent
      from orders o join checkout k on k.id = o.id where o.seller_id = ${shop.id} and o.user_id = ${c.id}`);
    expect([after.orderCount, after.spentPaise]).toEqual([recount[0].n, Number(recount[0].spent)]);

    // Another shop's orders are that shop's customer row, not this one's.
    const other = await makeShop(s.db);
    const q = await makeProduct(s.db, other.id, { pricePaise: 10_000 });
    await placeOrders(
      s.db,
      { userId: c.id, sellerId: other.id },
      { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(q.id, 1)] },
    );
    const rows = await s.db.select().from(shopCustomer).where(eq(shopCustomer.userId, c.id));
    expect(rows.map((r) => [r.sellerId, r.orderCount, r.spentPaise]).sort()).toEqual(
      [
        [shop.id, 5, 200_000],
        [other.id, 1, 10_000],
      ].sort(),
    );
  });
});
