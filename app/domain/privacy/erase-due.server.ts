// The hourly job's work: every account whose cooling-off window has passed is erased, each in its own
// transaction, then its files are deleted. Idempotent: an erased account is never due again, and a
// run that died between the commit and the files leaves only files that name no row.
import { and, asc, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { discardImage } from "~/domain/images/images.server";
import type { Storage } from "~/media/storage.server";
import { eraseAccount } from "./erase-account.server";
import { retentionCutoff } from "./retention";

/** Erases the accounts due at `now`; returns their ids. Without `storage` the files stay (tests of the rows alone). */
export async function eraseDueAccounts(db: Database, storage?: Storage, now = new Date()): Promise<string[]> {
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
    // Checked again under the row's lock: the person may have cancelled since the list was read.
    const files = await inTransaction(db, (tx) => eraseAccount(tx, id, now));
    if (!files) continue;
    erased.push(id);
    if (!storage) continue;
    await Promise.all([...files.images.map((key) => discardImage(storage, key)), ...files.files.map((key) => storage.delete(key))]);
  }
  return erased;
}
