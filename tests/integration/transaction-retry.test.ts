// inTransaction (app/db/transaction.server.ts) runs a transaction again when PostgreSQL aborts it as a
// deadlock or serialization failure, a bounded number of times, and nothing else. A checkout aborted
// so is placed once on its retry, and the same checkout id still replays it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productStock, shopCustomer } from "../../app/db/schema";
import { inTransaction, TRANSACTION_ATTEMPTS } from "../../app/db/transaction.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, stockOf } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

describe("inTransaction", () => {
  it("tries a serialization failure or deadlock again, at most TRANSACTION_ATTEMPTS times, and anything else once", async () => {
    for (const code of ["40001", "40P01"]) {
      let calls = 0;
      await expect(
        inTransaction(s.db, async () => {
          calls++;
          throw conflict(code);
        }),
      ).rejects.toThrow(`conflict ${code}`);
      expect(calls).toBe(TRANSACTION_ATTEMPTS);
    }
    let calls = 0;
    await expect(
      inTransaction(s.db, async () => {
        calls++;
        throw conflict("23505");
      }),
    ).rejects.toThrow("conflict 23505");
    expect(calls).toBe(1);
    calls = 0;
    expect(
      await inTransaction(s.db, async (tx) => {
        if (++calls < 3) throw conflict("40P01");
        return (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows[0].one;
      }),
    ).toBe(1);
    expect(calls).toBe(3);
  });

  it("places a checkout that PostgreSQL killed as a deadlock once, on its retry, and replays it after", async () => {
    const shop = await makeShop(s.db);
    const p = await makeProduct(s.db, shop.id, { stock: 5 });
    const c = await makeCustomerWithAddress(s.db, "Meera Iyer");
    const request = () => ({
      checkoutId,
      addressId: c.addressId,
      deliveryMode: "delivery" as const,
      lines: [{ productId: p.id, color: "Red", size: "M", quantity: 2, name: "Cotton Kurta" }],
    });
    const checkoutId = randomUUID();
    await placeOrders(s.db, { userId: c.id, sellerId: shop.id }, { ...request(), checkoutId: randomUUID() }); // the customer row exists
    expect(await stockOf(s.db, p)).toBe(3);

    // Another transaction holds the shop's customer row; the checkout takes the stock and waits for that
    // row (its orders trigger). The other then wants the stock: a deadlock, and the checkout, waiting
    // longer, is the one PostgreSQL aborts.
    const other = await s.db.$client.connect();
    try {
      await other.query("begin");
      await other.query("select 1 from shop_customer where seller_id = $1 and user_id = $2 for update", [shop.id, c.id]);
      const placing = placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request());
      await expect.poll(() => waitingOn('insert into "orders"'), { timeout: 10_000 }).toBe(true);
      await other.query("update product_stock set stock = stock + 10 where product_id = $1 and color = 'Red' and size = 'M'", [p.id]);
      await other.query("commit");
      const placed = await placing;
      expect(placed.replayed).toBe(false);
      expect(await stockOf(s.db, p)).toBe(3 + 10 - 2);
      const again = await placeOrders(s.db, { userId: c.id, sellerId: shop.id }, request());
      expect(again).toMatchObject({ replayed: true, orderId: placed.orderId, lines: placed.lines });
      expect(await s.db.select().from(orders).where(eq(orders.id, checkoutId))).toHaveLength(1);
      const [customer] = await s.db
        .select()
        .from(shopCustomer)
        .where(and(eq(shopCustomer.sellerId, shop.id), eq(shopCustomer.userId, c.id)));
      expect(customer.orderCount).toBe(2);
    } finally {
      await other.query("rollback").catch(() => {});
      other.release();
    }
    expect(await s.db.select().from(productStock).where(eq(productStock.productId, p.id))).toHaveLength(2);
  });
});

/** Whether some session of this database waits for a lock while running a statement with this text. */
async function waitingOn(text: string): Promise<boolean> {
  const { rows } = await s.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query ilike ${`%${text}%`}`);
  return rows[0].n > 0;
}
