// The shops (sellers) of the platform: one per owning user, with its public profile, GST
// registration and low-stock threshold. Money is integer paise.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, updatedAt } from "./columns";
import { GST_STATUSES, type GstStatus } from "./values";

export interface ShopFaqEntry {
  question: string;
  answer: string;
}

export const seller = pgTable(
  "seller",
  {
    id: id(),
    // Unique across shops in shop_directory (below), not here: a table split by shop can only hold
    // keys that contain the shop's id.
    handle: text("handle").notNull(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    shopName: text("shop_name").notNull(),
    ownerName: text("owner_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    location: text("location").notNull().default(""),
    // The shop's own pincode: fills its location's town, district and state (app/domain/pincodes).
    pincode: text("pincode").notNull().default(""),
    photoKey: text("photo_key"),
    // Suspended by the admin; closed by its owner (docs/decisions/0140-data-fiduciaries-and-retention.md):
    // the storefront is gone at once, the owner's data erased after the cooling-off window.
    status: text("status").$type<"active" | "suspended" | "closed">().notNull().default("active"),
    suspendedReason: text("suspended_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // The shop's own About text and FAQ, shown at /{shop}/about and /{shop}/faq (empty: defaults
    // built from the shop's data).
    about: text("about").notNull().default(""),
    faq: jsonb("faq").$type<ShopFaqEntry[]>().notNull().default([]),
    // Bumped by triggers whenever the shop's public content changes (drizzle/0003): the key of
    // the storefront page cache, so catalogue edits show at once on every server process.
    contentVersion: bigint("content_version", { mode: "number" }).notNull().default(0),
    // GST (docs/decisions/0077-gst-invoices.md): regular sellers issue tax invoices, composition
    // and unregistered sellers bills of supply; the state is the place of supply's other half.
    gstStatus: text("gst_status").$type<GstStatus>().notNull().default("unregistered"),
    gstin: text("gstin"),
    gstState: text("gst_state").notNull().default(""),
    /** A size at or below this many pieces is low stock (dashboard and the daily digest). */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seller_handle_format", sql`${t.handle} ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$'`),
    check("seller_status_check", sql`${t.status} in ('active', 'suspended', 'closed')`),
    check("seller_gst_status_check", sql`${t.gstStatus} in (${inList(GST_STATUSES)})`),
    check("seller_gstin_format", sql`${t.gstin} is null or ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("seller_low_stock_threshold", sql`${t.lowStockThreshold} between 0 and 1000`),
    index("seller_email_idx").on(sql`lower(${t.email})`),
    index("seller_handle_idx").on(t.handle),
    index("seller_owner_idx").on(t.ownerUserId),
  ],
);

/**
 * Every shop's handle and owner, platform-wide: one shop per handle and per owner. A trigger on
 * seller (drizzle/0024) keeps it, so every way a shop is opened, renamed or deleted is held to it.
 * Copied to every node of a cluster split by shop (docs/decisions/0147-shop-scoped-keys.md); it is also
 * where a shop → database map would note each shop's database.
 */
export const shopDirectory = pgTable("shop_directory", {
  handle: text("handle").primaryKey(),
  sellerId: uuid("seller_id").notNull().unique(),
  ownerUserId: text("owner_user_id").notNull().unique(),
});
