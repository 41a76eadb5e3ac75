// A seller's tax documents (docs/decisions/0077-gst-invoices.md, 0130, 0131): invoices issued when the
// goods leave, credit notes taking rows back, each in its own gap-free series per financial year.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, inSameShop, shopRowId } from "./columns";
import { checkout } from "./orders";
import { seller } from "./sellers";

export const INVOICE_KINDS = ["tax_invoice", "bill_of_supply"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const DOCUMENT_SERIES = ["invoice", "credit_note"] as const;

/**
 * The last number of each shop's series per financial year ("2026-27"): one for invoices, one for
 * credit notes. Taken with a row lock in the issuing transaction, so numbers are gap-free: a
 * rolled-back transaction gives its number back.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    financialYear: text("financial_year").notNull(),
    series: text("series").$type<(typeof DOCUMENT_SERIES)[number]>().notNull().default("invoice"),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [
    unique("invoice_series_seller_year_series").on(t.sellerId, t.financialYear, t.series),
    check("invoice_series_series_check", sql`${t.series} in (${inList(DOCUMENT_SERIES)})`),
  ],
);

/** One invoice per order (whose id is its checkout's), frozen when issued: later edits do not change it. */
export const invoice = pgTable(
  "invoice",
  {
    id: shopRowId(),
    checkoutId: uuid("checkout_id").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** The printed number, at most 16 characters (CGST Rule 46(b)). */
    number: text("number").notNull(),
    /** Supplier, recipient, place of supply, rows with taxable value and tax, totals: as issued (InvoiceData). */
    data: jsonb("data").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "invoice_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("invoice_checkout_fk", t.checkoutId, t.sellerId, checkout).onDelete("restrict"),
    unique("invoice_checkout_id_unique").on(t.checkoutId, t.sellerId),
    unique("invoice_seller_year_sequence").on(t.sellerId, t.financialYear, t.sequence),
    unique("invoice_seller_number").on(t.sellerId, t.number),
    index("invoice_seller_issued_idx").on(t.sellerId, t.issuedAt),
    check("invoice_kind_check", sql`${t.kind} in (${inList(INVOICE_KINDS)})`),
    check("invoice_number_length", sql`char_length(${t.number}) between 1 and 16`),
  ],
);

/** A credit note against one invoice: what a cancellation, a cancelled line or a return takes back (CreditNoteData). */
export const creditNote = pgTable(
  "credit_note",
  {
    id: shopRowId(),
    invoiceId: uuid("invoice_id").notNull(),
    checkoutId: uuid("checkout_id").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    data: jsonb("data").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "credit_note_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("credit_note_invoice_fk", t.invoiceId, t.sellerId, invoice).onDelete("restrict"),
    inSameShop("credit_note_checkout_fk", t.checkoutId, t.sellerId, checkout).onDelete("restrict"),
    unique("credit_note_seller_year_sequence").on(t.sellerId, t.financialYear, t.sequence),
    unique("credit_note_seller_number").on(t.sellerId, t.number),
    index("credit_note_checkout_idx").on(t.checkoutId),
    index("credit_note_seller_issued_idx").on(t.sellerId, t.issuedAt),
    check("credit_note_number_length", sql`char_length(${t.number}) between 1 and 16`),
  ],
);

/** What the 22 September 2025 rates changed in a shop's products, shown to the seller until dismissed. */
export const gstRateChange = pgTable(
  "gst_rate_change",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    hsnCode: text("hsn_code"),
    oldRate: integer("old_rate").notNull(),
    /** Null: the rate now follows the price (clothing, made-ups, footwear: rates.ts). */
    newRate: integer("new_rate"),
    createdAt: createdAt(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ name: "gst_rate_change_pkey", columns: [t.id, t.sellerId] }), index("gst_rate_change_seller_idx").on(t.sellerId)],
);
