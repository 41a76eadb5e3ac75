// The hourly job's work: every account whose cooling-off window has passed is erased, each in its own
// transaction, which also queues the deletion of its files (app/domain/images/discard-later.server.ts). Idempotent: an
// erased account is never due again.
import { and, asc, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { ErasureDeferred, eraseAccount } from "./erase-account.server";
import { retentionCutoff } from "./retention";

/** Erases the accounts due at `now`; returns their ids. */
export async function eraseDueAccounts(db: Database, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        isNotNull(user.deletionRequestedAt),
        lte(user.deletionRequestedAt, retentionCutoff("accountDeletionCoolingOff", now)),
        isNull(user.erasedAt),
      ),
    )
    .orderBy(asc(user.deletionRequestedAt));
  const erased: string[] = [];
  for (const { id } of due) {
    // Checked again under the row's lock: the person may have cancelled, or ordered, since the list was read.
    const done = await inTransaction(db, (tx) => eraseAccount(tx, id, now)).catch((error: unknown) => {
      if (error instanceof ErasureDeferred) return false;
      throw error;
    });
    if (done) erased.push(id);
  }
  return erased;
}
