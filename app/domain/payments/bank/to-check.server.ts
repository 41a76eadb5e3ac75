// What the seller's bank said that Haat could not settle by itself (docs/decisions/0133-what-paid-means.md):
// credits that name an order for another amount, came after it closed, or name nothing; and, once
// the shop's bank reports to Haat, shoppers' UTR claims that no credit bore out within the window.
import { and, desc, eq, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankCredit, bankFeed, checkout } from "~/db/schema";
import { DomainError } from "~/domain/errors";
import { orderNumber } from "~/domain/orders/reference";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import type { ClaimUnseen, CreditToCheck } from "./views";

/** At most this many of each list on the page: the oldest wait behind. */
const LIST_LIMIT = 100;

/** Whether the shop's bank reports to Haat (a live SMS address, or a statement uploaded): only then is a missing credit news. */
async function bankReports(db: Database, sellerId: string): Promise<boolean> {
  const [feed] = await db
    .select({ sms: bankFeed.smsTokenCreatedAt, statement: bankFeed.lastStatementAt })
    .from(bankFeed)
    .where(eq(bankFeed.sellerId, sellerId));
  return Boolean(feed?.sms || feed?.statement);
}

export async function creditsToCheck(db: Database, sellerId: string): Promise<CreditToCheck[]> {
  const rows = await db
    .select({
      id: bankCredit.id,
      utr: bankCredit.utr,
      amountPaise: bankCredit.amountPaise,
      creditedAt: bankCredit.creditedAt,
      receivedAt: bankCredit.receivedAt,
      bank: bankCredit.bank,
      state: bankCredit.state,
      orderId: checkout.id,
      orderTotal: checkout.totalPaise,
      orderStatus: checkout.paymentStatus,
    })
    .from(bankCredit)
    .leftJoin(checkout, eq(checkout.id, bankCredit.checkoutId))
    .where(and(eq(bankCredit.sellerId, sellerId), inArray(bankCredit.state, ["mismatch", "unmatched"])))
    .orderBy(desc(bankCredit.receivedAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    utr: r.utr,
    amountPaise: r.amountPaise,
    creditedAt: r.creditedAt?.toISOString() ?? null,
    receivedAt: r.receivedAt.toISOString(),
    bank: r.bank,
    problem: r.state === "mismatch" ? "mismatch" : r.orderId ? "late" : "no_order",
    order:
      r.orderId && r.orderTotal !== null && r.orderStatus
        ? { id: r.orderId, number: orderNumber(r.orderId), totalPaise: r.orderTotal, status: r.orderStatus }
        : null,
  }));
}

/** Claimed UPI orders whose window has ended with no credit of their UTR from the shop's bank. */
export async function claimsUnseen(db: Database, sellerId: string, now = new Date()): Promise<ClaimUnseen[]> {
  if (!(await bankReports(db, sellerId))) return [];
  const rows = await db
    .select({ id: checkout.id, utr: checkout.utr, totalPaise: checkout.totalPaise, dueAt: checkout.paymentDueAt })
    .from(checkout)
    .where(
      and(
        eq(checkout.sellerId, sellerId),
        eq(checkout.paymentStatus, "claimed"),
        isNotNull(checkout.utr),
        lte(checkout.paymentDueAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bankCredit)
            .where(and(eq(bankCredit.sellerId, sellerId), eq(bankCredit.utr, checkout.utr))),
        ),
      ),
    )
    .orderBy(checkout.paymentDueAt)
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    checkoutId: r.id,
    number: orderNumber(r.id),
    utr: r.utr ?? "",
    totalPaise: r.totalPaise,
    dueAt: r.dueAt?.toISOString() ?? "",
  }));
}

/** How many things wait for the seller: for the Payments page's link. */
export async function toCheckCount(db: Database, sellerId: string, now = new Date()): Promise<number> {
  const [credits, claims] = await Promise.all([creditsToCheck(db, sellerId), claimsUnseen(db, sellerId, now)]);
  return credits.length + claims.length;
}

/** The seller sets a credit aside: not a payment for any order (a friend's transfer, a refund from a supplier). */
export async function dismissCredit(db: Database, sellerId: string, creditId: string, now = new Date()): Promise<void> {
  if (!isUuid(creditId)) throw new DomainError("not_found", m.seller_bank_credit_not_found(), { status: 404 });
  const [done] = await db
    .update(bankCredit)
    .set({ state: "dismissed", decidedAt: now })
    .where(and(eq(bankCredit.id, creditId), eq(bankCredit.sellerId, sellerId), inArray(bankCredit.state, ["mismatch", "unmatched"])))
    .returning({ id: bankCredit.id });
  if (!done) throw new DomainError("not_found", m.seller_bank_credit_not_found(), { status: 404 });
}
