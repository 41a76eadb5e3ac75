// Returns and exchanges of delivered goods (docs/decisions/0139-returns-and-exchanges.md): the shop's
// policy opens a window after delivery; the shopper asks for whole lines back; the seller approves or
// declines; on receipt a refund takes the lines off the order (stock, amounts, credit note) and an
// exchange moves stock from the wanted size to the returned one. Refused steps change nothing, and no
// sequence of requests and refunds gives back more than the shopper paid.
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, creditNote, orderItem, returnRequest } from "../../app/db/schema";
import type { CreditNoteData } from "../../app/domain/invoices/document";
import type { MailJob } from "../../app/domain/notifications/notify.server";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { getSellerPayment, markCollected, recordRefund } from "../../app/domain/payments/seller-payment.server";
import { businessSummary } from "../../app/domain/reports/business-summary.server";
import { paymentsSummary } from "../../app/domain/reports/payments-summary.server";
import { monthPeriod } from "../../app/domain/reports/period";
import { type ReturnRequestInput, wantValue } from "../../app/domain/returns/forms";
import { saveReturnPolicy } from "../../app/domain/returns/policy.server";
import { requestReturn, withdrawReturn } from "../../app/domain/returns/request.server";
import { actOnReturn } from "../../app/domain/returns/seller.server";
import { shopperReturns } from "../../app/domain/returns/views.server";
import { composeMail } from "../../app/jobs/mail.server";
import { istDay } from "../../app/utils/dates";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop, stockOf } from "./checkout-fixtures";
import { kurtaOrder, registeredShop } from "./registered-shop-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const DAY = 24 * 60 * 60 * 1000;

/** A GST-registered shop taking returns (7 days by default), two kurtas (₹500 ×2 and ₹300 ×1) delivered by COD and collected. */
async function deliveredOrder(opts: { windowDays?: number; exchanges?: boolean } = {}) {
  const setup = await registeredShop(s.db);
  const { shop, kurtas, shopper } = setup;
  await saveReturnPolicy(s.db, shop.id, {
    intent: "returns",
    windowDays: opts.windowDays ?? 7,
    exchanges: opts.exchanges ?? true,
    photos: false,
  });
  const id = await kurtaOrder(s.db, setup, "cod", "delivered");
  await markCollected(s.db, { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: id, seen: "to_collect" });
  return { shop, kurtas, shopper, id, who: { userId: shopper.id, sellerId: shop.id } };
}

const ask = (lines: number[], more: Partial<ReturnRequestInput> = {}): ReturnRequestInput => ({
  intent: "return-request",
  lines,
  kind: "refund",
  reason: "size_fit",
  note: "",
  ...more,
});

async function amounts(id: string) {
  const [c] = await s.db.select().from(checkout).where(eq(checkout.id, id));
  return c;
}
const notes = async (id: string) =>
  (await s.db.select({ data: creditNote.data }).from(creditNote).where(eq(creditNote.checkoutId, id))).map((n) => n.data as CreditNoteData);
