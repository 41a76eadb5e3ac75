// The database of the install in DATA_DIR as a command-line tool finds it: DATABASE_DIRECT_URL's or
// DATABASE_URL's; else the embedded cluster a running server has started; else the embedded cluster
// started here for the command's length (made fresh when DATA_DIR has none yet).
import { existsSync } from "node:fs";
import path from "node:path";
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from "~/db/embedded.server";
import type { Env } from "~/utils/env.server";

export interface InstallDatabase {
  url: string;
  /** The embedded cluster under DATA_DIR (BACKUPS=auto backs it up). */
  embedded: boolean;
  /** Stops the cluster if this command started it. */
  release(): Promise<void>;
}

/** `existing`: refuse a DATA_DIR without a database (a typo must not make a new, empty install there). */
export async function openInstallDatabase(env: Env, { existing = false } = {}): Promise<InstallDatabase> {
  // PostgreSQL itself, never a pooler: a restore renames databases, which no pooler passes on.
  const external = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  if (external) return { url: external, embedded: false, release: async () => {} };
  const running = runningEmbeddedUrl(env.DATA_DIR);
  if (running) return { url: running, embedded: true, release: async () => {} };
  if (existing && !existsSync(path.join(env.DATA_DIR, "pg", "PG_VERSION"))) {
    throw new Error(`${env.DATA_DIR} holds no Haat database: set DATA_DIR (or DATABASE_URL) to the install to back up.`);
  }
  const started: EmbeddedDatabase = await startEmbeddedPostgres(env.DATA_DIR);
  return { url: started.url, embedded: true, release: () => started.stop() };
}
