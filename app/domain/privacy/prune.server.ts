// The nightly retention job (docs/decisions/0140-data-fiduciaries-and-retention.md): deletes every kind
// of personal data that is past its time in RETENTION_DAYS (./retention.ts), one statement per kind,
// and says how many of each went. Each statement is idempotent: a job run twice deletes nothing more.
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pruneGuestCarts } from "~/domain/cart/cart.server";
import { pruneBankCredits } from "~/domain/payments/bank/retention.server";
import type { Storage } from "~/media/storage.server";
import { pruneExports } from "./exports.server";
import { forgetPastTaxYears } from "./past-tax-years.server";
import { retentionCutoff } from "./retention";

export type PrunedCounts = Record<
  | "guestCarts"
  | "unpaidCheckouts"
  | "bankCredits"
  | "sessions"
  | "tokens"
  | "rateLimits"
  | "requestLimits"
  | "exports"
  | "accessLog"
  | "privacyRequests"
  | "pastTaxYears",
  number
>;

const count = async (db: Database, statement: ReturnType<typeof sql>) => (await db.execute(statement)).rowCount ?? 0;

export async function prunePersonalData(deps: { db: Database; storage: Storage }, now = new Date()): Promise<PrunedCounts> {
  const { db } = deps;
  return {
    guestCarts: await pruneGuestCarts(db, now),
    // An order never paid (its UPI window expired) stays in the shop's list as a count, without the
    // person: the name, number and address go, the state (place of supply) stays, as at an erasure.
    unpaidCheckouts: await count(
      db,
      sql`update orders o set customer_name = '', contact_number = '', shipping_address = c.place_of_supply
          from checkout c
          where c.id = o.id and c.payment_status = 'expired' and c.payment_due_at < ${retentionCutoff("unpaidCheckout", now)}
            and (o.customer_name <> '' or o.contact_number <> '')`,
    ),
    bankCredits: await pruneBankCredits(db, now),
    sessions: await count(db, sql`delete from "session" where expires_at < ${retentionCutoff("expiredSession", now)}`),
    // E-mail verification and password-reset tokens (better-auth's verification rows).
    tokens: await count(db, sql`delete from verification where expires_at < ${retentionCutoff("expiredToken", now)}`),
    // better-auth's sign-in counters keep the last request as epoch milliseconds.
    rateLimits: await count(db, sql`delete from rate_limit where last_request < ${retentionCutoff("rateLimitCounter", now).getTime()}`),
    requestLimits: await count(db, sql`delete from request_limit where expires_at < ${retentionCutoff("rateLimitCounter", now)}`),
    exports: await pruneExports(deps, now),
    accessLog: await count(db, sql`delete from access_log where created_at < ${retentionCutoff("accessLog", now)}`),
    privacyRequests: await count(db, sql`delete from privacy_request where handled_at < ${retentionCutoff("handledPrivacyRequest", now)}`),
    pastTaxYears: await forgetPastTaxYears(db, now),
  };
}
