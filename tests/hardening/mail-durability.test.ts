// Durable e-mail (docs/decisions/0076-messages-through-the-queue.md): messages queued while the mail
// server is down survive SIGKILL of every app server and arrive exactly once when it is back. Two
// production server processes work the one queue; a real SMTP sink counts what arrives by Message-ID.
// HARDENING_MAIL_PORT=<n> moves the two app servers to n and n+1 (default 4630).
import { randomBytes, randomUUID } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { placeOrders } from "../../app/domain/checkout/place-orders.server";
import { changeOrderStatus } from "../../app/domain/orders/seller-orders.server";
import { makeCustomerWithAddress, makeProduct, makeShop } from "../integration/checkout-fixtures";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { createTestServices, type TestServices } from "../setup/test-services";
import { type AppProcess, assertPortFree, killAll, scratchDirs, sleep, startAppProcess } from "./support/processes";

// Its own ports: the hardening files run two at a time, and cluster.test.ts holds 4630–4631.
const BASE_PORT = Number(process.env.HARDENING_MAIL_PORT ?? 4650);
const APP_PORTS = [BASE_PORT, BASE_PORT + 1];
const CHECKOUTS = 6;

let services: TestServices;
let sink: SmtpSink | undefined;
const scratch = scratchDirs();
const secret = randomBytes(24).toString("hex");

/** A port nothing listens on (yet): the mail server is "down" until the sink starts there. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApps(smtpPort: number): Promise<AppProcess[]> {
  return Promise.all(
    APP_PORTS.map(async (port) => {
      const dataDir = await scratch.make(`mail-app-${port}`);
      return startAppProcess({
        port,
        databaseUrl: services.env.DATABASE_URL as string,
        dataDir,
        baseUrl: `http://localhost:${APP_PORTS[0]}`,
        env: { BETTER_AUTH_SECRET: secret, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      });
    }),
  );
}

async function mailJobs() {
  const { rows } = await services.db.execute<{ state: string; retry_count: number; data: { kind: string; key: string; to: string } }>(
    sql`select state, retry_count, data from pgboss.job where name = 'mail'`,
  );
  return rows;
}

beforeAll(async () => {
  for (const port of APP_PORTS) await assertPortFree(port);
  services = await createTestServices();
}, 60_000);

afterAll(async () => {
  await killAll();
  await sink?.close();
  await services?.dispose();
  await scratch.removeAll();
});

describe("e-mail through the job queue", () => {
  it("keeps messages queued while SMTP is down across SIGKILL of both servers, then delivers each exactly once", async () => {
    const smtpPort = await freePort();
    let apps = await startApps(smtpPort);

    // Messages made while the mail server is down: each checkout tells the shopper and the seller,
    // and each confirmation tells the shopper again.
    const shop = await makeShop(services.db);
    const product = await makeProduct(services.db, shop.id, { stock: 50 });
    const expected = new Set<string>();
    const host = new URL(`http://localhost:${APP_PORTS[0]}`).hostname;
    for (let i = 0; i < CHECKOUTS; i++) {
      const c = await makeCustomerWithAddress(services.db, `Shopper ${i}`);
      const placed = await placeOrders(
        services.db,
        { userId: c.id, sellerId: shop.id },
        {
          checkoutId: randomUUID(),
          addressId: c.addressId,
          deliveryMode: "delivery",
          lines: [{ productId: product.id, color: "Red", size: "L", quantity: 1, name: "Cotton Kurta" }],
        },
      );
      await changeOrderStatus(services.db, shop.id, placed.orderId, "confirmed", shop.ownerUserId);
      expected.add(`<order-placed.${placed.orderId}.shopper@${host}>`);
      expected.add(`<order-placed.${placed.orderId}.seller@${host}>`);
      expected.add(`<status.${placed.orderId}.confirmed.shopper@${host}>`);
    }
    expect(expected.size).toBe(CHECKOUTS * 3);

    // Every message has been tried and failed (connection refused) and waits for its retry. pg-boss
    // puts a job in 'retry' only after a failure; its retry_count grows when the job is fetched again,
    // so it can still be 0 here (each process fetches one mail job per 2 s poll).
    const deadline = Date.now() + 60_000;
    for (;;) {
      const jobs = await mailJobs();
      if (jobs.length === expected.size && jobs.every((j) => j.state === "retry")) break;
      if (Date.now() > deadline)
        throw new Error(`mail jobs never all failed once: ${JSON.stringify(jobs.map((j) => [j.state, j.retry_count]))}`);
      await sleep(250);
    }

    // Both servers die at once; the mail server comes up; both servers come back.
    await Promise.all(apps.map((a) => a.kill("SIGKILL")));
    sink = await startSmtpSink(smtpPort);
    apps = await startApps(smtpPort);

    const inbox = sink.inbox;
    await vi.waitFor(() => expect(inbox.length, `${expected.size} messages`).toBeGreaterThanOrEqual(expected.size), {
      timeout: 120_000,
      interval: 100,
    });
    // Let both processes poll for a while more: nothing arrives twice.
    await sleep(8_000);
    const ids = inbox.map((m) => m.messageId);
    expect(ids.length).toBe(expected.size);
    expect(new Set(ids)).toEqual(expected);
    expect((await mailJobs()).map((j) => j.state)).toEqual(Array(expected.size).fill("completed"));
    const seller = inbox.filter((m) => m.to === shop.email);
    expect(seller).toHaveLength(CHECKOUTS);
    expect(seller.every((m) => m.subject.startsWith("New order ") && m.html.includes("<html"))).toBe(true);
    await Promise.all(apps.map((a) => a.kill("SIGTERM")));
  }, 300_000);
});