const returnMails = (returnId: string) =>
  s.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'returnId' = ${returnId} order by created_on`,
  );

describe("a refunded return of one line of a two-line order", () => {
  it("takes the line off: stock back, amounts, a credit note, messages; the rest of the order stays", async () => {
    const { shop, kurtas, id, who } = await deliveredOrder();
    const before = await amounts(id);
    expect(before.subtotalPaise).toBe(130_000);
    expect(await stockOf(s.db, kurtas[0])).toBe(8);

    const { id: returnId } = await requestReturn(s.db, who, id, ask([0], { note: "Too tight" }));
    // The same line cannot be asked for twice while a request holds it.
    expect((await refusal(requestReturn(s.db, who, id, ask([0])))).code).toBe("line_not_returnable");
    await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-approve", returnId });
    const waiting = async () => (await listSellerOrders(s.db, shop.id, { status: "returns" })).orders.map((o) => [o.id, o.returnOpen]);
    expect(await waiting()).toEqual([[id, true]]);

    // More than the line's ₹1,000 is refused and changes nothing.
    const tooMuch = await refusal(
      actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-refund", returnId, amount: 100_001, refundUtr: "412345678901" }),
    );
    expect(tooMuch.code).toBe("refund_too_large");
    expect(tooMuch.message).toBe("A refund for these items can be at most ₹1,000.00.");
    expect(await amounts(id)).toEqual(before);
    expect(await stockOf(s.db, kurtas[0])).toBe(8);

    await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-refund", returnId, amount: 100_000, refundUtr: "412345678901" });
    const after = await amounts(id);
    expect(after.subtotalPaise).toBe(30_000);
    expect(after.totalPaise).toBe(30_000 + before.deliveryFeePaise + before.codFeePaise);
    expect(after.paymentStatus).toBe("collected");
    expect(await stockOf(s.db, kurtas[0])).toBe(10);
    expect(await stockOf(s.db, kurtas[1])).toBe(9);
    const lines = await s.db.select().from(orderItem).where(eq(orderItem.orderId, id)).orderBy(orderItem.lineNo);
    expect(lines.map((l) => l.cancelledAt !== null)).toEqual([true, false]);

    // One credit note, exactly the returned line's row, and the order's tax is its documents'.
    const [note] = await notes(id);
    expect(note.reason).toBe("Goods returned: Cotton Kurta");
    expect(note.lines.map((l) => [l.kind, l.quantity, l.valuePaise])).toEqual([["goods", 2, 100_000]]);
    expect(after.taxPaise).toBeLessThan(before.taxPaise);

    expect(await waiting()).toEqual([]);
    const [r] = await s.db.select().from(returnRequest).where(eq(returnRequest.id, returnId));
    expect([r.status, r.refundPaise, r.refundUtr]).toEqual(["refunded", 100_000, "412345678901"]);

    // The seller heard of the request, the shopper of the approval and of the refund.
    const mails = (await returnMails(returnId)).rows.map((row) => row.data);
    expect(mails.map((j) => [j.kind === "return" && j.status, j.to])).toEqual([
      ["requested", "seller"],
      ["approved", "shopper"],
      ["refunded", "shopper"],
    ]);
    const refunded = await composeMail(s.db, "https://haat.example", mails[2]);
    expect(refunded?.subject).toContain("Refund sent");
    expect(refunded?.text.replace(/\s+/g, " ")).toContain("sent ₹1,000.00 to you by UPI (UTR 412345678901)");

    // Its money went back with the return: the payment panel offers no second refund for it.
    const call = { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: id, seen: "collected" as const };
    expect((await refusal(recordRefund(s.db, call, { amountPaise: 100 }))).code).toBe("nothing_cancelled");
    expect((await getSellerPayment(s.db, shop.id, id))?.actions.refund).toBe(false);

    // The Reports page: the refund among the period's refunds, the request among those asked for.
    const today = new Date();
    const month = monthPeriod(Number(istDay(today).slice(0, 4)), Number(istDay(today).slice(5, 7)));
    expect(await businessSummary(s.db, shop.id, month)).toMatchObject({ refunds: 1, refundsPaise: 100_000 });
    expect(await paymentsSummary(s.db, shop.id, month)).toMatchObject({ returnsAsked: 1, returnsOpen: 0 });

    // The other line may still be returned; the returned one is no longer offered.
    const view = await shopperReturns(s.db, shop.id, { id, status: "delivered" });
    expect(view.offer?.lines.map((l) => l.lineNo)).toEqual([1]);
  });
});

describe("refused requests change nothing", () => {
  it("no policy, not delivered, after the window, a line of another order, another shopper", async () => {
    const { shop, id, who } = await deliveredOrder({ windowDays: 3 });
    const later = new Date(Date.now() + 3 * DAY + 60_000);
    expect((await refusal(requestReturn(s.db, who, id, ask([0]), [], later))).message).toBe(
      "The time for returns on this order has ended.",
    );
    expect((await refusal(requestReturn(s.db, who, id, ask([7])))).code).toBe("line_not_returnable");
    expect((await refusal(requestReturn(s.db, { ...who, userId: "someone-else" }, id, ask([0])))).status).toBe(404);
    await saveReturnPolicy(s.db, shop.id, { intent: "returns", windowDays: 0, exchanges: false, photos: false });
    expect((await refusal(requestReturn(s.db, who, id, ask([0])))).message).toBe("This shop does not take returns.");
    expect(await s.db.select().from(returnRequest).where(eq(returnRequest.orderId, id))).toEqual([]);
  });

  it("a shop that asks for photos refuses a request without one, and keeps the photos it is given", async () => {
    const { shop, id, who } = await deliveredOrder();
    await saveReturnPolicy(s.db, shop.id, { intent: "returns", windowDays: 7, exchanges: true, photos: true });
    const refused = await refusal(requestReturn(s.db, who, id, ask([0])));
    expect([refused.code, refused.field]).toEqual(["photos_required", "photos"]);
    await requestReturn(s.db, who, id, ask([0]), ["returns/a", "returns/b", "returns/c", "returns/d"]);
    const [row] = await s.db.select().from(returnRequest).where(eq(returnRequest.orderId, id));
    expect(row.photoKeys).toEqual(["returns/a", "returns/b", "returns/c"]);
  });

  it("a shop that takes no returns still takes back damaged or wrong goods for 7 days", async () => {
    const { id, who } = await deliveredOrder({ windowDays: 0 });
    const eightDays = new Date(Date.now() + 8 * DAY);
    expect((await refusal(requestReturn(s.db, who, id, ask([0], { reason: "damaged" }), [], eightDays))).code).toBe("returns_closed");
    expect((await refusal(requestReturn(s.db, who, id, ask([0], { reason: "changed_mind" })))).code).toBe("returns_closed");
    await requestReturn(s.db, who, id, ask([0], { reason: "wrong_item" }), [], new Date(Date.now() + 6 * DAY));
    const rows = await s.db.select().from(returnRequest).where(eq(returnRequest.orderId, id));
    expect(rows.map((r) => r.reason)).toEqual(["wrong_item"]);
  });

  it("a declined request says why; a withdrawn one frees its lines", async () => {
    const { shop, id, who } = await deliveredOrder();
    const first = await requestReturn(s.db, who, id, ask([1]));
    await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-decline", returnId: first.id, declineReason: "Worn and washed" });
    // Declined: not held, so the shopper may ask again, and take that back before it is decided.
    const second = await requestReturn(s.db, who, id, ask([1], { reason: "damaged" }));
    await withdrawReturn(s.db, who, id, second.id);
    expect((await refusal(withdrawReturn(s.db, who, id, first.id))).code).toBe("return_decided");
    // Another shop cannot act on this shop's return.
    const other = await makeShop(s.db);
    expect((await refusal(actOnReturn(s.db, { sellerId: other.id }, { intent: "return-approve", returnId: second.id }))).status).toBe(404);
    const rows = await s.db.select().from(returnRequest).where(eq(returnRequest.orderId, id)).orderBy(returnRequest.createdAt);
    expect(rows.map((r) => [r.status, r.declineReason])).toEqual([
      ["declined", "Worn and washed"],
      ["withdrawn", null],
    ]);
  });
});

describe("an exchange", () => {
  it("moves stock from the wanted size to the returned one, or refuses when the wanted size ran out", async () => {
    const { shop, kurtas, id, who } = await deliveredOrder();
    const before = await amounts(id);
    const noPick = await refusal(requestReturn(s.db, who, id, ask([0], { kind: "exchange" })));
    expect(noPick.field).toBe("want.0");
    const { id: returnId } = await requestReturn(s.db, who, id, ask([0], { kind: "exchange", want: { "0": wantValue("Red", "L") } }));
    await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-approve", returnId });
    // Two L left of 10 after someone else's sale: not enough for the two M coming back.
    await s.db.execute(sql`update product_stock set stock = 1 where product_id = ${kurtas[0].id} and size = 'L'`);
    const short = await refusal(actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-exchange", returnId }));
    expect(short.code).toBe("exchange_out_of_stock");
    expect(await stockOf(s.db, kurtas[0], "M")).toBe(8);
    await s.db.execute(sql`update product_stock set stock = 5 where product_id = ${kurtas[0].id} and size = 'L'`);
    await actOnReturn(s.db, { sellerId: shop.id }, { intent: "return-exchange", returnId, courier: "Delhivery", trackingNumber: "AWB1" });
    expect(await stockOf(s.db, kurtas[0], "M")).toBe(10);
    expect(await stockOf(s.db, kurtas[0], "L")).toBe(3);
    expect(await amounts(id)).toMatchObject({ totalPaise: before.totalPaise, taxPaise: before.taxPaise });
    expect(await notes(id)).toEqual([]);
  });

  it("is refused when the shop offers refunds only", async () => {
    const { id, who } = await deliveredOrder({ exchanges: false });
    const refused = await refusal(requestReturn(s.db, who, id, ask([0], { kind: "exchange", want: { "0": wantValue("Red", "L") } })));
    expect(refused.field).toBe("kind");
  });
});

describe("no sequence of returns gives back more than was paid", () => {
  it("holds for generated requests, decisions and refund amounts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            lines: fc.subarray([0, 1], { minLength: 1 }),
            approve: fc.boolean(),
            // Paise: sometimes within the lines' value, sometimes above it.
            amount: fc.integer({ min: 1, max: 200_000 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (steps) => {
          const { shop, kurtas, id, who } = await deliveredOrder();
          const placed = await amounts(id);
          for (const step of steps) {
            const asked = await requestReturn(s.db, who, id, ask(step.lines)).catch(() => null);
            if (!asked) continue;
            const decision = step.approve ? "return-approve" : "return-decline";
            await actOnReturn(s.db, { sellerId: shop.id }, { intent: decision, returnId: asked.id, declineReason: "No" } as never);
            if (step.approve)
              await actOnReturn(
                s.db,
                { sellerId: shop.id },
                { intent: "return-refund", returnId: asked.id, amount: step.amount, refundUtr: "412345678901" },
              ).catch(() => null);
          }
          const now = await amounts(id);
          const requests = await s.db.select().from(returnRequest).where(eq(returnRequest.orderId, id));
          const refunded = requests.reduce((sum, r) => sum + (r.refundPaise ?? 0), 0);
          const gone = await s.db
            .select()
            .from(orderItem)
            .where(and(eq(orderItem.orderId, id), sql`${orderItem.cancelledAt} is not null`));
          const goneValue = gone.reduce((sum, l) => sum + l.pricePaise * l.quantity - l.discountPaise, 0);
          // Never more than paid, nor more than the goods that came back.
          expect(refunded).toBeLessThanOrEqual(placed.placedTotalPaise);
          expect(refunded).toBeLessThanOrEqual(goneValue);
          // The order's amounts follow exactly the lines that left; fees stay.
          expect(now.totalPaise).toBe(placed.totalPaise - goneValue);
          // Stock: what left the shelf is exactly what is still ordered.
          const kept = (n: number) => (gone.some((g) => g.lineNo === n) ? 0 : [2, 1][n]);
          expect(await stockOf(s.db, kurtas[0])).toBe(10 - kept(0));
          expect(await stockOf(s.db, kurtas[1])).toBe(10 - kept(1));
          // The credit notes credit exactly the returned lines.
          const credited = (await notes(id)).flatMap((n) => n.lines).reduce((sum, l) => sum + l.valuePaise, 0);
          expect(credited).toBe(goneValue);
        },
      ),
      { numRuns: 15 },
    );
  });
});
