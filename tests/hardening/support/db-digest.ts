// A fingerprint of everything the app stores, to prove that a refused request changed nothing.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../../app/db/client.server";

/**
 * Bookkeeping that any request may touch: session refresh, reset tokens, rate-limit counters
 * (better-auth's and ours, which count refused attempts too), and the access log (a page drawn again
 * after its form was refused is still a read of the personal data on it).
 */
export const VOLATILE_TABLES = new Set(["session", "verification", "rate_limit", "request_limit", "access_log"]);

/**
 * A hash of every row of every app table (public schema) except `skip` (the volatile ones above), in one
 * round trip, as `table=md5;…`. Two digests are equal exactly when no row was added, removed or
 * changed; `changedTables` names the tables that differ.
 */
export async function digestAppTables(db: Database, skip: ReadonlySet<string> = VOLATILE_TABLES): Promise<string> {
  const tables = (await appTables(db)).filter((t) => !skip.has(t));
  const parts = tables
    .map(
      (t) =>
        `select ${quoteLiteral(t)} as t, (select md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) from ${quoteIdent(t)} x) as h`,
    )
    .join(" union all ");
  const result = await db.execute<{ t: string; h: string }>(sql.raw(`select t, h from (${parts}) d order by t`));
  return result.rows.map((r) => `${r.t}=${r.h}`).join(";");
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: string, after: string): string[] {
  const parse = (digest: string) => new Map(digest.split(";").map((entry) => entry.split("=") as [string, string]));
  const a = parse(before);
  const b = parse(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter((t) => a.get(t) !== b.get(t)).sort();
}

/** Every stored file under `dir` (e.g. the uploads folder), relative and sorted; [] when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function appTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return result.rows.map((r) => r.name);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
