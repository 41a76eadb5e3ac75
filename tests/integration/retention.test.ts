// The retention job (docs/decisions/0140-data-fiduciaries-and-retention.md): each kind of personal data
// is kept exactly its period in app/domain/privacy/retention.ts — there a second before its time, gone a
// second after — with the clock moved, not slept; and the pruning queues it replaced are removed on install.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog, dataExport, invoice, orders, privacyRequest, requestLimit, session, user, verification } from "../../app/db/schema";
import type { InvoiceData } from "../../app/domain/invoices/document";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { prunePersonalData } from "../../app/domain/privacy/prune.server";
import { RETENTION_DAYS } from "../../app/domain/privacy/retention";
import { installJobQueue, JOB_SCHEMA } from "../../app/queue/queue.server";
import { scanTables } from "../setup/personal-data-scan";
import { createTestServices, type TestServices } from "../setup/test-services";
import { ADDRESS, makeCustomerWithAddress, makeProduct, makeShop, placeDelivery, takePayments } from "./checkout-fixtures";
import { registeredShop } from "./registered-shop-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;
const SECOND = 1000;
/** The moment each row below is stamped with: its last use, expiry or handling. */
const at = new Date("2030-03-01T00:00:00Z");
const pastStamp = (days: number, ms: number) => new Date(at.getTime() + days * DAY + ms);

async function newUser(): Promise<string> {
  const id = randomUUID();
  await s.db.insert(user).values({ id, name: "Kept a while", email: `${id}@example.com` });
  return id;
}

/** One kind: a row stamped `at`, whether it still exists, and the days it is kept past `at`. */
interface Kind {
  name: string;
  days: number;
  insert(): Promise<() => Promise<boolean>>;
}

const exists = (query: ReturnType<typeof sql>) => async () => ((await s.db.execute(query)).rowCount ?? 0) > 0;

const KINDS: Kind[] = [
  {
    name: "the shopper in an order never paid",
    days: RETENTION_DAYS.unpaidCheckout,
    async insert() {
      const shop = await makeShop(s.db);
      await takePayments(s.db, shop.id);
      const kurta = await makeProduct(s.db, shop.id);
      const shopper = await makeCustomerWithAddress(s.db, "Unpaid");
      const { orderId } = await placeDelivery(s.db, shopper, shop, [{ productId: kurta.id, color: "Red", size: "M", quantity: 1 }], {
        paymentMethod: "upi",
      });
      await s.db.execute(sql`update checkout set payment_status = 'expired', payment_due_at = ${at} where id = ${orderId}`);
      return exists(
        sql`select 1 from orders where id = ${orderId} and (customer_name <> '' or contact_number <> '' or shipping_address like '%${sql.raw(ADDRESS.pincode)}%')`,
      );
    },
  },
  {
    name: "an expired sign-in session",
    days: RETENTION_DAYS.expiredSession,
    async insert() {
      const id = randomUUID();
      await s.db.insert(session).values({ id, token: id, userId: await newUser(), expiresAt: at });
      return exists(sql`select 1 from "session" where id = ${id}`);
    },
  },
  {
    name: "an expired password-reset token",
    days: RETENTION_DAYS.expiredToken,
    async insert() {
      const id = randomUUID();
      await s.db.insert(verification).values({ id, identifier: `reset-password:${id}`, value: "x", expiresAt: at });
      return exists(sql`select 1 from verification where id = ${id}`);
    },
  },
  {
    name: "a sign-in rate-limit counter",
    days: RETENTION_DAYS.rateLimitCounter,
    async insert() {
      const id = randomUUID();
      await s.db.execute(sql`insert into rate_limit (id, key, count, last_request) values (${id}, ${id}, 3, ${at.getTime()})`);
      return exists(sql`select 1 from rate_limit where id = ${id}`);
    },
  },
  {
    name: "a form rate-limit counter",
    days: RETENTION_DAYS.rateLimitCounter,
    async insert() {
      const key = `contact:ip:${randomUUID()}`;
      await s.db.insert(requestLimit).values({ key, count: 1, expiresAt: at });
      return exists(sql`select 1 from request_limit where key = ${key}`);
    },
  },
  {
    name: "an access-log entry",
    days: RETENTION_DAYS.accessLog,
    async insert() {
      const [row] = await s.db
        .insert(accessLog)
        .values({ actorUserId: "someone", actorRole: "seller", action: "read", subjectKind: "customer", createdAt: at })
        .returning();
      return exists(sql`select 1 from access_log where id = ${row.id}`);
    },
  },
  {
    name: "a handled data-rights request",
    days: RETENTION_DAYS.handledPrivacyRequest,
    async insert() {
      const [row] = await s.db
        .insert(privacyRequest)
        .values({ kind: "access", name: "A", email: "a@example.com", message: "My data", dueAt: at, handledAt: at })
        .returning();
      return exists(sql`select 1 from privacy_request where id = ${row.id}`);
    },
  },
  {
    name: "an expired data export and its archive",
    days: 0,
    async insert() {
      const [row] = await s.db
        .insert(dataExport)
        .values({ kind: "shopper", userId: await newUser(), status: "ready", expiresAt: at })
        .returning();
      const key = `private/exports/${row.id}.zip`;
      await s.storage.put(key, Buffer.from("zip"), "application/zip");
      await s.db.execute(sql`update data_export set storage_key = ${key} where id = ${row.id}`);
      return async () => {
        const file = await s.storage.get(key);
        file?.body.destroy();
        const kept = await exists(sql`select 1 from data_export where id = ${row.id}`)();
        expect(Boolean(file)).toBe(kept); // the row and its file go together
        return kept;
      };
    },
  },
];

