// The seller's order flow (docs/decisions/0119-seller-order-flow.md): for every payment method,
// delivery mode and order status, the actions the order page offers (its loader's `next` and the
// Payment panel's `actions`) are exactly the ones the domain carries out; every other one is a 4xx
// DomainError that changes nothing. Cash is collected after delivery, or at the shop with an explicit
// tick; "Mark shipped" works straight from confirmed; a cancelled cash order has nothing to collect.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryMode, OrderStatus, PaymentMethod, PaymentStatus } from "../../app/db/schema/values";
import { ORDER_STATUSES } from "../../app/db/schema/values";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { DomainError } from "../../app/domain/errors";
import { getCustomerOrder } from "../../app/domain/orders/customer-orders.server";
import { listSellerOrders } from "../../app/domain/orders/seller-order-list.server";
import { sellerMoneyToday } from "../../app/domain/orders/seller-order-stats.server";
import { changeOrderStatus, getSellerOrder } from "../../app/domain/orders/seller-orders.server";
import {
  confirmPayment,
  getSellerPayment,
  markCollected,
  markNotReceived,
  recordRefund,
} from "../../app/domain/payments/seller-payment.server";
import { refusal } from "../setup/refusal";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeProduct, makeShop } from "./checkout-fixtures";

let s: TestServices;
let shop: Awaited<ReturnType<typeof makeShop>>;
let asha: Awaited<ReturnType<typeof makeCustomerWithAddress>>;
let product: Awaited<ReturnType<typeof makeProduct>>;

beforeAll(async () => {
  s = await createTestServices();
  shop = await makeShop(s.db);
  asha = await makeCustomerWithAddress(s.db, "Asha");
  product = await makeProduct(s.db, shop.id, { stock: 5_000 });
});
afterAll(async () => {
  await s.dispose();
});

/** The (method, mode) pairs a checkout can have: COD goes with delivery, pay at the shop with in-shop. */
const METHOD_MODES: [PaymentMethod, DeliveryMode][] = [
  ["none", "delivery"],
  ["none", "in-shop"],
  ["upi", "delivery"],
  ["upi", "in-shop"],
  ["cod", "delivery"],
  ["pay_at_shop", "in-shop"],
];
const PLACED_AS: Record<PaymentMethod, PaymentStatus> = { none: "none", upi: "awaiting", cod: "to_collect", pay_at_shop: "to_collect" };

/** A checkout (its one order has the same id) in this (method, mode), its order moved to `status` (with its history) by SQL. */
async function fixture(method: PaymentMethod, mode: DeliveryMode, status: OrderStatus) {
  const placed = await placeOrders(
    s.db,
    { userId: asha.id, sellerId: shop.id },
    {
      checkoutId: randomUUID(),
      addressId: asha.addressId,
      deliveryMode: mode,
      lines: [{ productId: product.id, color: "Red", size: "M", quantity: 1 }],
    },
  );
  const orderId = placed.orderId;
  await s.db.execute(sql`
    update checkout set payment_method = ${method}, payment_status = ${PLACED_AS[method]},
      payee_upi_id = ${method === "upi" ? "asha.store@okaxis" : null},
      payment_due_at = ${method === "upi" ? new Date(Date.now() + 86_400_000).toISOString() : null}
    where id = ${orderId}`);
  await s.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
  return { orderId, checkoutId: orderId };
}

/** Everything an action could change. */
async function snapshot(f: { orderId: string; checkoutId: string }) {
  const { rows } = await s.db.execute(sql`
    select o.status, o.courier, o.tracking_number, c.payment_status, c.settled_at, c.total_paise, c.refund_paise,
      (select count(*) from order_item i where i.order_id = o.id and i.cancelled_at is not null)::int as cancelled_lines,
      (select count(*) from order_status_event e where e.order_id = o.id)::int as status_events,
      (select count(*) from payment_event e where e.checkout_id = c.id)::int as payment_events,
      (select stock from product_stock p where p.product_id = ${product.id} and p.color = 'Red' and p.size = 'M') as stock
    from orders o join checkout c on c.id = o.id where o.id = ${f.orderId}`);
  return rows[0];
}

type Fixture = Awaited<ReturnType<typeof fixture>>;
type Action = { name: string; run: (f: Fixture, seen: PaymentStatus) => Promise<unknown> };

