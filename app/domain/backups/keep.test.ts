import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { backupsToKeep, type TakenBackup } from "./keep";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-29T21:00:00Z");
const nightly = (nights: number, at = NOW): TakenBackup[] =>
  Array.from({ length: nights }, (_, i) => {
    const takenAt = new Date(at.getTime() - i * DAY);
    return { name: `b${i}`, takenAt };
  });

describe("the backups kept", () => {
  it("keeps 7 nights and the newest of 4 weeks out of 60 nightly backups, none past the promise", () => {
    const kept = backupsToKeep(nightly(60), { daily: 7, weekly: 4 }, NOW);
    // 2026-11-29 21:00 UTC is Monday 30 November 02:30 IST: b0 opens a week, b1 (Sunday) closes the last.
    expect([...kept].sort()).toEqual(["b0", "b1", "b15", "b2", "b3", "b4", "b5", "b6", "b8"].sort());
  });

  it("never keeps a backup older than the privacy notice's window, and always keeps the newest younger one", () => {
    const backups = fc
      .array(fc.integer({ min: 0, max: 120 * 24 }), { minLength: 1, maxLength: 80 })
      .map((hours) => hours.map((h, i) => ({ name: `b${i}`, takenAt: new Date(NOW.getTime() - h * 60 * 60 * 1000) })));
    const policy = fc.record({ daily: fc.integer({ min: 0, max: 60 }), weekly: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(backups, policy, (set, keep) => {
        const kept = backupsToKeep(set, keep, NOW);
        const byName = new Map(set.map((b) => [b.name, b]));
        for (const name of kept) {
          expect(NOW.getTime() - (byName.get(name) as TakenBackup).takenAt.getTime()).toBeLessThan((RETENTION_DAYS.backups - 1) * DAY);
        }
        expect(kept.size).toBeLessThanOrEqual(keep.daily + keep.weekly + 1);
        const young = set.filter((b) => NOW.getTime() - b.takenAt.getTime() < (RETENTION_DAYS.backups - 1) * DAY);
        if (young.length > 0) {
          const newest = young.reduce((a, b) => (b.takenAt > a.takenAt ? b : a));
          expect(kept.has(newest.name)).toBe(true);
        }
      }),
    );
  });

  it("keeps one per day however many were taken that day, the day's newest", () => {
    const day = [0, 1, 2].map((h) => ({ name: `h${h}`, takenAt: new Date(NOW.getTime() - h * 60 * 60 * 1000) }));
    expect([...backupsToKeep(day, { daily: 7, weekly: 0 }, NOW)]).toEqual(["h0"]);
  });
});
