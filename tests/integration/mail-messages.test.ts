// The message list (docs/decisions/0076-messages-through-the-queue.md), end to end: each event,
// made by the real domain functions, is queued in its transaction, picked up by the workers and
// delivered to a real SMTP sink — to the right person, with the right subject, an HTML and a
// plain-text part and working links. The order-updates preference and the low-stock digest too.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentSettings, productStock, seller } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { setOrderUpdates } from "../../app/domain/customers/mail-preference.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { expireCheckout } from "../../app/domain/payments/expire.server";
import { confirmPayment, markNotReceived, recordRefund } from "../../app/domain/payments/seller-payment.server";
import { claimPayment } from "../../app/domain/payments/shopper-payment.server";
import { handleLowStockDigest } from "../../app/jobs/mail.server";
import { startWorkers } from "../../app/jobs/workers.server";
import { type SmtpSink, type SunkMail, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

const BASE = "https://haat.example";
let s: TestServices;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  s = await createTestServices({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, BASE_URL: BASE });
  await startWorkers(s, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await s?.dispose();
  await sink?.close();
});

const line = (productId: string, quantity: number, size = "M") => ({ productId, color: "Red", size, quantity, name: "Cotton Kurta" });

async function upiShop() {
  const shop = await makeShop(s.db);
  await s.db
    .insert(paymentSettings)
    .values({ sellerId: shop.id, upiId: "asha@oksbi", payeeName: "Asha Rao", acceptsUpi: true, acceptsCod: true });
  return shop;
}

async function place(shop: { id: string; shopName: string }, method: "upi" | "cod", name = "Meera") {
  const p = await makeProduct(s.db, shop.id, { pricePaise: 49_900, stock: 5 });
  const c = await makeCustomerWithAddress(s.db, name);
  const placed = await placeOrders(
    s.db,
    { userId: c.id, sellerId: shop.id, shopName: shop.shopName },
    { checkoutId: randomUUID(), addressId: c.addressId, deliveryMode: "delivery", paymentMethod: method, lines: [line(p.id, 2)] },
  );
  return { placed, customer: c, product: p };
}

/** The messages to `to` whose subject contains `about`, once `count` of them have arrived. */
async function mailsTo(to: string, about: string, count = 1): Promise<SunkMail[]> {
  const matching = () => sink.inbox.filter((m) => m.to === to && m.subject.includes(about));
  // The workers poll the queue: wait for the messages, failing with what did arrive.
  await vi.waitFor(() => expect(matching().length, `${count} × "${about}" to ${to}`).toBeGreaterThanOrEqual(count), {
    timeout: 20_000,
    interval: 100,
  });
  return matching();
}

/** Lets the workers poll a few more times, then the messages to `to`. */
async function settledInbox(to: string): Promise<SunkMail[]> {
  await new Promise((r) => setTimeout(r, 1500));
  return sink.inbox.filter((m) => m.to === to);
}

