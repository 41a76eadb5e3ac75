// The shopper's side of a checkout's payment after it is placed (docs/decisions/0073-payment-model.md):
// the UPI payment screen and the UTR claim. The claim is one conditional UPDATE on a payable status
// (a compare-and-set: two clicks or two tabs never apply twice) plus a payment_event row, in one
// transaction.
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { checkout, claimedUtr, paymentEvent, seller } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/values";
import { inTransaction } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import { canPayNow } from "~/domain/orders/payable";
import { orderNumber } from "~/domain/orders/reference";
import * as m from "~/i18n/messages";
import { isUuid } from "~/utils/uuid";
import { matchClaimToCredit } from "./bank/match.server";
import { lockUtr } from "./bank/utr-lock.server";
import { normalizeUtr, utrMessage } from "./payment-forms";
import { paymentNotFound as notFound } from "./payment-not-found";
import { PAYABLE } from "./status";
import { UTR_PATTERN, upiPayUri } from "./upi";

/** The shopper's own UPI checkout in this shop, as the payment screen shows it; null for anyone else's. */
export async function getPaymentScreen(db: Database, userId: string, sellerId: string, checkoutId: string, now = new Date()) {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db
    .select({
      id: checkout.id,
      status: checkout.paymentStatus,
      amountPaise: checkout.totalPaise,
      payeeUpiId: checkout.payeeUpiId,
      payeeName: checkout.payeeName,
      dueAt: checkout.paymentDueAt,
      utr: checkout.utr,
      claimedAt: checkout.claimedAt,
      shopName: seller.shopName,
    })
    .from(checkout)
    .innerJoin(seller, eq(seller.id, checkout.sellerId))
    .where(
      and(eq(checkout.id, checkoutId), eq(checkout.userId, userId), eq(checkout.sellerId, sellerId), eq(checkout.paymentMethod, "upi")),
    );
  if (!row?.payeeUpiId || !row.dueAt) return null;
  const payee = { upiId: row.payeeUpiId, payeeName: row.payeeName || row.shopName };
  return {
    checkoutId: row.id,
    reference: orderNumber(row.id),
    status: row.status,
    amountPaise: row.amountPaise,
    payeeUpiId: payee.upiId,
    payeeName: payee.payeeName,
    shopName: row.shopName,
    dueAt: row.dueAt.toISOString(),
    utr: row.utr,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    /** The shopper may still pay and give a UTR (the same rule as 'Pay now' in the order details). */
    open: canPayNow({ paymentMethod: "upi", paymentStatus: row.status, paymentDueAt: row.dueAt }, now),
    uri: upiPayUri({ ...payee, amountPaise: row.amountPaise, orderId: row.id, shopName: row.shopName }),
  };
}
export type PaymentScreen = NonNullable<Awaited<ReturnType<typeof getPaymentScreen>>>;

/** Why the shopper cannot give a UTR now, in their words. */
function claimRefusal(status: PaymentStatus, windowOver: boolean): DomainError {
  const refuse = (code: string, message: string) => new DomainError(code, message, { status: 409 });
  switch (status) {
    case "claimed":
      return refuse("already_claimed", m.account_already_claimed());
    case "paid":
    case "collected":
      return refuse("already_paid", m.account_already_paid());
    case "refunded":
      return refuse("refunded", m.account_already_refunded());
    default:
      return windowOver || status === "expired"
        ? refuse("window_ended", m.account_window_ended_not_paid())
        : refuse("not_payable", m.account_not_upi());
  }
}

/** The shopper says they paid: the 12-digit UTR, while the window is open and nothing is confirmed. */
export async function claimPayment(db: Database, userId: string, sellerId: string, checkoutId: string, utr: string, now = new Date()) {
  const given = normalizeUtr(String(utr ?? ""));
  if (!UTR_PATTERN.test(given)) throw new DomainError("invalid_utr", utrMessage(), { field: "utr" });
  if (!isUuid(checkoutId)) throw notFound();
  const mine = and(
    eq(checkout.id, checkoutId),
    eq(checkout.userId, userId),
    eq(checkout.sellerId, sellerId),
    eq(checkout.paymentMethod, "upi"),
  );
  const claim = inTransaction(db, async (tx) => {
    await lockUtr(tx, given);
    const [claimed] = await tx
      .update(checkout)
      .set({ paymentStatus: "claimed", utr: given, claimedAt: now, updatedAt: now })
      .where(and(mine, inArray(checkout.paymentStatus, [...PAYABLE]), gt(checkout.paymentDueAt, now)))
      .returning({ id: checkout.id, totalPaise: checkout.totalPaise });
    if (!claimed) {
      const [current] = await tx.select({ status: checkout.paymentStatus, dueAt: checkout.paymentDueAt }).from(checkout).where(mine);
      if (!current) throw notFound();
      throw claimRefusal(current.status, !current.dueAt || current.dueAt <= now);
    }
    // Platform-wide, in this transaction: of two shops' checkouts claiming one UTR at once, the
    // second waits on the first's key and is refused. A checkout given a UTR again replaces its own.
    await tx
      .insert(claimedUtr)
      .values({ utr: given, checkoutId, claimedAt: now })
      .onConflictDoUpdate({ target: claimedUtr.checkoutId, set: { utr: given, claimedAt: now } });
    await tx
      .insert(paymentEvent)
      .values({ sellerId, checkoutId, status: "claimed", actorUserId: userId, reference: given, via: "shopper", createdAt: now });
    // The shop's bank may have reported this transfer already: then it is paid now, and the seller has nothing to check.
    if (await matchClaimToCredit(tx, { sellerId, checkoutId, totalPaise: claimed.totalPaise, utr: given }, now))
      return { status: "paid" as const, utr: given };
    await notify(tx, { kind: "payment", sellerId, checkoutId, status: "claimed" });
    return { status: "claimed" as const, utr: given };
  });
  try {
    return await claim;
  } catch (error) {
    // Another checkout, of this shop (checkout_seller_utr_idx) or any other (claimed_utr), holds this
    // UTR: one transfer pays one checkout. One message either way: it says nothing about other shops.
    if (isUniqueViolation(error, "checkout_seller_utr_idx") || isUniqueViolation(error, "claimed_utr_pkey"))
      throw new DomainError("utr_used", m.account_utr_used(), {
        field: "utr",
        status: 409,
      });
    throw error;
  }
}
