// A shopper asks to delete their account, or takes it back (docs/decisions/0140-data-fiduciaries-and-retention.md).
// Asking needs proof that it is them: their password, or for a Google-only account a sign-in in the
// last GOOGLE_REAUTH_MINUTES. It marks the account, ends the person's other sessions and queues an
// e-mail with the date; the erasure itself waits out the cooling-off window (./erase-due.server.ts).
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, session, user } from "~/db/schema";
import type { Role } from "~/db/schema/auth";
import { inTransaction } from "~/db/transaction.server";
import { DomainError } from "~/domain/errors";
import { notify } from "~/domain/notifications/notify.server";
import { consumeRateLimit, rateLimited } from "~/domain/rate-limit.server";
import * as m from "~/i18n/messages";
import { type AccountDeletion, GOOGLE_REAUTH_MINUTES, passwordRequired } from "./account-deletion";
import { hasOpenOrders } from "./open-orders.server";
import { daysAfter, RETENTION_DAYS } from "./retention";

/** Who asks: the signed-in person and the session they ask from. */
export interface Asker {
  userId: string;
  role: Role;
  sessionId: string;
  sessionCreatedAt: Date;
}

/** Wrong passwords allowed per account in the window: guessing stays as slow as at sign-in. */
const PASSWORD_TRIES = { max: 5, windowSeconds: 10 * 60 };

/** The day the account will be erased, for a request made at `requestedAt`. */
export const erasesOn = (requestedAt: Date) => daysAfter(requestedAt, RETENTION_DAYS.accountDeletionCoolingOff);

async function passwordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)));
  return row?.hash ?? null;
}

const googleIsFresh = (asker: Asker, now: Date) => now.getTime() - asker.sessionCreatedAt.getTime() <= GOOGLE_REAUTH_MINUTES * 60_000;

/** What the profile's "Delete my account" section shows this person now. */
export async function accountDeletionState(db: Database, asker: Asker, now = new Date()): Promise<AccountDeletion> {
  if (asker.role !== "customer") return { state: "refused", role: asker.role };
  const [row] = await db.select({ at: user.deletionRequestedAt }).from(user).where(eq(user.id, asker.userId));
  if (row?.at) return { state: "pending", erasesOn: erasesOn(row.at).toISOString() };
  return { state: "open", proof: await proofOf(db, asker, now) };
}

/** How this person proves it is them now: their password, a fresh Google sign-in, or a new one first. */
export async function proofOf(db: Database, asker: Asker, now = new Date()): Promise<"password" | "google" | "google-stale"> {
  if (await passwordHash(db, asker.userId)) return "password";
  return googleIsFresh(asker, now) ? "google" : "google-stale";
}

/** Only a shopper's account is deleted (or kept) from the profile: a seller closes the shop instead. */
export function refuseRole(role: Role) {
  if (role === "customer") return;
  throw new DomainError("account_not_deletable", role === "seller" ? m.privacy_delete_seller() : m.privacy_delete_admin(), {
    status: 403,
  });
}

/** Checks the proof; throws the refusal a person can act on (the password's field, or sign in again). Also closing a shop's. */
export async function proveItIsThem(
  db: Database,
  asker: Asker,
  password: string,
  verifyPassword: (hash: string, password: string) => Promise<boolean>,
  now: Date,
) {
  const hash = await passwordHash(db, asker.userId);
  if (!hash) {
    if (!googleIsFresh(asker, now)) throw new DomainError("reauth_required", m.privacy_delete_sign_in_again(), { status: 403 });
    return;
  }
  if (!password) throw new DomainError("password_required", passwordRequired(), { field: "password" });
  const tries = await consumeRateLimit(db, `delete-account:${asker.userId}`, PASSWORD_TRIES);
  if (!tries.allowed) throw rateLimited(tries.retryAfter);
  if (!(await verifyPassword(hash, password)))
    throw new DomainError("wrong_password", m.privacy_delete_wrong_password(), { field: "password" });
}

/**
 * Marks the account for erasure at `now` (a second request while one is pending changes nothing and
 * sends nothing), ends every other session of the person and queues the e-mail, sent from `sellerId`'s shop.
 * Returns the day it will be erased.
 */
export async function requestAccountDeletion(
  db: Database,
  asker: Asker,
  input: { password: string; sellerId: string },
  verifyPassword: (hash: string, password: string) => Promise<boolean>,
  now = new Date(),
): Promise<{ erasesOn: string }> {
  refuseRole(asker.role);
  await proveItIsThem(db, asker, input.password, verifyPassword, now);
  if (await hasOpenOrders(db, { userId: asker.userId }))
    throw new DomainError("orders_open", m.privacy_delete_orders_open(), { status: 409 });
  return inTransaction(db, async (tx) => {
    const [marked] = await tx
      .update(user)
      .set({ deletionRequestedAt: now, updatedAt: now })
      .where(and(eq(user.id, asker.userId), isNull(user.deletionRequestedAt), isNull(user.erasedAt)))
      .returning({ at: user.deletionRequestedAt });
    if (marked) {
      await tx.delete(session).where(and(eq(session.userId, asker.userId), ne(session.id, asker.sessionId)));
      await notify(tx, { kind: "account-deletion", userId: asker.userId, sellerId: input.sellerId, requestedAt: now.toISOString() });
    }
    const [row] = await tx.select({ at: user.deletionRequestedAt }).from(user).where(eq(user.id, asker.userId));
    return { erasesOn: erasesOn(row?.at ?? now).toISOString() };
  });
}

/** Keep my account: the pending request is cleared (nothing happens when there is none). */
export async function cancelAccountDeletion(db: Database, userId: string, now = new Date()): Promise<void> {
  await db
    .update(user)
    .set({ deletionRequestedAt: null, updatedAt: now })
    .where(and(eq(user.id, userId), isNotNull(user.deletionRequestedAt), isNull(user.erasedAt)));
}
