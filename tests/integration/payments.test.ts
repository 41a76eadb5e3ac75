// A checkout's payment after placement (app/domain/payments/shopper-payment.server.ts and
// seller-payment.server.ts): the shopper's screen and UTR claim, the seller's confirm / not received /
// collected / refund, each a compare-and-set on the status the actor saw with a payment_event row;
// someone else's checkout is "not found" and a wrong state a 409 that changes nothing.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orders, paymentEvent } from "../../app/db/schema";
import type { PaymentMethod, PaymentStatus } from "../../app/db/schema/values";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import type { DomainError } from "../../app/domain/errors";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { currentOrderId } from "../../app/domain/orders/order-lines.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { sellerMoneyToday } from "../../app/domain/orders/seller-order-stats.server";
import {
  confirmPayment,
  getSellerPayment,
  markCollected,
  markNotReceived,
  recordRefund,
} from "../../app/domain/payments/seller-payment.server";
import { claimPayment, getPaymentScreen } from "../../app/domain/payments/shopper-payment.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let otherShop: Awaited<ReturnType<typeof makeShop>>;
let product: Awaited<ReturnType<typeof makeProduct>>;
let asha: Awaited<ReturnType<typeof makeCustomerWithAddress>>;
let mallory: Awaited<ReturnType<typeof makeCustomerWithAddress>>;

const NOW = new Date("2025-06-10T06:00:00Z"); // 11:30 IST
const HOUR = 3_600_000;
const UTR = "412345678901";
let utrs = 0;
/** A UTR no other checkout of the shop holds (two cannot share one). */
const freshUtr = () => String(500_000_000_000 + ++utrs);

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  otherShop = await makeShop(s.db);
  product = await makeProduct(s.db, shop.id, { stock: 100 });
  asha = await makeCustomerWithAddress(s.db, "Asha");
  mallory = await makeCustomerWithAddress(s.db, "Mallory");
});
afterAll(async () => {
  await s.dispose();
});

/** A placed checkout (its one order has the same id) of Asha's in `shop`, then given a payment by SQL (placeOrders' payment step is the lead's). */
async function placed(
  opts: { method?: PaymentMethod; status?: PaymentStatus; amountPaise?: number; dueAt?: Date; lines?: number; who?: typeof asha } = {},
) {
  const who = opts.who ?? asha;
  const result = await placeOrders(
    s.db,
    { userId: who.id, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: who.addressId,
      deliveryMode: "delivery",
      lines: Array.from({ length: opts.lines ?? 1 }, (_, i) => ({
        productId: product.id,
        color: "Red",
        size: i % 2 ? "L" : "M",
        quantity: 1 + Math.floor(i / 2),
      })),
    },
  );
  const amount = opts.amountPaise ?? 104_900;
  const method = opts.method ?? "upi";
  await s.db.execute(sql`
    update checkout set subtotal_paise = ${amount}, discount_paise = 0, delivery_fee_paise = 0, cod_fee_paise = 0, tax_paise = 0,
      total_paise = ${amount}, placed_total_paise = ${amount}, payment_method = ${method}, payment_status = ${opts.status ?? (method === "upi" ? "awaiting" : "to_collect")},
      payee_upi_id = ${method === "upi" ? "asha.store@okaxis" : null}, payee_name = ${method === "upi" ? "Asha Stores" : null},
      payment_due_at = ${method === "upi" ? (opts.dueAt ?? new Date(NOW.getTime() + 24 * HOUR)).toISOString() : null}
    where id = ${result.orderId}`);
  return { id: result.orderId };
}

async function row(id: string) {
  const [r] = await s.db.select().from(checkout).where(eq(checkout.id, id));
  return r;
}
const events = (id: string) =>
  s.db.select().from(paymentEvent).where(eq(paymentEvent.checkoutId, id)).orderBy(paymentEvent.createdAt, paymentEvent.id);

const sellerCall = (checkoutId: string, seen: string, sellerId = shop.id) => ({
  sellerId,
  actorUserId: shop.ownerUserId,
  checkoutId,
  seen,
});

