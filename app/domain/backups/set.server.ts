// The backup set in the backup directory: the finished backups (folders with a manifest), the
// nightly run that adds one and deletes what the policy no longer keeps, and what the admin sees.
import fs from "node:fs/promises";
import path from "node:path";
import type { Database } from "~/db/client.server";
import { quoteIdent } from "~/db/identifiers";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { backupsToKeep, type KeepPolicy } from "./keep";
import { backupBytes, readManifest } from "./manifest";
import { PREVIOUS_MARK } from "./restore.server";
import type { BackupSettings } from "./settings";
import { stampTime } from "./stamp";
import type { BackupStatus } from "./status";
import { type BackupSources, PARTIAL_PREFIX, takeBackup } from "./take.server";

const FAILURE_FILE = "last-failure.json";
const DAY = 24 * 60 * 60 * 1000;

export interface BackupListing {
  name: string;
  dir: string;
  takenAt: Date;
  bytes: number;
}

/** The finished backups, newest first. */
export async function listBackups(backupDir: string): Promise<BackupListing[]> {
  let names: string[];
  try {
    names = await fs.readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const listed: BackupListing[] = [];
  for (const name of names) {
    if (name.startsWith(".") || name === FAILURE_FILE) continue;
    const dir = path.join(backupDir, name);
    try {
      const manifest = await readManifest(dir);
      listed.push({ name, dir, takenAt: new Date(manifest.takenAt), bytes: backupBytes(manifest) });
    } catch {
      // not a finished backup: never listed, never deleted by the policy
    }
  }
  return listed.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes the backups the policy does not keep at `now`, and leftovers of runs cut short over a day ago. */
export async function pruneBackups(backupDir: string, policy: KeepPolicy, now: Date): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const keep = backupsToKeep(backups, policy, now);
  const deleted: string[] = [];
  for (const backup of backups) {
    if (keep.has(backup.name)) continue;
    await fs.rm(backup.dir, { recursive: true, force: true });
    deleted.push(backup.name);
  }
  for (const name of await fs.readdir(backupDir).catch(() => [] as string[])) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const stat = await fs.stat(path.join(backupDir, name));
    if (now.getTime() - stat.mtime.getTime() > DAY) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  }
  return deleted;
}

/**
 * The nightly run: a new backup, then the set pruned. A failure is recorded for the admin, and thrown
 * (the job retries); the set is pruned all the same, so a week of failing runs (a full disk) never keeps
 * a backup past the privacy notice's window. A failed prune after a good backup is recorded, not retried.
 */
export async function runNightlyBackup(sources: BackupSources, backupDir: string, policy: KeepPolicy, now: Date = new Date()) {
  let manifest: Awaited<ReturnType<typeof takeBackup>>;
  try {
    manifest = await takeBackup(sources, backupDir, now);
  } catch (error) {
    await recordFailure(backupDir, now, error);
    await pruneBackups(backupDir, policy, now).catch(() => {});
    throw error;
  }
  await fs.rm(path.join(backupDir, FAILURE_FILE), { force: true });
  let deleted: string[] = [];
  try {
    deleted = await pruneBackups(backupDir, policy, now);
  } catch (error) {
    await recordFailure(backupDir, now, error);
  }
  return { name: manifest.name, bytes: backupBytes(manifest), deleted };
}

async function recordFailure(backupDir: string, now: Date, error: unknown) {
  const failure = { at: now.toISOString(), message: error instanceof Error ? error.message : String(error) };
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 }).catch(() => {});
  await fs.writeFile(path.join(backupDir, FAILURE_FILE), JSON.stringify(failure)).catch(() => {});
}

/**
 * The scheduled job: tonight's backup when backups are on; and either way the set pruned, and what
 * restores moved aside (a `<database>_previous_<time>` database, an `uploads.previous-<time>` folder)
 * deleted once as old as the privacy notice allows a backup to be.
 */
export async function nightlyBackupJob(db: Database, settings: BackupSettings, now: Date = new Date()): Promise<void> {
  try {
    if (settings.enabled)
      await runNightlyBackup({ db, uploadsDir: settings.uploadsDir, secretFile: settings.secretFile }, settings.dir, settings.keep, now);
    else await pruneBackups(settings.dir, settings.keep, now);
  } finally {
    await pruneRestoreLeftovers(db, settings.uploadsDir, now);
  }
}

async function pruneRestoreLeftovers(db: Database, uploadsDir: string | null, now: Date): Promise<void> {
  const oldest = now.getTime() - (RETENTION_DAYS.backups - 1) * DAY;
  const isOld = (stamp: string) => {
    const at = stampTime(stamp);
    return at !== null && at < oldest;
  };
  const { rows } = await db.$client.query<{ name: string; current: string }>(
    "select datname as name, current_database() as current from pg_database where starts_with(datname, current_database() || $1)",
    [PREVIOUS_MARK],
  );
  for (const { name, current } of rows) {
    if (isOld(name.slice(current.length + PREVIOUS_MARK.length)))
      await db.$client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  }
  if (!uploadsDir) return;
  const prefix = `${path.basename(uploadsDir)}.previous-`;
  const siblings = await fs.readdir(path.dirname(uploadsDir)).catch(() => [] as string[]);
  for (const name of siblings) {
    if (name.startsWith(prefix) && isOld(name.slice(prefix.length)))
      await fs.rm(path.join(path.dirname(uploadsDir), name), { recursive: true, force: true });
  }
}

/** What the admin's overview shows about the backups. */
export async function backupStatus(backupDir: string, enabled: boolean, now: Date = new Date()): Promise<BackupStatus> {
  let backups: BackupListing[];
  try {
    backups = await listBackups(backupDir);
  } catch (error) {
    const message = `${backupDir} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    return { enabled, last: null, count: 0, stale: true, failure: { at: now, message } };
  }
  const last = backups[0] ?? null;
  let failure: BackupStatus["failure"] = null;
  try {
    const recorded = JSON.parse(await fs.readFile(path.join(backupDir, FAILURE_FILE), "utf8")) as { at: string; message: string };
    failure = { at: new Date(recorded.at), message: String(recorded.message) };
  } catch {
    // no failure recorded since the last success
  }
  return {
    enabled,
    last: last && { name: last.name, takenAt: last.takenAt, bytes: last.bytes },
    count: backups.length,
    // A day and a bit: tonight's run has not finished at 02:00 sharp.
    stale: !last || now.getTime() - last.takenAt.getTime() > 26 * 60 * 60 * 1000,
    failure,
  };
}
