// Direct access to the e2e server's embedded PostgreSQL and outbox, for asserting what landed where.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const e2eDataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return dir;
};

/** The embedded cluster's URL: the port is line 4 of postmaster.pid, the password is in pg.password. */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const dir = e2eDataDir();
  const port = readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = readFileSync(path.join(dir, "pg.password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: Number(port), user: "postgres", password, database: "haat" });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The newest message in DATA_DIR/outbox sent to `to`, as raw text (quoted-printable soft breaks joined). */
export function newestMailTo(to: string): string | null {
  const dir = path.join(e2eDataDir(), "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return null;
  }
  const sorted = files.map((f) => path.join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of sorted) {
    const raw = readFileSync(file, "utf8").replace(/=\r?\n/g, "");
    if (raw.includes(`To: ${to}`)) return raw.replace(/=3D/g, "=");
  }
  return null;
}
