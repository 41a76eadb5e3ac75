import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {}); // idle-client errors (e.g. the server restarting) must not crash the app
  return drizzle(pool, { schema }) as Database;
}

// The app always runs from the project root (npm scripts), where the committed migrations live.
export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}
