// The seller cancels one line of an order (docs/decisions/0128-one-order-per-purchase.md): over
// generated orders and sequences of cancels, the amounts always add up from the lines still ordered,
// the stock of exactly the cancelled lines comes back, what was placed stays, and the shopper gets
// one e-mail per cancelled line; what may not be cancelled is refused and changes nothing.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, coupon, deliveryRules, orderItem, orders, paymentSettings } from "../../app/db/schema";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import type { MailJob } from "../../app/domain/notifications/notify.server";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { composeMail } from "../../app/jobs/mail.server";
import { formatPaise } from "../../app/utils/money";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop, stockOf, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

/** A COD order of `quantities` (one line per product, size M), with a 10% coupon and ₹49 delivery, no cash limit. */
async function placeOrder(quantities: number[], prices: number[]) {
  const shop = await makeShop(s.db);
  await takePayments(s.db, shop.id);
  await s.db.update(paymentSettings).set({ codMaxOrderPaise: null }).where(eq(paymentSettings.sellerId, shop.id)); // any cart may pay cash
  await s.db.insert(deliveryRules).values({ sellerId: shop.id, flatFeePaise: 4_900 });
  await s.db.insert(coupon).values({ sellerId: shop.id, code: "SAVE10", kind: "percent", value: 10 });
  const products: Awaited<ReturnType<typeof makeProduct>>[] = [];
  for (const [i, price] of prices.entries())
    products.push(await makeProduct(s.db, shop.id, { pricePaise: price, stock: 9, name: `Kurta ${i}` }));
  const shopper = await makeCustomerWithAddress(s.db, "Meera");
  const placed = await placeOrders(
    s.db,
    { userId: shopper.id, sellerId: shop.id, shopName: shop.shopName },
    {
      checkoutId: randomUUID(),
      addressId: shopper.addressId,
      deliveryMode: "delivery",
      paymentMethod: "cod",
      couponCode: "SAVE10",
      lines: quantities.map((quantity, i) => ({ productId: products[i].id, color: "Red", size: "M", quantity })),
    },
  );
  return { shop, products, shopper, placed };
}