describe("the shopper's payment screen", () => {
  it("shows the amount, the payee copied on the checkout, the reference, the deadline and a upi:// URI", async () => {
    const c = await placed({ amountPaise: 250_050 });
    const screen = await getPaymentScreen(s.db, asha.id, shop.id, c.id, NOW);
    expect(screen).toMatchObject({
      amountPaise: 250_050,
      payeeUpiId: "asha.store@okaxis",
      payeeName: "Asha Stores",
      reference: orderNumber(c.id),
      status: "awaiting",
      utr: null,
      open: true,
    });
    expect(screen?.dueAt).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
    const uri = new URL(screen?.uri ?? "");
    expect(uri.protocol).toBe("upi:");
    expect(uri.searchParams.get("pa")).toBe("asha.store@okaxis");
    expect(uri.searchParams.get("am")).toBe("2500.50");
    expect(uri.searchParams.get("tr")).toBe(orderNumber(c.id));
  });

  it("is null for another shopper's checkout, another shop, a non-UPI checkout and a malformed id", async () => {
    const c = await placed();
    expect(await getPaymentScreen(s.db, mallory.id, shop.id, c.id, NOW)).toBeNull();
    expect(await getPaymentScreen(s.db, asha.id, otherShop.id, c.id, NOW)).toBeNull();
    expect(await getPaymentScreen(s.db, asha.id, shop.id, "not-a-uuid", NOW)).toBeNull();
    expect(await getPaymentScreen(s.db, asha.id, shop.id, randomUUID(), NOW)).toBeNull();
    const cod = await placed({ method: "cod" });
    expect(await getPaymentScreen(s.db, asha.id, shop.id, cod.id, NOW)).toBeNull();
  });

  it("is closed once the window has ended", async () => {
    const c = await placed({ dueAt: new Date(NOW.getTime() - 1) });
    expect((await getPaymentScreen(s.db, asha.id, shop.id, c.id, NOW))?.open).toBe(false);
  });
});

