// Bank credits matched to UPI orders (docs/decisions/0133-what-paid-means.md): a credit confirms the
// order whose UTR it carries, for exactly the order's amount, or the order its payment note names, for
// exactly its amount, while that order is still unpaid. Anything else is kept for the seller to
// check. Both ways in (a credit arriving, a shopper's claim) take the UTR's lock first.
import { and, between, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankCredit, checkout, claimedUtr, paymentEvent } from "~/db/schema";
import type { BankCreditSource, BankCreditState, PaymentActor, PaymentStatus } from "~/db/schema/values";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { notify } from "~/domain/notifications/notify.server";
import { numberIdRange } from "~/domain/orders/reference";
import type { BankCredit } from "./credit";
import { lockUtr } from "./utr-lock.server";

/** The payment statuses a bank credit may confirm: nothing has settled the order yet, and its window has not closed. */
const CONFIRMABLE: readonly PaymentStatus[] = ["awaiting", "claimed", "not_received"];

export interface CreditOrigin {
  source: BankCreditSource;
  /** The parser's name of the bank ("hdfc"), or "statement" layout's. */
  bank: string;
  sender?: string | null;
}

export type CreditOutcome =
  | { outcome: "duplicate" }
  | { outcome: "matched"; checkoutId: string }
  | { outcome: "mismatch" | "late" | "unmatched"; checkoutId: string | null };

/** What a credit did, once it is known to be new. */
type Settled = Exclude<CreditOutcome, { outcome: "duplicate" }>;

const viaOf = (source: BankCreditSource): PaymentActor => (source === "sms" ? "bank_sms" : "bank_statement");

type Candidate = { id: string; sellerId: string; status: PaymentStatus; totalPaise: number; utr: string | null };

const candidateColumns = {
  id: checkout.id,
  sellerId: checkout.sellerId,
  status: checkout.paymentStatus,
  totalPaise: checkout.totalPaise,
  utr: checkout.utr,
};

/** The shop's UPI order this credit names: by its UTR (a shopper's claim), else by the order number in its note. */
async function orderNamedBy(tx: Tx, sellerId: string, credit: BankCredit): Promise<Candidate | null> {
  const upi = and(eq(checkout.sellerId, sellerId), eq(checkout.paymentMethod, "upi"));
  const [byUtr] = await tx
    .select(candidateColumns)
    .from(checkout)
    .where(and(upi, eq(checkout.utr, credit.utr)))
    .for("update");
  if (byUtr) return byUtr;
  if (!credit.orderRef) return null;
  const [low, high] = numberIdRange(credit.orderRef.toLowerCase());
  const named = await tx
    .select(candidateColumns)
    .from(checkout)
    .where(and(upi, between(checkout.id, low, high)))
    .for("update");
  // Forty bits name one order of a shop; should two ever share them, the note names neither.
  return named.length === 1 ? named[0] : null;
}

/** The UTR is held by a checkout other than this one, in any shop (claimed_utr is platform-wide). */
async function utrHeldElsewhere(tx: Tx, utr: string, checkoutId: string): Promise<boolean> {
  const [held] = await tx.select({ checkoutId: claimedUtr.checkoutId }).from(claimedUtr).where(eq(claimedUtr.utr, utr));
  return held !== undefined && held.checkoutId !== checkoutId;
}

/** Marks the order paid by the bank's word, in the caller's transaction (its checkout row already locked). */
async function confirmByBank(tx: Tx, order: Candidate, credit: BankCredit, source: BankCreditSource, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(checkout)
    .set({ paymentStatus: "paid", utr: credit.utr, settledAt: now, updatedAt: now })
    .where(and(eq(checkout.id, order.id), eq(checkout.paymentStatus, order.status)))
    .returning({ id: checkout.id });
  if (!done) return false;
  await tx
    .insert(claimedUtr)
    .values({ utr: credit.utr, checkoutId: order.id, claimedAt: now })
    .onConflictDoUpdate({ target: claimedUtr.checkoutId, set: { utr: credit.utr } });
  await tx.insert(paymentEvent).values({
    sellerId: order.sellerId,
    checkoutId: order.id,
    status: "paid",
    actorUserId: null,
    reference: credit.utr,
    via: viaOf(source),
    createdAt: now,
  });
  await notify(tx, { kind: "payment", sellerId: order.sellerId, checkoutId: order.id, status: "paid" });
  return true;
}

