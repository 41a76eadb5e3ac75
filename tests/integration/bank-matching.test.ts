// Bank credits matched to UPI orders (docs/decisions/0133-what-paid-means.md): a credit confirms an
// order only by its UTR or the order number in its note, and only for exactly the order's total;
// the same credit twice counts once; a credit that comes before the shopper's claim settles it when
// the claim comes; whatever does not fit is left for the seller to check. A property over generated
// orders, claims and credits, run at once on a real pool: no credit confirms two orders, and no order
// is confirmed by a credit of another amount.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankCredit, checkout, paymentEvent } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { orderNumber } from "../../app/domain/orders/reference";
import type { BankCredit } from "../../app/domain/payments/bank/credit";
import { recordBankCredit } from "../../app/domain/payments/bank/match.server";
import { rotateSmsToken } from "../../app/domain/payments/bank/sms-feed.server";
import { uploadStatement } from "../../app/domain/payments/bank/statement-upload.server";
import { claimsUnseen, creditsToCheck, dismissCredit } from "../../app/domain/payments/bank/to-check.server";
import { expireCheckout } from "../../app/domain/payments/expire.server";
import { confirmPayment } from "../../app/domain/payments/seller-payment.server";
import { claimPayment } from "../../app/domain/payments/shopper-payment.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, takePayments } from "./checkout-fixtures";

let s: TestServices;
type Shop = Awaited<ReturnType<typeof makeShop>> & { products: Record<number, string> };
let shop: Shop;
let other: Shop;
let shopper: Awaited<ReturnType<typeof makeCustomerWithAddress>>;

/** Two prices: orders of equal totals are common, as in a real shop. */
const PRICES = [49_900, 79_900] as const;

async function openShop(): Promise<Shop> {
  const made = await makeShop(s.db);
  await takePayments(s.db, made.id);
  const products: Record<number, string> = {};
  for (const price of PRICES) products[price] = (await makeProduct(s.db, made.id, { stock: 100_000, pricePaise: price })).id;
  return { ...made, products };
}

beforeAll(async () => {
  s = await createTestServices();
  shop = await openShop();
  other = await openShop();
  shopper = await makeCustomerWithAddress(s.db, "Asha");
});
afterAll(async () => {
  await s.dispose();
});

let utrs = 0;
const freshUtr = () => String(700_000_000_000 + ++utrs);

/** A UPI order awaiting payment; its total (goods; free delivery, no fees) is the price. */
async function upiOrder(at: Shop = shop, price: number = PRICES[0]) {
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: at.id },
    {
      checkoutId: randomUUID(),
      addressId: shopper.addressId,
      deliveryMode: "delivery",
      paymentMethod: "upi",
      lines: [{ productId: at.products[price], color: "Red", size: "M", quantity: 1 }],
    },
  );
  const [row] = await s.db.select({ total: checkout.totalPaise }).from(checkout).where(eq(checkout.id, placed.orderId));
  return { id: placed.orderId, total: row.total };
}

const credit = (c: Partial<BankCredit> & Pick<BankCredit, "amountPaise" | "utr">): BankCredit => ({
  orderRef: null,
  creditedAt: null,
  ...c,
});
const bySms = (at: Shop, c: BankCredit) => recordBankCredit(s.db, at.id, c, { source: "sms", bank: "hdfc", sender: "VM-HDFCBK" });
const claim = (at: Shop, id: string, utr: string) => claimPayment(s.db, shopper.id, at.id, id, utr);

async function paymentOf(id: string) {
  const [row] = await s.db.select({ status: checkout.paymentStatus, utr: checkout.utr }).from(checkout).where(eq(checkout.id, id));
  const events = await s.db
    .select({ status: paymentEvent.status, via: paymentEvent.via })
    .from(paymentEvent)
    .where(eq(paymentEvent.checkoutId, id));
  return { ...row, paidVia: events.find((e) => e.status === "paid")?.via ?? null };
}

