// Whole databases on one PostgreSQL server, made and renamed from its maintenance database: a
// restore fills a fresh database beside the live one and then swaps the names, so the app (running
// or not) meets either the old rows or the restored ones, never a half-filled database.
import pg from "pg";

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The URL's database name, and the URL of the same server's `postgres` database. */
export function databaseOf(url: string): { name: string; serverUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "postgres";
  parsed.pathname = "/postgres";
  return { name, serverUrl: parsed.toString() };
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return onServer(serverUrl, async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    return (found.rowCount ?? 0) > 0;
  });
}

/** Drops `name` if it exists (its sessions ended) and makes it again, empty. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quote(name)} with (force)`);
    await client.query(`create database ${quote(name)}`);
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${quote(name)} with (force)`));
}

/**
 * Puts `restored` in the place of `live`, keeping the old one as `previous` (an older `previous` is
 * dropped). The live database stops taking connections first and its sessions are ended, so a
 * running app's pool reconnects to the restored one once the names have moved.
 */
export async function swapDatabases(serverUrl: string, names: { live: string; restored: string; previous: string }): Promise<void> {
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quote(names.previous)} with (force)`);
    const exists = await client.query("select 1 from pg_database where datname = $1", [names.live]);
    if (exists.rowCount) {
      await client.query(`alter database ${quote(names.live)} with allow_connections false`);
      await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
        names.live,
      ]);
      // A backend ends a moment after it is told to: renaming waits for the last one.
      for (let tries = 0; ; tries++) {
        try {
          await client.query(`alter database ${quote(names.live)} rename to ${quote(names.previous)}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== "55006" || tries >= 50) throw error; // object_in_use
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
    await client.query(`alter database ${quote(names.restored)} rename to ${quote(names.live)}`);
  });
}
