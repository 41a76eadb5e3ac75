// What a shopper placed (docs/decisions/0128-one-order-per-purchase.md): one order per shop per
// checkout, read as one thing from two rows with one id: `checkout` holds its money and payment,
// `orders` its parcel (status, address, courier). Its lines are `order_item`; its history
// `order_status_event`. Money is integer paise.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, inList, inSameShop, shopRowId, updatedAt } from "./columns";
import { product } from "./products";
import { seller } from "./sellers";
import {
  DELIVERY_MODES,
  type DeliveryMode,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  RETURN_REASONS,
  type ReturnReason,
} from "./values";

// One checkout attempt: the orders of one cart. Its id is the browser's idempotency key; the
// fingerprint (a hash of the normalised request) tells a retry from a different request that
// reuses the key, which is refused instead of replayed.
export const checkout = pgTable(
  "checkout",
  {
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    requestFingerprint: text("request_fingerprint").notNull(),
    // The order's amounts as the server computed them (docs/decisions/0074-checkout-totals.md):
    // total = subtotal − discount + delivery fee + COD fee (tax is included in the prices). They
    // follow the seller's cancelling of a line; placed_total_paise keeps what was asked at first.
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull().default(0),
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull().default(0),
    deliveryFeePaise: bigint("delivery_fee_paise", { mode: "number" }).notNull().default(0),
    codFeePaise: bigint("cod_fee_paise", { mode: "number" }).notNull().default(0),
    taxPaise: bigint("tax_paise", { mode: "number" }).notNull().default(0),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull().default(0),
    /** The total when placed: what a UPI shopper paid, the ceiling of a refund. */
    placedTotalPaise: bigint("placed_total_paise", { mode: "number" }).notNull().default(0),
    // The code as applied (its redemption row links the coupon; this survives the coupon's edits).
    couponCode: text("coupon_code"),
    /** The state the goods are supplied in: the delivery address's, or the shop's for an in-shop purchase. */
    placeOfSupply: text("place_of_supply").notNull().default(""),
    /** A business buyer's GSTIN and legal name, for a B2B tax invoice (null: a consumer). */
    buyerGstin: text("buyer_gstin"),
    buyerName: text("buyer_name"),
    // Payment (docs/decisions/0073-payment-model.md). The payee is copied from the shop's settings
    // when the checkout is placed: a later change of UPI ID must not redirect an open payment.
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull().default("none"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("none"),
    payeeUpiId: text("payee_upi_id"),
    payeeName: text("payee_name"),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    utr: text("utr"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    refundPaise: bigint("refund_paise", { mode: "number" }),
    refundUtr: text("refund_utr"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    // Cash on delivery (docs/decisions/0137-cod-confirmation.md): by when the shopper is asked to
    // confirm, when they did, and when the order was flagged for not confirming in time.
    codConfirmBy: timestamp("cod_confirm_by", { withTimezone: true }),
    codConfirmedAt: timestamp("cod_confirmed_at", { withTimezone: true }),
    codFlaggedAt: timestamp("cod_flagged_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "checkout_pkey", columns: [t.id, t.sellerId] }),
    index("checkout_user_idx").on(t.userId, t.createdAt.desc()),
    index("checkout_seller_payment_idx").on(t.sellerId, t.paymentStatus, t.createdAt.desc()),
    // A UTR names one bank transfer: it can settle one checkout of a shop, not two.
    uniqueIndex("checkout_seller_utr_idx").on(t.sellerId, t.utr).where(sql`${t.utr} is not null`),
    check("checkout_payment_method_check", sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check("checkout_payment_status_check", sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check(
      "checkout_amounts_non_negative",
      sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.deliveryFeePaise} >= 0 and ${t.codFeePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    // Prices include GST: tax_paise is the tax *included* in the total, not added to it.
    check(
      "checkout_total_adds_up",
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryFeePaise} + ${t.codFeePaise}`,
    ),
    check("checkout_buyer_gstin_format", sql`${t.buyerGstin} is null or ${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("checkout_total_within_placed", sql`${t.totalPaise} <= ${t.placedTotalPaise}`),
    check(
      "checkout_refund_within_total",
      sql`${t.refundPaise} is null or (${t.refundPaise} > 0 and ${t.refundPaise} <= ${t.placedTotalPaise})`,
    ),
  ],
);

/**
 * Every checkout's id, platform-wide: the browser's idempotency key names one checkout in all of Haat,
 * which `checkout` (keyed by id and shop) cannot hold alone. A trigger on checkout (drizzle/0024) writes
 * it; a checkout id is looked up here first, then in its one shop (docs/decisions/0147-shop-scoped-keys.md).
 */
export const checkoutKey = pgTable("checkout_key", {
  id: uuid("id").primaryKey(),
  sellerId: uuid("seller_id").notNull(),
});

export const orders = pgTable(
  "orders",
  {
    // The checkout's id: the browser's idempotency key, and the order number's source (reference.ts).
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    deliveryMode: text("delivery_mode").$type<DeliveryMode>().notNull(),
    shippingAddress: text("shipping_address").notNull(),
    contactNumber: text("contact_number").notNull(),
    customerName: text("customer_name").notNull(),
    seenBySellerAt: timestamp("seen_by_seller_at", { withTimezone: true }),
    // Set when the seller marks the order shipped (all optional): shown in the timeline and e-mails.
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    /** Why a shipped parcel came back undelivered (status 'returned'). */
    returnReason: text("return_reason").$type<ReturnReason>(),
    /** When the order, past its tax years, lost every trace of its shopper (docs/decisions/0142-past-the-tax-years.md). */
    forgottenAt: timestamp("forgotten_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "orders_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("orders_checkout_fk", t.id, t.sellerId, checkout).onDelete("restrict"),
    index("orders_user_seller_idx").on(t.userId, t.sellerId, t.createdAt.desc()),
    index("orders_seller_status_idx").on(t.sellerId, t.status, t.createdAt.desc()),
    check("orders_status_check", sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check("orders_delivery_mode_check", sql`${t.deliveryMode} in (${inList(DELIVERY_MODES)})`),
    check("orders_return_reason_check", sql`${t.returnReason} is null or ${t.returnReason} in (${inList(RETURN_REASONS)})`),
  ],
);

export const orderItem = pgTable(
  "order_item",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** The line's place in the cart it was ordered from (0, 1, …). */
    lineNo: integer("line_no").notNull(),
    /** Emptied when the product is deleted (a trigger, drizzle/0024): the line keeps its name and price. */
    productId: uuid("product_id"),
    name: text("name").notNull(),
    pricePaise: integer("price_paise").notNull(),
    quantity: integer("quantity").notNull().default(1),
    color: text("color").notNull().default("N/A"),
    size: text("size").notNull().default("N/A"),
    imageKey: text("image_key"),
    /** The product's HSN code and GST rate when it was ordered (the invoice uses these). */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
    /** The line's share of the order's coupon discount (largest remainder): what its cancelling gives back. */
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull().default(0),
    /** The seller cancelled this line alone (its stock came back, its amount left the totals). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Before one order per purchase, this line was an order of its own: its links and references still find it. */
    formerOrderId: uuid("former_order_id"),
    /** That former order's status, where it differed from the merged order's. */
    formerStatus: text("former_status").$type<OrderStatus>(),
  },
  (t) => [
    primaryKey({ name: "order_item_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("order_item_order_fk", t.orderId, t.sellerId, orders).onDelete("cascade"),
    inSameShop("order_item_product_fk", t.productId, t.sellerId, product),
    unique("order_item_order_line").on(t.orderId, t.lineNo, t.sellerId),
    index("order_item_former_order_idx").on(t.formerOrderId).where(sql`${t.formerOrderId} is not null`),
    index("order_item_product_idx").on(t.productId),
    check("order_item_quantity_positive", sql`${t.quantity} > 0`),
    check("order_item_discount_non_negative", sql`${t.discountPaise} >= 0`),
  ],
);

export const orderStatusEvent = pgTable(
  "order_status_event",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id").notNull(),
    orderId: uuid("order_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "order_status_event_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("order_status_event_order_fk", t.orderId, t.sellerId, orders).onDelete("cascade"),
    index("order_status_event_order_idx").on(t.orderId, t.createdAt),
  ],
);
