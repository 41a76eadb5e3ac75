// A seller closes their shop (docs/decisions/0140-data-fiduciaries-and-retention.md): only after
// taking the shop's data away (a ready export), with the same proof as deleting an account. The
// storefront is gone at once; the owner's account then waits out the same cooling-off window as a
// shopper's and is erased by the same job, which also empties the shop of its owner (eraseShopOwner).
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankCredit, bankFeed, paymentSettings, product, seller, session, smsToken, user } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import * as m from "~/i18n/messages";
import { type Asker, erasesOn, proveItIsThem } from "./account-deletion.server";
import { currentExport } from "./exports.server";
import { hasOpenOrders } from "./open-orders.server";

/**
 * Closes the asker's shop at `now`: refused until its export is ready to download, and without the
 * proof. Closing a closed shop changes nothing. Returns the day the owner's data is erased.
 */
export async function closeShop(
  db: Database,
  asker: Asker,
  input: { sellerId: string; password: string },
  verifyPassword: (hash: string, password: string) => Promise<boolean>,
  now = new Date(),
): Promise<{ erasesOn: string }> {
  const exported = await currentExport(db, { kind: "shop", userId: asker.userId, sellerId: input.sellerId }, now);
  if (exported?.state !== "ready") throw new DomainError("export_first", m.privacy_close_export_first(), { status: 409 });
  await proveItIsThem(db, asker, input.password, verifyPassword, now);
  if (await hasOpenOrders(db, { sellerId: input.sellerId }))
    throw new DomainError("orders_open", m.privacy_close_orders_open(), { status: 409 });
  return inTransaction(db, async (tx) => {
    // The owner's row first, as the erasure takes it: the two never wait on each other in a circle.
    if (!(await lockLiveUser(tx, asker.userId))) throw new DomainError("account_erased", m.privacy_download_not_found(), { status: 404 });
    // Only an active shop: a suspended one stays the admin's to reinstate.
    const [closed] = await tx
      .update(seller)
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where(and(eq(seller.id, input.sellerId), eq(seller.ownerUserId, asker.userId), eq(seller.status, "active")))
      .returning({ id: seller.id });
    if (closed) {
      await tx
        .update(user)
        .set({ deletionRequestedAt: now, updatedAt: now })
        .where(and(eq(user.id, asker.userId), isNull(user.erasedAt)));
      await tx.delete(session).where(and(eq(session.userId, asker.userId), ne(session.id, asker.sessionId)));
      await notify(tx, { kind: "account-deletion", userId: asker.userId, sellerId: input.sellerId, requestedAt: now.toISOString() });
    }
    const [row] = await tx.select({ at: user.deletionRequestedAt }).from(user).where(eq(user.id, asker.userId));
    return { erasesOn: erasesOn(row?.at ?? now).toISOString() };
  });
}

/** Reopens a closed shop within the cooling-off window: the shop is active again and the account kept. */
export async function reopenShop(db: Database, userId: string, sellerId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    // An owner already erased has no shop to reopen.
    if (!(await lockLiveUser(tx, userId))) return;
    const [reopened] = await tx
      .update(seller)
      .set({ status: "active", closedAt: null, updatedAt: now })
      .where(and(eq(seller.id, sellerId), eq(seller.ownerUserId, userId), eq(seller.status, "closed")))
      .returning({ id: seller.id });
    if (reopened)
      await tx
        .update(user)
        .set({ deletionRequestedAt: null, updatedAt: now })
        .where(and(eq(user.id, userId), isNull(user.erasedAt)));
  });
}

/** Locks the person's row, as the erasure does first; false when the account is already erased. */
async function lockLiveUser(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.erasedAt)))
    .for("update");
  return Boolean(row);
}

/**
 * Inside an erasure (eraseAccount's transaction): a closed shop of the person loses its owner — the
 * profile's name, contact, address, photo and pages, the UPI ID and payee name, the bank-SMS feed and
 * the credits that paid nothing. Its orders, invoices and credit notes stay (the tax years); its
 * products stay hidden. Returns the photo to delete.
 */
export async function eraseShopOwner(tx: Tx, userId: string): Promise<string[]> {
  const [shop] = await tx
    .select({ id: seller.id, photoKey: seller.photoKey })
    .from(seller)
    .where(and(eq(seller.ownerUserId, userId), eq(seller.status, "closed")));
  if (!shop) return [];
  await tx
    .update(seller)
    .set({ ownerName: "", email: "", phone: "", location: "", pincode: "", photoKey: null, about: "", faq: [], suspendedReason: null })
    .where(eq(seller.id, shop.id));
  await tx.update(paymentSettings).set({ upiId: "", payeeName: "", acceptsUpi: false }).where(eq(paymentSettings.sellerId, shop.id));
  await tx.delete(bankFeed).where(eq(bankFeed.sellerId, shop.id));
  // The webhook's secret lives in the platform-wide table: without it the old address opens nothing.
  await tx.delete(smsToken).where(eq(smsToken.sellerId, shop.id));
  // A matched or mismatched credit is money received for an order: payment evidence the books keep.
  await tx.delete(bankCredit).where(and(eq(bankCredit.sellerId, shop.id), inArray(bankCredit.state, ["unmatched", "dismissed"])));
  await tx.update(product).set({ active: false }).where(eq(product.sellerId, shop.id));
  return shop.photoKey ? [shop.photoKey] : [];
}