/**
 * What a credit does to the order it names: confirms it (exact amount, still unpaid, UTR not another
 * order's), is found on it (already paid with this UTR), names it for another amount (mismatch), came
 * after it closed (late), or names nothing.
 */
async function settle(tx: Tx, order: Candidate | null, credit: BankCredit, source: BankCreditSource, now: Date): Promise<Settled> {
  if (!order) return { outcome: "unmatched", checkoutId: null };
  const byUtr = order.utr === credit.utr;
  if (order.status === "paid" && byUtr) return { outcome: "matched", checkoutId: order.id };
  if (!CONFIRMABLE.includes(order.status)) return { outcome: "late", checkoutId: order.id };
  if (order.totalPaise !== credit.amountPaise) return { outcome: "mismatch", checkoutId: order.id };
  // Named by its note while the shopper's claim gives another UTR: the seller decides which is right.
  if (!byUtr && order.status === "claimed") return { outcome: "mismatch", checkoutId: order.id };
  if (await utrHeldElsewhere(tx, credit.utr, order.id)) return { outcome: "unmatched", checkoutId: null };
  return (await confirmByBank(tx, order, credit, source, now))
    ? { outcome: "matched", checkoutId: order.id }
    : { outcome: "unmatched", checkoutId: null };
}

const stateOf = (outcome: Settled["outcome"]): BankCreditState =>
  outcome === "matched" ? "matched" : outcome === "mismatch" ? "mismatch" : "unmatched";

/**
 * Keeps a credit the shop's bank reported and matches it. The same credit twice (the same SMS posted
 * again, or an SMS and a statement row of one transfer) counts once: the second is a duplicate.
 */
export async function recordBankCredit(
  db: Database,
  sellerId: string,
  credit: BankCredit,
  origin: CreditOrigin,
  now = new Date(),
): Promise<CreditOutcome> {
  return inTransaction(db, async (tx) => {
    await lockUtr(tx, credit.utr);
    const [known] = await tx
      .select({ id: bankCredit.id })
      .from(bankCredit)
      .where(and(eq(bankCredit.sellerId, sellerId), eq(bankCredit.utr, credit.utr)));
    if (known) return { outcome: "duplicate" };
    const result = await settle(tx, await orderNamedBy(tx, sellerId, credit), credit, origin.source, now);
    await tx.insert(bankCredit).values({
      sellerId,
      utr: credit.utr,
      amountPaise: credit.amountPaise,
      orderRef: credit.orderRef,
      creditedAt: credit.creditedAt,
      receivedAt: now,
      source: origin.source,
      bank: origin.bank,
      sender: origin.sender?.slice(0, 40) || null,
      state: stateOf(result.outcome),
      checkoutId: result.outcome === "matched" || result.outcome === "mismatch" || result.outcome === "late" ? result.checkoutId : null,
      decidedAt: result.outcome === "matched" ? now : null,
    });
    return result;
  });
}

/**
 * A shopper's claim meets a credit that came first: in the claim's transaction (UTR lock and checkout
 * row already held), the shop's waiting credit with this UTR confirms the order if the amount is
 * exactly its total, or is marked as naming it for another amount. Returns whether it confirmed.
 */
export async function matchClaimToCredit(
  tx: Tx,
  order: { sellerId: string; checkoutId: string; totalPaise: number; utr: string },
  now: Date,
): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: bankCredit.id, amountPaise: bankCredit.amountPaise, source: bankCredit.source, orderRef: bankCredit.orderRef })
    .from(bankCredit)
    .where(
      and(eq(bankCredit.sellerId, order.sellerId), eq(bankCredit.utr, order.utr), inArray(bankCredit.state, ["unmatched", "mismatch"])),
    )
    .for("update");
  if (!waiting) return false;
  const credit: BankCredit = { amountPaise: waiting.amountPaise, utr: order.utr, orderRef: waiting.orderRef, creditedAt: null };
  const candidate: Candidate = {
    id: order.checkoutId,
    sellerId: order.sellerId,
    status: "claimed",
    totalPaise: order.totalPaise,
    utr: order.utr,
  };
  const result = await settle(tx, candidate, credit, waiting.source, now);
  if (result.outcome === "unmatched") return false;
  await tx
    .update(bankCredit)
    .set({ state: stateOf(result.outcome), checkoutId: order.checkoutId, decidedAt: result.outcome === "matched" ? now : null })
    .where(eq(bankCredit.id, waiting.id));
  return result.outcome === "matched";
}
