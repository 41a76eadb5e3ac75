// Whether this install takes backups, where to, and what they copy, from the environment.
import path from "node:path";
import type { Env } from "~/utils/env.server";
import type { KeepPolicy } from "./keep";

export interface BackupSettings {
  enabled: boolean;
  dir: string;
  keep: KeepPolicy;
  /** The disk storage's folder, or null when uploads live in an S3 bucket (its own versioning keeps them). */
  uploadsDir: string | null;
  /** DATA_DIR/auth-secret, or null when BETTER_AUTH_SECRET comes from the environment. */
  secretFile: string | null;
}

type BackupEnv = Pick<
  Env,
  "BACKUPS" | "BACKUP_DIR" | "BACKUP_KEEP_DAILY" | "BACKUP_KEEP_WEEKLY" | "DATA_DIR" | "STORAGE_DRIVER" | "BETTER_AUTH_SECRET"
>;

/** `embedded`: the database is the one this install started under DATA_DIR (BACKUPS=auto backs that up). */
export function backupSettings(env: BackupEnv, embedded: boolean): BackupSettings {
  return {
    enabled: env.BACKUPS === "on" || (env.BACKUPS === "auto" && embedded),
    dir: env.BACKUP_DIR,
    keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
    uploadsDir: env.STORAGE_DRIVER === "disk" ? path.join(env.DATA_DIR, "uploads") : null,
    secretFile: env.BETTER_AUTH_SECRET ? null : path.join(env.DATA_DIR, "auth-secret"),
  };
}