describe("the message list", () => {
  it("order placed by UPI: the shopper gets what, where and how to pay with the payment link; the seller gets the new order", async () => {
    const shop = await upiShop();
    const { placed, customer } = await place(shop, "upi");
    const ref = orderNumber(placed.orderId);
    const [mine] = await mailsTo(customer.email, `Your order ${ref}`);
    expect(mine.subject).toBe(`Your order ${ref} at ${shop.shopName}`);
    for (const part of [mine.text, mine.html]) {
      expect(part).toContain("Cotton Kurta (Red, M) × 2");
      expect(part).toContain("₹998.00");
      expect(part).toContain("12 Lotus Residency");
      expect(part).toContain("asha@oksbi");
      expect(part).toContain(`${BASE}/${shop.handle}/pay/${placed.orderId}`);
      // No document yet: the invoice is issued when the goods leave (docs/decisions/0130-invoice-when-goods-leave.md).
      expect(part).not.toContain("invoice.pdf");
    }
    expect(mine.html).toMatch(/<html/i);
    expect(mine.text).not.toMatch(/<[a-z]/i);
    expect(mine.messageId).toBe(`<order-placed.${placed.orderId}.shopper@haat.example>`);

    const [theirs] = await mailsTo(shop.email, "New order");
    expect(theirs.subject).toBe(`New order ${orderNumber(placed.orderId)} at ${shop.shopName}: ₹998.00`);
    expect(theirs.text).toContain(`${BASE}/${shop.handle}/dashboard/orders/${placed.orderId}`);
    expect(theirs.text).toContain("Payment: UPI");
  });

  it("payment: claimed (UTR) to the seller; not received, then paid, to the shopper", async () => {
    const shop = await upiShop();
    const { placed, customer } = await place(shop, "upi", "Ravi");
    const call = { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: placed.orderId };
    await claimPayment(s.db, customer.id, shop.id, placed.orderId, "123456789012");
    const [claimed] = await mailsTo(shop.email, "Payment to check");
    expect(claimed.text).toContain("UTR: 123456789012");
    expect(claimed.text).toContain(`${BASE}/${shop.handle}/dashboard/orders/${placed.orderId}`);

    await markNotReceived(s.db, { ...call, seen: "claimed" });
    const [notReceived] = await mailsTo(customer.email, "has not reached the seller");
    expect(notReceived.text).toContain(`${BASE}/${shop.handle}/pay/${placed.orderId}`);

    await confirmPayment(s.db, { ...call, seen: "not_received" });
    const [paid] = await mailsTo(customer.email, "Payment received: ₹998.00");
    expect(paid.text).toContain(`${BASE}/${shop.handle}/orders/${placed.orderId}`);
    // Nothing about the payment went to the wrong person.
    expect((await settledInbox(shop.email)).map((m) => m.subject).filter((x) => x.includes("Payment received"))).toEqual([]);
  });

  it("order progress: confirmed, shipped (with courier, AWB and link when set), delivered; processing sends nothing", async () => {
    const shop = await upiShop();
    const { placed, customer } = await place(shop, "cod", "Asha");
    const orderId = placed.orderId;
    await changeOrderStatus(s.db, shop.id, orderId, "confirmed", shop.ownerUserId);
    await changeOrderStatus(s.db, shop.id, orderId, "processing", shop.ownerUserId);
    // As the seller's 'Mark shipped' form sends them: saved with the status change.
    await changeOrderStatus(s.db, shop.id, orderId, "shipped", shop.ownerUserId, {
      courier: "Delhivery",
      trackingNumber: "AWB123456",
      trackingUrl: "https://track.example/AWB123456",
    });
    await changeOrderStatus(s.db, shop.id, orderId, "delivered", shop.ownerUserId);
    const [confirmed] = await mailsTo(customer.email, "Your order is confirmed");
    expect(confirmed.text).toContain(`${BASE}/${shop.handle}/orders/${orderId}`);
    expect(confirmed.text).not.toContain("invoice.pdf");
    const [shipped] = await mailsTo(customer.email, "Your order is on its way");
    for (const part of [shipped.text, shipped.html]) {
      // The document issued as the parcel left, linked for download.
      expect(part).toContain(`${BASE}/${shop.handle}/orders/${orderId}/invoice.pdf`);
      expect(part).toContain("Courier: Delhivery");
      expect(part).toContain("AWB123456");
      expect(part).toContain("https://track.example/AWB123456");
    }
    await mailsTo(customer.email, "Your order is delivered");
    const all = await settledInbox(customer.email);
    expect(all.map((m) => m.subject.split(":")[0]).sort()).toEqual(
      [
        "Your order is confirmed",
        "Your order is delivered",
        "Your order is on its way",
        `Your order ${orderNumber(placed.orderId)} at ${shop.shopName}`,
      ].sort(),
    );
  });

  it("cancelled and refund recorded go to the shopper; an expired UPI order says it was not paid in time", async () => {
    const shop = await upiShop();
    const { placed, customer } = await place(shop, "upi", "Kiran");
    const call = { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: placed.orderId };
    await confirmPayment(s.db, { ...call, seen: "awaiting" });
    await changeOrderStatus(s.db, shop.id, placed.orderId, "cancelled", shop.ownerUserId);
    const [cancelled] = await mailsTo(customer.email, "Your order is cancelled");
    expect(cancelled.text).toContain("will refund what you paid");
    await recordRefund(s.db, { ...call, seen: "paid" }, { amountPaise: 99_800, utr: "987654321098" });
    const [refund] = await mailsTo(customer.email, "Refund recorded: ₹998.00");
    expect(refund.text).toContain("UTR 987654321098");

    const other = await place(shop, "upi", "Dev");
    await expireCheckout(s.db, other.placed.orderId, new Date(Date.now() + 49 * 60 * 60 * 1000));
    const [expired] = await mailsTo(other.customer.email, "not paid in time");
    expect(expired.subject).toContain(`order ${orderNumber(other.placed.orderId)}`);
  });

  it("with order updates off: no confirmed, shipped or delivered mail; placed, payment and cancelled still sent", async () => {
    const shop = await upiShop();
    const { placed, customer } = await place(shop, "upi", "Quiet");
    await setOrderUpdates(s.db, customer.id, "false");
    const call = { sellerId: shop.id, actorUserId: shop.ownerUserId, checkoutId: placed.orderId };
    await confirmPayment(s.db, { ...call, seen: "awaiting" });
    const orderId = placed.orderId;
    for (const to of ["confirmed", "processing", "shipped", "delivered"])
      await changeOrderStatus(s.db, shop.id, orderId, to, shop.ownerUserId);
    const second = await place(shop, "upi", "Quiet again");
    await s.db.execute(sql`update orders set user_id = ${customer.id} where id = ${second.placed.orderId}`);
    await changeOrderStatus(s.db, shop.id, second.placed.orderId, "cancelled", shop.ownerUserId);
    await mailsTo(customer.email, "Your order is cancelled");
    await mailsTo(customer.email, "Payment received");
    const subjects = (await settledInbox(customer.email)).map((m) => m.subject);
    expect(subjects.filter((x) => /confirmed|on its way|delivered/.test(x))).toEqual([]);
    expect(subjects.some((x) => x.startsWith(`Your order ${orderNumber(placed.orderId)}`))).toBe(true);
    await expect(setOrderUpdates(s.db, customer.id, "maybe")).rejects.toMatchObject({ status: 400 });
  });
});

