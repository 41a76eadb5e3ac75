// Scale-out: two production server processes against one PostgreSQL behind nginx (round-robin),
// as the stateless deployment promises (docs/deploy.md). Sessions, addresses, cart refresh and checkout
// work whichever process answers; concurrent checkouts through both at once never oversell; rate
// limits are shared by the processes and key on the real client address from X-Forwarded-For.
// nginx's access log names the app server behind every request, which proves both took part.

import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage, isSuccess } from "../../app/utils/reply";
import { makeProduct, makeShop, stockOf } from "../integration/checkout-fixtures";
import { createTestServices, type TestServices } from "../setup/test-services";
import {
  type AppProcess,
  assertPortFree,
  killAll,
  type Nginx,
  nginxBinary,
  scratchDirs,
  sleep,
  startAppProcess,
  startNginx,
} from "./support/processes";
import { type CartLine, checkout, newShopper, unitsSold } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const NGINX_PORT = 4600;
const APP_PORTS = [4601, 4602];
const LOGIN_LIMIT = 5;

let services: TestServices;
let nginx: Nginx;
let apps: AppProcess[] = [];
let shop: { id: string; handle: string };
const scratch = scratchDirs();

// Every visitor connects from its own loopback address: nginx sees each as a different client.
let lastHost = 0;
const newVisitor = () => new Visitor(nginx.url, `127.0.1.${++lastHost}`);

/**
 * Which app servers nginx sent the `count` matching requests to. nginx writes its log line just
 * after the response, so the last lines may take a moment.
 */
async function upstreamsOf(method: string, pathname: string, since: number, count: number): Promise<string[]> {
  for (let waited = 0; ; waited += 50) {
    const matching = nginx
      .served()
      .slice(since)
      .filter((r) => r.method === method && r.path === pathname);
    if (matching.length >= count || waited > 5_000) return [...new Set(matching.map((r) => r.upstream))].sort();
    await sleep(50);
  }
}
const ALL_APPS = APP_PORTS.map((p) => `127.0.0.1:${p}`).sort();

beforeAll(async () => {
  nginxBinary(); // a clear message first when nginx is missing
  for (const port of [NGINX_PORT, ...APP_PORTS]) await assertPortFree(port);
  services = await createTestServices();
  shop = await makeShop(services.db);
  const newDir = scratch.make;
  // Stateless but for the database: own DATA_DIR each, one shared signing secret.
  const secret = randomBytes(24).toString("hex");
  apps = await Promise.all(
    APP_PORTS.map(async (port) =>
      startAppProcess({
        port,
        databaseUrl: services.env.DATABASE_URL as string,
        dataDir: await newDir(`scale-app-${port}`),
        baseUrl: `http://localhost:${NGINX_PORT}`,
        env: {
          BETTER_AUTH_SECRET: secret,
          TRUST_PROXY: "1", // exactly one proxy in front: X-Forwarded-For's last entry is the client
          LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT),
          RATE_LIMIT_CHECKOUT: "100000/60",
        },
      }),
    ),
  );
  nginx = await startNginx(await newDir("scale-nginx"), NGINX_PORT, APP_PORTS);
}, 240_000);

afterAll(async () => {
  await killAll();
  await services?.dispose();
  await scratch.removeAll();
});

