// Keeping the shopper informed: e-mail preferences, the invoice series and invoices.
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, updatedAt } from "./columns";
import { checkout } from "./orders";
import { seller } from "./sellers";

/** A person's e-mail choices; no row: everything on. Transactional mail is always sent. */
export const mailPreference = pgTable("mail_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Order progress (confirmed, shipped, delivered) beyond the transactional messages. */
  orderUpdates: boolean("order_updates").notNull().default(true),
  updatedAt: updatedAt(),
});

export const INVOICE_KINDS = ["tax_invoice", "bill_of_supply"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The next number of each shop's series per financial year ("2026-27"). Taken with a row lock in the
 * checkout transaction, so numbers are gap-free: a rolled-back checkout gives its number back.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [unique("invoice_series_seller_year").on(t.sellerId, t.financialYear)],
);

/** One document per checkout, frozen when issued (the seller's later edits do not change it). */
export const invoice = pgTable(
  "invoice",
  {
    id: id(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .unique()
      .references(() => checkout.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** The printed number, at most 16 characters (CGST Rule 46(b)). */
    number: text("number").notNull(),
    /** Supplier, recipient, place of supply, lines with taxable value and tax, totals: as issued. */
    data: jsonb("data").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("invoice_seller_year_sequence").on(t.sellerId, t.financialYear, t.sequence),
    unique("invoice_seller_number").on(t.sellerId, t.number),
    check("invoice_kind_check", sql`${t.kind} in (${inList(INVOICE_KINDS)})`),
    check("invoice_number_length", sql`char_length(${t.number}) between 1 and 16`),
  ],
);