describe("claimPayment", () => {
  it("records the UTR (spaces dropped), the time and an event by the shopper", async () => {
    const c = await placed();
    expect(await claimPayment(s.db, asha.id, shop.id, c.id, "4123 4567 8901", NOW)).toEqual({ status: "claimed", utr: UTR });
    const r = await row(c.id);
    expect(r).toMatchObject({ paymentStatus: "claimed", utr: UTR });
    expect(r?.claimedAt?.toISOString()).toBe(NOW.toISOString());
    expect(await events(c.id)).toMatchObject([{ status: "claimed", actorUserId: asha.id, reference: UTR }]);
  });

  it.each(["", "12345678901", "1234567890123", "41234567890a", "४१२३४५६७८९०१", "412345678901\u0000"])(
    "refuses the UTR %j with a 400 on the field and changes nothing",
    async (utr) => {
      const c = await placed();
      const e = await refusal(claimPayment(s.db, asha.id, shop.id, c.id, utr, NOW));
      expect([e.status, e.field, e.message]).toEqual([400, "utr", "Enter the 12-digit UTR from your UPI app."]);
      expect((await row(c.id))?.paymentStatus).toBe("awaiting");
      expect(await events(c.id)).toEqual([]);
    },
  );

  it("is 'not found' for another shopper's or another shop's checkout, and changes nothing", async () => {
    const c = await placed();
    expect((await refusal(claimPayment(s.db, mallory.id, shop.id, c.id, UTR, NOW))).status).toBe(404);
    expect((await refusal(claimPayment(s.db, asha.id, otherShop.id, c.id, UTR, NOW))).status).toBe(404);
    expect((await refusal(claimPayment(s.db, asha.id, shop.id, "x'; drop table checkout; --", UTR, NOW))).status).toBe(404);
    expect((await row(c.id))?.paymentStatus).toBe("awaiting");
  });

  it("is refused after the window ends, and when already claimed or paid", async () => {
    const late = await placed({ dueAt: NOW });
    const e = await refusal(claimPayment(s.db, asha.id, shop.id, late.id, UTR, NOW));
    expect([e.status, e.message]).toEqual([409, "The payment window has ended; this order was not paid."]);
    const expired = await placed({ status: "expired", dueAt: new Date(NOW.getTime() - HOUR) });
    expect((await refusal(claimPayment(s.db, asha.id, shop.id, expired.id, UTR, NOW))).code).toBe("window_ended");
    const claimed = await placed({ status: "claimed" });
    expect((await refusal(claimPayment(s.db, asha.id, shop.id, claimed.id, UTR, NOW))).code).toBe("already_claimed");
    const paid = await placed({ status: "paid" });
    const p = await refusal(claimPayment(s.db, asha.id, shop.id, paid.id, UTR, NOW));
    expect([p.status, p.message]).toEqual([409, "This payment is already confirmed by the seller."]);
    expect(await events(paid.id)).toEqual([]);
  });

  it("may be given again after the seller did not find the payment", async () => {
    const c = await placed({ status: "not_received" });
    await claimPayment(s.db, asha.id, shop.id, c.id, "999988887777", NOW);
    expect(await row(c.id)).toMatchObject({ paymentStatus: "claimed", utr: "999988887777" });
  });

  it("refuses a UTR the shop's other checkout already holds (one transfer pays one checkout), also when both are claimed at once", async () => {
    const first = await placed();
    const second = await placed();
    await claimPayment(s.db, asha.id, shop.id, first.id, "777766665555", NOW);
    const e = await refusal(claimPayment(s.db, asha.id, shop.id, second.id, "7777 6666 5555", NOW));
    expect([e.status, e.code, e.field]).toEqual([409, "utr_used", "utr"]);
    expect(await row(second.id)).toMatchObject({ paymentStatus: "awaiting", utr: null });
    expect(await events(second.id)).toEqual([]);

    const [a, b] = [await placed(), await placed()];
    const results = await Promise.allSettled([a, b].map((c) => claimPayment(s.db, asha.id, shop.id, c.id, "888877776666", NOW)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((lost.reason as DomainError).code).toBe("utr_used");
  });

  it("applies once under two concurrent claims", async () => {
    const c = await placed();
    const results = await Promise.allSettled([
      claimPayment(s.db, asha.id, shop.id, c.id, "111122223333", NOW),
      claimPayment(s.db, asha.id, shop.id, c.id, "444455556666", NOW),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((lost.reason as DomainError).status).toBe(409);
    expect(await events(c.id)).toHaveLength(1);
  });
});

describe("the seller's payment actions", () => {
  it("confirms a claimed payment: paid, settled now, event by the seller", async () => {
    const c = await placed({ status: "claimed" });
    expect(await confirmPayment(s.db, sellerCall(c.id, "claimed"), NOW)).toEqual({ from: "claimed", to: "paid" });
    const r = await row(c.id);
    expect(r?.paymentStatus).toBe("paid");
    expect(r?.settledAt?.toISOString()).toBe(NOW.toISOString());
    expect(await events(c.id)).toMatchObject([{ status: "paid", actorUserId: shop.ownerUserId }]);
  });

  it("confirms from awaiting and not received too (the money arrived without a UTR)", async () => {
    for (const status of ["awaiting", "not_received"] as const) {
      const c = await placed({ status });
      await confirmPayment(s.db, sellerCall(c.id, status), NOW);
      expect((await row(c.id))?.paymentStatus).toBe("paid");
    }
  });

  it("marks a claimed payment not received, after which the shopper may claim again", async () => {
    const c = await placed({ status: "awaiting" });
    // One minute apart: the events are listed by time, and equal times have no order.
    const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    await claimPayment(s.db, asha.id, shop.id, c.id, freshUtr(), NOW);
    await markNotReceived(s.db, sellerCall(c.id, "claimed"), later(1));
    expect((await row(c.id))?.paymentStatus).toBe("not_received");
    await claimPayment(s.db, asha.id, shop.id, c.id, freshUtr(), later(2));
    expect((await events(c.id)).map((e) => e.status)).toEqual(["claimed", "not_received", "claimed"]);
  });

  it("queues the expiry again when a payment is marked not received (its first job may have run while it was claimed)", async () => {
    const due = new Date(NOW.getTime() + 2 * HOUR);
    const c = await placed({ status: "claimed", dueAt: due });
    const queued = async () =>
      (
        await s.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = 'checkout-expiry' and state = 'created' and data->>'checkoutId' = ${c.id} and start_after = ${due.toISOString()}`,
        )
      ).rows[0].n;
    expect(await queued()).toBe(0);
    await markNotReceived(s.db, sellerCall(c.id, "claimed"), NOW);
    expect(await queued()).toBe(1);
  });

  /** Cash on delivery is collected once the parcel is delivered (tests/integration/seller-order-flow.test.ts has every case). */
  const delivered = async (c: { id: string }) => s.db.execute(sql`update orders set status = 'delivered' where id = ${c.id}`);

  it("marks cash collected", async () => {
    const c = await placed({ method: "cod" });
    await delivered(c);
    await markCollected(s.db, sellerCall(c.id, "to_collect"), NOW);
    expect(await row(c.id)).toMatchObject({ paymentStatus: "collected" });
  });

  it("refuses a wrong state with a 409 sentence and changes nothing", async () => {
    const paid = await placed({ status: "paid" });
    const e = await refusal(markNotReceived(s.db, sellerCall(paid.id, "paid"), NOW));
    expect([e.status, e.message]).toEqual([409, "A payment that is 'Paid' cannot be marked not received."]);
    const cod = await placed({ method: "cod" });
    expect((await refusal(confirmPayment(s.db, sellerCall(cod.id, "to_collect"), NOW))).status).toBe(409);
    const upi = await placed();
    expect((await refusal(markCollected(s.db, sellerCall(upi.id, "awaiting"), NOW))).status).toBe(409);
    expect(await events(paid.id)).toEqual([]);
    expect((await row(cod.id))?.paymentStatus).toBe("to_collect");
  });

  it("refuses when the status changed since the seller saw it (a second tab)", async () => {
    const c = await placed({ status: "claimed" });
    await confirmPayment(s.db, sellerCall(c.id, "claimed"), NOW);
    const e = await refusal(markNotReceived(s.db, sellerCall(c.id, "claimed"), NOW));
    expect([e.status, e.message]).toEqual([409, "This payment is now 'Paid', so it was not marked not received. Please check it again."]);
    expect((await row(c.id))?.paymentStatus).toBe("paid");
  });

  it("applies once under two concurrent clicks", async () => {
    const c = await placed({ status: "claimed" });
    const results = await Promise.allSettled([
      confirmPayment(s.db, sellerCall(c.id, "claimed"), NOW),
      markNotReceived(s.db, sellerCall(c.id, "claimed"), NOW),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await events(c.id)).toHaveLength(1);
    const twice = await placed({ method: "cod" });
    await delivered(twice);
    const both = await Promise.allSettled([
      markCollected(s.db, sellerCall(twice.id, "to_collect"), NOW),
      markCollected(s.db, sellerCall(twice.id, "to_collect"), NOW),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await events(twice.id)).toHaveLength(1);
  });

  it("is 'not found' for another shop's checkout and for a forged status, and changes nothing", async () => {
    const c = await placed({ status: "claimed" });
    expect((await refusal(confirmPayment(s.db, sellerCall(c.id, "claimed", otherShop.id), NOW))).status).toBe(404);
    expect((await refusal(confirmPayment(s.db, sellerCall("nope", "claimed"), NOW))).status).toBe(404);
    const forged = await refusal(confirmPayment(s.db, sellerCall(c.id, "hacked"), NOW));
    expect([forged.status, forged.field]).toEqual([400, "from"]);
    expect((await row(c.id))?.paymentStatus).toBe("claimed");
  });

  describe("recordRefund", () => {
    /** A paid (or collected) order of 2 lines with one line cancelled by the seller, or the whole order cancelled. */
    async function paidWithCancelled(status: "paid" | "collected" = "paid", cancel: "line" | "order" = "line") {
      const c = await placed({ status, method: status === "paid" ? "upi" : "cod", lines: 2 });
      if (cancel === "line") await cancelOrderLine(s.db, shop.id, c.id, 0, NOW);
      else await s.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, c.id));
      return c;
    }

    it("records amount, UTR and time on a paid checkout with a cancelled line", async () => {
      const c = await paidWithCancelled();
      await recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 50_000, utr: "5555 6666 7777" }, NOW);
      const r = await row(c.id);
      expect(r).toMatchObject({ paymentStatus: "refunded", refundPaise: 50_000, refundUtr: "555566667777" });
      expect(r?.refundedAt?.toISOString()).toBe(NOW.toISOString());
      expect(await events(c.id)).toMatchObject([{ status: "refunded", reference: "555566667777" }]);
    });

    it("takes a collected checkout without a UTR, up to the whole total", async () => {
      for (const cancel of ["order", "line"] as const) {
        const c = await paidWithCancelled("collected", cancel);
        await recordRefund(s.db, sellerCall(c.id, "collected"), { amountPaise: 104_900 }, NOW);
        expect(await row(c.id)).toMatchObject({ paymentStatus: "refunded", refundPaise: 104_900, refundUtr: null });
      }
    });

    it("refuses more than the total, a bad UTR, a zero amount, nothing cancelled and an unpaid checkout", async () => {
      const c = await paidWithCancelled();
      const over = await refusal(recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 104_901 }, NOW));
      expect([over.status, over.field, over.message]).toEqual([
        400,
        "amount",
        "A refund cannot be more than the order's total of ₹1,049.00.",
      ]);
      expect((await refusal(recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 100, utr: "123" }, NOW))).field).toBe("refundUtr");
      expect((await refusal(recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 0 }, NOW))).field).toBe("amount");
      const whole = await placed({ status: "paid" });
      const none = await refusal(recordRefund(s.db, sellerCall(whole.id, "paid"), { amountPaise: 100 }, NOW));
      expect([none.status, none.message]).toEqual([409, "A refund is recorded for a cancelled order: cancel the order first."]);
      const claimed = await paidWithCancelled();
      await s.db.update(checkout).set({ paymentStatus: "claimed" }).where(eq(checkout.id, claimed.id));
      expect((await refusal(recordRefund(s.db, sellerCall(claimed.id, "claimed"), { amountPaise: 100 }, NOW))).status).toBe(409);
      expect((await row(c.id))?.paymentStatus).toBe("paid");
      expect(await events(c.id)).toEqual([]);
    });

    it("applies once under two concurrent refunds", async () => {
      const c = await paidWithCancelled();
      const results = await Promise.allSettled([
        recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 100 }, NOW),
        recordRefund(s.db, sellerCall(c.id, "paid"), { amountPaise: 200 }, NOW),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await events(c.id)).toHaveLength(1);
    });
  });

  it("the panel: totals, UTR, actions by state; another shop sees nothing", async () => {
    const c = await placed({ status: "awaiting" });
    const utr = freshUtr();
    await claimPayment(s.db, asha.id, shop.id, c.id, utr, NOW);
    // The order page's id is the checkout's: the panel is found by it, in its own shop only.
    expect(await currentOrderId(s.db, shop.id, c.id)).toBe(c.id);
    expect(await currentOrderId(s.db, otherShop.id, c.id)).toBeNull();
    const panel = await getSellerPayment(s.db, shop.id, c.id);
    expect(panel).toMatchObject({ method: "upi", status: "claimed", utr, totalPaise: 104_900, hasCancelled: false });
    expect(panel?.actions).toEqual({ confirm: true, notReceived: true, collected: false, collectAtShop: false, refund: false });
    expect(await getSellerPayment(s.db, otherShop.id, c.id)).toBeNull();
  });
});

describe("the order list and Today", () => {
  it("filters payments to confirm and cash to collect, and shows each order's payment status", async () => {
    const own = await makeShop(s.db);
    const p = await makeProduct(s.db, own.id, { stock: 50 });
    const place = async (status: PaymentStatus, method: PaymentMethod, amount: number, settledAt?: Date) => {
      const r = await placeOrders(
        s.db,
        { userId: asha.id, sellerId: own.id },
        {
          checkoutId: randomUUID(),
          addressId: asha.addressId,
          deliveryMode: "delivery",
          lines: [{ productId: p.id, color: "Red", size: "M", quantity: 1 }],
        },
      );
      await s.db
        .update(checkout)
        .set({
          subtotalPaise: amount,
          totalPaise: amount,
          placedTotalPaise: amount,
          paymentMethod: method,
          paymentStatus: status,
          settledAt: settledAt ?? null,
        })
        .where(eq(checkout.id, r.orderId));
      return r.orderId;
    };
    const claimed = await place("claimed", "upi", 10_000);
    const toCollect = await place("to_collect", "cod", 20_000);
    await place("to_collect", "pay_at_shop", 30_000);
    // Settled today in IST (NOW is 11:30 IST; 19:00 UTC the day before is 00:30 IST today) and yesterday.
    await place("paid", "upi", 40_000, new Date("2025-06-09T19:00:00Z"));
    await place("collected", "cod", 50_000, new Date("2025-06-09T18:00:00Z"));
    const toConfirm = await listSellerOrders(s.db, own.id, { payment: "to-confirm" });
    expect(toConfirm.orders.map((o) => [o.id, o.paymentStatus])).toEqual([[claimed, "claimed"]]);
    const collect = await listSellerOrders(s.db, own.id, { payment: "to-collect" });
    expect(collect.total).toBe(2);
    expect(collect.orders.map((o) => o.id)).toContain(toCollect);
    expect(await sellerMoneyToday(s.db, own.id, NOW)).toEqual({
      confirmedPaise: 40_000,
      confirmed: 1,
      toConfirmPaise: 10_000,
      toConfirm: 1,
      toCollectPaise: 50_000,
      toCollect: 2,
    });
    expect((await listSellerOrders(s.db, shop.id, { payment: "to-confirm" })).orders.some((o) => o.id === claimed)).toBe(false);
  });
});
