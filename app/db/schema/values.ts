// The fixed value lists of the data model, free of drizzle so browser code can import them.
export const MAIN_CATEGORIES = ["men", "women", "boy", "girl"] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_MODES = ["delivery", "in-shop"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** How a checkout is paid (docs/decisions/0073-payment-model.md); 'none': the shop set no method. */
export const PAYMENT_METHODS = ["none", "upi", "cod", "pay_at_shop"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods a shop can switch on (everything but 'none'). */
export type ShopPaymentMethod = Exclude<PaymentMethod, "none">;

/**
 * A checkout's payment status. UPI: awaiting → claimed (the shopper gave a UTR) → paid or
 * not_received; awaiting/not_received → expired when the window ends. Cash (COD, pay at the
 * shop): to_collect → collected. paid/collected → refunded when a cancelled order is refunded.
 * 'none': the shop takes no payment through Haat (settled with the seller).
 */
export const PAYMENT_STATUSES = [
  "none",
  "awaiting",
  "claimed",
  "paid",
  "not_received",
  "expired",
  "to_collect",
  "collected",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a shipped parcel came back to the seller undelivered (returned to origin). */
export const RETURN_REASONS = ["refused", "unreachable", "wrong_address", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * A shopper's return of delivered goods (docs/decisions/0139-returns-and-exchanges.md): why, what they
 * want instead (their money back, or another colour or size), and where the request stands.
 */
export const RETURN_REQUEST_REASONS = ["damaged", "wrong_item", "not_as_described", "size_fit", "changed_mind", "other"] as const;
export type ReturnRequestReason = (typeof RETURN_REQUEST_REASONS)[number];
export const RETURN_KINDS = ["refund", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_REQUEST_STATUSES = ["requested", "approved", "declined", "withdrawn", "refunded", "exchanged"] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

/**
 * Cash on delivery and the shopper's confirmation (docs/decisions/0137-cod-confirmation.md): ship every
 * COD order, or only those the shopper confirmed; an order still unconfirmed after the shop's hours is
 * flagged for the seller, or cancelled.
 */
export const COD_SHIPPING_RULES = ["ship_all", "ship_confirmed"] as const;
export type CodShippingRule = (typeof COD_SHIPPING_RULES)[number];
export const COD_LATE_ACTIONS = ["flag", "cancel"] as const;
export type CodLateAction = (typeof COD_LATE_ACTIONS)[number];

/** Where a shop delivers: all India, its own state, or a list of pincodes and pincode prefixes. */
export const DELIVERY_AREAS = ["india", "state", "pincodes"] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number];

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A seller's GST registration (docs/decisions/0077-gst-invoices.md). */
export const GST_STATUSES = ["regular", "composition", "unregistered"] as const;
export type GstStatus = (typeof GST_STATUSES)[number];

/**
 * The GST rates a seller may set by hand, for an HSN outside the rate table (docs/decisions/0129-gst-rate-table.md):
 * the slabs in force since 22 September 2025 and 3% for precious-metal articles.
 */
export const GST_RATES = [0, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A review's text and a seller's reply, in characters (checked by the database too; browser forms use them). */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/** A cart holds at most this many lines, each at most this many units (far above any real cart). */
export const MAX_CART_LINES = 100;
export const MAX_CART_LINE_QUANTITY = 1000;

/**
 * Who set a payment status (docs/decisions/0133-what-paid-means.md): the shopper (a claim), the seller
 * (by hand), a bank credit from a forwarded SMS or an uploaded statement, or Haat itself (the window's expiry).
 */
export const PAYMENT_ACTORS = ["shopper", "seller", "bank_sms", "bank_statement", "system"] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

/** Where a bank credit came from (docs/decisions/0134-bank-credits-kept.md). */
export const BANK_CREDIT_SOURCES = ["sms", "statement"] as const;
export type BankCreditSource = (typeof BANK_CREDIT_SOURCES)[number];

/**
 * A bank credit's standing: it confirmed (or was found on) an order; an order claimed its UTR for
 * another amount; nothing claims it yet; or the seller set it aside as no order's payment.
 */
export const BANK_CREDIT_STATES = ["matched", "mismatch", "unmatched", "dismissed"] as const;
export type BankCreditState = (typeof BANK_CREDIT_STATES)[number];

/** Data rights (docs/decisions/0140-data-fiduciaries-and-retention.md): what a consent is for, and where it was given or withdrawn. */
export const CONSENT_PURPOSES = ["marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_SOURCES = ["account", "signup", "checkout", "email"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A data export: a shopper's own data, or a whole shop's; made by the queue, then ready (or failed). */
export const DATA_EXPORT_KINDS = ["shopper", "shop"] as const;
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];
export const DATA_EXPORT_STATUSES = ["queued", "ready", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** What a data-rights request asks for; a grievance is a complaint about how data was handled. */
export const PRIVACY_REQUEST_KINDS = ["access", "correction", "erasure", "consent", "grievance"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** What the access log records someone did with personal data. */
export const ACCESS_ACTIONS = ["read", "change", "export", "delete"] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
