// What a shopper placed: the checkout attempt with its totals and payment, one order per cart line,
// the items as they were ordered, and each order's status history. Money is integer paise.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, updatedAt } from "./columns";
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
} from "./values";

// One checkout attempt: the orders of one cart. Its id is the browser's idempotency key; the
// fingerprint (a hash of the normalised request) tells a retry from a different request that
// reuses the key, which is refused instead of replayed.
export const checkout = pgTable(
  "checkout",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    requestFingerprint: text("request_fingerprint").notNull(),
    // The totals the server computed when the checkout was placed (docs/decisions/0074-checkout-totals.md):
    // total = subtotal − discount + delivery fee + COD fee (tax is included in the prices), each
    // shared across the orders.
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull().default(0),
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull().default(0),
    deliveryFeePaise: bigint("delivery_fee_paise", { mode: "number" }).notNull().default(0),
    codFeePaise: bigint("cod_fee_paise", { mode: "number" }).notNull().default(0),
    taxPaise: bigint("tax_paise", { mode: "number" }).notNull().default(0),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull().default(0),
    // The code as applied (its redemption row links the coupon; this survives the coupon's edits).
    couponCode: text("coupon_code"),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
    check("checkout_refund_within_total", sql`${t.refundPaise} is null or (${t.refundPaise} > 0 and ${t.refundPaise} <= ${t.totalPaise})`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    // One order per cart line; the lines of one checkout share this id, which is also the
    // idempotency key of the attempt (a retry with the same id creates nothing new).
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkout.id, { onDelete: "restrict" }),
    lineNo: integer("line_no").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "restrict" }),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    deliveryMode: text("delivery_mode").$type<DeliveryMode>().notNull(),
    // bigint: a line of 1,000 units at a high price can pass ₹2.15 crore (int4 would fail the insert).
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    // This order's shares of its checkout's discount and fees (docs/decisions/0074-checkout-totals.md):
    // over a checkout's orders they add up to the checkout's amounts exactly.
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull().default(0),
    deliveryFeePaise: bigint("delivery_fee_paise", { mode: "number" }).notNull().default(0),
    codFeePaise: bigint("cod_fee_paise", { mode: "number" }).notNull().default(0),
    shippingAddress: text("shipping_address").notNull(),
    contactNumber: text("contact_number").notNull(),
    customerName: text("customer_name").notNull(),
    seenBySellerAt: timestamp("seen_by_seller_at", { withTimezone: true }),
    // Set when the seller marks the order shipped (all optional): shown in the timeline and e-mails.
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("orders_checkout_line").on(t.checkoutId, t.lineNo),
    index("orders_user_seller_idx").on(t.userId, t.sellerId, t.createdAt.desc()),
    index("orders_seller_status_idx").on(t.sellerId, t.status, t.createdAt.desc()),
    check("orders_status_check", sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check("orders_delivery_mode_check", sql`${t.deliveryMode} in (${inList(DELIVERY_MODES)})`),
    check("orders_total_non_negative", sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItem = pgTable(
  "order_item",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => product.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    pricePaise: integer("price_paise").notNull(),
    quantity: integer("quantity").notNull().default(1),
    color: text("color").notNull().default("N/A"),
    size: text("size").notNull().default("N/A"),
    imageKey: text("image_key"),
    /** The product's HSN code and GST rate when it was ordered (the invoice uses these). */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
  },
  (t) => [
    index("order_item_order_idx").on(t.orderId),
    index("order_item_product_idx").on(t.productId),
    check("order_item_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusEvent = pgTable(
  "order_status_event",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_event_order_idx").on(t.orderId, t.createdAt)],
);
