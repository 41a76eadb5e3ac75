// Consent to marketing (offers, abandoned-cart and back-in-stock reminders): every give or withdraw is
// a new consent_event row with the notice version and where it happened; the latest row answers.
// No row is no consent: marketing is opt-in. Reminder jobs ask recipientsAllowedMarketing just
// before sending, so a withdrawal stops the very next message.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consentEvent } from "~/db/schema";
import type { ConsentSource } from "~/db/schema/values";
import { DomainError } from "~/domain/errors";
import * as m from "~/i18n/messages";
import { isLinkToken, linkToken } from "~/utils/signed-link.server";
import { NOTICE_VERSION } from "./notice";

const PURPOSE = "marketing";

/**
 * Appends the choice. Its time is never before the user's previous event (one microsecond after it
 * at least), so the latest row is the last one recorded even within one clock tick.
 */
async function record(db: Database, userId: string, given: boolean, source: ConsentSource, now: Date) {
  await db.execute(sql`
    insert into ${consentEvent} (user_id, purpose, given, notice_version, source, created_at)
    select ${userId}, ${PURPOSE}, ${given}, ${NOTICE_VERSION}, ${source},
      greatest(${now.toISOString()}::timestamptz, max(created_at) + interval '1 microsecond')
    from ${consentEvent} where user_id = ${userId} and purpose = ${PURPOSE}`);
}

export const giveConsent = (db: Database, userId: string, source: ConsentSource, now = new Date()) => record(db, userId, true, source, now);

export const withdrawConsent = (db: Database, userId: string, source: ConsentSource, now = new Date()) =>
  record(db, userId, false, source, now);

/** The profile's switch: "true" or "false" as the form sends it; anything else is refused (400). */
export async function setMarketingConsent(db: Database, userId: string, raw: unknown, source: ConsentSource): Promise<void> {
  if (raw !== "true" && raw !== "false") throw new DomainError("invalid_consent", m.privacy_consent_choose(), { field: "marketing" });
  await record(db, userId, raw === "true", source, new Date());
}

/** The users among `userIds` whose latest marketing choice at `at` is "given" (a tie: withdrawal wins). */
export async function recipientsAllowedMarketing(db: Database, userIds: readonly string[], at = new Date()): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([consentEvent.userId], { userId: consentEvent.userId, given: consentEvent.given })
    .from(consentEvent)
    .where(and(inArray(consentEvent.userId, [...userIds]), eq(consentEvent.purpose, PURPOSE), lte(consentEvent.createdAt, at)))
    .orderBy(consentEvent.userId, sql`${consentEvent.createdAt} desc`, consentEvent.given);
  return new Set(rows.filter((r) => r.given).map((r) => r.userId));
}

export async function marketingAllowed(db: Database, userId: string, at = new Date()): Promise<boolean> {
  return (await recipientsAllowedMarketing(db, [userId], at)).has(userId);
}

const UNSUBSCRIBE = "marketing-unsubscribe";

/** The one-click unsubscribe link for every marketing e-mail: works without signing in, for this user only. */
export const marketingUnsubscribeUrl = (baseUrl: string, secret: string, userId: string) =>
  `${baseUrl}/unsubscribe?u=${encodeURIComponent(userId)}&t=${linkToken(secret, UNSUBSCRIBE, userId)}`;

/** The user an unsubscribe link names, when its signature is good. */
export function unsubscribeLinkUser(secret: string, params: URLSearchParams): string | null {
  const userId = params.get("u") ?? "";
  return userId && isLinkToken(secret, UNSUBSCRIBE, userId, params.get("t") ?? "") ? userId : null;
}
