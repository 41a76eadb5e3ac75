// Payments confirmed by the seller's bank (docs/decisions/0134-bank-credits-kept.md): the shop's
// SMS webhook and statement settings, and the bank credits Haat read from them, reduced to what
// matching needs.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { inList, inSameShop, shopRowId } from "./columns";
import { checkout } from "./orders";
import { seller } from "./sellers";
import { BANK_CREDIT_SOURCES, BANK_CREDIT_STATES, type BankCreditSource, type BankCreditState } from "./values";

/** One row per shop that has set up bank matching. */
export const bankFeed = pgTable("bank_feed", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => seller.id, { onDelete: "cascade" }),
  /** When the webhook's current secret was made; null: no SMS address (its hash is in sms_token). */
  smsTokenCreatedAt: timestamp("sms_token_created_at", { withTimezone: true }),
  /** The last SMS the webhook took, and what Haat made of it (a reason code, never its text). */
  lastSmsAt: timestamp("last_sms_at", { withTimezone: true }),
  lastSmsResult: text("last_sms_result"),
  /** The columns of the shop's own statement layout, as the seller mapped them (bank/statement.ts). */
  statementMapping: jsonb("statement_mapping"),
  lastStatementAt: timestamp("last_statement_at", { withTimezone: true }),
});

/**
 * Which shop an SMS webhook's secret belongs to. The webhook finds its shop by the secret alone, so
 * the hashes live in one platform-wide table (copied to every node of a cluster split by shop,
 * docs/decisions/0147-shop-scoped-keys.md), written with bank_feed's row in one transaction.
 */
export const smsToken = pgTable("sms_token", {
  /** SHA-256 (hex) of the webhook's secret: the secret itself is shown once and never stored or logged. */
  hash: text("hash").primaryKey(),
  sellerId: uuid("seller_id").notNull().unique(),
});

export const bankCredit = pgTable(
  "bank_credit",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    utr: text("utr").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    /** The order number the payment's note carried, when it came through. */
    orderRef: text("order_ref"),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").$type<BankCreditSource>().notNull(),
    /** The parser's short name of the bank ("hdfc") and the SMS's sender id ("VM-HDFCBK"), for the seller to recognise it. */
    bank: text("bank").notNull(),
    sender: text("sender"),
    state: text("state").$type<BankCreditState>().notNull(),
    /** The order it confirmed or was found on (matched), or whose claim names it for another amount (mismatch). */
    checkoutId: uuid("checkout_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "bank_credit_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("bank_credit_checkout_fk", t.checkoutId, t.sellerId, checkout).onDelete("cascade"),
    // One bank transaction is one credit: the same SMS twice, or an SMS and a statement row, count once.
    unique("bank_credit_seller_utr").on(t.sellerId, t.utr),
    // No credit confirms two orders, no order is confirmed by two credits.
    uniqueIndex("bank_credit_matched_checkout_idx").on(t.checkoutId, t.sellerId).where(sql`${t.state} = 'matched'`),
    index("bank_credit_seller_state_idx").on(t.sellerId, t.state, t.receivedAt.desc()),
    check("bank_credit_utr_format", sql`${t.utr} ~ '^[0-9]{12}$'`),
    check("bank_credit_amount", sql`${t.amountPaise} > 0`),
    check("bank_credit_order_ref", sql`${t.orderRef} is null or ${t.orderRef} ~ '^[0-9A-F]{10}$'`),
    check("bank_credit_source_check", sql`${t.source} in (${inList(BANK_CREDIT_SOURCES)})`),
    check("bank_credit_state_check", sql`${t.state} in (${inList(BANK_CREDIT_STATES)})`),
    check("bank_credit_matched_has_order", sql`${t.state} not in ('matched', 'mismatch') or ${t.checkoutId} is not null`),
    check("bank_credit_sender_length", sql`${t.sender} is null or char_length(${t.sender}) <= 40`),
  ],
);
