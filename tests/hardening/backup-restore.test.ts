// Never lose a shop (docs/decisions/0144-backups.md): a production server on the embedded
// PostgreSQL takes its backup through the job queue, as the nightly schedule does; the admin sees it;
// `npm run restore` puts it on a fresh DATA_DIR, and a server started there has the demo shopper's
// orders (their session still signed in), the seller's images and the e-mail that was still queued.
// Restored again beside that running server, the server carries on with the backup's rows.

import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../app/db/client.server";
import { runningEmbeddedUrl } from "../../app/db/embedded.server";
import { enqueueInTransaction, QUEUES } from "../../app/queue/queue.server";
import { isSuccess } from "../../app/utils/reply";
import { type AppProcess, assertPortFree, killAll, scratchDirs, sleep, startAppProcess } from "./support/processes";
import { checkout, type Shopper } from "./support/shoppers";
import { Visitor } from "./support/visitor";

const PORT = Number(process.env.HARDENING_BACKUP_PORT ?? 4660);
const BASE_URL = `http://localhost:${PORT}`;
const PASSWORD = "haat-demo-123";
const scratch = scratchDirs();
const run = promisify(execFile);

const newDir = scratch.make;

/** A server on the embedded PostgreSQL in `dataDir`, its mail server nowhere (so mail stays queued). */
const startServer = (dataDir: string) =>
  startAppProcess({ port: PORT, dataDir, baseUrl: BASE_URL, env: { SMTP_URL: "smtp://127.0.0.1:9", RATE_LIMIT_CHECKOUT: "1000/60" } });

function installDb(dataDir: string): Database {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no running database in ${dataDir}`);
  return createDatabase(url, 1);
}

async function restore(dataDir: string, backup: string) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/restore.ts", backup], { env, timeout: 120_000 });
  return stdout;
}

async function customerOrders(visitor: Visitor) {
  const page = await visitor.request("/demo/orders");
  expect(page.status).toBe(200);
  return page.body;
}

let server: AppProcess;
let before: string;

beforeAll(async () => {
  await assertPortFree(PORT);
  before = await newDir("backup-before");
}, 30_000);

afterAll(async () => {
  await killAll();
  await scratch.removeAll();
});

describe("backup and restore", () => {
  it("brings back orders, sessions, images and queued mail on a fresh DATA_DIR, and again beside a running server", async () => {
    server = await startServer(before);
    const db = installDb(before);
    const customer = new Visitor(BASE_URL);
    expect((await customer.signIn("customer@example.com", PASSWORD)).status).toBe(200);
    const [{ id: addressId }] = (
      await db.execute<{ id: string }>(
        sql`select a.id from address a join "user" u on u.id = a.user_id where u.email = 'customer@example.com'`,
      )
    ).rows;
    const [line] = (
      await db.execute<{ product_id: string; color: string; size: string; image: string }>(
        sql`select s.product_id, s.color, s.size, c.image_keys->>0 as image from product_stock s
              join product p on p.id = s.product_id join seller sh on sh.id = p.seller_id
              join product_color c on c.product_id = s.product_id and c.color = s.color
             where sh.handle = 'demo' and s.stock > 5 and p.active order by p.name limit 1`,
      )
    ).rows;
    const shopper: Shopper = { name: "Ananya", email: "customer@example.com", visitor: customer, addressId };
    const placed = await checkout(shopper, "demo", randomUUID(), [
      { productId: line.product_id, color: line.color, size: line.size, quantity: 1 },
    ]);
    expect(isSuccess(placed.data), JSON.stringify(placed.data)).toBe(true);
    const number = isSuccess(placed.data) ? (placed.data.data?.number as string) : "";
    const orderId = isSuccess(placed.data) ? (placed.data.data?.orderId as string) : "";
    expect(await customerOrders(customer)).toContain(number);
    const image = await customer.request(`/media/${line.image}-640.webp`);
    expect(image.status).toBe(200);
    const imageHash = createHash("sha256").update(image.body).digest("hex");

    // The nightly job, sent as its schedule sends it: the running server's worker takes the backup.
    const schedule = await db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = 'backup'`,
    );
    expect(schedule.rows).toEqual([{ cron: "0 2 * * *", timezone: "Asia/Kolkata" }]);
    const mailBefore = await db.execute<{ id: string; state: string }>(
      sql`select id, state from pgboss.job where name = 'mail' and data::text like ${`%${orderId}%`} and state <> 'completed'`,
    );
    expect(mailBefore.rows.length).toBeGreaterThan(0);
    await db.transaction((tx) => enqueueInTransaction(tx, QUEUES.backup.name, {}));
    const backups = path.join(before, "backups");
    let backup = "";
    for (let waited = 0; !backup && waited < 60_000; waited += 250) {
      const names = existsSync(backups) ? (await readdir(backups)).filter((n) => n.startsWith("haat-")) : [];
      backup = names[0] ?? "";
      if (!backup) await sleep(250);
    }
    expect(backup, "the backup job never finished").not.toBe("");
    await db.$client.end();

    const admin = new Visitor(BASE_URL);
    expect((await admin.signIn("admin@example.com", PASSWORD)).status).toBe(200);
    const overview = await admin.request("/admin");
    expect(overview.body).toContain("Last backup");
    expect(overview.body).toMatch(/\d+(\.\d)? MB/);
    expect(overview.body).not.toContain("No backup has been taken yet");
    await server.kill();

    // On a fresh DATA_DIR, with the server stopped.
    const after = await newDir("backup-after");
    const restored = await restore(after, path.join(backups, backup));
    expect(restored).toMatch(/^Restored haat-/);
    server = await startServer(after);
    expect(await customerOrders(customer)).toContain(number); // the session from before the backup, still signed in
    const imageAgain = await customer.request(`/media/${line.image}-640.webp`);
    expect(createHash("sha256").update(imageAgain.body).digest("hex")).toBe(imageHash);
    const restoredDb = installDb(after);
    const mailAfter = await restoredDb.execute<{ id: string }>(
      sql`select id from pgboss.job where name = 'mail' and data::text like ${`%${orderId}%`}`,
    );
    expect(mailAfter.rows.map((r) => r.id)).toEqual(expect.arrayContaining(mailBefore.rows.map((r) => r.id)));

    // Beside the running server: an order placed after the backup is gone once it is restored again.
    const later = await checkout(shopper, "demo", randomUUID(), [
      { productId: line.product_id, color: line.color, size: line.size, quantity: 1 },
    ]);
    const laterNumber = isSuccess(later.data) ? (later.data.data?.number as string) : "";
    expect(laterNumber).not.toBe("");
    await restoredDb.$client.end();
    await restore(after, path.join(backups, backup));
    let orders = "";
    for (let tries = 0; tries < 20; tries++) {
      const page = await customer.request("/demo/orders");
      if (page.status === 200) {
        orders = page.body;
        break;
      }
      await sleep(250); // the pool's connections to the old database are being replaced
    }
    expect(orders).toContain(number);
    expect(orders).not.toContain(laterNumber);
    expect((await customer.request("/demo")).status).toBe(200);
  }, 300_000);
});
