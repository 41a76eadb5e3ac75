import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { UnnamedStatementClient } from "./unnamed-statements.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * A pool of `max` connections to `url`. `namedStatements: false` when `url` is a transaction-mode
 * pooler's: prepared queries (prepared.server.ts) then run unnamed. Nothing is set per connection
 * (no startup options, which pgbouncer refuses): what the app needs of every session is the
 * database's own default, set at migration time (domain/catalog/search-threshold.server.ts).
 */
export function createDatabase(
  url: string,
  max = 10,
  { namedStatements = true, ...more }: { namedStatements?: boolean } & Pick<pg.PoolConfig, "connectionTimeoutMillis"> = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max, ...more, ...(namedStatements ? {} : { Client: UnnamedStatementClient }) });
  pool.on("error", () => {}); // idle-client errors (e.g. the server restarting) must not crash the app
  // A checked-out client has no pool listener: PostgreSQL dying between two queries of a transaction
  // emitted an unhandled 'error' that killed the process. Now its next query fails (a 500) and the
  // pool drops it on release, since it is no longer queryable.
  pool.on("connect", (client) => client.on("error", () => {}));
  return drizzle(pool, { schema }) as Database;
}

// The app always runs from the project root (npm scripts), where the committed migrations live.
export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

// Any fixed number, the same in every app process: the key of the migration advisory lock.
const MIGRATION_LOCK = 4_242_001;

/** Runs `$1…$n` SQL on the migration's own connection (a pg client's query). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What else a database needs once its SQL migrations ran (the job queue's schema, search keys), in order. */
export type AfterMigrations = ReadonlyArray<(executeSql: ExecuteSql) => Promise<unknown>>;

/**
 * Applies pending migrations, then each of `after` on the same connection. Several app servers may
 * boot at once against one database, and drizzle's migrator takes no lock of its own (both would
 * apply the same migration): a session advisory lock makes the others wait, and they then find
 * nothing left to do. The composition root (app/services.server.ts migrateApp) says what `after`
 * holds, so this layer knows nothing above it.
 */
export async function migrateDatabase(db: Database, after: AfterMigrations, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    // On the locked connection itself, so a pool of one connection cannot deadlock.
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    for (const step of after) await step((text, values) => client.query(text, values));
  } finally {
    try {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    } catch (error) {
      broken = error as Error; // dropping the connection releases the lock too
    }
    client.release(broken);
  }
}

/** Whether the database answers (the health check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.$client.query("select 1");
}