describe("the low-stock digest", () => {
  it("lists the active products' sizes at or below the shop's threshold, and is sent once a day only when there are any", async () => {
    const shop = await upiShop();
    await s.db.update(seller).set({ lowStockThreshold: 3 }).where(eq(seller.id, shop.id));
    const kurta = await makeProduct(s.db, shop.id, { name: "Silk Kurta", stock: 3 }); // M: 3, L: 10
    const shirt = await makeProduct(s.db, shop.id, { name: "Linen Shirt", stock: 0 });
    await s.db.update(productStock).set({ stock: 4 }).where(eq(productStock.productId, shirt.id)); // M: 4, L: 4: above
    const hidden = await makeProduct(s.db, shop.id, { name: "Old Dhoti", stock: 1 });
    await s.db.execute(sql`update product set active = false where id = ${hidden.id}`);
    const quiet = await makeShop(s.db); // nothing low
    await makeProduct(s.db, quiet.id, { stock: 50 });

    const now = new Date();
    await handleLowStockDigest(s.db, now);
    await handleLowStockDigest(s.db, now); // the cron's job retried: still one message
    const [digest] = await mailsTo(shop.email, "Low stock");
    expect(digest.subject).toBe(`Low stock at ${shop.shopName}: 1 size`);
    expect(digest.text).toContain("3 or fewer");
    expect(digest.text).toContain("Silk Kurta (Red, M)");
    expect(digest.text).toContain("3 left");
    expect(digest.text).not.toContain("Linen Shirt");
    expect(digest.text).not.toContain("Old Dhoti");
    expect(digest.text).toContain(`${BASE}/${shop.handle}/dashboard/products`);
    expect(await settledInbox(shop.email)).toHaveLength(1);
    expect(await settledInbox(quiet.email)).toEqual([]);
    expect(kurta.id).toBeTruthy();
  });
});