describe("the retention job", () => {
  it.each(KINDS.map((k) => [k.name, k] as const))("keeps %s until its time, and not a second longer", async (_name, kind) => {
    const stillThere = await kind.insert();
    await prunePersonalData({ db: s.db, storage: s.storage }, pastStamp(kind.days, -SECOND));
    expect(await stillThere()).toBe(true);
    await prunePersonalData({ db: s.db, storage: s.storage }, pastStamp(kind.days, SECOND));
    expect(await stillThere()).toBe(false);
  });

  it("never deletes an open data-rights request, however old", async () => {
    const [row] = await s.db
      .insert(privacyRequest)
      .values({ kind: "grievance", name: "B", email: "b@example.com", message: "Unanswered", dueAt: at })
      .returning();
    await prunePersonalData({ db: s.db, storage: s.storage }, pastStamp(10 * 365, 0));
    expect(await exists(sql`select 1 from privacy_request where id = ${row.id}`)()).toBe(true);
  });
});

describe("an order past its tax years", () => {
  it("keeps its shopper until its tax years end, then only the state, on the order, its invoice and the shop's customer list", async () => {
    const world = await registeredShop(s.db);
    const { shop, kurtas, shopper } = world;
    const buyerName = `Quillfeather ${randomUUID().slice(0, 6)} Traders`;
    const { orderId } = await placeDelivery(s.db, shopper, shop, [{ productId: kurtas[0].id, color: "Red", size: "M", quantity: 1 }], {
      paymentMethod: "cod",
      buyerGstin: "27AAPFU0939F1ZV",
      buyerName,
    });
    for (const step of ["confirmed", "shipped", "delivered"] as const)
      await changeOrderStatus(s.db, shop.id, orderId, step, shop.ownerUserId);
    // Placed in financial year 2025-26: its books are kept 8 whole years after 31 March 2026.
    await s.db.execute(sql`update orders set created_at = '2025-06-10T10:00:00+05:30' where id = ${orderId}`);
    await s.db.execute(sql`update shop_customer set last_order_at = '2025-06-10T10:00:00+05:30' where user_id = ${shopper.id}`);
    const end = new Date("2034-04-01T00:00:00+05:30");
    const person = [ADDRESS.mobile, ADDRESS.flatHouseBuilding, buyerName, "Meera"];

    expect((await prunePersonalData({ db: s.db, storage: s.storage }, new Date(end.getTime() - SECOND))).pastTaxYears).toBe(0);
    expect((await scanTables(s.db, person)).hits.map((h) => h.table)).toEqual(
      expect.arrayContaining(["public.orders", "public.invoice", "public.shop_customer"]),
    );

    // Its invoice was issued in a later financial year (today's): the books of that year keep it longer.
    expect((await prunePersonalData({ db: s.db, storage: s.storage }, new Date(end.getTime() + SECOND))).pastTaxYears).toBe(0);
    await s.db.execute(sql`update invoice set issued_at = '2025-06-12T10:00:00+05:30' where checkout_id = ${orderId}`);
    const after = await prunePersonalData({ db: s.db, storage: s.storage }, new Date(end.getTime() + SECOND));
    expect(after.pastTaxYears).toBe(1);
    const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      customerName: "",
      contactNumber: "",
      shippingAddress: "Maharashtra",
      forgottenAt: new Date(end.getTime() + SECOND),
    });
    const [doc] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, orderId));
    expect((doc.data as InvoiceData).recipient).toEqual({ name: "", address: "Maharashtra", gstin: null });
    // The books stay: the order's lines and amounts, the invoice's number and totals.
    expect((doc.data as InvoiceData).totals.taxablePaise).toBeGreaterThan(0);
    expect(doc.number).not.toBe("");
    // Nothing of the person in any row about this order or this shopper at the shop (the account and its
    // saved address are the person's own, not the order's; other tests' shoppers share the fixture's mobile).
    const left = (await scanTables(s.db, person)).hits.filter((h) => !["public.user", "public.address"].includes(h.table));
    expect(left.filter((h) => h.row.includes(shopper.id) || h.row.includes(orderId) || h.row.includes(buyerName))).toEqual([]);
    // Idempotent: the next night finds nothing more to forget.
    expect((await prunePersonalData({ db: s.db, storage: s.storage }, new Date(end.getTime() + DAY))).pastTaxYears).toBe(0);
  });
});

describe("the job queue's install", () => {
  it("removes the pruning queues and schedules that prune-personal-data replaced", async () => {
    const executor = { executeSql: (text: string, values?: unknown[]) => s.db.$client.query(text, values) };
    // An older version's queue with its nightly schedule.
    const old = new PgBoss({ db: executor, schema: JOB_SCHEMA, migrate: false, supervise: false, schedule: false });
    old.on("error", () => {});
    await old.start();
    await old.createQueue("prune-guest-carts");
    await old.schedule("prune-guest-carts", "30 3 * * *", {}, { tz: "Asia/Kolkata" });
    await old.stop({ graceful: false, close: false });
    await installJobQueue(executor);
    const { rows } = await s.db.$client.query(
      `select name from ${JOB_SCHEMA}.queue where name like 'prune-%' union all select name from ${JOB_SCHEMA}.schedule where name like 'prune-%'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(["prune-personal-data", "prune-personal-data"]);
  });
});