describe("two app servers behind nginx", () => {
  it("answers /healthz on each process and through nginx, which uses both", async () => {
    for (const app of apps) expect((await fetch(`http://127.0.0.1:${app.port}/healthz`)).status).toBe(200);
    const since = nginx.served().length;
    for (let i = 0; i < 4; i++) {
      const res = await newVisitor().request("/healthz");
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: "ok" });
    }
    expect(await upstreamsOf("GET", "/healthz", since, 4)).toEqual(ALL_APPS);
  });

  it("honours a session on both processes, and a sign-out ends it on both", async () => {
    const asha = await newShopper(newVisitor(), shop.handle, "Asha");
    for (const port of APP_PORTS) {
      const listed = await asha.visitor
        .at(port)
        .loader<{ addresses: Array<{ id: string }> }>(`/${shop.handle}/addresses`, "routes/shop/addresses");
      expect(listed.status, `addresses on :${port}`).toBe(200);
      expect(listed.data?.addresses.map((a) => a.id)).toEqual([asha.addressId]);
    }
    const before = asha.visitor.copy();
    const out = await asha.visitor.request("/api/auth/sign-out", { method: "POST", json: {} });
    expect(out.status).toBe(200);
    for (const port of APP_PORTS) {
      const listed = await before.at(port).loader(`/${shop.handle}/addresses`, "routes/shop/addresses");
      expect(listed.status, `old session on :${port}`).toBe(401);
    }
  });

  it("keeps one cart and places orders through either process; a retry on the other is the same order", async () => {
    const product = await makeProduct(services.db, shop.id, { stock: 20 });
    const meera = await newShopper(newVisitor(), shop.handle, "Meera");
    const key = { productId: product.id, color: "Red", size: "M" };

    // The cart is in PostgreSQL: additions through both processes land in one cart.
    let since = nginx.served().length;
    for (let i = 0; i < 2; i++) {
      const added = await meera.visitor.action<{ data: { count: number } }>(`/${shop.handle}/cart`, {
        form: { intent: "add", ...key, quantity: "1" },
      });
      expect(added.status).toBe(200);
      expect(added.data?.data.count).toBe(i + 1);
    }
    expect(await upstreamsOf("POST", `/${shop.handle}/cart.data`, since, 2)).toEqual(ALL_APPS);

    // Back to back through nginx, so round-robin hands them to both processes.
    since = nginx.served().length;
    const placed: Array<{ checkoutId: string; orderId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const checkoutId = randomUUID();
      const { status, data } = await checkout(meera, shop.handle, checkoutId, [{ ...key, quantity: 1 }]);
      expect(status).toBe(200);
      if (!isSuccess(data) || !data.data) throw new Error(`checkout refused: ${JSON.stringify(data)}`);
      expect(data.data.replayed).toBe(false);
      expect(data.data.orderId, "the order's id is the checkout id").toBe(checkoutId);
      placed.push({ checkoutId, orderId: data.data.orderId });
    }
    expect(await upstreamsOf("POST", `/${shop.handle}/checkout.data`, since, 4)).toEqual(ALL_APPS);

    // The browser retrying on whichever process: the same orders, nothing taken twice.
    for (const { checkoutId, orderId } of placed) {
      for (const port of APP_PORTS) {
        const again = await checkout(meera, shop.handle, checkoutId, [{ ...key, quantity: 1 }], meera.visitor.at(port));
        expect(again.status).toBe(200);
        expect(again.data).toMatchObject({ status: "success", data: { replayed: true, count: 1, orderId } });
      }
    }
    expect(await stockOf(services.db, product, "M")).toBe(16);
    for (const port of APP_PORTS) {
      const history = await meera.visitor
        .at(port)
        .loader<{ orders: Array<{ id: string }> }>(`/${shop.handle}/orders`, "routes/shop/orders");
      expect(history.status).toBe(200);
      expect(history.data?.orders.map((o) => o.id).sort()).toEqual(placed.map((p) => p.orderId).sort());
    }
  });

  it("sells 5 units exactly once to 50 concurrent checkouts spread over both processes", async () => {
    const product = await makeProduct(services.db, shop.id, { stock: 5, name: "Last Five Kurta" });
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => newShopper(newVisitor(), shop.handle, `Rush ${i}`)));
    const line: CartLine = { productId: product.id, color: "Red", size: "M", quantity: 1 };
    const since = nginx.served().length;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkout(shoppers[i % shoppers.length], shop.handle, randomUUID(), [line])),
    );

    const ok = replies.filter((r) => r.status === 200 && isSuccess(r.data));
    const refused = replies.filter((r) => r.status === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(failureMessage(r.data)).toMatch(/^Only 0 items available in stock for Last Five Kurta \(Red, M\)$/);
    }
    expect(await stockOf(services.db, product, "M")).toBe(0);
    expect(await unitsSold(services.db, product.id, "M")).toBe(5);
    expect(await upstreamsOf("POST", `/${shop.handle}/checkout.data`, since, 50)).toEqual(ALL_APPS);
  });

  it("counts sign-in attempts per real client address across both processes (X-Forwarded-For cannot be forged)", async () => {
    const owner = await newShopper(newVisitor(), shop.handle, "Owner");
    const attacker = newVisitor();
    const since = nginx.served().length;
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await attacker.signIn(owner.email, "wrong-password")).status, `attempt ${i + 1}`).toBe(401);
    }
    // The attempts went to both processes, which counted them together.
    expect(await upstreamsOf("POST", "/api/auth/sign-in/email", since, LOGIN_LIMIT)).toEqual(ALL_APPS);
    expect((await attacker.signIn(owner.email, "wrong-password")).status).toBe(429);
    const forged = await attacker.request("/api/auth/sign-in/email", {
      json: { email: owner.email, password: "wrong-password" },
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(forged.status, "a forged X-Forwarded-For does not reset the count").toBe(429);

    // Someone else, from another address, is not held back by the attacker's count.
    const bystander = newVisitor();
    expect((await bystander.signIn(owner.email, "wrong-password")).status).toBe(401);
    expect((await bystander.signIn(owner.email, "secret-123")).status).toBe(200);
  });
});
