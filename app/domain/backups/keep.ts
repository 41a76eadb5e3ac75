// Which backups the set keeps: the newest of each of the last `daily` days that have one, and of
// each of the last `weekly` weeks, as restic's --keep-daily/--keep-weekly count them (days and
// weeks in IST); and never one older than the privacy notice promises, whatever the settings
// (docs/decisions/0144-backups.md).
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { istDay } from "~/utils/dates";

const DAY = 24 * 60 * 60 * 1000;

export interface KeepPolicy {
  daily: number;
  weekly: number;
}

export interface TakenBackup {
  name: string;
  takenAt: Date;
}

/** The Monday (IST) of the week `at` falls in, as YYYY-MM-DD. */
function istWeek(at: Date): string {
  const day = istDay(at);
  const noon = new Date(`${day}T12:00:00+05:30`);
  const sinceMonday = (noon.getUTCDay() + 6) % 7;
  return istDay(new Date(noon.getTime() - sinceMonday * DAY));
}

/** The newest backup of each of the `count` most recent periods that have one. */
function newestPerPeriod(newestFirst: TakenBackup[], periodOf: (at: Date) => string, count: number): TakenBackup[] {
  const kept: TakenBackup[] = [];
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    if (seen.size >= count) break;
    const period = periodOf(backup.takenAt);
    if (seen.has(period)) continue;
    seen.add(period);
    kept.push(backup);
  }
  return kept;
}

/** The names of the backups to keep at `now`; every other one is deleted. */
export function backupsToKeep(backups: TakenBackup[], policy: KeepPolicy, now: Date): Set<string> {
  // A day short of the promise: the set is pruned by a nightly run, so one may live a day past this.
  const oldestAllowed = now.getTime() - (RETENTION_DAYS.backups - 1) * DAY;
  const newestFirst = backups.filter((b) => b.takenAt.getTime() > oldestAllowed).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = [...newestPerPeriod(newestFirst, istDay, policy.daily), ...newestPerPeriod(newestFirst, istWeek, policy.weekly)];
  // The newest one always stays (a backup taken a minute ago is never pruned by a policy of 0).
  if (newestFirst[0]) kept.push(newestFirst[0]);
  return new Set(kept.map((b) => b.name));
}
