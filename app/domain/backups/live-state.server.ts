// What a restore takes from the live database it replaces, so that going back in time undoes only
// the sales and the catalogue, never a person's choices or the server's caches: deletions (asked for,
// done, or cancelled), sessions signed out since the backup, and shop content versions above any the
// running servers have cached (their in-memory caches key on the version).
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { seller, session } from "~/db/schema";
import { carryErasuresForward } from "~/domain/privacy/erasures-after-restore.server";

/** A live database without the app's tables (a fresh install's): nothing to carry. */
const isEmptyDatabase = (error: unknown) => {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === "42P01" || code === "42703";
};

export async function carryLiveState(live: Database, restored: Database, now: Date = new Date()): Promise<void> {
  let liveSessions: string[];
  let liveVersion: number;
  try {
    liveSessions = (await live.select({ id: session.id }).from(session)).map((s) => s.id);
    const [top] = await live.select({ version: sql<number>`coalesce(max(${seller.contentVersion}), 0)::int` }).from(seller);
    liveVersion = top?.version ?? 0;
  } catch (error) {
    if (isEmptyDatabase(error)) return;
    throw error;
  }
  await carryErasuresForward(live, restored, now);
  // A session signed out (or erased) since the backup stays signed out; one made since is not in the backup.
  await restored.$client.query("delete from session where not (id = any($1::text[]))", [liveSessions]);
  await restored.update(seller).set({ contentVersion: sql`${seller.contentVersion} + ${liveVersion + 1}` });
}
