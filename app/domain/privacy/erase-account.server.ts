// Erasing one account whose cooling-off window has passed (docs/decisions/0140-data-fiduciaries-and-retention.md).
// The user row stays, emptied (orders, checkouts and return requests point at it with ON DELETE
// RESTRICT); everything that was only the person's goes; what the shops keep loses the person
// (./erase-shop-records.server.ts). One transaction, so an account is either erased or untouched.
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  account,
  address,
  cart,
  consentEvent,
  dataExport,
  helpRequest,
  mailPreference,
  orders,
  privacyRequest,
  rateLimit,
  requestLimit,
  review,
  session,
  user,
  verification,
  wishlistItem,
} from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { discardLater } from "~/domain/images/discard-later.server";
import { JOB_SCHEMA, QUEUES } from "~/queue/queue.server";
import { eraseShopRecords, forgetPayers, lockShopRecords } from "./erase-shop-records.server";
import { erasedEmail } from "./erased";
import { hasOpenOrders } from "./open-orders.server";
import { retentionCutoff } from "./retention";
import { eraseShopOwner } from "./shop-closure.server";

/** Thrown inside the erasure's transaction when, under the locks, the account is no longer due: nothing it did stays. */
export class ErasureDeferred extends Error {
  constructor(userId: string) {
    super(`erasure of ${userId} deferred`);
  }
}

/**
 * Erases the account if it is still due at `now` (asked to be deleted before the cooling-off window,
 * not cancelled, not erased) and nothing of theirs is in motion (an order on its way, a return open):
 * returns true, or false when there is nothing to do yet (a deferred one is tried again
 * at the next run). Locks in the house order (app/db/transaction.server.ts): the bank credits that
 * paid their orders, their orders and return requests, then their user row FOR UPDATE — the strength
 * that makes every write naming them (a key-share, by the foreign key and haat_refuse_erased_person)
 * wait and then be refused — and only then the shops' customer summaries. Should the account stop being
 * due while those locks were taken, ErasureDeferred rolls everything back.
 */
export async function eraseAccount(tx: Tx, userId: string, now: Date): Promise<boolean> {
  if (!(await isDue(tx, userId, now)) || (await hasOpenOrders(tx, { userId }))) return false;
  const theirOrders = eq(orders.userId, userId);
  await forgetPayers(tx, theirOrders);
  const held = await lockShopRecords(tx, theirOrders);
  const [person] = await tx
    .select({ email: user.email, photoKey: user.photoKey })
    .from(user)
    .where(and(eq(user.id, userId), dueFor(now)))
    .for("update");
  // An order placed or a return opened while the locks were taken, or a cancelled deletion.
  if (!person || (await hasOpenOrders(tx, { userId }))) throw new ErasureDeferred(userId);
  const records = await eraseShopRecords(tx, userId, held);
  const shopPhotos = await eraseShopOwner(tx, userId);
  const exports = await tx
    .delete(dataExport)
    .where(eq(dataExport.userId, userId))
    .returning({ id: dataExport.id, key: dataExport.storageKey });
  for (const table of [session, account, address, cart, wishlistItem, mailPreference, consentEvent, review] as const)
    await tx.delete(table).where(eq(table.userId, userId));
  await eraseTraces(tx, userId, person.email, { ...records, exportIds: exports.map((e) => e.id) });
  await tx
    .update(user)
    .set({
      name: "",
      email: erasedEmail(userId),
      emailVerified: false,
      image: null,
      mobile: null,
      address: null,
      pincode: null,
      photoKey: null,
      signupShop: null,
      locale: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(user.id, userId));
  // Their photos and archives go once this commits, by the queue (retried while the storage fails).
  await discardLater(tx, {
    images: [...(person.photoKey ? [person.photoKey] : []), ...records.photoKeys, ...shopPhotos],
    files: exports.flatMap((e) => (e.key ? [e.key] : [])),
  });
  return true;
}

const dueFor = (now: Date) => and(isNull(user.erasedAt), lte(user.deletionRequestedAt, retentionCutoff("accountDeletionCoolingOff", now)));

async function isDue(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), dueFor(now)));
  return Boolean(row);
}

/** Where the e-mail or the id is only a key or a copy: sign-in tokens, rate-limit counters, requests, queued mail. */
async function eraseTraces(
  tx: Tx,
  userId: string,
  email: string,
  records: { orderIds: string[]; returnIds: string[]; exportIds: string[] },
) {
  const mail = email.toLowerCase();
  const mentions = (column: AnyPgColumn) => or(sql`position(${mail} in lower(${column})) > 0`, sql`position(${userId} in ${column}) > 0`);
  await tx.delete(verification).where(or(mentions(verification.identifier), eq(verification.value, userId)));
  await tx.delete(rateLimit).where(mentions(rateLimit.key));
  await tx.delete(requestLimit).where(mentions(requestLimit.key));
  await tx.delete(helpRequest).where(sql`lower(${helpRequest.email}) = ${mail}`);
  await tx
    .update(privacyRequest)
    .set({ name: "", email: "" })
    .where(or(eq(privacyRequest.userId, userId), sql`lower(${privacyRequest.email}) = ${mail}`));
  // The shopper's messages about their orders, returns and data exports, and this account's own, unless being sent
  // right now (a running job's row belongs to its worker; the mail worker sends nothing to an erased account).
  const about = (key: string, ids: string[]) => {
    if (ids.length === 0) return sql`false`;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return sql`data->>${key} in (${list})`;
  };
  await tx.execute(sql`
    delete from ${sql.raw(`${JOB_SCHEMA}.job`)}
    where name = ${QUEUES.mail.name} and state <> 'active'
      and ((data->>'to' = 'shopper' and (${about("checkoutId", records.orderIds)} or ${about("orderId", records.orderIds)}
                                          or ${about("returnId", records.returnIds)}))
           or (data->>'kind' = 'account-deletion' and data->>'userId' = ${userId})
           or (data->>'kind' = 'data-export' and ${about("exportId", records.exportIds)}))`);
}
