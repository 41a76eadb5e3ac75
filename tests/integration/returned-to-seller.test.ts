// A shipped parcel returned to the seller (docs/decisions/0138-returned-to-seller.md): in one
// transaction its stock comes back (once, however many posts race), its status and reason are
// recorded, its invoice is credited in full and the shopper is told; its cash is nothing to collect
// and it no longer counts in what the shopper spent. Only a shipped order can come back, and only to
// its own shop. The shopper's record in the shop and the seller's COD switch.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, creditNote, invoice, orderStatusEvent, orders, shopCustomer } from "../../app/db/schema";
import type { PaymentMethod } from "../../app/db/schema/values";
import { setCodBlocked, shopperOfOrder, shopperRecord } from "../../app/domain/customers/shopper-record.server";
import type { CreditNoteData, InvoiceData } from "../../app/domain/invoices/document";
import type { MailJob } from "../../app/domain/notifications/notify.server";
import { getCustomerOrder } from "../../app/domain/orders/customer-orders.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { getSellerPayment, markCollected } from "../../app/domain/payments/seller-payment.server";
import { composeMail } from "../../app/jobs/mail.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeShop, stockOf } from "./checkout-fixtures";
import { KURTA_STOCK, kurtaOrder, type RegisteredShop, registeredShop as registeredShopOf } from "./registered-shop-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const STOCK = KURTA_STOCK;
const registeredShop = () => registeredShopOf(s.db);
const order = (setup: RegisteredShop, method: PaymentMethod, to: Parameters<typeof kurtaOrder>[3]) => kurtaOrder(s.db, setup, method, to);

const returned = (shop: { id: string; ownerUserId: string }, id: string, returnReason: unknown = "refused") =>
  changeOrderStatus(s.db, shop.id, id, "returned", shop.ownerUserId, { returnReason });

const spent = async (sellerId: string, userId: string) =>
  (
    await s.db
      .select({ spent: shopCustomer.spentPaise })
      .from(shopCustomer)
      .where(and(eq(shopCustomer.sellerId, sellerId), eq(shopCustomer.userId, userId)))
  )[0].spent;

/** Everything a refused return could have changed. */
async function snapshot(id: string, products: { id: string; sellerId: string }[]) {
  const [o] = await s.db.select({ status: orders.status, reason: orders.returnReason }).from(orders).where(eq(orders.id, id));
  const events = await s.db.select().from(orderStatusEvent).where(eq(orderStatusEvent.orderId, id));
  const notes = await s.db.select().from(creditNote).where(eq(creditNote.checkoutId, id));
  const stock = await Promise.all(products.map((p) => stockOf(s.db, p)));
  const [c] = await s.db.select({ tax: checkout.taxPaise, payment: checkout.paymentStatus }).from(checkout).where(eq(checkout.id, id));
  return { ...o, events: events.length, notes: notes.length, stock, ...c };
}

