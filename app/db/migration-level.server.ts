// Which migrations a database has had, by drizzle's journal: a backup names them, and is restored
// into a database migrated exactly that far (then forward to today's), so its rows fit its tables.
import fs, { readFile } from "node:fs/promises";
import path from "node:path";

interface Journal {
  entries: Array<{ when: number; tag: string }>;
}

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** Each migration's `when` (what drizzle records as `created_at`), oldest first. */
export async function journalWhens(folder: string): Promise<number[]> {
  return (await readJournal(folder)).entries.map((e) => e.when);
}

/**
 * Writes into `into` a migrations folder holding the first `count` migrations of `folder`, for
 * drizzle's migrator to take a database exactly that far.
 */
export async function migrationsUpTo(folder: string, count: number, into: string): Promise<void> {
  const journal = await readJournal(folder);
  const entries = journal.entries.slice(0, count);
  await fs.mkdir(path.join(into, "meta"), { recursive: true });
  await fs.writeFile(path.join(into, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await fs.copyFile(path.join(folder, `${tag}.sql`), path.join(into, `${tag}.sql`));
}
