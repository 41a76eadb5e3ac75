// How long Haat keeps a bank credit (docs/decisions/0134-bank-credits-kept.md): one that confirmed an
// order is the order's proof of payment and lives as long as the order; one that matched nothing is a
// stranger's transfer to the seller, kept 90 days for the seller to check and then deleted.
import { and, inArray, lt } from "drizzle-orm";
import { bankCredit } from "~/db/schema";
import type { DbOrTx } from "~/db/transaction.server";
import { retentionCutoff } from "~/domain/privacy/retention";

/** Deletes the credits that confirmed no order and arrived RETENTION_DAYS.unmatchedBankCredit before `now`; returns how many. */
export async function pruneBankCredits(db: DbOrTx, now = new Date()): Promise<number> {
  const before = retentionCutoff("unmatchedBankCredit", now);
  const gone = await db
    .delete(bankCredit)
    .where(and(inArray(bankCredit.state, ["unmatched", "mismatch", "dismissed"]), lt(bankCredit.receivedAt, before)))
    .returning({ id: bankCredit.id });
  return gone.length;
}
