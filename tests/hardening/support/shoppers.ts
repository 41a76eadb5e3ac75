// Customers who sign up, save an address and place orders over HTTP exactly as the browser's
// cart does (POST /{shop}/checkout.data with the cart's JSON), and the ledger that checks what
// the database holds against what they were told.

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { expect } from "vitest";
import type { Database } from "../../../app/db/client.server";
import { orderItem } from "../../../app/db/schema";
import type { PlacedReply } from "../../../app/domain/checkout/contract";
import { failureMessage, isSuccess, type Reply } from "../../../app/utils/reply";
import { ADDRESS } from "../../integration/checkout-fixtures";
import { NoAnswer, type Visitor } from "./visitor";

export interface Shopper {
  name: string;
  email: string;
  visitor: Visitor;
  addressId: string;
}

/** Signs a new customer up (session cookie kept) and saves one address, both over HTTP. */
export async function newShopper(visitor: Visitor, shop: string, name: string): Promise<Shopper> {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await visitor.signUp(name, email, "secret-123");
  if (signUp.status !== 200) throw new Error(`sign-up of ${name} failed: ${signUp.status} ${signUp.body}`);
  const saved = await visitor.action<Reply<{ address: { id: string } }>>(`/${shop}/addresses`, {
    form: { intent: "create", ...ADDRESS, name },
  });
  const address = isSuccess(saved.data) ? saved.data.data?.address : undefined;
  if (!address) throw new Error(`address of ${name} not saved: ${saved.status} ${JSON.stringify(saved.data)}`);
  return { name, email, visitor, addressId: address.id };
}

export interface CartLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

export type CheckoutReply = Reply<PlacedReply>;

export function checkout(shopper: Shopper, shop: string, checkoutId: string, lines: CartLine[], via = shopper.visitor) {
  return via.action<CheckoutReply>(`/${shop}/checkout`, {
    json: { checkoutId, addressId: shopper.addressId, deliveryMode: "delivery", lines: lines.map((l) => ({ ...l, name: "Kurta" })) },
  });
}

/** How many pieces of one size of a product all orders hold. */
export async function unitsSold(db: Database, productId: string, size: string): Promise<number> {
  const sold = await db
    .select({ quantity: orderItem.quantity })
    .from(orderItem)
    .where(and(eq(orderItem.productId, productId), eq(orderItem.size, size)));
  return sold.reduce((n, r) => n + r.quantity, 0);
}

/** One checkout attempt as the client saw it, retried with the same id until it had an answer. */
export interface Attempt {
  checkoutId: string;
  lines: CartLine[];
  outcome?: "placed" | "refused";
  /** The order the server acknowledged (its id is the checkout id). */
  orderId?: string;
  replayed?: boolean;
  tries: number;
}

const OUT_OF_STOCK = /^Only \d+ items available in stock for /;

/**
 * Places `attempt` until the server answers: success (acknowledged) or 'out of stock' (refused).
 * No answer or a 5xx means the outcome is unknown, so the same checkout id is sent again, which
 * the server must treat as the same order. Any other answer is a bug and throws.
 */
export async function settle(shopper: Shopper, shop: string, attempt: Attempt, giveUpAt: number): Promise<void> {
  for (;;) {
    attempt.tries++;
    try {
      const { status, data } = await checkout(shopper, shop, attempt.checkoutId, attempt.lines);
      if (status === 200 && isSuccess(data) && data.data) {
        attempt.outcome = "placed";
        attempt.orderId = data.data.orderId;
        attempt.replayed = data.data.replayed;
        return;
      }
      if (status === 409 && OUT_OF_STOCK.test(failureMessage(data) ?? "")) {
        attempt.outcome = "refused";
        return;
      }
      if (status < 500) throw new Error(`checkout ${attempt.checkoutId}: unexpected ${status} ${JSON.stringify(data)}`);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
    }
    if (Date.now() > giveUpAt) throw new Error(`checkout ${attempt.checkoutId} still had no answer after ${attempt.tries} tries`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export interface StockKey {
  productId: string;
  color: string;
  size: string;
  initial: number;
}

/**
 * What the database holds must match what the clients were told: every acknowledged checkout has
 * exactly its acknowledged order (one per checkout, its id the checkout id, one item per cart line
 * in cart order, with status history), no refused or unknown checkout left an order behind, and
 * per size: stock left + quantities ordered = initial.
 */
export async function verifyLedger(databaseUrl: string, sellerId: string, attempts: Attempt[], stock: StockKey[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      line_no: number | null;
      product_id: string | null;
      color: string | null;
      size: string | null;
      quantity: number | null;
      has_checkout: boolean;
      events: number;
    }>(
      `select o.id, i.line_no, i.product_id, i.color, i.size, i.quantity,
              exists (select 1 from checkout c where c.id = o.id and c.seller_id = o.seller_id) as has_checkout,
              (select count(*)::int from order_status_event e where e.order_id = o.id) as events
         from orders o left join order_item i on i.order_id = o.id
        where o.seller_id = $1
        order by o.id, i.line_no`,
      [sellerId],
    );
    const byOrder = new Map<string, typeof rows>();
    for (const r of rows) byOrder.set(r.id, [...(byOrder.get(r.id) ?? []), r]);
    for (const [id, lines] of byOrder) {
      expect(lines[0]?.has_checkout, `order ${id} is its checkout's`).toBe(true);
      expect(lines[0]?.events, `order ${id} has its status history`).toBeGreaterThanOrEqual(1);
      expect(
        lines.map((l) => l.line_no),
        `order ${id} has its lines numbered 0, 1, …`,
      ).toEqual(lines.map((_, i) => i));
    }

    const placed = attempts.filter((a) => a.outcome === "placed");
    expect([...byOrder.keys()].sort(), "orders in the database = checkouts acknowledged").toEqual(placed.map((a) => a.checkoutId).sort());
    for (const a of placed) {
      expect(a.orderId, `the order of acknowledged checkout ${a.checkoutId} is the checkout's id`).toBe(a.checkoutId);
      const lines = byOrder.get(a.checkoutId) ?? [];
      expect(lines.map((o) => ({ productId: o.product_id, color: o.color, size: o.size, quantity: o.quantity }))).toEqual(a.lines);
    }

    const left = await client.query<{ product_id: string; color: string; size: string; stock: number }>(
      "select product_id, color, size, stock from product_stock where product_id = any($1::uuid[])",
      [[...new Set(stock.map((s) => s.productId))]],
    );
    for (const s of stock) {
      const now = left.rows.find((r) => r.product_id === s.productId && r.color === s.color && r.size === s.size)?.stock;
      const ordered = rows
        .filter((r) => r.product_id === s.productId && r.color === s.color && r.size === s.size)
        .reduce((sum, r) => sum + (r.quantity ?? 0), 0);
      expect(now, `stock of ${s.color}/${s.size}: left + ordered = initial`).toBe(s.initial - ordered);
    }
    return { orders: byOrder.size };
  } finally {
    await client.end();
  }
}

/** mulberry32: a small seeded generator, so a failing run's kill moments can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (lo: number, hi: number) => Math.floor(lo + next() * (hi - lo + 1)) };
}

/** The seed of this run: HARDENING_SEED to replay one, otherwise a fresh one (printed by the caller). */
export function runSeed(): number {
  const given = Number.parseInt(process.env.HARDENING_SEED ?? "", 10);
  return Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}
