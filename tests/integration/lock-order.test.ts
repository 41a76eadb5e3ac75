// Every transaction on stock, orders, payments and customer aggregates takes its locks in one order
// (docs/decisions/0109-one-lock-order.md) and is run again if PostgreSQL still aborts it as a deadlock.
// A model: random small sets of checkouts, seller cancels (of an order or one line), payment confirmations, expiries, stock edits
// and CSV imports run at once against one shop on a real pool. None may fail with anything but a
// domain refusal (a 4xx), and afterwards stock and the shop's customer summary add up. Each run is two
// such rounds on one shop (the second also acts on what the first placed): 100 runs, 200 interleavings.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout, orderItem, orders, productStock } from "../../app/db/schema";
import { exportCatalog, importCatalog } from "../../app/domain/catalog/csv.server";
import { createProduct, updateProduct } from "../../app/domain/catalog/products.server";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { DomainError } from "../../app/domain/errors";
import { cancelOrderLine } from "../../app/domain/orders/cancel-line.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { expireCheckout } from "../../app/domain/payments/expire.server";
import { confirmPayment } from "../../app/domain/payments/seller-payment.server";
import { createTestServices, type TestServices } from "../setup/test-services";
import { makeCustomerWithAddress, makeShop, takePayments } from "./checkout-fixtures";

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s.dispose();
});

const VARIANTS = [
  ["Red", "M"],
  ["Red", "L"],
  ["Blue", "M"],
] as const;
const START = 20;
const LATER = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000); // past every payment window

type Stock = Record<string, Record<string, number>>;
const stockMap = (counts: readonly number[]): Stock => {
  const map: Stock = {};
  VARIANTS.forEach(([color, size], i) => {
    map[color] = { ...map[color], [size]: counts[i] };
  });
  return map;
};
const productInput = (counts: readonly number[]) => ({
  name: "Cotton Kurta",
  pricePaise: 50_000,
  salePricePaise: null,
  main: "men" as const,
  colors: ["Red", "Blue"].map((color) => ({ color, imageKeys: [], stock: stockMap(counts)[color] })),
});

const lines = fc.uniqueArray(fc.record({ variant: fc.nat(VARIANTS.length - 1), quantity: fc.integer({ min: 1, max: 3 }) }), {
  minLength: 1,
  maxLength: 3,
  selector: (l) => l.variant,
});
const stockCounts = fc.array(fc.nat(30), { minLength: VARIANTS.length, maxLength: VARIANTS.length });
type Op =
  | { kind: "checkout"; customer: number; lines: Array<{ variant: number; quantity: number }>; method: "upi" | "cod"; twice: boolean }
  | { kind: "cancel"; order: number }
  | { kind: "cancel-line"; order: number; line: number }
  | { kind: "confirm" | "expire"; checkout: number }
  | { kind: "edit" | "csv"; counts: number[] };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("checkout" as const),
    customer: fc.nat(1),
    lines,
    method: fc.constantFrom("upi" as const, "cod" as const),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("cancel" as const), order: fc.nat(7) }),
  fc.record({ kind: fc.constant("cancel-line" as const), order: fc.nat(7), line: fc.nat(2) }),
  fc.record({ kind: fc.constantFrom("confirm" as const, "expire" as const), checkout: fc.nat(3) }),
  fc.record({ kind: fc.constantFrom("edit" as const, "csv" as const), counts: stockCounts }),
);

