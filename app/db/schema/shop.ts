// The storefront's relational model (docs/product.md). Money is integer paise.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, updatedAt } from "./columns";
import {
  DELIVERY_MODES,
  type DeliveryMode,
  GST_RATES,
  GST_STATUSES,
  type GstStatus,
  MAIN_CATEGORIES,
  type MainCategory,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from "./values";

export type { DeliveryMode, MainCategory, OrderStatus, PaymentMethod, PaymentStatus } from "./values";
export { DELIVERY_MODES, MAIN_CATEGORIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES };

export interface ShopFaqEntry {
  question: string;
  answer: string;
}

export const seller = pgTable(
  "seller",
  {
    id: id(),
    handle: text("handle").notNull().unique(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "restrict" }),
    shopName: text("shop_name").notNull(),
    ownerName: text("owner_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    location: text("location").notNull().default(""),
    // The shop's own pincode: fills its location's town, district and state (app/domain/pincodes).
    pincode: text("pincode").notNull().default(""),
    photoKey: text("photo_key"),
    status: text("status").$type<"active" | "suspended">().notNull().default("active"),
    suspendedReason: text("suspended_reason"),
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
    check("seller_status_check", sql`${t.status} in ('active', 'suspended')`),
    check("seller_gst_status_check", sql`${t.gstStatus} in (${inList(GST_STATUSES)})`),
    check("seller_gstin_format", sql`${t.gstin} is null or ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check("seller_low_stock_threshold", sql`${t.lowStockThreshold} between 0 and 1000`),
    index("seller_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const address = pgTable(
  "address",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    flatHouseBuilding: text("flat_house_building").notNull(),
    areaStreetSector: text("area_street_sector").notNull(),
    landmark: text("landmark"),
    pincode: text("pincode").notNull(),
    townCity: text("town_city").notNull(),
    // Filled from the pincode with town/city and state (app/domain/pincodes); may stay empty.
    district: text("district").notNull().default(""),
    state: text("state").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("address_user_idx").on(t.userId, t.createdAt),
    check("address_mobile_format", sql`${t.mobile} ~ '^[0-9]{10}$'`),
    check("address_pincode_format", sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

export const category = pgTable(
  "category",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    main: text("main").$type<MainCategory>().notNull(),
    name: text("name").notNull(),
    imageKey: text("image_key"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("category_seller_main_name").on(t.sellerId, t.main, t.name),
    index("category_seller_main_idx").on(t.sellerId, t.main, t.position),
    check("category_main_check", sql`${t.main} in (${inList(MAIN_CATEGORIES)})`),
  ],
);

export const subcategory = pgTable(
  "subcategory",
  {
    id: id(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => category.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    imageKey: text("image_key"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique("subcategory_category_name").on(t.categoryId, t.name), index("subcategory_category_idx").on(t.categoryId, t.position)],
);

export const product = pgTable(
  "product",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    salePricePaise: integer("sale_price_paise"),
    main: text("main").$type<MainCategory>().notNull(),
    categoryId: uuid("category_id").references(() => category.id, { onDelete: "set null" }),
    subcategoryId: uuid("subcategory_id").references(() => subcategory.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    // name, description, colours and sizes in one lower-cased string for trigram search;
    // kept current by domain/catalog whenever a product or its variants are written.
    searchText: text("search_text").notNull().default(""),
    // searchKey(name) (domain/catalog/search-key.ts): typos, Hinglish and Devanagari meet on it. Null
    // until computed: every write sets it, migrateDatabase fills the rows written before it existed.
    searchKey: text("search_key"),
    /** HSN code (4, 6 or 8 digits) and GST rate in percent for regular GST sellers; prices include the tax. */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
    // Visible reviews' count and star sum, kept by a trigger on review (drizzle/0008): cards and the
    // 'Top rated' sort read them without touching reviews. ratingAvg is derived (null: no rating).
    // The colours (product_color) and sizes (product_stock) of the product, kept by triggers on those
    // tables (drizzle/0014): the listing's colour and size filters read them from product_variant_keys_idx
    // beside the shop's id, instead of probing every product of a large shop (docs/decisions/0093-large-shops.md).
    colors: text("colors").array().notNull().default(sql`'{}'::text[]`),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingAvg: real("rating_avg").generatedAlwaysAs(
      sql`case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2)::real end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("product_price_positive", sql`${t.pricePaise} > 0`),
    check(
      "product_sale_below_price",
      sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} < ${t.pricePaise})`,
    ),
    check("product_main_check", sql`${t.main} in (${inList(MAIN_CATEGORIES)})`),
    check("product_hsn_format", sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check("product_gst_rate_check", sql`${t.gstRate} is null or ${t.gstRate} in (${sql.raw(GST_RATES.join(", "))})`),
    index("product_listing_idx").on(t.sellerId, t.active, t.createdAt.desc()),
    index("product_category_idx").on(t.sellerId, t.main, t.categoryId, t.subcategoryId),
    // The listing's price filter: EFFECTIVE_PRICE_SQL, the SQL form of effectivePrice (domain/cart/price.ts).
    index("product_effective_price_idx").on(t.sellerId, sql`coalesce(${t.salePricePaise}, ${t.pricePaise})`),
    index("product_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The shop's id beside the key's trigrams (btree_gin), so a search in one shop reads that shop's postings only.
    index("product_search_key_idx").using("gin", t.sellerId, sql`${t.searchKey} gin_trgm_ops`),
    index("product_variant_keys_idx").using("gin", t.sellerId, t.colors, t.sizes),
    // The rows still to key (search-key.server.ts): empty once keyed, so a start with nothing to key reads no product rows.
    index("product_search_key_missing_idx").on(t.id).where(sql`${t.searchKey} is null`),
    // The listing's sort orders (docs/decisions/0081-listing-sort.md): each walks an index in order.
    index("product_price_sort_idx").on(t.sellerId, t.active, sql`coalesce(${t.salePricePaise}, ${t.pricePaise})`, t.createdAt.desc()),
    index("product_rating_sort_idx").on(t.sellerId, t.active, t.ratingAvg.desc().nullsLast(), t.ratingCount.desc(), t.createdAt.desc()),
    check("product_rating_counts", sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
  ],
);

export const productColor = pgTable(
  "product_color",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    color: text("color").notNull(),
    position: integer("position").notNull().default(0),
    imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: "product_color_pk", columns: [t.productId, t.color] }),
    index("product_color_color_idx").on(t.color, t.productId),
  ],
);

export const productStock = pgTable(
  "product_stock",
  {
    productId: uuid("product_id").notNull(),
    color: text("color").notNull(),
    size: text("size").notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "product_stock_pk", columns: [t.productId, t.color, t.size] }),
    foreignKey({
      name: "product_stock_color_fk",
      columns: [t.productId, t.color],
      foreignColumns: [productColor.productId, productColor.color],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    check("product_stock_non_negative", sql`${t.stock} >= 0`),
    index("product_stock_size_idx").on(t.size, t.productId),
  ],
);

export const banner = pgTable(
  "banner",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("banner_seller_idx").on(t.sellerId, t.position)],
);

export const platformBanner = pgTable("platform_banner", {
  id: id(),
  imageKey: text("image_key"),
  fallbackImageKey: text("fallback_image_key"),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

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

export const helpRequest = pgTable("help_request", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const feedback = pgTable("feedback", {
  id: id(),
  sellerId: uuid("seller_id").references(() => seller.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const roleChange = pgTable("role_change", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
  fromRole: text("from_role").notNull(),
  toRole: text("to_role").notNull(),
  createdAt: createdAt(),
});
