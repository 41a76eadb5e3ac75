// Direct access to the e2e server's embedded PostgreSQL, for asserting what landed where.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";

export const e2eDataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return dir;
};

/** The embedded cluster: the port is line 4 of postmaster.pid, the password is in pg.password. */
function connection() {
  const dir = e2eDataDir();
  const port = readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = readFileSync(path.join(dir, "pg.password"), "utf8").trim();
  return { host: "127.0.0.1", port: Number(port), user: "postgres", password, database: "haat" };
}

export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A colour/size's stock now, read from the database (the seller's form may lag behind). */
export const variantStock = (v: { id: string; color: string; size: string }) =>
  withDb(async (db) => {
    const { rows } = await db.query("select stock from product_stock where product_id = $1 and color = $2 and size = $3", [
      v.id,
      v.color,
      v.size,
    ]);
    return rows[0]?.stock as number;
  });

/** Puts a job on one of the server's queues now, as its cron would (the server's workers run it). */
export async function sendJob(queue: string, data: object = {}): Promise<void> {
  const boss = new PgBoss({ ...connection(), schema: "pgboss", migrate: false, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  try {
    await boss.send(queue, data);
  } finally {
    await boss.stop({ graceful: false });
  }
}
