// Getting paid (docs/decisions/0073-payment-model.md): a shop's payment settings and delivery rules,
// its coupons and their redemptions, the history of each checkout's payment status, and the UTRs
// claimed across the platform.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, inList, inSameShop, shopRowId, updatedAt } from "./columns";
import { checkout } from "./orders";
import { seller } from "./sellers";
import {
  COD_LATE_ACTIONS,
  COD_SHIPPING_RULES,
  COUPON_KINDS,
  type CodLateAction,
  type CodShippingRule,
  type CouponKind,
  DELIVERY_AREAS,
  type DeliveryArea,
  PAYMENT_ACTORS,
  PAYMENT_STATUSES,
  type PaymentActor,
  type PaymentStatus,
} from "./values";

/** One row per shop that has set up payments; no row: the shop takes no payment (orders as before). */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => seller.id, { onDelete: "cascade" }),
    upiId: text("upi_id").notNull().default(""),
    payeeName: text("payee_name").notNull().default(""),
    acceptsUpi: boolean("accepts_upi").notNull().default(false),
    acceptsCod: boolean("accepts_cod").notNull().default(false),
    acceptsPayAtShop: boolean("accepts_pay_at_shop").notNull().default(false),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /** Cash on delivery only up to this order total; null: no limit. */
    codMaxOrderPaise: integer("cod_max_order_paise"),
    paymentWindowHours: integer("payment_window_hours").notNull().default(24),
    /** Whether COD orders ship unconfirmed, how long a shopper has to confirm, and what then (docs/decisions/0137-cod-confirmation.md). */
    codShipping: text("cod_shipping").$type<CodShippingRule>().notNull().default("ship_all"),
    codConfirmHours: integer("cod_confirm_hours").notNull().default(24),
    codLateAction: text("cod_late_action").$type<CodLateAction>().notNull().default("flag"),
    /** Delivery pincodes (6 digits) or prefixes where cash on delivery is not offered. */
    codOffPincodes: text("cod_off_pincodes").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payment_settings_upi_needs_id", sql`not ${t.acceptsUpi} or ${t.upiId} <> ''`),
    check("payment_settings_cod_fee", sql`${t.codFeePaise} >= 0`),
    check("payment_settings_cod_max", sql`${t.codMaxOrderPaise} is null or ${t.codMaxOrderPaise} > 0`),
    check("payment_settings_window", sql`${t.paymentWindowHours} between 1 and 168`),
    check("payment_settings_cod_shipping", sql`${t.codShipping} in (${inList(COD_SHIPPING_RULES)})`),
    check("payment_settings_cod_confirm_hours", sql`${t.codConfirmHours} between 1 and 168`),
    check("payment_settings_cod_late_action", sql`${t.codLateAction} in (${inList(COD_LATE_ACTIONS)})`),
  ],
);

/** A shop's delivery charge and the area it serves; no row: free delivery anywhere in India. */
export const deliveryRules = pgTable(
  "delivery_rules",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => seller.id, { onDelete: "cascade" }),
    flatFeePaise: integer("flat_fee_paise").notNull().default(0),
    /** Delivery is free when the goods (after discount) reach this; null: never free. */
    freeAbovePaise: integer("free_above_paise"),
    area: text("area").$type<DeliveryArea>().notNull().default("india"),
    /** The shop's state, for area 'state'. */
    state: text("state").notNull().default(""),
    /** For area 'pincodes': 6-digit pincodes and shorter prefixes (e.g. "1100" serves 110001–110099). */
    pincodes: text("pincodes").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("delivery_rules_fee", sql`${t.flatFeePaise} >= 0`),
    check("delivery_rules_free_above", sql`${t.freeAbovePaise} is null or ${t.freeAbovePaise} > 0`),
    check("delivery_rules_area_check", sql`${t.area} in (${inList(DELIVERY_AREAS)})`),
  ],
);

export const coupon = pgTable(
  "coupon",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    /** Upper-case; what the shopper types is upper-cased before the lookup. */
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** Percent (1–100) for 'percent', paise for 'flat'. */
    value: integer("value").notNull(),
    minOrderPaise: integer("min_order_paise").notNull().default(0),
    maxDiscountPaise: integer("max_discount_paise"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Total redemptions allowed; null: unlimited. */
    usageLimit: integer("usage_limit"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    /** Redemptions so far, counted in the checkout transaction (never above usage_limit). */
    usedCount: integer("used_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "coupon_pkey", columns: [t.id, t.sellerId] }),
    unique("coupon_seller_code").on(t.sellerId, t.code),
    check("coupon_code_format", sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,19}$'`),
    check("coupon_kind_check", sql`${t.kind} in (${inList(COUPON_KINDS)})`),
    check("coupon_value_range", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("coupon_min_order", sql`${t.minOrderPaise} >= 0`),
    check("coupon_max_discount", sql`${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0`),
    check("coupon_usage_limit", sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check("coupon_used_within_limit", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
    check("coupon_valid_range", sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`),
  ],
);

/** One per checkout that used a coupon; released (deleted, count given back) when the checkout expires. */
export const couponRedemption = pgTable(
  "coupon_redemption",
  {
    sellerId: uuid("seller_id").notNull(),
    checkoutId: uuid("checkout_id").notNull(),
    couponId: uuid("coupon_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "coupon_redemption_pkey", columns: [t.checkoutId, t.sellerId] }),
    inSameShop("coupon_redemption_checkout_fk", t.checkoutId, t.sellerId, checkout).onDelete("cascade"),
    inSameShop("coupon_redemption_coupon_fk", t.couponId, t.sellerId, coupon).onDelete("restrict"),
    index("coupon_redemption_coupon_user_idx").on(t.couponId, t.userId),
  ],
);

/** Every payment status a checkout went through, with who set it (the shopper, the seller, or the expiry job). */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id").notNull(),
    checkoutId: uuid("checkout_id").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The UTR given or the refund's reference, when there is one. */
    reference: text("reference"),
    /** Who set it (docs/decisions/0133-what-paid-means.md); null on rows written before it was kept. */
    via: text("via").$type<PaymentActor>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payment_event_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("payment_event_checkout_fk", t.checkoutId, t.sellerId, checkout).onDelete("cascade"),
    index("payment_event_checkout_idx").on(t.checkoutId, t.createdAt),
    check("payment_event_status_check", sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check("payment_event_via_check", sql`${t.via} is null or ${t.via} in (${inList(PAYMENT_ACTORS)})`),
  ],
);

/**
 * Every UTR a checkout holds, platform-wide (docs/decisions/0110-utr-unique-platform-wide.md): a
 * UTR names one bank transaction in all of India, so one checkout of any shop may claim it. Shared
 * by all shops, like users: the checkout table keeps its shop-scoped keys. Written in the claim's
 * transaction; a checkout's later claim replaces its earlier UTR. No foreign key to the checkout: a
 * table copied to every node cannot point into one shop's rows (docs/decisions/0147-shop-scoped-keys.md),
 * and checkouts are never deleted.
 */
export const claimedUtr = pgTable(
  "claimed_utr",
  {
    /** As stored on the checkout: normalised to its 12 digits (normalizeUtr). */
    utr: text("utr").primaryKey(),
    checkoutId: uuid("checkout_id").notNull().unique("claimed_utr_checkout_key"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("claimed_utr_format", sql`${t.utr} ~ '^[0-9]{12}$'`)],
);
