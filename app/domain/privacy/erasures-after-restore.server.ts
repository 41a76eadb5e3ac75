// A restore must not bring back a person who asked to be forgotten after the backup was taken: every
// deletion the live database knows of (asked for, or already done) is carried into the restored one,
// and those already erased are erased there again at once; one that has an order on its way meanwhile
// stays due, and the hourly job finishes it (docs/decisions/0144-backups.md).
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { eraseDueAccounts } from "./erase-due.server";

/**
 * Carries `live`'s deletions into `restored` and erases there whoever is due; returns their ids.
 * A live database without the app's tables (a fresh install's) has nothing to carry.
 */
export async function carryErasuresForward(live: Database, restored: Database, now: Date = new Date()): Promise<string[]> {
  let deletions: Array<{ id: string; requestedAt: Date | null; erasedAt: Date | null }>;
  try {
    deletions = await live
      .select({ id: user.id, requestedAt: user.deletionRequestedAt, erasedAt: user.erasedAt })
      .from(user)
      .where(or(isNotNull(user.deletionRequestedAt), isNotNull(user.erasedAt)));
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === "42P01" || code === "42703") return []; // no such table or column: nothing was ever erased there
    throw error;
  }
  for (const deletion of deletions) {
    // An erasure done on the live side counts from its request, so it is due at once here too.
    const requestedAt = deletion.requestedAt ?? new Date(0);
    await restored
      .update(user)
      .set({ deletionRequestedAt: requestedAt })
      .where(and(eq(user.id, deletion.id), isNull(user.erasedAt)));
  }
  return deletions.length > 0 ? eraseDueAccounts(restored, now) : [];
}
