// A restore must not bring back a person who asked to be forgotten after the backup was taken, nor
// forget someone who changed their mind: every deletion the live database knows of (asked for, or
// already done) is carried into the restored one, a deletion cancelled since is cancelled there too,
// and those already erased are erased there again at once; one that has an order on its way
// meanwhile stays due, and the hourly job finishes it (docs/decisions/0144-backups.md).
import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { eraseDueAccounts } from "./erase-due.server";

/** Carries `live`'s deletions into `restored` and erases there whoever is due; returns their ids. */
export async function carryErasuresForward(live: Database, restored: Database, now: Date = new Date()): Promise<string[]> {
  const deletions = await live
    .select({ id: user.id, requestedAt: user.deletionRequestedAt })
    .from(user)
    .where(or(isNotNull(user.deletionRequestedAt), isNotNull(user.erasedAt)));
  for (const deletion of deletions) {
    // An erasure done on the live side counts from its request, so it is due at once here too.
    await restored
      .update(user)
      .set({ deletionRequestedAt: deletion.requestedAt ?? new Date(0) })
      .where(and(eq(user.id, deletion.id), isNull(user.erasedAt)));
  }
  const asking = await restored
    .select({ id: user.id })
    .from(user)
    .where(and(isNotNull(user.deletionRequestedAt), isNull(user.erasedAt)));
  if (asking.length > 0) {
    const ids = asking.map((a) => a.id);
    const cancelled = await live
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.id, ids), isNull(user.deletionRequestedAt), isNull(user.erasedAt)));
    if (cancelled.length > 0) {
      await restored
        .update(user)
        .set({ deletionRequestedAt: null })
        .where(
          inArray(
            user.id,
            cancelled.map((c) => c.id),
          ),
        );
    }
  }
  return deletions.length > 0 ? eraseDueAccounts(restored, now) : [];
}
