// A bank statement uploaded by the seller (docs/decisions/0136-bank-statement-uploads.md): its credits
// are kept and matched like forwarded SMS, and the seller sees the reconciliation — what matched,
// credits that matched nothing, and UPI orders still unpaid. The file itself is not kept.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankFeed, checkout } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/values";
import { orderNumber } from "~/domain/orders/reference";
import { type CreditOutcome, recordBankCredit } from "./match.server";
import { readStatement, type StatementMapping, StatementMappingSchema } from "./statement";
import type { StatementResult, UnpaidOrder } from "./views";

/** UPI orders no payment has settled yet, newest first (the reconciliation's third list). */
const UNPAID: readonly PaymentStatus[] = ["awaiting", "claimed", "not_received"];
const UNPAID_SHOWN = 100;

export async function unpaidUpiOrders(db: Database, sellerId: string): Promise<UnpaidOrder[]> {
  const rows = await db
    .select({ id: checkout.id, totalPaise: checkout.totalPaise, status: checkout.paymentStatus, placedAt: checkout.createdAt })
    .from(checkout)
    .where(and(eq(checkout.sellerId, sellerId), eq(checkout.paymentMethod, "upi"), inArray(checkout.paymentStatus, UNPAID)))
    .orderBy(desc(checkout.createdAt))
    .limit(UNPAID_SHOWN);
  return rows.map((r) => ({ ...r, number: orderNumber(r.id), placedAt: r.placedAt.toISOString() }));
}

/**
 * Reads the file with the mapping the seller just gave, else as a bank Haat knows, else with the
 * shop's saved mapping; a mapping that read credits is saved for next time.
 */
export async function uploadStatement(
  db: Database,
  sellerId: string,
  file: { name: string; bytes: Uint8Array },
  given: StatementMapping | null,
  now = new Date(),
): Promise<StatementResult> {
  let reading = await readStatement(file, given);
  if (reading.kind === "needs_mapping" && !given) {
    const [feed] = await db.select({ mapping: bankFeed.statementMapping }).from(bankFeed).where(eq(bankFeed.sellerId, sellerId));
    const saved = StatementMappingSchema.safeParse(feed?.mapping);
    if (saved.success) reading = await readStatement(file, saved.data);
  }
  if (reading.kind === "needs_mapping") return { kind: "needs_mapping", headers: reading.headers, sample: reading.sample };
  if (reading.kind === "unreadable") return { kind: "unreadable", reason: reading.reason };

  const matched: { number: string; checkoutId: string; amountPaise: number }[] = [];
  let known = 0;
  let toCheck = 0;
  // One at a time, each in its own transaction: a credit matched is kept even if a later row fails.
  for (const credit of reading.credits) {
    const outcome: CreditOutcome = await recordBankCredit(db, sellerId, credit, { source: "statement", bank: reading.bank }, now);
    if (outcome.outcome === "duplicate") known++;
    else if (outcome.outcome === "matched")
      matched.push({ number: orderNumber(outcome.checkoutId), checkoutId: outcome.checkoutId, amountPaise: credit.amountPaise });
    else toCheck++;
  }
  const saveMapping = given ? { statementMapping: reading.mapping } : {};
  await db
    .insert(bankFeed)
    .values({ sellerId, lastStatementAt: now, ...saveMapping })
    .onConflictDoUpdate({ target: bankFeed.sellerId, set: { lastStatementAt: now, ...saveMapping } });
  return {
    kind: "reconciled",
    bank: reading.bank,
    matched,
    known,
    toCheck,
    skipped: reading.skipped,
    unpaid: await unpaidUpiOrders(db, sellerId),
  };
}