const who = () => ({ sellerId: shop.id, actorUserId: shop.ownerUserId });
const pay = (f: Fixture, seen: PaymentStatus) => ({ ...who(), checkoutId: f.checkoutId, seen });

const ACTIONS: Action[] = [
  ...ORDER_STATUSES.map((to) => ({
    name: `status:${to}`,
    run: (f: Fixture) =>
      changeOrderStatus(
        s.db,
        shop.id,
        f.orderId,
        to,
        shop.ownerUserId,
        to === "shipped" ? { courier: "Delhivery", trackingNumber: "DLV123" } : { returnReason: "refused" },
      ),
  })),
  { name: "pay-confirm", run: (f, seen) => confirmPayment(s.db, pay(f, seen)) },
  { name: "pay-not-received", run: (f, seen) => markNotReceived(s.db, pay(f, seen)) },
  { name: "pay-collected", run: (f, seen) => markCollected(s.db, pay(f, seen)) },
  { name: "pay-collected+at-shop", run: (f, seen) => markCollected(s.db, { ...pay(f, seen), cashAtShop: true }) },
  { name: "pay-refund", run: (f, seen) => recordRefund(s.db, pay(f, seen), { amountPaise: 100 }) },
];

/**
 * The rules, written out: the order moves one step on (and "Mark shipped" straight from confirmed),
 * cancel before delivery, a shipped parcel returned to the seller; a UPI payment awaiting can be marked
 * paid; cash (to collect) is collected once delivered, or (in-shop) earlier with the "cash taken at the
 * shop" tick; never once cancelled or returned.
 */
function expected(method: PaymentMethod, mode: DeliveryMode, status: OrderStatus): string[] {
  const next: Record<OrderStatus, OrderStatus[]> = {
    pending: ["confirmed", "cancelled"],
    confirmed: ["processing", "shipped", "cancelled"],
    processing: ["shipped", "cancelled"],
    shipped: ["delivered", "returned", "cancelled"],
    delivered: [],
    cancelled: [],
    returned: [],
  };
  const payment: string[] = [];
  if (method === "upi") payment.push("pay-confirm");
  if ((method === "cod" || method === "pay_at_shop") && status === "delivered") payment.push("pay-collected", "pay-collected+at-shop");
  else if (method === "pay_at_shop" && mode === "in-shop" && status !== "cancelled" && status !== "returned")
    payment.push("pay-collected+at-shop");
  return [...next[status].map((to) => `status:${to}`), ...payment].sort();
}

/** The actions the order page offers, read from its loader's data, named as ACTIONS names them. */
async function offered(f: Fixture) {
  const order = await getSellerOrder(s.db, shop.id, f.orderId);
  const payment = await getSellerPayment(s.db, shop.id, f.checkoutId);
  if (!order || !payment) throw new Error("fixture not found");
  const a = payment.actions;
  const names = [
    ...order.next.map((to) => `status:${to}`),
    ...(a.confirm ? ["pay-confirm"] : []),
    ...(a.notReceived ? ["pay-not-received"] : []),
    // The panel's "Mark collected": a plain button, or a form with the "cash taken at the shop" tick.
    ...(a.collected && !a.collectAtShop ? ["pay-collected"] : []),
    ...(a.collected ? ["pay-collected+at-shop"] : []),
    ...(a.refund ? ["pay-refund"] : []),
  ];
  return { names: names.sort(), seen: payment.status };
}