describe("a bank credit and the order it names", () => {
  it("confirms a claimed order by UTR and exact amount, once, however often the SMS comes", async () => {
    const order = await upiOrder();
    const utr = freshUtr();
    expect((await claim(shop, order.id, utr)).status).toBe("claimed");
    expect(await bySms(shop, credit({ amountPaise: order.total, utr }))).toEqual({ outcome: "matched", checkoutId: order.id });
    expect(await bySms(shop, credit({ amountPaise: order.total, utr }))).toEqual({ outcome: "duplicate" });
    expect(await paymentOf(order.id)).toMatchObject({ status: "paid", paidVia: "bank_sms" });
    const kept = await s.db.select().from(bankCredit).where(eq(bankCredit.utr, utr));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ state: "matched", checkoutId: order.id, amountPaise: order.total });
  });

  it("leaves a claimed UTR with another amount claimed, and lists it for the seller", async () => {
    const order = await upiOrder();
    const utr = freshUtr();
    await claim(shop, order.id, utr);
    expect(await bySms(shop, credit({ amountPaise: order.total - 100, utr }))).toEqual({ outcome: "mismatch", checkoutId: order.id });
    expect((await paymentOf(order.id)).status).toBe("claimed");
    const listed = (await creditsToCheck(s.db, shop.id)).find((c) => c.utr === utr);
    expect(listed).toMatchObject({ problem: "mismatch", order: { id: order.id, totalPaise: order.total } });
  });

  it("keeps a credit that comes before the claim, and the claim then finds it paid", async () => {
    const order = await upiOrder();
    const utr = freshUtr();
    expect(await bySms(shop, credit({ amountPaise: order.total, utr }))).toEqual({ outcome: "unmatched", checkoutId: null });
    expect(await claim(shop, order.id, utr)).toEqual({ status: "paid", utr });
    expect(await paymentOf(order.id)).toMatchObject({ status: "paid", paidVia: "bank_sms" });
    expect((await creditsToCheck(s.db, shop.id)).some((c) => c.utr === utr)).toBe(false);
  });

  it("a credit before the claim for another amount: the claim stands and the credit is listed against it", async () => {
    const order = await upiOrder();
    const utr = freshUtr();
    await bySms(shop, credit({ amountPaise: order.total + 1, utr }));
    expect((await claim(shop, order.id, utr)).status).toBe("claimed");
    const listed = (await creditsToCheck(s.db, shop.id)).find((c) => c.utr === utr);
    expect(listed).toMatchObject({ problem: "mismatch", order: { id: order.id } });
  });

  it("of two unpaid orders of one amount, confirms the one whose UTR it carries, and by amount alone neither", async () => {
    const [a, b] = [await upiOrder(), await upiOrder()];
    expect(a.total).toBe(b.total);
    const utr = freshUtr();
    await claim(shop, b.id, utr);
    const stray = freshUtr();
    expect(await bySms(shop, credit({ amountPaise: a.total, utr: stray }))).toEqual({ outcome: "unmatched", checkoutId: null });
    expect(await bySms(shop, credit({ amountPaise: b.total, utr }))).toEqual({ outcome: "matched", checkoutId: b.id });
    expect((await paymentOf(a.id)).status).toBe("awaiting");
    expect((await creditsToCheck(s.db, shop.id)).find((c) => c.utr === stray)).toMatchObject({ problem: "no_order", order: null });
  });

  it("confirms by the order number in the payment note when nobody claimed, and takes the credit's UTR", async () => {
    const order = await upiOrder(shop, PRICES[1]);
    const utr = freshUtr();
    const named = credit({ amountPaise: order.total, utr, orderRef: orderNumber(order.id) });
    expect(await bySms(shop, named)).toEqual({ outcome: "matched", checkoutId: order.id });
    expect(await paymentOf(order.id)).toMatchObject({ status: "paid", utr });
  });

  it("never by another shop's order number, nor with a UTR another shop's order holds", async () => {
    const theirs = await upiOrder(other);
    const mine = await upiOrder();
    const held = freshUtr();
    await claim(other, theirs.id, held);
    expect(await bySms(shop, credit({ amountPaise: theirs.total, utr: freshUtr(), orderRef: orderNumber(theirs.id) }))).toMatchObject({
      outcome: "unmatched",
    });
    expect(await bySms(shop, credit({ amountPaise: mine.total, utr: held, orderRef: orderNumber(mine.id) }))).toMatchObject({
      outcome: "unmatched",
    });
    expect((await paymentOf(mine.id)).status).toBe("awaiting");
    expect((await paymentOf(theirs.id)).status).toBe("claimed");
  });

  it("a credit for an order that expired meanwhile is late, not a payment", async () => {
    const order = await upiOrder();
    await expireCheckout(s.db, order.id, new Date(Date.now() + 72 * 3600_000));
    const utr = freshUtr();
    const result = await bySms(shop, credit({ amountPaise: order.total, utr, orderRef: orderNumber(order.id) }));
    expect(result).toEqual({ outcome: "late", checkoutId: order.id });
    expect((await paymentOf(order.id)).status).toBe("expired");
    const listed = (await creditsToCheck(s.db, shop.id)).find((c) => c.utr === utr);
    expect(listed?.problem).toBe("late");
    await dismissCredit(s.db, shop.id, listed?.id ?? "");
    expect((await creditsToCheck(s.db, shop.id)).some((c) => c.utr === utr)).toBe(false);
  });

  it("a seller's own 'Mark paid' is recorded as by hand", async () => {
    const order = await upiOrder();
    await confirmPayment(s.db, { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: order.id, seen: "awaiting" });
    expect(await paymentOf(order.id)).toMatchObject({ status: "paid", paidVia: "seller" });
  });

  it("lists a claim no credit bore out once the window ends, only when the shop's bank reports", async () => {
    const fresh = await openShop();
    const order = await upiOrder(fresh);
    await claim(fresh, order.id, freshUtr());
    const later = new Date(Date.now() + 72 * 3600_000);
    expect(await claimsUnseen(s.db, fresh.id, later)).toEqual([]);
    await rotateSmsToken(s.db, fresh.id);
    expect(await claimsUnseen(s.db, fresh.id, new Date())).toEqual([]);
    expect((await claimsUnseen(s.db, fresh.id, later)).map((c) => c.checkoutId)).toEqual([order.id]);
  });
});

