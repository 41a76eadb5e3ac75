// One UTR, one checkout on the whole platform (docs/decisions/0110-utr-unique-platform-wide.md): a
// UTR another shop's checkout holds is refused, however it is spelled; of two shops claiming one UTR
// at the same moment exactly one wins; a checkout given another UTR lets its old one go; and the
// migration's backfill keeps the earliest claim of a UTR two shops held before.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../app/db/client.server";
import { checkout, claimedUtr, paymentEvent } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import type { DomainError } from "../../app/domain/errors";
import { markNotReceived } from "../../app/domain/payments/seller-payment.server";
import { claimPayment } from "../../app/domain/payments/shopper-payment.server";
import { withLocale } from "../../app/i18n/locale.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, takePayments } from "./checkout-fixtures";

let s: TestServices;
type Shop = Awaited<ReturnType<typeof makeShop>> & { productId: string };
let shops: Shop[];
let shopper: Awaited<ReturnType<typeof makeCustomerWithAddress>>;

beforeAll(async () => {
  s = await createTestServices();
  shops = [];
  for (let i = 0; i < 2; i++) {
    const shop = await makeShop(s.db);
    await takePayments(s.db, shop.id);
    shops.push({ ...shop, productId: (await makeProduct(s.db, shop.id, { stock: 10_000 })).id });
  }
  shopper = await makeCustomerWithAddress(s.db, "Asha");
});
afterAll(async () => {
  await s.dispose();
});

let utrs = 0;
/** A UTR nothing holds yet. */
const freshUtr = () => String(600_000_000_000 + ++utrs);

/** A UPI checkout awaiting payment in `shop`, placed as a shopper places one. */
async function awaitingUpi(shop: Shop) {
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: shopper.addressId,
      deliveryMode: "delivery",
      paymentMethod: "upi",
      lines: [{ productId: shop.productId, color: "Red", size: "M", quantity: 1 }],
    },
  );
  return placed.orderId;
}
const claim = (shop: Shop, checkoutId: string, utr: string) => claimPayment(s.db, shopper.id, shop.id, checkoutId, utr);

async function untouched(checkoutId: string) {
  const [row] = await s.db.select().from(checkout).where(eq(checkout.id, checkoutId));
  expect(row).toMatchObject({ paymentStatus: "awaiting", utr: null, claimedAt: null });
  // Only the placement's own event.
  const events = await s.db.select({ status: paymentEvent.status }).from(paymentEvent).where(eq(paymentEvent.checkoutId, checkoutId));
  expect(events).toEqual([{ status: "awaiting" }]);
  expect(await s.db.select().from(claimedUtr).where(eq(claimedUtr.checkoutId, checkoutId))).toEqual([]);
}
const holderOf = async (utr: string) =>
  (await s.db.select({ checkoutId: claimedUtr.checkoutId }).from(claimedUtr).where(eq(claimedUtr.utr, utr)))[0]?.checkoutId;

const USED_EN =
  "This UTR was already given for another order, in this shop or another. A UTR belongs to one bank transfer: enter the UTR of this payment.";
const USED_HI =
  "यह UTR किसी दूसरे ऑर्डर के लिए पहले ही दिया जा चुका है, इस दुकान में या किसी दूसरी दुकान में। एक UTR एक ही बैंक ट्रांसफ़र का होता है: इस भुगतान का UTR डालें।";

