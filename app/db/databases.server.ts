// Whole databases on one PostgreSQL server, made and renamed from its maintenance database: a
// restore fills a fresh database beside the live one and then swaps the names, so the app (running
// or not) meets either the old rows or the restored ones, never a half-filled database.
import pg from "pg";
import { quoteIdent } from "./identifiers";

const quote = quoteIdent;

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
 * Takes `live` out of the app's reach by renaming it to `aside`: it stops taking connections, its
 * sessions are ended, it is renamed, and then takes connections again under its new name (so it can
 * be read, and dropped). A running app's pool meanwhile finds no database by the old name. Returns
 * false when there was no `live` database.
 */
export async function moveDatabaseAside(serverUrl: string, live: string, aside: string): Promise<boolean> {
  return onServer(serverUrl, async (client) => {
    const exists = await client.query("select 1 from pg_database where datname = $1", [live]);
    if (!exists.rowCount) return false;
    await client.query(`alter database ${quote(live)} with allow_connections false`);
    try {
      await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [live]);
      // A backend ends a moment after it is told to: renaming waits for the last one.
      for (let tries = 0; ; tries++) {
        try {
          await client.query(`alter database ${quote(live)} rename to ${quote(aside)}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== "55006" || tries >= 50) throw error; // object_in_use
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      // Whichever name it has now, it takes connections again: never a database nobody can open.
      for (const name of [aside, live]) {
        await client.query(`alter database ${quote(name)} with allow_connections true`).catch(() => {});
      }
    }
    return true;
  });
}

export async function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`alter database ${quote(from)} rename to ${quote(to)}`));
}