const returnMails = (orderId: string) =>
  s.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'kind' = 'status' and data->>'status' = 'returned' and data->>'orderId' = ${orderId}`,
  );

describe("a shipped COD parcel returned to the seller", () => {
  it("puts the stock back once when two posts race, records why, credits the whole invoice, owes nothing and tells the shopper", async () => {
    const setup = await registeredShop();
    const { shop, kurtas, shopper } = setup;
    const id = await order(setup, "cod", "shipped");
    expect(await Promise.all(kurtas.map((k) => stockOf(s.db, k)))).toEqual([STOCK - 2, STOCK - 1]);
    const [placedTotal] = await s.db.select({ total: checkout.totalPaise }).from(checkout).where(eq(checkout.id, id));
    expect(await spent(shop.id, shopper.id)).toBe(placedTotal.total);

    const outcomes = await Promise.allSettled([returned(shop, id), returned(shop, id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409, code: "status_not_allowed" });

    // Stock back exactly once; the status, its reason and one history event.
    expect(await Promise.all(kurtas.map((k) => stockOf(s.db, k)))).toEqual([STOCK, STOCK]);
    const after = await snapshot(id, []);
    expect([after.status, after.reason]).toEqual(["returned", "refused"]);
    const history = await s.db.select({ status: orderStatusEvent.status }).from(orderStatusEvent).where(eq(orderStatusEvent.orderId, id));
    expect(history.filter((h) => h.status === "returned")).toHaveLength(1);

    // The invoice credited row for row, in one note, with the reason; the order's tax is now nil.
    const [inv] = await s.db.select().from(invoice).where(eq(invoice.checkoutId, id));
    const notes = await s.db.select().from(creditNote).where(eq(creditNote.checkoutId, id));
    expect(notes).toHaveLength(1);
    const note = notes[0].data as CreditNoteData;
    const key = (l: { kind: string; lineNo: number }) => `${l.kind}:${l.lineNo}`;
    const charged = (inv.data as InvoiceData).lines.filter((l) => l.valuePaise > 0);
    expect(charged.length).toBeGreaterThanOrEqual(3); // two goods rows and the COD fee
    expect(note.lines.map(key).sort()).toEqual(charged.map(key).sort());
    expect(note.reason).toBe("Returned to seller: refused");
    expect(after.tax).toBe(0);

    // Cash: nothing to collect, on both sides, and it cannot be marked collected.
    const payment = await getSellerPayment(s.db, shop.id, id);
    expect([payment?.shownStatus, payment?.collection, payment?.actions.collected]).toEqual(["nothing_due", "nothing_due", false]);
    expect((await getCustomerOrder(s.db, shopper.id, shop.id, id))?.checkout.paymentStatus).toBe("nothing_due");
    const collect = await refusal(
      markCollected(s.db, { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: id, seen: "to_collect" }),
    );
    expect([collect.status, collect.code]).toEqual([409, "nothing_to_collect"]);

    // It no longer counts in what the shopper spent here.
    expect(await spent(shop.id, shopper.id)).toBe(0);

    // The shopper's e-mail, queued once, says why and that nothing is due.
    const mails = (await returnMails(id)).rows;
    expect(mails).toHaveLength(1);
    const mail = await composeMail(s.db, "https://haat.example", mails[0].data);
    expect(mail?.subject).toContain("Your order came back to the shop");
    expect(mail?.text).toContain("Reason: Refused by the shopper.");
    expect(mail?.text).toContain("Nothing is due for it.");
  });

  it("a paid UPI order that came back may be refunded", async () => {
    const setup = await registeredShop();
    const id = await order(setup, "upi", "shipped");
    await s.db.update(checkout).set({ paymentStatus: "paid", settledAt: new Date() }).where(eq(checkout.id, id));
    expect((await getSellerPayment(s.db, setup.shop.id, id))?.actions.refund).toBe(false);
    await returned(setup.shop, id, "unreachable");
    expect((await getSellerPayment(s.db, setup.shop.id, id))?.actions.refund).toBe(true);
  });
});

describe("what cannot be returned", () => {
  it("only a shipped order, only with a reason, and only by its own shop: every refusal changes nothing", async () => {
    const setup = await registeredShop();
    const { shop, kurtas } = setup;
    for (const to of ["pending", "confirmed", "delivered"] as const) {
      const id = await order(setup, "cod", to);
      const before = await snapshot(id, kurtas);
      const e = await refusal(returned(shop, id));
      expect([e.status, e.code]).toEqual([409, "status_not_allowed"]);
      expect(await snapshot(id, kurtas)).toEqual(before);
    }
    const shipped = await order(setup, "cod", "shipped");
    const before = await snapshot(shipped, kurtas);
    for (const reason of [undefined, "", "lost", ["refused"]]) {
      const e = await refusal(changeOrderStatus(s.db, shop.id, shipped, "returned", shop.ownerUserId, { returnReason: reason }));
      expect([e.status, e.code, e.field]).toEqual([400, "return_reason_required", "returnReason"]);
    }
    const other = await makeShop(s.db);
    const foreign = await refusal(returned({ id: other.id, ownerUserId: other.ownerUserId }, shipped));
    expect(foreign.status).toBe(404);
    expect(await snapshot(shipped, kurtas)).toEqual(before);
    expect((await returnMails(shipped)).rows).toHaveLength(0);
  });
});

describe("the shopper's record in the shop and the COD switch", () => {
  it("counts how their orders here ended, and turns COD off and back on for this shop only", async () => {
    const setup = await registeredShop();
    const { shop, shopper } = setup;
    await order(setup, "cod", "delivered");
    await order(setup, "cod", "delivered");
    await returned(shop, await order(setup, "cod", "shipped"), "wrong_address");
    const cancelled = await order(setup, "cod", "pending");
    await changeOrderStatus(s.db, shop.id, cancelled, "cancelled", shop.ownerUserId);
    await order(setup, "cod", "confirmed"); // still under way: in none of the three
    expect(await shopperRecord(s.db, shop.id, shopper.id)).toEqual({
      userId: shopper.id,
      delivered: 2,
      returned: 1,
      cancelled: 1,
      codBlocked: false,
    });

    await setCodBlocked(s.db, shop.id, shopper.id, true);
    await setCodBlocked(s.db, shop.id, shopper.id, true); // the same as once
    expect((await shopperRecord(s.db, shop.id, shopper.id))?.codBlocked).toBe(true);
    await setCodBlocked(s.db, shop.id, shopper.id, false);
    expect((await shopperRecord(s.db, shop.id, shopper.id))?.codBlocked).toBe(false);
    expect(await shopperOfOrder(s.db, shop.id, cancelled)).toBe(shopper.id);

    // Another shop: the shopper never ordered there, and the order is not theirs to look up.
    const other = await makeShop(s.db);
    expect(await shopperRecord(s.db, other.id, shopper.id)).toBeNull();
    expect((await refusal(setCodBlocked(s.db, other.id, shopper.id, true))).status).toBe(404);
    expect((await refusal(shopperOfOrder(s.db, other.id, cancelled))).status).toBe(404);
    expect((await refusal(shopperOfOrder(s.db, shop.id, "not-an-id"))).status).toBe(404);
    const flags = await s.db.select({ blocked: shopCustomer.codBlocked }).from(shopCustomer).where(eq(shopCustomer.userId, shopper.id));
    expect(flags).toEqual([{ blocked: false }]);
  });
});