const amounts = async (id: string) => (await s.db.select().from(checkout).where(eq(checkout.id, id)))[0];
const lineMails = (orderId: string) =>
  s.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'kind' = 'line-cancelled' and data->>'orderId' = ${orderId} order by created_on`,
  );

describe("cancelling one line", () => {
  it("keeps the amounts adding up from the lines still ordered, returns exactly their stock and tells the shopper each time (property)", async () => {
    const order = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3 }), price: fc.integer({ min: 5_000, max: 40_000 }) }), {
      minLength: 2,
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(order, fc.array(fc.nat({ max: 3 }), { maxLength: 4 }), async (lines, picks) => {
        const { shop, products, placed } = await placeOrder(
          lines.map((l) => l.quantity),
          lines.map((l) => l.price),
        );
        const id = placed.orderId;
        const before = await amounts(id);
        const cancelled = new Set<number>();
        for (const pick of picks) {
          const live = lines.map((_, i) => i).filter((i) => !cancelled.has(i));
          if (live.length < 2) break;
          const lineNo = live[pick % live.length];
          const next = await cancelOrderLine(s.db, shop.id, id, lineNo);
          cancelled.add(lineNo);
          const now = await amounts(id);
          expect(next.totalPaise).toBe(now.totalPaise);
        }
        const items = await s.db.select().from(orderItem).where(eq(orderItem.orderId, id)).orderBy(orderItem.lineNo);
        expect(items.map((i) => i.cancelledAt !== null)).toEqual(lines.map((_, i) => cancelled.has(i)));
        const live = items.filter((i) => i.cancelledAt === null);
        const after = await amounts(id);
        expect(after.subtotalPaise).toBe(live.reduce((t, i) => t + i.pricePaise * i.quantity, 0));
        expect(after.discountPaise).toBe(live.reduce((t, i) => t + i.discountPaise, 0));
        expect([after.deliveryFeePaise, after.codFeePaise]).toEqual([before.deliveryFeePaise, before.codFeePaise]);
        expect(after.totalPaise).toBe(after.subtotalPaise - after.discountPaise + after.deliveryFeePaise + after.codFeePaise);
        expect(after.taxPaise).toBeLessThanOrEqual(before.taxPaise);
        expect(after.placedTotalPaise).toBe(before.totalPaise);
        for (const [i, p] of products.entries()) expect(await stockOf(s.db, p)).toBe(9 - (cancelled.has(i) ? 0 : lines[i].quantity));
        expect((await lineMails(id)).rows.map((r) => (r.data.kind === "line-cancelled" ? r.data.lineNo : -1))).toEqual([...cancelled]);
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it("e-mails the shopper what was cancelled and the order's new total", async () => {
    const { shop, placed } = await placeOrder([1, 2], [50_000, 30_000]);
    const next = await cancelOrderLine(s.db, shop.id, placed.orderId, 0);
    const [job] = (await lineMails(placed.orderId)).rows;
    const mail = await composeMail(s.db, "https://haat.example", job.data);
    expect(mail?.subject).toBe(`An item of your order ${orderNumber(placed.orderId)} at ${shop.shopName} is cancelled`);
    expect(mail?.text).toContain("Kurta 0 (Red, M) × 1");
    expect(mail?.text).toContain(`Your order's total is now ${formatPaise(next.totalPaise)}.`);
    // The order as it stands: the line still coming with its picture, the total to pay and the payment's status.
    expect(mail?.text).toContain("Kurta 1 (Red, M) × 2");
    expect(mail?.text).toMatch(new RegExp(`Total to pay\\s+${formatPaise(next.totalPaise)}`));
    expect(mail?.text).toContain(`Order ${orderNumber(placed.orderId)} · payment: To collect`);
    expect(mail?.html).toContain('src="https://haat.example/media/img/red-320.webp"');
  });

  it("refuses another shop's order, an unknown or already cancelled line, the last line and a delivered order, changing nothing", async () => {
    const { shop, placed } = await placeOrder([1, 1], [20_000, 20_000]);
    const id = placed.orderId;
    const other = await makeShop(s.db);
    const start = await amounts(id);
    expect((await refusal(cancelOrderLine(s.db, other.id, id, 0))).code).toBe("order_not_found");
    expect((await refusal(cancelOrderLine(s.db, shop.id, "not-a-uuid", 0))).code).toBe("order_not_found");
    expect((await refusal(cancelOrderLine(s.db, shop.id, id, 7))).code).toBe("line_not_found");
    expect((await refusal(cancelOrderLine(s.db, shop.id, id, -1))).code).toBe("order_not_found");
    expect(await amounts(id)).toEqual(start);
    await cancelOrderLine(s.db, shop.id, id, 1);
    expect((await refusal(cancelOrderLine(s.db, shop.id, id, 1))).code).toBe("line_not_found");
    const last = await refusal(cancelOrderLine(s.db, shop.id, id, 0));
    expect([last.code, last.status, last.message]).toEqual([
      "line_not_cancellable",
      409,
      "This is the order's last item: cancel the whole order instead.",
    ]);
    const shipped = await placeOrder([1, 1], [20_000, 20_000]);
    await changeOrderStatus(s.db, shipped.shop.id, shipped.placed.orderId, "confirmed", shipped.shop.ownerUserId);
    await changeOrderStatus(s.db, shipped.shop.id, shipped.placed.orderId, "shipped", shipped.shop.ownerUserId);
    await changeOrderStatus(s.db, shipped.shop.id, shipped.placed.orderId, "delivered", shipped.shop.ownerUserId);
    const gone = await amounts(shipped.placed.orderId);
    const refused = await refusal(cancelOrderLine(s.db, shipped.shop.id, shipped.placed.orderId, 0));
    expect([refused.code, refused.message]).toEqual([
      "line_not_cancellable",
      "An item can be cancelled on its own only until the order is delivered (it is delivered): after that it is a return.",
    ]);
    expect(await amounts(shipped.placed.orderId)).toEqual(gone);
    const [{ n }] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItem)
      .innerJoin(orders, eq(orders.id, orderItem.orderId))
      .where(and(eq(orders.id, shipped.placed.orderId), sql`${orderItem.cancelledAt} is not null`));
    expect(n).toBe(0);
  });
});
