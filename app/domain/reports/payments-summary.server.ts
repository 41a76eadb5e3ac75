// The Reports page's payment figures for a period (docs/decisions/0133-what-paid-means.md,
// 0137-cod-confirmation.md): UPI confirmed by the seller's bank against marked paid by hand, COD orders
// confirmed by their shoppers or not, parcels returned to the seller, and bank credits left to check.
// Like the business summary: one aggregate over the shop's checkouts, days in IST.
//   - UPI by the bank / by hand: UPI payments settled in the period (settled_at), by who confirmed them.
//   - COD confirmed / not confirmed: COD orders placed in the period that stand (not cancelled).
//   - Returned: orders placed in the period that came back to the seller undelivered; their totals
//     were never collected.
//   - Credits to check: bank credits received in the period that confirmed no order (unmatched or
//     for another amount) and were not set aside.
//   - Returns asked for: shoppers' return requests made in the period; open: waiting on the seller
//     now (to decide, or to receive), whenever asked (docs/decisions/0139-returns-and-exchanges.md).
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankCredit, checkout, orders, returnRequest } from "~/db/schema";
import { countWhere, sumWhere } from "~/domain/orders/seller-order-stats.server";
import { OPEN_RETURN } from "~/domain/returns/rules";
import { within } from "./business-summary.server";
import type { ReportPeriod } from "./period";

export async function paymentsSummary(db: Database, sellerId: string, period: ReportPeriod) {
  const upiSettled = sql`${checkout.paymentMethod} = 'upi' and ${checkout.paymentStatus} in ('paid', 'refunded') and ${within(checkout.settledAt, period)}`;
  const byBank = sql`exists (select 1 from payment_event e where e.checkout_id = "checkout"."id" and e.status = 'paid' and e.via in ('bank_sms', 'bank_statement'))`;
  const codPlaced = sql`${checkout.paymentMethod} = 'cod' and ${within(orders.createdAt, period)} and ${orders.status} <> 'cancelled'`;
  const returned = sql`${within(orders.createdAt, period)} and ${orders.status} = 'returned'`;
  const both = (a: SQL, b: SQL) => sql`${a} and ${b}`;

  const [[row], [credits], [returns]] = await Promise.all([
    db
      .select({
        upiByBank: countWhere(both(upiSettled, byBank)),
        upiByBankPaise: sumWhere(checkout.totalPaise, both(upiSettled, byBank)),
        upiByHand: countWhere(both(upiSettled, sql`not ${byBank}`)),
        upiByHandPaise: sumWhere(checkout.totalPaise, both(upiSettled, sql`not ${byBank}`)),
        codConfirmed: countWhere(both(codPlaced, sql`${checkout.codConfirmedAt} is not null`)),
        codUnconfirmed: countWhere(both(codPlaced, sql`${checkout.codConfirmedAt} is null`)),
        returned: countWhere(returned),
        returnedPaise: sumWhere(checkout.placedTotalPaise, returned),
      })
      .from(checkout)
      .innerJoin(orders, eq(orders.id, checkout.id))
      .where(eq(checkout.sellerId, sellerId)),
    db
      .select({ toCheck: countWhere(sql`${bankCredit.state} in ('unmatched', 'mismatch')`) })
      .from(bankCredit)
      .where(and(eq(bankCredit.sellerId, sellerId), within(bankCredit.receivedAt, period))),
    db
      .select({
        asked: countWhere(within(returnRequest.createdAt, period)),
        open: countWhere(inArray(returnRequest.status, [...OPEN_RETURN])),
      })
      .from(returnRequest)
      .where(eq(returnRequest.sellerId, sellerId)),
  ]);
  if (!row || !credits || !returns) throw new Error("the payments summary returned no row");
  return { ...row, creditsToCheck: credits.toCheck, returnsAsked: returns.asked, returnsOpen: returns.open };
}
export type PaymentsSummary = Awaited<ReturnType<typeof paymentsSummary>>;
