// Reading a backup back: its files checked against the manifest, its rows loaded into a new
// database migrated to the backup's own level and then forward to this version's. Only then is the
// live database moved aside (kept as `<name>_previous_<time>`), what must outlive a restore carried
// from it (live-state.server.ts), the uploads and the auth secret put in place, and the restored
// database given the live name; a failure on the way puts everything back (docs/decisions/0144-backups.md).
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { createDatabase, type Database, MIGRATIONS_DIR } from "~/db/client.server";
import { databaseOf, dropDatabase, moveDatabaseAside, recreateDatabase, renameDatabase, withDatabaseName } from "~/db/databases.server";
import { journalWhens, migrationsUpTo } from "~/db/migration-level.server";
import { copyTablesIn, describeTables, restoreSequences } from "~/db/snapshot.server";
import { JOB_SCHEMA } from "~/queue/queue.server";
import { fileFacts, mirrorFiles, treeSize } from "./file-tree.server";
import { carryLiveState } from "./live-state.server";
import { type Manifest, readManifest } from "./manifest";
import type { BackupSettings } from "./settings";
import { utcStamp } from "./stamp";
import { WHAT_TO_COPY } from "./take.server";

/** Brings a database's schema to a migrations folder's level (app/services.server.ts). */
export type Migrate = (db: Database, migrationsFolder?: string) => Promise<void>;

/** What a restore moved aside is named with its time: `haat_previous_20261130T010203`. */
export const PREVIOUS_MARK = "_previous_";

/**
 * Restores the backup in `dir` onto the database at `databaseUrl` (which may not exist yet) and the
 * install's files. `migrateSchema` takes the new database to the backup's level (SQL and the job
 * queue only: today's other steps may need newer columns); `migrate` then brings it forward.
 */
export async function restoreFromBackup(options: {
  dir: string;
  databaseUrl: string;
  settings: Pick<BackupSettings, "uploadsDir" | "secretFile">;
  migrateSchema: Migrate;
  migrate: Migrate;
  now?: Date;
}): Promise<{ manifest: Manifest; skippedTables: string[] }> {
  const { dir, databaseUrl, settings, migrateSchema, migrate } = options;
  const stamp = utcStamp(options.now ?? new Date());
  const manifest = await verifiedBackup(dir);
  const level = backupMigrationCount(manifest, await journalWhens(MIGRATIONS_DIR));
  const { name: live, serverUrl } = databaseOf(databaseUrl);
  const restoring = `${live}_restoring`;
  const previous = `${live}${PREVIOUS_MARK}${stamp}`;
  await recreateDatabase(serverUrl, restoring);
  let db: Database | null = createDatabase(withDatabaseName(databaseUrl, restoring), 2);
  const undo: Array<() => Promise<void>> = [];
  let movedAside = false;
  let skippedTables: string[] = [];
  const olderMigrations = await fs.mkdtemp(path.join(os.tmpdir(), "haat-restore-"));
  try {
    await migrationsUpTo(MIGRATIONS_DIR, level, olderMigrations);
    await migrateSchema(db, olderMigrations);
    skippedTables = await loadBackupRows(db, dir, manifest);
    await migrate(db);
    // From here the app finds no database by its name, for a few seconds.
    movedAside = await moveDatabaseAside(serverUrl, live, previous);
    if (movedAside) {
      const aside = createDatabase(withDatabaseName(databaseUrl, previous), 1);
      try {
        await carryLiveState(aside, db);
      } finally {
        await aside.$client.end();
      }
    }
    await db.$client.end();
    db = null;
    // Files before the name: the restored database's queued jobs (an erasure's photos to delete) act on its own files.
    if (settings.uploadsDir) undo.push(await restoreUploads(dir, manifest, settings.uploadsDir, stamp));
    if (settings.secretFile) undo.push(await restoreSecret(dir, manifest, settings.secretFile));
    await renameDatabase(serverUrl, restoring, live);
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => {});
    if (movedAside) await renameDatabase(serverUrl, previous, live).catch(() => {});
    await db?.$client.end();
    await dropDatabase(serverUrl, restoring).catch(() => {});
    throw error;
  } finally {
    await fs.rm(olderMigrations, { recursive: true, force: true });
  }
  return { manifest, skippedTables };
}

