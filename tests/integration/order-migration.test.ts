// The move to one order per purchase (drizzle/0016, docs/decisions/0128-one-order-per-purchase.md) on a
// database as the per-line model left it: thousands of generated orders — every payment method and
// status, every order status per line, mixed statuses within one purchase, coupons, fees, refunds,
// reviews, invoices and couriers — written the way that model wrote them, then migrated. Every amount,
// status, invoice number, review and customer count must still add up, to the paisa.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS, type PaymentMethod, type PaymentStatus } from "../../app/db/schema/values";

/** The statuses an order could have at that migration ("returned" came later). */
const OLD_STATUSES = ORDER_STATUSES.filter((status) => status !== "returned");

import { allocate } from "../../app/domain/checkout/totals";
import { currentOrderId } from "../../app/domain/orders/order-lines.server";
import { orderNumber } from "../../app/domain/orders/reference";
import { trackOrder } from "../../app/domain/orders/track.server";
import { databaseAtMigration, oldProduct, oldShop, oldUser } from "../setup/old-database";

const LAST_PER_LINE_MIGRATION = 15; // drizzle/0015: the last schema with one order per cart line
let earlier: Awaited<ReturnType<typeof databaseAtMigration>>;
let db: Database;

beforeAll(async () => {
  earlier = await databaseAtMigration("order_migration", LAST_PER_LINE_MIGRATION, 4);
  db = earlier.db;
});

afterAll(() => earlier.dispose());

const METHOD_STATUSES: Record<PaymentMethod, PaymentStatus[]> = {
  none: ["none"],
  upi: ["awaiting", "claimed", "paid", "not_received", "expired", "refunded"],
  cod: ["to_collect", "collected", "refunded"],
  pay_at_shop: ["to_collect", "collected", "refunded"],
};
const PROGRESS: OrderStatus[] = ["pending", "confirmed", "processing", "shipped", "delivered"];
const rank = (s: OrderStatus) => PROGRESS.indexOf(s);

interface LineSpec {
  product: number;
  price: number;
  quantity: number;
  status: OrderStatus;
}
interface PurchaseSpec {
  user: number;
  shop: number;
  method: PaymentMethod;
  payment: PaymentStatus;
  lines: LineSpec[];
  discountPercent: number;
  deliveryFee: number;
  codFee: number;
  taxPercent: number;
  refundPercent: number;
  invoiced: boolean;
}