describe("generated orders, claims and credits, all at once", () => {
  it("no credit confirms two orders; no order is confirmed by a credit of another amount", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PRICES), { minLength: 2, maxLength: 5 }),
        fc.array(
          fc.record({
            order: fc.nat(),
            claims: fc.boolean(),
            pays: fc.constantFrom("exact", "less", "more"),
            names: fc.constantFrom("utr", "note", "nothing"),
            utrOf: fc.option(fc.nat(), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (prices, moves) => {
          const at = await openShop();
          const orders: { id: string; total: number }[] = [];
          for (const price of prices) orders.push(await upiOrder(at, price));
          const planned = moves.map((move) => {
            const order = orders[move.order % orders.length];
            const amountPaise = order.total + (move.pays === "less" ? -100 : move.pays === "more" ? 100 : 0);
            // Sometimes two moves share a UTR: the same SMS twice, or one transfer claimed for two orders.
            const utr = move.utrOf !== undefined ? String(800_000_000_000 + (move.utrOf % 4) + utrs * 10) : freshUtr();
            return { order, move, amountPaise, utr };
          });
          utrs += 1;
          await Promise.all(
            planned.flatMap(({ order, move, amountPaise, utr }) => [
              move.claims ? claim(at, order.id, utr).catch(() => null) : Promise.resolve(null),
              bySms(
                at,
                credit({
                  amountPaise,
                  utr: move.names === "nothing" ? freshUtr() : utr,
                  orderRef: move.names === "note" ? orderNumber(order.id) : null,
                }),
              ),
            ]),
          );
          const matched = await s.db
            .select({ checkoutId: bankCredit.checkoutId, amount: bankCredit.amountPaise, utr: bankCredit.utr })
            .from(bankCredit)
            .where(and(eq(bankCredit.sellerId, at.id), eq(bankCredit.state, "matched")));
          const ids = orders.map((o) => o.id);
          const rows = await s.db
            .select({ id: checkout.id, status: checkout.paymentStatus, utr: checkout.utr, total: checkout.totalPaise })
            .from(checkout)
            .where(inArray(checkout.id, ids));
          const bankPaid = await s.db
            .select({ checkoutId: paymentEvent.checkoutId })
            .from(paymentEvent)
            .where(and(inArray(paymentEvent.checkoutId, ids), eq(paymentEvent.via, "bank_sms")));
          // One confirmation per order, each by exactly one credit of its total and its UTR.
          expect(new Set(bankPaid.map((e) => e.checkoutId)).size).toBe(bankPaid.length);
          expect(new Set(matched.map((c) => c.checkoutId)).size).toBe(matched.length);
          for (const { checkoutId } of bankPaid) {
            const row = rows.find((r) => r.id === checkoutId);
            const by = matched.filter((c) => c.checkoutId === checkoutId);
            expect(by).toHaveLength(1);
            expect(row?.status).toBe("paid");
            expect(by[0].amount).toBe(row?.total);
            expect(by[0].utr).toBe(row?.utr);
          }
          // And nothing is paid that no credit of its amount confirmed (nobody marked any by hand here).
          for (const row of rows.filter((r) => r.status === "paid")) expect(bankPaid.some((e) => e.checkoutId === row.id)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("a statement uploaded", () => {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  const file = (text: string, name = "statement.csv") => ({ name, bytes: new TextEncoder().encode(text) });

  it("matches its UPI credits like SMS, reconciles, counts a second upload as seen, and remembers a layout mapped once", async () => {
    const at = await openShop();
    const [claimed, noted, unpaid] = [await upiOrder(at), await upiOrder(at, PRICES[1]), await upiOrder(at)];
    const utr = freshUtr();
    await claim(at, claimed.id, utr);
    const sbi = [
      "Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance",
      `25 Nov 2026,25 Nov 2026,BY TRANSFER-UPI/CR/${utr}/RAVI KUMAR/HDFC/ravi@okhdfcbank/payment,TRANSFER,1234,,${rupees(claimed.total)},1`,
      `26 Nov 2026,26 Nov 2026,BY TRANSFER-UPI/CR/${freshUtr()}/ANITA/UTIB/anita@ybl/Order ${orderNumber(noted.id)},TRANSFER,1234,,${rupees(noted.total)},1`,
      `27 Nov 2026,27 Nov 2026,BY TRANSFER-UPI/CR/${freshUtr()}/SURESH/PUNB/suresh@okaxis/gift,TRANSFER,1234,,250.00,1`,
      `28 Nov 2026,28 Nov 2026,TO TRANSFER-UPI/DR/${freshUtr()}/SHARMA STORES/SBIN/sharma@oksbi/yarn,TRANSFER,1234,500.00,,1`,
      "30 Nov 2026,30 Nov 2026,CREDIT INTEREST,,1234,,87.00,1",
    ].join("\n");
    const first = await uploadStatement(s.db, at.id, file(sbi), null);
    expect(first).toMatchObject({ kind: "reconciled", bank: "sbi", known: 0, toCheck: 1 });
    if (first.kind !== "reconciled") throw new Error("not reconciled");
    expect(first.matched.map((o) => o.checkoutId).sort()).toEqual([claimed.id, noted.id].sort());
    expect(first.unpaid.map((o) => o.id)).toEqual([unpaid.id]);
    for (const order of [claimed, noted]) expect(await paymentOf(order.id)).toMatchObject({ status: "paid", paidVia: "bank_statement" });
    expect(await uploadStatement(s.db, at.id, file(sbi), null)).toMatchObject({ kind: "reconciled", known: 3, matched: [] });

    // A layout Haat does not know: asked once, then read with the mapping the shop saved.
    const own = [
      "Date,Particulars,Money In,Money Out",
      `01/12/2026,UPI/${freshUtr()}/Order ${orderNumber(unpaid.id)},${rupees(unpaid.total)},`,
    ].join("\n");
    expect(await uploadStatement(s.db, at.id, file(own), null)).toMatchObject({
      kind: "needs_mapping",
      headers: ["Date", "Particulars", "Money In", "Money Out"],
    });
    const mapping = { date: "Date", narration: "Particulars", credit: "Money In", debit: "Money Out" };
    expect(await uploadStatement(s.db, at.id, file(own), mapping)).toMatchObject({
      kind: "reconciled",
      matched: [{ checkoutId: unpaid.id }],
    });
    const again = ["Date,Particulars,Money In,Money Out", `02/12/2026,UPI/${freshUtr()}/someone,99.00,`].join("\n");
    expect(await uploadStatement(s.db, at.id, file(again), null)).toMatchObject({ kind: "reconciled", bank: "mapped", toCheck: 1 });
  });
});