describe("one lock order", () => {
  it("checkouts, cancels, payment changes, expiries, stock edits and imports at once: no 5xx, and stock and customers add up", async () => {
    const customers = [await makeCustomerWithAddress(s.db, "Meera Iyer"), await makeCustomerWithAddress(s.db, "Ravi Kumar")];
    const round = fc.array(op, { minLength: 2, maxLength: 5 });

    await fc.assert(
      fc.asyncProperty(round, round, async (...rounds) => {
        // A shop of its own each time, so the export and the customer summary hold this run's rows only.
        const shop = await makeShop(s.db);
        const [p] = await Promise.all([createProduct(s.db, shop.id, productInput(VARIANTS.map(() => START))), takePayments(s.db, shop.id)]);
        const line = (l: { variant: number; quantity: number }, i: number) => ({
          productId: p.id,
          color: VARIANTS[l.variant][0],
          size: VARIANTS[l.variant][1],
          quantity: l.quantity,
          name: `line ${i}`,
        });
        const checkoutOf = (customer: number, ls: Array<{ variant: number; quantity: number }>, method: "upi" | "cod") => ({
          checkoutId: randomUUID(),
          addressId: customers[customer].addressId,
          deliveryMode: "delivery" as const,
          paymentMethod: method,
          lines: ls.map(line),
        });
        const place = (customer: number, req: ReturnType<typeof checkoutOf>) =>
          placeOrders(s.db, { userId: customers[customer].id, sellerId: shop.id }, req);

        // Before: the first customer's two UPI checkouts, one order of two lines each. Later checkouts join these.
        const placed = await Promise.all([
          place(
            0,
            checkoutOf(
              0,
              [
                { variant: 0, quantity: 1 },
                { variant: 1, quantity: 2 },
              ],
              "upi",
            ),
          ),
          place(
            0,
            checkoutOf(
              0,
              [
                { variant: 2, quantity: 1 },
                { variant: 0, quantity: 1 },
              ],
              "upi",
            ),
          ),
        ]);
        const stockDeltas: number[][] = [];

        for (const ops of rounds) {
          // What the seller's form and export show before the round.
          const [seenRows, exported] = await Promise.all([
            s.db.select().from(productStock).where(eq(productStock.productId, p.id)),
            ops.some((o) => o.kind === "csv") ? exportCatalog(s.db, shop.id).then((text) => text.split("\n")) : [],
          ]);
          const seen = VARIANTS.map(([color, size]) => seenRows.find((r) => r.color === color && r.size === size)?.stock ?? -1);
          const csvWith = (counts: readonly number[]) =>
            [
              exported[0],
              ...exported
                .filter((row) => row.startsWith(p.id))
                .map((row) => {
                  const cells = row.split(",");
                  const i = VARIANTS.findIndex(([color, size]) => cells.at(-4) === color && cells.at(-3) === size);
                  return [...cells.slice(0, -2), String(counts[i]), cells.at(-1)].join(",");
                }),
            ].join("\n");
          // One order per checkout, with the checkout's id: the seller cancels it, the payment is the checkout's.
          const placedOrders = placed.map((c) => c.orderId);
          const placedCheckouts = placed.map((c) => c.orderId);

          // At once. What each did decides what the stock must be afterwards.
          const failures: string[] = [];
          const run = async (o: Op): Promise<void> => {
            switch (o.kind) {
              case "checkout": {
                const req = checkoutOf(o.customer, o.lines, o.method);
                const settled = await Promise.allSettled(
                  o.twice ? [place(o.customer, req), place(o.customer, req)] : [place(o.customer, req)],
                );
                const results = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
                if (results.length > 0) {
                  // A double submit is one checkout: the same order with the same lines, written once.
                  expect(new Set(results.map((r) => r.orderId))).toEqual(new Set([req.checkoutId]));
                  expect(new Set(results.map((r) => JSON.stringify(r.lines)))).toHaveProperty("size", 1);
                  expect(results.filter((r) => !r.replayed)).toHaveLength(1);
                  placed.push(results[0]);
                }
                // One attempt refused while the other placed it (the stock moved in between) still placed
                // it once, counted above; the refusal is judged like any other below.
                const refused = settled.find((r) => r.status === "rejected");
                if (refused) throw refused.reason;
                return;
              }
              case "cancel":
                await changeOrderStatus(s.db, shop.id, placedOrders[o.order % placedOrders.length], "cancelled", shop.ownerUserId);
                return;
              case "cancel-line":
                await cancelOrderLine(s.db, shop.id, placedOrders[o.order % placedOrders.length], o.line);
                return;
              case "confirm":
                await confirmPayment(s.db, {
                  sellerId: shop.id,
                  actorUserId: shop.ownerUserId,
                  checkoutId: placedCheckouts[o.checkout % placedCheckouts.length],
                  seen: "awaiting",
                });
                return;
              case "expire":
                await expireCheckout(s.db, placedCheckouts[o.checkout % placedCheckouts.length], LATER);
                return;
              case "edit":
                await updateProduct(s.db, shop.id, p.id, productInput(o.counts), stockMap(seen));
                stockDeltas.push(o.counts.map((n, i) => n - seen[i]));
                return;
              case "csv": {
                const summary = await importCatalog(s.db, shop.id, csvWith(o.counts), { dryRun: false });
                if (summary.imported) stockDeltas.push(o.counts.map((n, i) => n - seen[i]));
                else expect(summary.errors.map((e) => e.code)).toContain("csv_stock_changed");
                return;
              }
            }
          };
          await Promise.all(
            ops.map((o) =>
              run(o).catch((error: unknown) => {
                // A refusal the person is told about is fine; anything else would be a 500.
                if (error instanceof DomainError && error.status < 500) return;
                failures.push(`${o.kind}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? "")}`);
              }),
            ),
          );
          expect(failures).toEqual([]);

          // Stock: what it started at, plus each edit that won its compare-and-set, less what orders' live lines still hold.
          const [held, now, { rows }, [counted]] = await Promise.all([
            s.db
              .select({ color: orderItem.color, size: orderItem.size, quantity: sql<number>`sum(${orderItem.quantity})::int` })
              .from(orderItem)
              .innerJoin(orders, eq(orders.id, orderItem.orderId))
              .where(sql`${orderItem.productId} = ${p.id} and ${orders.status} <> 'cancelled' and ${orderItem.cancelledAt} is null`)
              .groupBy(orderItem.color, orderItem.size),
            s.db.select().from(productStock).where(eq(productStock.productId, p.id)),
            s.db.execute(sql`
              select coalesce(c.user_id, o.user_id) as user_id, c.order_count, c.spent_paise::bigint as spent, o.n, o.net
              from (select * from shop_customer where seller_id = ${shop.id}) c
              full join (select x.user_id, count(*)::int as n, sum(haat_order_net_paise(x.status, k.total_paise))::bigint as net
                         from orders x join checkout k on k.id = x.id
                         where x.seller_id = ${shop.id} group by x.user_id) o on o.user_id = c.user_id`),
            s.db
              .select({
                orders: sql<number>`(select count(*)::int from ${orders} where ${orders.sellerId} = ${shop.id})`,
                checkouts: sql<number>`(select count(*)::int from ${checkout} where ${checkout.sellerId} = ${shop.id})`,
              })
              .from(sql`(select 1) one`),
          ]);
          // Every checkout placed is one order, and only one.
          expect(counted.orders).toBe(placed.length);
          expect(counted.checkouts).toBe(placed.length);
          for (const [i, [color, size]] of VARIANTS.entries()) {
            const edits = stockDeltas.reduce((sum, d) => sum + d[i], 0);
            const out = held.find((h) => h.color === color && h.size === size)?.quantity ?? 0;
            expect(now.find((r) => r.color === color && r.size === size)?.stock, `${color} ${size}`).toBe(START + edits - out);
          }
          // The shop's customers: their order counts and money equal a recount from their orders.
          for (const r of rows) expect([r.order_count, r.spent], String(r.user_id)).toEqual([r.n, r.net]);
          // Every order's total adds up from its lines still ordered (goods less discount share) and its fees.
          const { rows: sums } = await s.db.execute<{ total: string; live: string; fees: string }>(sql`
            select k.total_paise::bigint as total, (k.delivery_fee_paise + k.cod_fee_paise)::bigint as fees,
                   coalesce(sum(i.price_paise::bigint * i.quantity - i.discount_paise) filter (where i.cancelled_at is null), 0)::bigint as live
            from checkout k join order_item i on i.order_id = k.id where k.seller_id = ${shop.id} group by k.id, k.seller_id`);
          for (const r of sums) expect(Number(r.total)).toBe(Number(r.live) + Number(r.fees));
        }
      }),
      { numRuns: Number(process.env.LOCK_ORDER_RUNS ?? 100) },
    );
  }, 120_000);
});