const lineArb = fc.record({
  product: fc.nat({ max: 5 }),
  price: fc.integer({ min: 100, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  status: fc.constantFrom(...OLD_STATUSES),
});
const purchaseArb = fc.constantFrom(...PAYMENT_METHODS).chain((method) =>
  fc.record({
    user: fc.nat({ max: 24 }),
    shop: fc.nat({ max: 1 }),
    method: fc.constant(method),
    payment: fc.constantFrom(...METHOD_STATUSES[method]),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    discountPercent: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
    deliveryFee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    codFee: method === "cod" ? fc.integer({ min: 0, max: 5_000 }) : fc.constant(0),
    taxPercent: fc.integer({ min: 0, max: 18 }),
    refundPercent: fc.integer({ min: 1, max: 100 }),
    invoiced: fc.boolean(),
  }),
);

/** Every method and payment status with every pair of line statuses, besides the random ones. */
function everyCombination(): PurchaseSpec[] {
  const out: PurchaseSpec[] = [];
  let n = 0;
  for (const method of PAYMENT_METHODS)
    for (const payment of METHOD_STATUSES[method])
      for (const a of OLD_STATUSES)
        for (const b of OLD_STATUSES) {
          n += 1;
          out.push({
            user: n % 25,
            shop: n % 2,
            method,
            payment,
            lines: [
              { product: n % 6, price: 49_900 + n, quantity: 1 + (n % 3), status: a },
              { product: (n + 1) % 6, price: 129_900, quantity: 1, status: b },
            ],
            discountPercent: n % 3 === 0 ? 10 : 0,
            deliveryFee: n % 2 === 0 ? 4_900 : 0,
            codFee: method === "cod" ? 2_500 : 0,
            taxPercent: 5,
            refundPercent: 50,
            invoiced: n % 2 === 0,
          });
        }
  return out;
}

/** One purchase written as the per-line model wrote it: a checkout, then one order per line with its shares. */
function writeOld(spec: PurchaseSpec, ids: World, at: Date) {
  const checkoutId = randomUUID();
  const goods = spec.lines.map((l) => l.price * l.quantity);
  const subtotal = goods.reduce((s, g) => s + g, 0);
  const discount = Math.floor((subtotal * spec.discountPercent) / 100);
  const total = subtotal - discount + spec.deliveryFee + spec.codFee;
  const tax = Math.floor((total * spec.taxPercent) / 118);
  const refund = spec.payment === "refunded" ? Math.max(1, Math.floor((total * spec.refundPercent) / 100)) : null;
  const shares = { discount: allocate(discount, goods), delivery: allocate(spec.deliveryFee, goods), cod: allocate(spec.codFee, goods) };
  const userId = ids.users[spec.user];
  const shop = ids.shops[spec.shop];
  const checkout = {
    id: checkoutId,
    user_id: userId,
    seller_id: shop.id,
    request_fingerprint: "old",
    subtotal_paise: subtotal,
    discount_paise: discount,
    delivery_fee_paise: spec.deliveryFee,
    cod_fee_paise: spec.codFee,
    tax_paise: tax,
    total_paise: total,
    payment_method: spec.method,
    payment_status: spec.payment,
    refund_paise: refund,
    created_at: at.toISOString(),
  };
  const lines = spec.lines.map((l, lineNo) => {
    const shipped = rank(l.status) >= rank("shipped");
    return {
      order: {
        id: randomUUID(),
        checkout_id: checkoutId,
        line_no: lineNo,
        user_id: userId,
        seller_id: shop.id,
        status: l.status,
        delivery_mode: spec.method === "pay_at_shop" ? "in-shop" : "delivery",
        total_paise: goods[lineNo],
        discount_paise: shares.discount[lineNo],
        delivery_fee_paise: shares.delivery[lineNo],
        cod_fee_paise: shares.cod[lineNo],
        shipping_address: "12 Lotus Residency, Pune, Maharashtra, 411001",
        contact_number: ids.mobiles[spec.user],
        customer_name: `Customer ${spec.user}`,
        courier: shipped ? "Delhivery" : null,
        tracking_number: shipped ? `AWB${lineNo}${checkoutId.slice(0, 6)}` : null,
        created_at: at.toISOString(),
        updated_at: new Date(at.getTime() + (lineNo + 1) * 60_000).toISOString(),
      },
      productId: shop.products[l.product],
      price: l.price,
      quantity: l.quantity,
    };
  });
  return { checkout, lines, invoiced: spec.invoiced, refund };
}

interface World {
  users: string[];
  mobiles: string[];
  shops: Array<{ id: string; products: string[] }>;
}

/** Inserts rows given as objects (all with the keys of the first) in one statement; the rest of the columns take their defaults. */
const rows = (table: string, values: object[]) => {
  const columns = Object.keys(values[0]).join(", ");
  return db.$client.query(`insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
    JSON.stringify(values),
  ]);
};

it("merges every purchase's line orders into one order, keeping every amount, status, invoice, review and customer count", async () => {
  // The world: 25 shoppers with their own mobiles, 2 shops with 6 products each.
  const world: World = { users: [], mobiles: [], shops: [] };
  for (let i = 0; i < 25; i++) {
    world.users.push((await oldUser(db, `Customer ${i}`)).id);
    world.mobiles.push(`98${String(10_000_000 + i).padStart(8, "0")}`);
  }
  for (let s = 0; s < 2; s++) {
    const shop = await oldShop(db);
    const products: string[] = [];
    for (let p = 0; p < 6; p++) products.push((await oldProduct(db, shop.id, `Kurta ${s}-${p}`)).id);
    world.shops.push({ id: shop.id, products });
  }

  const specs = [...everyCombination(), ...fc.sample(purchaseArb, { numRuns: 1_200, seed: 35 })];
  const start = Date.parse("2026-06-01T05:00:00Z");
  const old = specs.map((spec, i) => ({ spec, ...writeOld(spec, world, new Date(start + i * 60_000)) }));
  const orderRows = old.flatMap((p) => p.lines.map((l) => l.order));
  expect(orderRows.length).toBeGreaterThan(3_000);

  await rows(
    "checkout",
    old.map((p) => p.checkout),
  );
  await rows("orders", orderRows); // the old trigger counts each line order's customer
  const items = old.flatMap((p) =>
    p.lines.map((l) => ({
      id: randomUUID(),
      order_id: l.order.id,
      product_id: l.productId,
      name: "Kurta",
      price_paise: l.price,
      quantity: l.quantity,
      color: "Red",
      size: "M",
    })),
  );
  await rows("order_item", items);
  // Each line's history: every status on its way to where it stands.
  const events = orderRows.flatMap((o) => {
    const path: OrderStatus[] = o.status === "cancelled" ? ["pending", "cancelled"] : PROGRESS.slice(0, rank(o.status) + 1);
    return path.map((status, step) => ({
      id: randomUUID(),
      order_id: o.id,
      status,
      created_at: new Date(Date.parse(o.created_at) + step * 3_600_000).toISOString(),
    }));
  });
  await rows("order_status_event", events);
  // Invoices, numbered per shop; reviews of delivered lines (one per shopper and product).
  const sequence = [0, 0];
  const invoices = old
    .filter((p) => p.invoiced)
    .map((p) => {
      sequence[p.spec.shop] += 1;
      return {
        id: randomUUID(),
        checkout_id: p.checkout.id,
        seller_id: p.checkout.seller_id,
        kind: "bill_of_supply",
        financial_year: "2026-27",
        sequence: sequence[p.spec.shop],
        number: `BOS/26-27/${sequence[p.spec.shop]}`,
        data: {},
        issued_at: p.checkout.created_at,
      };
    });
  await rows("invoice", invoices);
  const reviewed = new Set<string>();
  const reviews = old.flatMap((p) =>
    p.lines.flatMap((l) => {
      const key = `${l.productId}/${l.order.user_id}`;
      if (l.order.status !== "delivered" || reviewed.has(key)) return [];
      reviewed.add(key);
      return [
        {
          id: randomUUID(),
          seller_id: l.order.seller_id,
          product_id: l.productId,
          user_id: l.order.user_id,
          order_id: l.order.id,
          rating: 4,
          body: "",
          author_name: l.order.customer_name,
        },
      ];
    }),
  );
  await rows("review", reviews);
  const spentBefore = await db.$client.query("select coalesce(sum(spent_paise), 0)::bigint as spent from shop_customer");

  await earlier.migrateRest(); // 0016 and anything after

  const { rows: orders } = await db.$client.query(
    `select o.id, o.status, o.courier, o.tracking_number, o.contact_number, o.seller_id, o.user_id,
            c.subtotal_paise::bigint as subtotal, c.discount_paise::bigint as discount, c.delivery_fee_paise::bigint as delivery,
            c.cod_fee_paise::bigint as cod, c.tax_paise::bigint as tax, c.total_paise::bigint as total,
            c.placed_total_paise::bigint as placed, c.payment_status, c.refund_paise::bigint as refund
       from orders o join checkout c on c.id = o.id`,
  );
  expect(orders).toHaveLength(old.length);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const { rows: lines } = await db.$client.query(
    "select id, order_id, line_no, former_order_id, former_status, cancelled_at, discount_paise::bigint as discount from order_item",
  );
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const { rows: history } = await db.$client.query("select order_id, status from order_status_event");
  const historyOf = new Map<string, string[]>();
  for (const e of history) historyOf.set(e.order_id, [...(historyOf.get(e.order_id) ?? []), e.status]);

  for (const p of old) {
    const order = byId.get(p.checkout.id);
    expect(order, "one order per purchase, with the checkout's id").toBeDefined();
    const statuses = p.lines.map((l) => l.order.status as OrderStatus);
    const allCancelled = statuses.every((s) => s === "cancelled");
    const live = statuses.filter((s) => s !== "cancelled");
    const expected = allCancelled ? "cancelled" : live.reduce((a, b) => (rank(b) < rank(a) ? b : a));
    expect(order.status).toBe(expected);
    // Its lines: each old line order, in cart order, knowing the order it was.
    const merged = (linesOf.get(order.id) ?? []).sort((a, b) => a.line_no - b.line_no);
    expect(merged.map((l) => l.former_order_id)).toEqual(p.lines.map((l) => l.order.id));
    expect(merged.map((l) => l.line_no)).toEqual(p.lines.map((_, i) => i));
    const cancelledLines = p.lines.map((l) => !allCancelled && l.order.status === "cancelled");
    expect(merged.map((l) => l.cancelled_at !== null)).toEqual(cancelledLines);
    expect(merged.map((l) => l.former_status)).toEqual(p.lines.map((l) => (l.order.status === expected ? null : l.order.status)));
    // The amounts: what was placed stays; a cancelled line's goods and discount share leave the totals, fees stay.
    const goods = (i: number) => p.lines[i].price * p.lines[i].quantity;
    const kept = p.lines.map((_, i) => i).filter((i) => !cancelledLines[i]);
    const subtotal = kept.reduce((s, i) => s + goods(i), 0);
    const discount = kept.reduce((s, i) => s + p.lines[i].order.discount_paise, 0);
    expect(merged.map((l) => Number(l.discount))).toEqual(p.lines.map((l) => l.order.discount_paise));
    expect(Number(order.placed)).toBe(p.checkout.total_paise);
    expect(Number(order.subtotal)).toBe(subtotal);
    expect(Number(order.discount)).toBe(discount);
    expect(Number(order.delivery)).toBe(p.checkout.delivery_fee_paise);
    expect(Number(order.cod)).toBe(p.checkout.cod_fee_paise);
    expect(Number(order.total)).toBe(subtotal - discount + p.checkout.delivery_fee_paise + p.checkout.cod_fee_paise);
    expect(Number(order.tax)).toBeLessThanOrEqual(p.checkout.tax_paise);
    // What the old per-line orders said each live line cost adds up to the new total with the cancelled lines' fee shares.
    const oldNet = p.lines
      .filter((_, i) => !cancelledLines[i])
      .reduce((s, l) => s + l.order.total_paise - l.order.discount_paise + l.order.delivery_fee_paise + l.order.cod_fee_paise, 0);
    const feesOfCancelled = p.lines
      .filter((_, i) => cancelledLines[i])
      .reduce((s, l) => s + l.order.delivery_fee_paise + l.order.cod_fee_paise, 0);
    expect(Number(order.total)).toBe(oldNet + feesOfCancelled);
    expect(order.payment_status).toBe(p.checkout.payment_status);
    expect(order.refund === null ? null : Number(order.refund)).toBe(p.refund);
    // The parcel's courier is a shipped line's; its history has each status once, none beyond its own.
    const shippedLine = p.lines.find((l) => l.order.courier !== null);
    expect(order.courier).toBe(shippedLine ? "Delhivery" : null);
    const steps = historyOf.get(order.id) ?? [];
    expect(new Set(steps).size).toBe(steps.length);
    if (expected !== "cancelled") expect(steps.every((s) => s !== "cancelled" && rank(s as OrderStatus) <= rank(expected))).toBe(true);
    expect(steps).toContain("pending");
  }
  // Every item is still there, unchanged, under its purchase's order.
  expect(lines).toHaveLength(items.length);
  for (const l of lines) expect(itemOf.get(l.id)).toBeDefined();

  // Invoices keep their numbers and purchases; reviews point at the merged order.
  const { rows: invoicesAfter } = await db.$client.query("select checkout_id, number from invoice order by number");
  expect(new Map(invoicesAfter.map((r) => [r.checkout_id, r.number]))).toEqual(new Map(invoices.map((r) => [r.checkout_id, r.number])));
  const purchaseOfLine = new Map(orderRows.map((o) => [o.id, o.checkout_id]));
  const { rows: reviewsAfter } = await db.$client.query("select id, order_id from review");
  expect(new Map(reviewsAfter.map((r) => [r.id, r.order_id]))).toEqual(new Map(reviews.map((r) => [r.id, purchaseOfLine.get(r.order_id)])));

  // Each shop's customers: one order per purchase, spent = the totals of orders not cancelled.
  const { rows: customers } = await db.$client.query(
    "select seller_id, user_id, order_count, spent_paise::bigint as spent from shop_customer",
  );
  for (const c of customers) {
    const theirs = orders.filter((o) => o.seller_id === c.seller_id && o.user_id === c.user_id);
    expect(c.order_count).toBe(theirs.length);
    expect(Number(c.spent)).toBe(theirs.filter((o) => o.status !== "cancelled").reduce((s, o) => s + Number(o.total), 0));
  }
  expect(Number(spentBefore.rows[0].spent)).toBeGreaterThan(0);

  // Old references still find their order: the number every e-mail and pay screen showed, and a line's own.
  for (const p of old.slice(0, 40)) {
    const mobile = p.lines[0].order.contact_number;
    const sellerId = p.checkout.seller_id;
    const byNumber = await trackOrder(db, sellerId, { reference: orderNumber(p.checkout.id), mobile });
    expect(byNumber.reference).toBe(orderNumber(p.checkout.id));
    const formerLine = p.lines.at(-1)?.order.id as string;
    const byLine = await trackOrder(db, sellerId, { reference: `#${formerLine.slice(0, 8).toUpperCase()}`, mobile });
    expect(byLine.reference).toBe(orderNumber(p.checkout.id));
    // A link to a line's old order page (sent in an e-mail) leads to the order.
    expect(await currentOrderId(db, sellerId, formerLine)).toBe(p.checkout.id);
  }

  // The new triggers keep the customer's spend as lines and orders change.
  const sample = orders.find((o) => o.status === "pending" && Number(o.total) > 0);
  const before = await db.$client.query("select spent_paise::bigint as spent from shop_customer where seller_id = $1 and user_id = $2", [
    sample.seller_id,
    sample.user_id,
  ]);
  await db.$client.query("update orders set status = 'cancelled' where id = $1", [sample.id]);
  const after = await db.$client.query("select spent_paise::bigint as spent from shop_customer where seller_id = $1 and user_id = $2", [
    sample.seller_id,
    sample.user_id,
  ]);
  expect(Number(after.rows[0].spent)).toBe(Number(before.rows[0].spent) - Number(sample.total));
}, 240_000);
