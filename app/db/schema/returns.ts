// Returns and exchanges of delivered goods (docs/decisions/0139-returns-and-exchanges.md): a shop's
// policy, and each request a shopper makes for one or more lines of an order, with the seller's
// decision and how it ended (money back by UPI, or the exchange shipped). Money is integer paise.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, inList, inSameShop, shopRowId, updatedAt } from "./columns";
import { orders } from "./orders";
import { seller } from "./sellers";
import {
  RETURN_KINDS,
  RETURN_REQUEST_REASONS,
  RETURN_REQUEST_STATUSES,
  type ReturnKind,
  type ReturnRequestReason,
  type ReturnRequestStatus,
} from "./values";

/** One row per shop that takes returns; no row (or 0 days): no returns. */
export const returnPolicy = pgTable(
  "return_policy",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => seller.id, { onDelete: "cascade" }),
    /** Days after delivery within which a return may be asked for; 0: the shop takes no returns. */
    windowDays: integer("window_days").notNull().default(0),
    /** Whether a shopper may ask for another colour or size instead of their money back. */
    exchanges: boolean("exchanges").notNull().default(true),
    /** Whether a request must come with at least one photo of the goods. */
    photos: boolean("photos").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("return_policy_window", sql`${t.windowDays} between 0 and 90`)],
);

export const returnRequest = pgTable(
  "return_request",
  {
    id: shopRowId(),
    orderId: uuid("order_id").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    kind: text("kind").$type<ReturnKind>().notNull(),
    reason: text("reason").$type<ReturnRequestReason>().notNull(),
    /** The shopper's words, up to 500 characters. */
    note: text("note").notNull().default(""),
    /** The shopper's photos of the goods (stored image keys, re-encoded without their metadata), up to 3. */
    photoKeys: text("photo_keys").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<ReturnRequestStatus>().notNull().default("requested"),
    /** The seller's reason for declining. */
    declineReason: text("decline_reason"),
    /** What the seller sent back by UPI, and its UTR (status 'refunded'). */
    refundPaise: bigint("refund_paise", { mode: "number" }),
    refundUtr: text("refund_utr"),
    /** The exchange parcel (status 'exchanged'), both optional. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "return_request_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("return_request_order_fk", t.orderId, t.sellerId, orders).onDelete("restrict"),
    index("return_request_seller_idx").on(t.sellerId, t.status, t.createdAt.desc()),
    index("return_request_order_idx").on(t.orderId),
    check("return_request_kind", sql`${t.kind} in (${inList(RETURN_KINDS)})`),
    check("return_request_reason", sql`${t.reason} in (${inList(RETURN_REQUEST_REASONS)})`),
    check("return_request_status", sql`${t.status} in (${inList(RETURN_REQUEST_STATUSES)})`),
    check("return_request_photos", sql`cardinality(${t.photoKeys}) <= 3`),
    check("return_request_refund", sql`(${t.status} = 'refunded') = (${t.refundPaise} is not null and ${t.refundPaise} > 0)`),
  ],
);

/** The order lines a request is for (whole lines), and for an exchange the colour and size wanted. */
export const returnLine = pgTable(
  "return_line",
  {
    sellerId: uuid("seller_id").notNull(),
    returnId: uuid("return_id").notNull(),
    lineNo: integer("line_no").notNull(),
    wantedColor: text("wanted_color"),
    wantedSize: text("wanted_size"),
  },
  (t) => [
    primaryKey({ name: "return_line_pkey", columns: [t.returnId, t.lineNo, t.sellerId] }),
    inSameShop("return_line_return_fk", t.returnId, t.sellerId, returnRequest).onDelete("cascade"),
  ],
);
