// Unpaid UPI checkouts expire at their due time: orders cancelled, stock and coupon use given
// back, exactly once — whether expireCheckout runs twice, from two processes at once, or as the
// queued job on a queue worked by two processes, one of them restarted in between.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../app/db/client.server";
import { checkout, coupon, couponRedemption, orderItem, orderStatusEvent, orders, paymentEvent, productStock } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { expireCheckout, scheduleCheckoutExpiry } from "../../app/domain/payments/expire.server";
import { startWorkers } from "../../app/jobs/workers.server";
import { createJobQueue, enqueueInTransaction, type JobQueue, QUEUES } from "../../app/queue/queue.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, stockOf } from "./checkout-fixtures";

let s: TestServices;
const pools: Database[] = [];
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  for (const pool of pools) await pool.$client.end();
  await s.dispose();
});

/** Another process's pool on the same database. */
function otherPool(): Database {
  const db = createDatabase(s.env.DATABASE_URL as string, 4);
  pools.push(db);
  return db;
}

const line = (productId: string, quantity: number, size = "M") => ({ productId, color: "Red", size, quantity, name: "Cotton Kurta" });
const HOUR = 60 * 60 * 1000;

/** A placed checkout made an unpaid UPI one due at `dueAt`: one order of two lines (M and L), with a coupon use. */
async function unpaidCheckout(dueAt: Date, opts: { withCoupon?: boolean } = {}) {
  const shop = await makeShop(s.db);
  const p = await makeProduct(s.db, shop.id, { stock: 5 }); // M: 5, L: 10
  const c = await makeCustomerWithAddress(s.db);
  const placed = await placeOrders(
    s.db,
    { userId: c.id, sellerId: shop.id },
    { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", lines: [line(p.id, 2), line(p.id, 3, "L")] },
  );
  await s.db
    .update(checkout)
    .set({ paymentMethod: "upi", paymentStatus: "awaiting", payeeUpiId: "shop@upi", payeeName: "Shop", paymentDueAt: dueAt })
    .where(eq(checkout.id, placed.orderId));
  let couponId: string | null = null;
  if (opts.withCoupon) {
    const [row] = await s.db
      .insert(coupon)
      .values({ sellerId: shop.id, code: "DIWALI10", kind: "percent", value: 10, usageLimit: 1, usedCount: 1 })
      .returning({ id: coupon.id });
    couponId = row.id;
    await s.db
      .insert(couponRedemption)
      .values({ sellerId: shop.id, checkoutId: placed.orderId, couponId, userId: c.id, discountPaise: 100 });
  }
  // The order's id is the checkout's.
  return { shop, product: p, customer: c, checkoutId: placed.orderId, orderId: placed.orderId, couponId };
}

/**
 * A line cancelled on its own before the expiry, as the one-order migration leaves a line whose
 * former order the seller had cancelled: marked cancelled, its stock already back.
 */
async function cancelLineAlone(orderId: string, lineNo: number) {
  const [item] = await s.db
    .update(orderItem)
    .set({ cancelledAt: new Date() })
    .where(and(eq(orderItem.orderId, orderId), eq(orderItem.lineNo, lineNo)))
    .returning();
  await s.db
    .update(productStock)
    .set({ stock: sql`${productStock.stock} + ${item.quantity}` })
    .where(and(eq(productStock.productId, item.productId as string), eq(productStock.color, item.color), eq(productStock.size, item.size)));
}

async function orderStatus(orderId: string) {
  const [row] = await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function cancelEvents(orderId: string) {
  return s.db
    .select({ actor: orderStatusEvent.actorUserId })
    .from(orderStatusEvent)
    .where(and(eq(orderStatusEvent.status, "cancelled"), eq(orderStatusEvent.orderId, orderId)));
}

async function stockMandL(p: { id: string; sellerId: string }) {
  return [await stockOf(s.db, p, "M"), await stockOf(s.db, p, "L")];
}

async function paymentStatus(checkoutId: string) {
  const [row] = await s.db.select({ status: checkout.paymentStatus }).from(checkout).where(eq(checkout.id, checkoutId));
  return row?.status;
}

async function expiredEvents(checkoutId: string) {
  return s.db
    .select()
    .from(paymentEvent)
    .where(and(eq(paymentEvent.checkoutId, checkoutId), eq(paymentEvent.status, "expired")));
}

describe("expireCheckout", () => {
  it("cancels the order, returns the stock of its lines, gives back the coupon use and records the events, once", async () => {
    const due = new Date(Date.now() - 1000);
    const t = await unpaidCheckout(due, { withCoupon: true });
    expect(await stockMandL(t.product)).toEqual([3, 7]);

    expect(await expireCheckout(s.db, t.checkoutId, new Date())).toBe(true);
    expect(await paymentStatus(t.checkoutId)).toBe("expired");
    const rows = await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, t.checkoutId));
    expect(rows.map((r) => r.status)).toEqual(["cancelled"]);
    expect(await stockMandL(t.product)).toEqual([5, 10]);
    expect(await cancelEvents(t.orderId)).toEqual([{ actor: null }]);
    expect(await expiredEvents(t.checkoutId)).toMatchObject([{ actorUserId: null }]);
    expect(await s.db.select().from(couponRedemption).where(eq(couponRedemption.checkoutId, t.checkoutId))).toEqual([]);
    const [c] = await s.db
      .select({ used: coupon.usedCount })
      .from(coupon)
      .where(eq(coupon.id, t.couponId as string));
    expect(c.used).toBe(0);

    // Again (a retried job): nothing more.
    expect(await expireCheckout(s.db, t.checkoutId, new Date())).toBe(false);
    expect(await stockMandL(t.product)).toEqual([5, 10]);
    expect(await expiredEvents(t.checkoutId)).toHaveLength(1);
    expect(await cancelEvents(t.orderId)).toHaveLength(1);
    const [again] = await s.db
      .select({ used: coupon.usedCount })
      .from(coupon)
      .where(eq(coupon.id, t.couponId as string));
    expect(again.used).toBe(0);
  });

  it("leaves an order the seller already cancelled (its stock came back then) and a delivered one", async () => {
    const cancelled = await unpaidCheckout(new Date(Date.now() - 1000));
    await changeOrderStatus(s.db, cancelled.shop.id, cancelled.orderId, "cancelled", cancelled.shop.ownerUserId);
    expect(await stockMandL(cancelled.product)).toEqual([5, 10]);
    expect(await expireCheckout(s.db, cancelled.checkoutId, new Date())).toBe(true);
    expect(await stockMandL(cancelled.product)).toEqual([5, 10]);
    expect(await orderStatus(cancelled.orderId)).toBe("cancelled");
    // The seller's cancel event, not a second one of the expiry's.
    expect(await cancelEvents(cancelled.orderId)).toEqual([{ actor: cancelled.shop.ownerUserId }]);

    const delivered = await unpaidCheckout(new Date(Date.now() - 1000));
    await s.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, delivered.orderId));
    expect(await expireCheckout(s.db, delivered.checkoutId, new Date())).toBe(true);
    expect(await stockMandL(delivered.product)).toEqual([3, 7]);
    expect(await orderStatus(delivered.orderId)).toBe("delivered");
    expect(await cancelEvents(delivered.orderId)).toEqual([]);
  });

  it("returns only the stock of the lines still ordered: a line cancelled alone gave its stock back then", async () => {
    const t = await unpaidCheckout(new Date(Date.now() - 1000));
    await cancelLineAlone(t.orderId, 1); // L × 3
    expect(await stockMandL(t.product)).toEqual([3, 10]);
    expect(await expireCheckout(s.db, t.checkoutId, new Date())).toBe(true);
    expect(await stockMandL(t.product)).toEqual([5, 10]);
    expect(await orderStatus(t.orderId)).toBe("cancelled");
  });

  it("leaves a shipped order (its goods left the shop, so no stock comes back)", async () => {
    const t = await unpaidCheckout(new Date(Date.now() - 1000));
    for (const step of ["confirmed", "processing", "shipped"])
      await changeOrderStatus(s.db, t.shop.id, t.orderId, step, t.shop.ownerUserId);
    expect(await expireCheckout(s.db, t.checkoutId, new Date())).toBe(true);
    expect(await paymentStatus(t.checkoutId)).toBe("expired");
    expect(await stockMandL(t.product)).toEqual([3, 7]);
    expect(await orderStatus(t.orderId)).toBe("shipped");
    expect(await cancelEvents(t.orderId)).toEqual([]);
  });

  it("does nothing before the due time, nor once the shopper claimed or the seller confirmed the payment", async () => {
    const early = await unpaidCheckout(new Date(Date.now() + HOUR));
    expect(await expireCheckout(s.db, early.checkoutId, new Date())).toBe(false);
    expect(await paymentStatus(early.checkoutId)).toBe("awaiting");
    expect(await stockMandL(early.product)).toEqual([3, 7]);

    for (const status of ["claimed", "paid", "none", "to_collect"] as const) {
      const t = await unpaidCheckout(new Date(Date.now() - HOUR));
      await s.db.update(checkout).set({ paymentStatus: status }).where(eq(checkout.id, t.checkoutId));
      expect(await expireCheckout(s.db, t.checkoutId, new Date())).toBe(false);
      expect(await paymentStatus(t.checkoutId)).toBe(status);
      expect(await stockMandL(t.product)).toEqual([3, 7]);
      expect(await expiredEvents(t.checkoutId)).toEqual([]);
    }

    // 'not received' (the seller did not find the money) expires like 'awaiting'.
    const notReceived = await unpaidCheckout(new Date(Date.now() - HOUR));
    await s.db.update(checkout).set({ paymentStatus: "not_received" }).where(eq(checkout.id, notReceived.checkoutId));
    expect(await expireCheckout(s.db, notReceived.checkoutId, new Date())).toBe(true);
    expect(await stockMandL(notReceived.product)).toEqual([5, 10]);
  });

  it("run by two processes at once, expires once and returns the stock once", async () => {
    const a = otherPool();
    const b = otherPool();
    for (let round = 0; round < 5; round++) {
      const t = await unpaidCheckout(new Date(Date.now() - 1000), { withCoupon: true });
      const now = new Date();
      const results = await Promise.all([expireCheckout(a, t.checkoutId, now), expireCheckout(b, t.checkoutId, now)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await stockMandL(t.product)).toEqual([5, 10]);
      expect(await expiredEvents(t.checkoutId)).toHaveLength(1);
      const [c] = await s.db
        .select({ used: coupon.usedCount })
        .from(coupon)
        .where(eq(coupon.id, t.couponId as string));
      expect(c.used).toBe(0);
    }
  });
});