describe("a UTR across shops", () => {
  it("is refused when another shop's checkout holds it, with the message in English and Hindi, and nothing changes", async () => {
    const [a, b] = shops;
    const first = await awaitingUpi(a);
    const second = await awaitingUpi(b);
    const utr = freshUtr();
    await claim(a, first, utr);
    const e = await refusal(claim(b, second, utr));
    expect([e.status, e.code, e.field, e.message]).toEqual([409, "utr_used", "utr", USED_EN]);
    const hi = await refusal(withLocale("hi", () => claim(b, second, utr)));
    expect([hi.status, hi.code, hi.message]).toEqual([409, "utr_used", USED_HI]);
    await untouched(second);
    expect(await holderOf(utr)).toBe(first);
  });

  it("is the same UTR however it is spelled (spaces, dashes, tabs as pasted): a second shop is refused", async () => {
    const separator = fc.constantFrom("", "", " ", "  ", "-", " - ", "\t", "\u00a0");
    const spelling = fc.array(separator, { minLength: 13, maxLength: 13 });
    const spell = (utr: string, seps: string[]) => seps.map((sep, i) => sep + (utr[i] ?? "")).join("");
    const [a, b] = shops;
    await fc.assert(
      fc.asyncProperty(spelling, spelling, async (one, other) => {
        const utr = freshUtr();
        const [first, second] = [await awaitingUpi(a), await awaitingUpi(b)];
        expect(await claim(a, first, spell(utr, one))).toEqual({ status: "claimed", utr });
        expect((await refusal(claim(b, second, spell(utr, other)))).code).toBe("utr_used");
        await untouched(second);
        expect(await holderOf(utr)).toBe(first);
      }),
      { numRuns: 20 },
    );
  });

  it("claimed by two shops at the same moment: exactly one wins, the other is refused and unchanged", async () => {
    const [a, b] = shops;
    for (let round = 0; round < 8; round++) {
      const utr = freshUtr();
      const ids = [await awaitingUpi(a), await awaitingUpi(b)];
      const results = await Promise.allSettled([claim(a, ids[0], utr), claim(b, ids[1], utr)]);
      const won = results.findIndex((r) => r.status === "fulfilled");
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results[1 - won] as PromiseRejectedResult;
      expect((lost.reason as DomainError).code).toBe("utr_used");
      await untouched(ids[1 - won]);
      expect(await holderOf(utr)).toBe(ids[won]);
    }
  });

  it("is let go when its checkout is given another UTR (after 'not received'): another shop may then claim it", async () => {
    const [a, b] = shops;
    const first = await awaitingUpi(a);
    const [wrong, right] = [freshUtr(), freshUtr()];
    await claim(a, first, wrong);
    await markNotReceived(s.db, { sellerId: a.id, actorUserId: a.ownerUserId, checkoutId: first, seen: "claimed" });
    await claim(a, first, right);
    expect(await s.db.select({ utr: claimedUtr.utr }).from(claimedUtr).where(eq(claimedUtr.checkoutId, first))).toEqual([{ utr: right }]);
    const second = await awaitingUpi(b);
    expect((await claim(b, second, wrong)).status).toBe("claimed");
    expect((await refusal(claim(b, await awaitingUpi(b), right))).code).toBe("utr_used");
  });
});

describe("the migration's backfill", () => {
  it("copies every UTR checkouts hold; a UTR two shops held keeps its earliest claim", async () => {
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith("_utr_platform_wide.sql")) as string;
    const backfill = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('INSERT INTO "claimed_utr"')) as string;
    expect(backfill).toBeTruthy();
    const [a, b] = shops;
    const [later, earlier, single, unclaimed] = [await awaitingUpi(a), await awaitingUpi(b), await awaitingUpi(a), await awaitingUpi(b)];
    const [shared, own] = [freshUtr(), freshUtr()];
    // As before the new table: written on the checkouts only, the same UTR at two shops.
    const hold = (id: string, utr: string, claimedAt: string) =>
      s.db
        .update(checkout)
        .set({ paymentStatus: "claimed", utr, claimedAt: new Date(claimedAt) })
        .where(eq(checkout.id, id));
    await hold(later, shared, "2026-11-20T10:00:00Z");
    await hold(earlier, shared, "2026-11-19T10:00:00Z");
    await hold(single, own, "2026-11-21T10:00:00Z");
    const ids = [later, earlier, single, unclaimed];
    const copied = await s.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from claimed_utr`);
        await tx.execute(sql.raw(backfill));
        const rows = await tx
          .select({ utr: claimedUtr.utr, checkoutId: claimedUtr.checkoutId })
          .from(claimedUtr)
          .where(inArray(claimedUtr.checkoutId, ids))
          .orderBy(claimedUtr.utr);
        // Rolled back: the other tests' claims stay as they were.
        throw Object.assign(new Error("rollback"), { rows });
      })
      .catch((e: { rows?: unknown }) => e.rows);
    expect(copied).toEqual([
      { utr: shared, checkoutId: earlier },
      { utr: own, checkoutId: single },
    ]);
  });
});
