// Customers who sign up, save an address and place orders over HTTP exactly as the browser's
// cart does (POST /{shop}/checkout.data with the cart's JSON), and the ledger that checks what
// the database holds against what they were told.

import { randomUUID } from "node:crypto";
import pg from "pg";
import { expect } from "vitest";
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

/** One checkout attempt as the client saw it, retried with the same id until it had an answer. */
export interface Attempt {
  checkoutId: string;
  lines: CartLine[];
  outcome?: "placed" | "refused";
  orderIds?: string[];
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
        attempt.orderIds = data.data.orderIds;
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
 * exactly its acknowledged orders (one per line, with item and status history), no refused or
 * unknown checkout left orders behind, and per size: stock left + quantities ordered = initial.
 */
export async function verifyLedger(databaseUrl: string, sellerId: string, attempts: Attempt[], stock: StockKey[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      checkout_id: string;
      line_no: number;
      product_id: string | null;
      color: string | null;
      size: string | null;
      quantity: number | null;
      items: number;
      events: number;
    }>(
      `select o.id, o.checkout_id, o.line_no, i.product_id, i.color, i.size, i.quantity,
              (select count(*)::int from order_item x where x.order_id = o.id) as items,
              (select count(*)::int from order_status_event e where e.order_id = o.id) as events
         from orders o left join order_item i on i.order_id = o.id
        where o.seller_id = $1
        order by o.checkout_id, o.line_no`,
      [sellerId],
    );
    for (const r of rows) {
      expect(r.items, `order ${r.id} has one item`).toBe(1);
      expect(r.events, `order ${r.id} has its status history`).toBeGreaterThanOrEqual(1);
    }
    const byCheckout = new Map<string, typeof rows>();
    for (const r of rows) byCheckout.set(r.checkout_id, [...(byCheckout.get(r.checkout_id) ?? []), r]);

    const placed = attempts.filter((a) => a.outcome === "placed");
    expect([...byCheckout.keys()].sort(), "checkouts in the database = checkouts acknowledged").toEqual(
      placed.map((a) => a.checkoutId).sort(),
    );
    for (const a of placed) {
      const orders = byCheckout.get(a.checkoutId) ?? [];
      expect(
        orders.map((o) => o.id),
        `orders of acknowledged checkout ${a.checkoutId}`,
      ).toEqual(a.orderIds);
      expect(orders.map((o) => ({ productId: o.product_id, color: o.color, size: o.size, quantity: o.quantity }))).toEqual(a.lines);
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
    return { orders: rows.length };
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