async function jobsFor(checkoutId: string) {
  const { rows } = await s.db.execute<{ state: string; start_after: Date }>(
    sql`select state, start_after from pgboss.job where name = ${QUEUES.checkoutExpiry.name} and singleton_key = ${checkoutId}`,
  );
  return rows;
}

describe("the job queue", () => {
  it("is installed by the migration: pg-boss's schema and our queues", async () => {
    const { rows } = await s.db.execute<{ name: string; policy: string; retry_limit: number }>(
      sql`select name, policy, retry_limit from pgboss.queue order by name`,
    );
    expect(rows).toEqual([
      { name: "backup", policy: "standard", retry_limit: 4 },
      { name: "checkout-expiry", policy: "short", retry_limit: 10 },
      { name: "cod-deadline", policy: "short", retry_limit: 10 },
      { name: "data-export", policy: "standard", retry_limit: 5 },
      { name: "discard-files", policy: "standard", retry_limit: 12 },
      { name: "erase-due-accounts", policy: "standard", retry_limit: 5 },
      { name: "low-stock-digest", policy: "standard", retry_limit: 5 },
      { name: "mail", policy: "standard", retry_limit: 15 },
      { name: "prune-personal-data", policy: "standard", retry_limit: 5 },
    ]);
  });

  it("keeps a job enqueued in a transaction only if the transaction commits", async () => {
    const rolledBack = randomUUID();
    await expect(
      s.db.transaction(async (tx) => {
        await scheduleCheckoutExpiry(tx, rolledBack, new Date(Date.now() + HOUR));
        throw new Error("placing failed");
      }),
    ).rejects.toThrow("placing failed");
    expect(await jobsFor(rolledBack)).toEqual([]);

    const committed = randomUUID();
    const due = new Date(Date.now() + HOUR);
    await s.db.transaction((tx) => scheduleCheckoutExpiry(tx, committed, due));
    const jobs = await jobsFor(committed);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].state).toBe("created");
    expect(new Date(jobs[0].start_after).getTime()).toBe(due.getTime());

    // Scheduled again while it waits: still one job.
    await s.db.transaction((tx) => scheduleCheckoutExpiry(tx, committed, due));
    expect(await jobsFor(committed)).toHaveLength(1);
  });

  it("passes values as bound parameters, never inlined", async () => {
    const hostile = "'); drop table pgboss.job; --";
    const id = await s.db.transaction((tx) =>
      enqueueInTransaction(tx, QUEUES.checkoutExpiry.name, { note: hostile }, { singletonKey: hostile }),
    );
    const { rows } = await s.db.execute<{ data: { note: string } }>(sql`select data from pgboss.job where id = ${id}`);
    expect(rows[0].data.note).toBe(hostile);
  });

  it("runs the due job exactly once on a queue worked by two processes, one of them restarted meanwhile", async () => {
    const workers: JobQueue[] = [];
    const start = async () => {
      const db = otherPool();
      const jobs = createJobQueue(db, (error) => console.error(error));
      workers.push(jobs);
      await startWorkers(
        { db, jobs, mailer: s.mailer, storage: s.storage, env: s.env, secret: s.secret, backups: s.backups },
        { pollingIntervalSeconds: 0.5 },
      );
      return jobs;
    };
    try {
      const first = await start();
      await start();
      // Due in 4 s: time for a loaded machine to stop one process and start another before it.
      const dueAt = Date.now() + 4000;
      const t = await unpaidCheckout(new Date(dueAt), { withCoupon: true });
      await s.db.transaction(async (tx) => {
        const [{ due }] = await tx.select({ due: checkout.paymentDueAt }).from(checkout).where(eq(checkout.id, t.checkoutId));
        await scheduleCheckoutExpiry(tx, t.checkoutId, due as Date);
      });
      // A process goes away and a new one comes up before the job is due.
      await first.stop();
      await start();
      const before = Date.now() < dueAt - 1000;
      const status = await paymentStatus(t.checkoutId);
      // Still waiting while not due (a machine too slow to get here in time says nothing either way).
      if (before) expect(status).toBe("awaiting");

      const deadline = Date.now() + 20_000;
      while ((await paymentStatus(t.checkoutId)) !== "expired" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await paymentStatus(t.checkoutId)).toBe("expired");
      // Let every worker poll a few more times: nothing more happens.
      await new Promise((r) => setTimeout(r, 2000));
      expect(await stockMandL(t.product)).toEqual([5, 10]);
      expect(await expiredEvents(t.checkoutId)).toHaveLength(1);
      expect((await jobsFor(t.checkoutId)).map((j) => j.state)).toEqual(["completed"]);
    } finally {
      for (const w of workers) await w.stop(1000);
    }
  }, 40_000);
});
