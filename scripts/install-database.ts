// The database of the install in DATA_DIR as a command-line tool finds it: DATABASE_DIRECT_URL's or
// DATABASE_URL's; else the embedded cluster a running server has started; else the embedded cluster
// started here for the command's length (made fresh when DATA_DIR has none yet).
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from "~/db/embedded.server";
import type { Env } from "~/utils/env.server";

export interface InstallDatabase {
  url: string;
  /** The embedded cluster under DATA_DIR (BACKUPS=auto backs it up). */
  embedded: boolean;
  /** Stops the cluster if this command started it. */
  release(): Promise<void>;
}

export async function openInstallDatabase(env: Env): Promise<InstallDatabase> {
  // PostgreSQL itself, never a pooler: a restore renames databases, which no pooler passes on.
  const external = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  if (external) return { url: external, embedded: false, release: async () => {} };
  const running = runningEmbeddedUrl(env.DATA_DIR);
  if (running) return { url: running, embedded: true, release: async () => {} };
  const started: EmbeddedDatabase = await startEmbeddedPostgres(env.DATA_DIR);
  return { url: started.url, embedded: true, release: () => started.stop() };
}
