// What shoppers trust: reviews and their helpful votes, wishlists, and each shop's
// customers (a summary of their orders with that shop, kept by a trigger on orders).
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, inSameShop, shopRowId, updatedAt } from "./columns";
import { orders } from "./orders";
import { product } from "./products";
import { seller } from "./sellers";

import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from "./values";

export { REVIEW_BODY_MAX, REVIEW_REPLY_MAX };

/**
 * One review per shopper and product, allowed once an order of it was delivered to them. Hidden
 * reviews are kept (who hid them, when, why); the admin can restore them. Only visible reviews count
 * in product.rating_count / rating_sum (trigger in drizzle/0008).
 */
export const review = pgTable(
  "review",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The delivered order that entitled the shopper to review; emptied if the order is deleted (a trigger, drizzle/0024). */
    orderId: uuid("order_id"),
    rating: integer("rating").notNull(),
    body: text("body").notNull().default(""),
    /** The name shown with the review (the shopper's name when written; plain text). */
    authorName: text("author_name").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    restoredBy: text("restored_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "review_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("review_product_fk", t.productId, t.sellerId, product).onDelete("cascade"),
    inSameShop("review_order_fk", t.orderId, t.sellerId, orders),
    unique("review_product_user").on(t.productId, t.userId, t.sellerId),
    check("review_rating_range", sql`${t.rating} between 1 and 5`),
    check("review_body_length", sql`char_length(${t.body}) <= ${sql.raw(String(REVIEW_BODY_MAX))}`),
    check("review_reply_length", sql`${t.reply} is null or char_length(${t.reply}) between 1 and ${sql.raw(String(REVIEW_REPLY_MAX))}`),
    check("review_helpful_non_negative", sql`${t.helpfulCount} >= 0`),
    // The product page's two orders, visible reviews only.
    index("review_product_newest_idx").on(t.productId, t.createdAt.desc(), t.id).where(sql`${t.hiddenAt} is null`),
    index("review_product_helpful_idx").on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id).where(sql`${t.hiddenAt} is null`),
    // The seller's and the admin's lists (all, hidden).
    index("review_seller_idx").on(t.sellerId, t.createdAt.desc()),
    index("review_hidden_idx").on(t.hiddenAt.desc()).where(sql`${t.hiddenAt} is not null`),
    index("review_user_idx").on(t.userId),
  ],
);

/** 'Helpful' votes: one per shopper and review; review.helpful_count is kept by the same statement's code. */
export const reviewVote = pgTable(
  "review_vote",
  {
    sellerId: uuid("seller_id").notNull(),
    reviewId: uuid("review_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "review_vote_pk", columns: [t.reviewId, t.userId, t.sellerId] }),
    inSameShop("review_vote_review_fk", t.reviewId, t.sellerId, review).onDelete("cascade"),
    index("review_vote_user_idx").on(t.userId),
  ],
);

/** A saved product, per shopper (and so per shop: the product belongs to one). */
export const wishlistItem = pgTable(
  "wishlist_item",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    sellerId: uuid("seller_id").notNull(),
    /** The effective price when saved: the wishlist shows what changed since. */
    savedPricePaise: integer("saved_price_paise").notNull(),
    /** Whether any size had stock when saved: 'Back in stock' when it was out and now is not. */
    savedInStock: boolean("saved_in_stock").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "wishlist_item_pk", columns: [t.userId, t.productId, t.sellerId] }),
    inSameShop("wishlist_item_product_fk", t.productId, t.sellerId, product).onDelete("cascade"),
    index("wishlist_item_user_shop_idx").on(t.userId, t.sellerId, t.createdAt.desc()),
    index("wishlist_item_product_idx").on(t.productId),
  ],
);

/**
 * A shop's customer: who ordered from it, with what their orders with this shop carry (name and
 * mobile of their latest order, their account's e-mail) and totals. Kept by a trigger on orders
 * (drizzle/0008), so the dashboard's list reads one indexed page, whatever the shop's size.
 * spent_paise is what the non-cancelled orders cost the shopper (their totals less discount plus fees).
 */
export const shopCustomer = pgTable(
  "shop_customer",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull().default(""),
    orderCount: integer("order_count").notNull().default(0),
    spentPaise: bigint("spent_paise", { mode: "number" }).notNull().default(0),
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }).notNull(),
    lastOrderAt: timestamp("last_order_at", { withTimezone: true }).notNull(),
    /** Lower-cased name, mobile and e-mail for the dashboard's search (trigram index). */
    searchText: text("search_text").notNull().default(""),
    /** The seller turned cash on delivery off for this shopper (parcels refused before). */
    codBlocked: boolean("cod_blocked").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "shop_customer_pk", columns: [t.sellerId, t.userId] }),
    index("shop_customer_last_order_idx").on(t.sellerId, t.lastOrderAt.desc(), t.userId),
    index("shop_customer_spent_idx").on(t.sellerId, t.spentPaise.desc(), t.userId),
    index("shop_customer_orders_idx").on(t.sellerId, t.orderCount.desc(), t.userId),
    index("shop_customer_name_idx").on(t.sellerId, sql`lower(${t.name})`, t.userId),
    index("shop_customer_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);