/** The backup's manifest, once every file it names is there with its size and SHA-256. */
export async function verifiedBackup(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const files = [...manifest.tables, ...(manifest.authSecret ? [manifest.authSecret] : [])];
  for (const expected of files) {
    const facts = await fileFacts(path.join(dir, expected.file)).catch(() => null);
    if (!facts || facts.sha256 !== expected.sha256 || facts.bytes !== expected.bytes) {
      throw new Error(`The backup ${manifest.name} is damaged: ${expected.file} is missing or changed.`);
    }
  }
  if (manifest.uploads) {
    const uploads = await treeSize(path.join(dir, "uploads"));
    if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
      throw new Error(`The backup ${manifest.name} is damaged: its uploads folder does not hold the files it lists.`);
    }
  }
  return manifest;
}

/**
 * How far to migrate a fresh database before loading `manifest`'s rows: the number of this app's
 * migrations the backup's database had. A backup made by a newer Haat cannot be loaded.
 */
export function backupMigrationCount(manifest: Manifest, appMigrations: number[]): number {
  const fits = manifest.migrations.every((when, i) => appMigrations[i] === when);
  if (!fits) {
    throw new Error(`The backup ${manifest.name} was made by a different Haat (its database has migrations this version does not know).`);
  }
  return manifest.migrations.length;
}

/**
 * Loads the backup's rows into `db` (migrated to the backup's level, nothing else in it yet), in one
 * transaction: all of it or none.
 */
export async function loadBackupRows(db: Database, dir: string, manifest: Manifest): Promise<string[]> {
  const client = await db.$client.connect();
  try {
    const version = await client.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
    const jobSchemaVersion = Number(version.rows[0]?.version ?? 0);
    if (jobSchemaVersion !== manifest.jobSchemaVersion) {
      throw new Error(
        `The backup ${manifest.name} holds job-queue schema ${manifest.jobSchemaVersion}; this Haat has ${jobSchemaVersion}. Restore it with the Haat version that made it.`,
      );
    }
    // A table the migrations do not make (an operator's own, a benchmark's) has nowhere to go.
    const ours = new Set((await describeTables(client, WHAT_TO_COPY)).map((t) => `${t.schema}.${t.name}`));
    const tables = manifest.tables.filter((t) => ours.has(`${t.schema}.${t.name}`));
    const skipped = manifest.tables.filter((t) => !ours.has(`${t.schema}.${t.name}`)).map((t) => `${t.schema}.${t.name}`);
    await client.query("begin");
    try {
      await copyTablesIn(client, tables, (table) => ({
        async into(sink) {
          await pipeline(createReadStream(path.join(dir, table.file)), createGunzip(), sink);
        },
      }));
      await restoreSequences(client, manifest.sequences);
      await client.query("commit");
      return skipped;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  } finally {
    client.release();
  }
}

/**
 * Puts the backup's uploads in `uploadsDir`'s place; what was there is kept beside it as
 * `<uploadsDir>.previous-<stamp>`. Returns how to put it back.
 */
export async function restoreUploads(dir: string, manifest: Manifest, uploadsDir: string, stamp: string): Promise<() => Promise<void>> {
  if (!manifest.uploads) return async () => {};
  const incoming = `${uploadsDir}.restoring`;
  const previous = `${uploadsDir}.previous-${stamp}`;
  await fs.rm(incoming, { recursive: true, force: true });
  await fs.mkdir(incoming, { recursive: true });
  await mirrorFiles(path.join(dir, "uploads"), incoming);
  const hadUploads = await fs.rename(uploadsDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
      return false;
    },
  );
  await fs.rename(incoming, uploadsDir);
  return async () => {
    await fs.rm(uploadsDir, { recursive: true, force: true });
    if (hadUploads) await fs.rename(previous, uploadsDir);
  };
}

/** Puts the backup's auth secret in place (sessions and signed cookies made before stay valid). Returns how to put the old one back. */
export async function restoreSecret(dir: string, manifest: Manifest, secretFile: string): Promise<() => Promise<void>> {
  if (!manifest.authSecret) return async () => {};
  await fs.mkdir(path.dirname(secretFile), { recursive: true });
  const before = await fs.readFile(secretFile).catch(() => null);
  await fs.copyFile(path.join(dir, manifest.authSecret.file), secretFile);
  await fs.chmod(secretFile, 0o600);
  return async () => {
    if (before) await fs.writeFile(secretFile, before, { mode: 0o600 });
    else await fs.rm(secretFile, { force: true });
  };
}
