// The requests the storefront benchmarks send (npm run bench, npm run bench:sizing): a call as data,
// one probe request on its own connection, autocannon over a stream of calls, and the signed-in
// checkout with the stock it needs.
import { randomUUID } from "node:crypto";
import http from "node:http";
import autocannon from "autocannon";
import type { createDatabase } from "../../app/db/client.server";
import { BROWSER } from "./harness";
import type { CartKey } from "./plans";
import type { Customer } from "./sign-in";

export interface Call {
  method?: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface BenchShop {
  handle: string;
  lines: CartKey[];
}

export const JSON_BODY = { "content-type": "application/json" };

export function request(base: string, c: Call) {
  return {
    method: c.method ?? "GET",
    path: c.path,
    headers: c.headers ?? {},
    body: c.body === undefined ? undefined : typeof c.body === "string" ? c.body : JSON.stringify(c.body),
    url: `${base}${c.path}`,
  };
}

/** One request on a connection of its own (a pooled keep-alive socket may be closing: Node answers 408). */
export function once(r: ReturnType<typeof request>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      r.url,
      { method: r.method, headers: { ...r.headers, connection: "close", "content-length": Buffer.byteLength(r.body ?? "") }, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(r.body);
  });
}

/** autocannon for `seconds` at `connections`, each request the next call (with a browser's headers); `context` is per connection. */
export function load<Context>(base: string, connections: number, seconds: number, next: (context: Context) => Call) {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const { url: _url, ...call } = request(base, next(context as Context));
          return { ...req, ...call, headers: { ...BROWSER, ...call.headers } };
        },
      },
    ],
  });
}

/** One signed-in customer's checkout of a shop's lines, one of each, for home delivery. */
export function checkoutCall(shop: BenchShop, customer: Customer, payment: { paymentMethod?: string; couponCode?: string }): Call {
  return {
    method: "POST",
    path: `/${shop.handle}/checkout.data`,
    headers: { ...JSON_BODY, cookie: customer.cookie },
    body: {
      checkoutId: randomUUID(),
      addressId: customer.addressId,
      deliveryMode: "delivery",
      ...payment,
      lines: shop.lines.map((l) => ({ ...l, quantity: 1 })),
    },
  };
}

/** A checkout's answer that placed an order (answers to fetchers are 200 with an error too). */
export const placedOrder = (body: string) => !body.includes("error") && body.includes("orderId");

/** Enough that no checkout in a run can take a size's stock to zero. */
const CHECKOUT_STOCK = 1_000_000_000;

/** Each run starts from the same state: no orders from earlier runs, the lines' stock topped up. */
export async function resetCheckouts(db: ReturnType<typeof createDatabase>, lines: CartKey[]): Promise<void> {
  await db.$client.query("truncate checkout, orders, checkout_key, claimed_utr cascade");
  await db.$client.query(
    "update product_stock set stock = $4 from unnest($1::uuid[], $2::text[], $3::text[]) k(p, c, s) where product_id = k.p and color = k.c and size = k.s",
    [lines.map((l) => l.productId), lines.map((l) => l.color), lines.map((l) => l.size), CHECKOUT_STOCK],
  );
}
