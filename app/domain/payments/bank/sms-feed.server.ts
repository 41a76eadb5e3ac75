// A shop's bank-SMS webhook (docs/decisions/0134-bank-credits-kept.md): the seller's phone posts each
// SMS to a secret address; Haat keeps a credit it can read and nothing else of the message. The secret
// is shown to the seller once and stored only as its SHA-256, so neither the database nor a log can
// give it back; a new one replaces the old at once.
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bankFeed, smsToken } from "~/db/schema";
import { type CreditOutcome, recordBankCredit } from "./match.server";
import { parseBankSms } from "./sms";
import type { BankFeedStatus } from "./views";

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret for the shop's webhook, replacing any earlier one; returned once, to be shown once. */
export async function rotateSmsToken(db: Database, sellerId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = hashOf(token);
  const set = { smsTokenCreatedAt: now, lastSmsAt: null, lastSmsResult: null };
  await db.transaction(async (tx) => {
    await tx
      .insert(bankFeed)
      .values({ sellerId, ...set })
      .onConflictDoUpdate({ target: bankFeed.sellerId, set });
    await tx.insert(smsToken).values({ hash, sellerId }).onConflictDoUpdate({ target: smsToken.sellerId, set: { hash } });
  });
  return token;
}

/** Turns the webhook off: the old address answers like any unknown one. */
export async function stopSmsFeed(db: Database, sellerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(bankFeed).set({ smsTokenCreatedAt: null }).where(eq(bankFeed.sellerId, sellerId));
    await tx.delete(smsToken).where(eq(smsToken.sellerId, sellerId));
  });
}

/** The shop whose webhook this secret opens, or null (malformed, unknown or replaced). */
export async function shopOfSmsToken(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  // The platform-wide table, not bank_feed: a secret names its shop before any shop's rows are read.
  const [row] = await db
    .select({ sellerId: smsToken.sellerId })
    .from(smsToken)
    .where(eq(smsToken.hash, hashOf(token)));
  return row?.sellerId ?? null;
}

/** What became of one posted SMS: a credit's outcome, or why it was not read as one. */
export type SmsResult = CreditOutcome["outcome"] | `ignored:${string}`;

/**
 * One posted SMS: read as a credit and matched, or set aside unread. Either way only the outcome's
 * code is noted on the shop (for the seller's "last message" check), never the text.
 */
export async function receiveSms(
  db: Database,
  sellerId: string,
  sms: { sender: string; body: string; receivedAt?: Date },
  now = new Date(),
): Promise<SmsResult> {
  const reading = parseBankSms(sms);
  const result: SmsResult =
    reading.kind === "credit"
      ? (
          await recordBankCredit(
            db,
            sellerId,
            reading.credit,
            { source: "sms", bank: reading.bank, sender: sms.sender.replace(/\p{Cc}/gu, "") },
            now,
          )
        ).outcome
      : `ignored:${reading.reason}`;
  await db.update(bankFeed).set({ lastSmsAt: now, lastSmsResult: result }).where(sql`${bankFeed.sellerId} = ${sellerId}`);
  return result;
}

/** The shop's bank matching as the seller's page shows it: whether the SMS address is live, and what last came. */
export async function bankFeedStatus(db: Database, sellerId: string): Promise<BankFeedStatus> {
  const [row] = await db.select().from(bankFeed).where(eq(bankFeed.sellerId, sellerId));
  return {
    smsOn: Boolean(row?.smsTokenCreatedAt),
    smsSince: row?.smsTokenCreatedAt?.toISOString() ?? null,
    lastSmsAt: row?.lastSmsAt?.toISOString() ?? null,
    lastSmsResult: row?.lastSmsResult ?? null,
    lastStatementAt: row?.lastStatementAt?.toISOString() ?? null,
  };
}