describe("the seller's order actions", () => {
  const cases = METHOD_MODES.flatMap(([method, mode]) => ORDER_STATUSES.map((status) => [method, mode, status] as const));

  it.each(cases)(
    "%s, %s, %s: the page offers exactly the allowed actions, the domain does them, the rest is a 4xx that changes nothing",
    async (method, mode, status) => {
      let f = await fixture(method, mode, status);
      const { names, seen } = await offered(f);
      expect(names, "offered").toEqual(expected(method, mode, status));
      const allowed: string[] = [];
      for (const action of ACTIONS) {
        const before = await snapshot(f);
        const outcome = await action.run(f, seen).then(
          () => null,
          (e: unknown) => e,
        );
        if (outcome === null) {
          allowed.push(action.name);
          f = await fixture(method, mode, status); // the next action starts from the same state again
          continue;
        }
        expect(outcome, `${action.name} threw something else`).toBeInstanceOf(DomainError);
        const e = outcome as DomainError;
        expect(e.status, `${action.name}: ${e.message}`).toBeGreaterThanOrEqual(400);
        expect(e.status).toBeLessThan(500);
        expect(await snapshot(f), `${action.name} changed something`).toEqual(before);
      }
      expect(allowed.sort(), "done").toEqual(names);
    },
  );

  it("spells the rules out where they matter", async () => {
    const offer = async (method: PaymentMethod, mode: DeliveryMode, status: OrderStatus) =>
      (await offered(await fixture(method, mode, status))).names;
    // Cash on delivery: never collected before the parcel is delivered.
    for (const status of ["pending", "confirmed", "processing", "shipped"] as const)
      expect(await offer("cod", "delivery", status)).not.toContain("pay-collected+at-shop");
    expect(await offer("cod", "delivery", "delivered")).toContain("pay-collected");
    // In-shop: cash taken at the counter before "delivered" only with the tick.
    expect(await offer("pay_at_shop", "in-shop", "pending")).toEqual(["pay-collected+at-shop", "status:cancelled", "status:confirmed"]);
    // Shipped with courier and AWB straight from confirmed.
    expect(await offer("upi", "delivery", "confirmed")).toContain("status:shipped");
    // Cancelled cash orders: nothing to collect, nothing offered.
    expect(await offer("cod", "delivery", "cancelled")).toEqual([]);
  });

  it("says why cash cannot be collected yet, in words", async () => {
    const cod = await fixture("cod", "delivery", "shipped");
    const early = await refusal(markCollected(s.db, pay(cod, "to_collect")));
    expect([early.status, early.code, early.message]).toEqual([
      409,
      "collect_after_delivery",
      "Cash on delivery is collected when the parcel is handed over. Mark the order delivered first.",
    ]);
    const shopOrder = await fixture("pay_at_shop", "in-shop", "confirmed");
    const untick = await refusal(markCollected(s.db, pay(shopOrder, "to_collect")));
    expect([untick.status, untick.field]).toEqual([422, "cashAtShop"]);
    await markCollected(s.db, { ...pay(shopOrder, "to_collect"), cashAtShop: true });
    expect((await snapshot(shopOrder)).payment_status).toBe("collected");
  });
});

describe("a cancelled cash order", () => {
  it("says nothing is to be collected, on both sides, and leaves the seller's 'to collect' list and sum", async () => {
    const f = await fixture("cod", "delivery", "confirmed");
    const toCollectBefore = await sellerMoneyToday(s.db, shop.id);
    await changeOrderStatus(s.db, shop.id, f.orderId, "cancelled", shop.ownerUserId);
    const payment = await getSellerPayment(s.db, shop.id, f.checkoutId);
    expect(payment?.shownStatus).toBe("nothing_due");
    expect(payment?.actions.collected).toBe(false);
    const list = await listSellerOrders(s.db, shop.id, {});
    expect(list.orders.find((o) => o.id === f.orderId)?.paymentStatus).toBe("nothing_due");
    const toCollect = await listSellerOrders(s.db, shop.id, { payment: "to-collect" });
    expect(toCollect.orders.map((o) => o.id)).not.toContain(f.orderId);
    const after = await sellerMoneyToday(s.db, shop.id);
    expect(after.toCollect).toBe(toCollectBefore.toCollect - 1);
    const mine = await getCustomerOrder(s.db, asha.id, shop.id, f.orderId);
    expect(mine?.checkout.paymentStatus).toBe("nothing_due");
    const e = await refusal(markCollected(s.db, pay(f, "to_collect")));
    expect([e.status, e.code]).toEqual([409, "nothing_to_collect"]);
  });
});

describe("what the shopper pays for an order", () => {
  it("is the order's goods less its discount plus its fees: its checkout's total, the same on the seller's and the shopper's page", async () => {
    const f = await fixture("cod", "delivery", "pending");
    await s.db.execute(
      sql`update checkout set subtotal_paise = 59900, discount_paise = 5990, delivery_fee_paise = 4900, cod_fee_paise = 0,
        total_paise = 58810, placed_total_paise = 58810 where id = ${f.checkoutId}`,
    );
    expect(await getSellerOrder(s.db, shop.id, f.orderId)).toMatchObject({ subtotalPaise: 59_900, totalPaise: 58_810 });
    expect((await getCustomerOrder(s.db, asha.id, shop.id, f.orderId))?.totalPaise).toBe(58_810);
  });
});
