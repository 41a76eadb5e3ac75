// The backup set in the backup directory: the finished backups (folders with a manifest), the
// nightly run that adds one and deletes what the policy no longer keeps, and what the admin sees.
import fs from "node:fs/promises";
import path from "node:path";
import { backupsToKeep, type KeepPolicy } from "./keep";
import { backupBytes, readManifest } from "./manifest";
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
  for (const name of await fs.readdir(backupDir)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const stat = await fs.stat(path.join(backupDir, name));
    if (now.getTime() - stat.mtime.getTime() > DAY) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  }
  return deleted;
}

/**
 * The nightly run: a new backup, then the set pruned. A failure is recorded for the admin, and thrown
 * (the job retries); the set is pruned all the same, so a week of failing runs (a full disk) never keeps
 * a backup past the privacy notice's window.
 */
export async function runNightlyBackup(sources: BackupSources, backupDir: string, policy: KeepPolicy, now: Date = new Date()) {
  let manifest: Awaited<ReturnType<typeof takeBackup>>;
  try {
    manifest = await takeBackup(sources, backupDir, now);
  } catch (error) {
    const failure = { at: now.toISOString(), message: error instanceof Error ? error.message : String(error) };
    await fs.mkdir(backupDir, { recursive: true, mode: 0o700 }).catch(() => {});
    await fs.writeFile(path.join(backupDir, FAILURE_FILE), JSON.stringify(failure)).catch(() => {});
    await pruneBackups(backupDir, policy, now).catch(() => {});
    throw error;
  }
  const deleted = await pruneBackups(backupDir, policy, now);
  await fs.rm(path.join(backupDir, FAILURE_FILE), { force: true });
  return { name: manifest.name, bytes: backupBytes(manifest), deleted };
}

/** What the admin's overview shows about the backups. */
export async function backupStatus(backupDir: string, enabled: boolean, now: Date = new Date()): Promise<BackupStatus> {
  const backups = await listBackups(backupDir);
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
    stale: !last || now.getTime() - last.takenAt.getTime() > DAY,
    failure,
  };
}
