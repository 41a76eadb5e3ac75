// Reading a backup back: its files checked against the manifest, its rows loaded into a new
// database migrated to the backup's own level and then forward to this version's; only then does
// it take the live database's name (the old one stays as `<name>_previous`), the uploads and the auth
// secret put in place just before. Deletions the live database knows of are carried over, so nobody
// erased since the backup comes back (docs/decisions/0144-backups.md).
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { createDatabase, type Database, MIGRATIONS_DIR } from "~/db/client.server";
import { databaseExists, databaseOf, dropDatabase, recreateDatabase, swapDatabases, withDatabaseName } from "~/db/databases.server";
import { journalWhens, migrationsUpTo } from "~/db/migration-level.server";
import { copyTablesIn, restoreSequences } from "~/db/snapshot.server";
import { carryErasuresForward } from "~/domain/privacy/erasures-after-restore.server";
import { JOB_SCHEMA } from "~/queue/queue.server";
import { fileFacts, mirrorFiles } from "./file-tree.server";
import { type Manifest, readManifest } from "./manifest";
import type { BackupSettings } from "./settings";

/** Brings a database to this app's schema from a migrations folder (app/services.server.ts migrateApp). */
export type Migrate = (db: Database, migrationsFolder?: string) => Promise<void>;

/**
 * Restores the backup in `dir` onto the database at `databaseUrl` (which may not exist yet) and the
 * install's files. Nothing live changes until the restored database is whole and migrated.
 */
export async function restoreFromBackup(options: {
  dir: string;
  databaseUrl: string;
  settings: Pick<BackupSettings, "uploadsDir" | "secretFile">;
  migrate: Migrate;
}): Promise<Manifest> {
  const { dir, databaseUrl, settings, migrate } = options;
  const manifest = await verifiedBackup(dir);
  const level = backupMigrationCount(manifest, await journalWhens(MIGRATIONS_DIR));
  const { name: live, serverUrl } = databaseOf(databaseUrl);
  const restoring = `${live}_restoring`;
  await recreateDatabase(serverUrl, restoring);
  const db = createDatabase(withDatabaseName(databaseUrl, restoring), 2);
  const olderMigrations = await fs.mkdtemp(path.join(os.tmpdir(), "haat-restore-"));
  try {
    await migrationsUpTo(MIGRATIONS_DIR, level, olderMigrations);
    await migrate(db, olderMigrations);
    await loadBackupRows(db, dir, manifest);
    await migrate(db);
    if (await databaseExists(serverUrl, live)) {
      const liveDb = createDatabase(databaseUrl, 1);
      try {
        await carryErasuresForward(liveDb, db);
      } finally {
        await liveDb.$client.end();
      }
    }
  } catch (error) {
    await db.$client.end();
    await dropDatabase(serverUrl, restoring);
    throw error;
  } finally {
    await fs.rm(olderMigrations, { recursive: true, force: true });
  }
  await db.$client.end();
  // Files first: the restored database's queued jobs (an erasure's photos to delete) act on its own files.
  if (settings.uploadsDir) await restoreUploads(dir, manifest, settings.uploadsDir);
  if (settings.secretFile) await restoreSecret(dir, manifest, settings.secretFile);
  await swapDatabases(serverUrl, { live, restored: restoring, previous: `${live}_previous` });
  return manifest;
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
export async function loadBackupRows(db: Database, dir: string, manifest: Manifest): Promise<void> {
  const client = await db.$client.connect();
  try {
    const version = await client.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
    const jobSchemaVersion = Number(version.rows[0]?.version ?? 0);
    if (jobSchemaVersion !== manifest.jobSchemaVersion) {
      throw new Error(
        `The backup ${manifest.name} holds job-queue schema ${manifest.jobSchemaVersion}; this Haat has ${jobSchemaVersion}. Restore it with the Haat version that made it.`,
      );
    }
    await client.query("begin");
    try {
      await copyTablesIn(client, manifest.tables, (table) => createReadStream(path.join(dir, table.file)).pipe(createGunzip()));
      await restoreSequences(client, manifest.sequences);
      await client.query("commit");
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
 * `<uploadsDir>.previous` (an older one is deleted).
 */
export async function restoreUploads(dir: string, manifest: Manifest, uploadsDir: string): Promise<void> {
  if (!manifest.uploads) return;
  const incoming = `${uploadsDir}.restoring`;
  const previous = `${uploadsDir}.previous`;
  await fs.rm(incoming, { recursive: true, force: true });
  await fs.mkdir(incoming, { recursive: true });
  await mirrorFiles(path.join(dir, "uploads"), incoming);
  await fs.rm(previous, { recursive: true, force: true });
  await fs.rename(uploadsDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await fs.rename(incoming, uploadsDir);
}

/** Puts the backup's auth secret in place (sessions and signed cookies made before stay valid). */
export async function restoreSecret(dir: string, manifest: Manifest, secretFile: string): Promise<void> {
  if (!manifest.authSecret) return;
  await fs.mkdir(path.dirname(secretFile), { recursive: true });
  await fs.copyFile(path.join(dir, manifest.authSecret.file), secretFile);
  await fs.chmod(secretFile, 0o600);
}
