// What the admin's overview is told about the backups (app/domain/backups/set.server.ts backupStatus).

export interface BackupStatus {
  /** Whether this install takes backups (BACKUPS). */
  enabled: boolean;
  last: { name: string; takenAt: Date; bytes: number } | null;
  /** Finished backups in the set. */
  count: number;
  /** No backup, or the last one is more than a day old. */
  stale: boolean;
  /** The last run's failure, until a run succeeds. */
  failure: { at: Date; message: string } | null;
}
