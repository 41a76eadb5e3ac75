// The compact UTC time that names backups and what restores set aside: `20261130T010203`. It sorts
// by time and is safe in file and database names; the nightly job reads it back to judge age.

export const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "");

/** The time a stamp names, or null when the text is not one. */
export function stampTime(stamp: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : null;
}
