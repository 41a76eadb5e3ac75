// Where each table would live if the platform were spread over a Citus cluster, by shop: the target
// the schema is held to (tests/integration/distribution-rules.test.ts lists how far it is from it).
// Every table of the public schema is here, so a new table has to be placed when it is added.

/** The shop's own table and the column every shop-scoped table carries its id in. */
export const SHOP_TABLE = "seller";
export const SHOP_COLUMN = "seller_id";

export type Placement =
  /** Split by shop: rows of one shop live together, on one node. */
  | { kind: "distributed"; column: string }
  /** Platform-wide and joined with shop data: a full copy on every node. */
  | { kind: "reference" }
  /** Platform-wide, never joined with shop data: kept on the coordinator only. */
  | { kind: "local" };

const byShop: Placement = { kind: "distributed", column: SHOP_COLUMN };
const reference: Placement = { kind: "reference" };
const local: Placement = { kind: "local" };

export const DISTRIBUTION: Readonly<Record<string, Placement>> = {
  // The shop itself, distributed by its own id (the tenant table, like Citus's `stores`).
  seller: { kind: "distributed", column: "id" },

  // Catalogue.
  category: byShop,
  subcategory: byShop,
  product: byShop,
  product_color: byShop,
  product_stock: byShop,
  banner: byShop,
  gst_rate_change: byShop,

  // Shopping and orders: a cart, checkout and order belong to one shop.
  cart: byShop,
  cart_line: byShop,
  checkout: byShop,
  orders: byShop,
  order_item: byShop,
  order_status_event: byShop,
  payment_event: byShop,
  coupon: byShop,
  coupon_redemption: byShop,
  shop_customer: byShop,
  wishlist_item: byShop,
  review: byShop,
  review_vote: byShop,
  return_request: byShop,
  return_line: byShop,

  // The shop's money, settings and tax documents.
  payment_settings: byShop,
  delivery_rules: byShop,
  return_policy: byShop,
  bank_feed: byShop,
  bank_credit: byShop,
  invoice_series: byShop,
  invoice: byShop,
  credit_note: byShop,

  // People and what the platform shares across shops: read beside any shop's rows.
  user: reference,
  session: reference,
  account: reference,
  verification: reference,
  address: reference,
  mail_preference: reference,
  consent_event: reference,
  platform_banner: reference,
  // A UTR names one bank transfer in all of India: unique across every shop.
  claimed_utr: reference,
  // Keys that must be unique across shops, and how a request finds its shop: a handle, an owner, a webhook's secret.
  shop_directory: reference,
  sms_token: reference,
  // A checkout's id is the browser's idempotency key: one use in all of Haat.
  checkout_key: reference,

  // The platform's own records and counters, read by the admin or the app alone.
  help_request: local,
  feedback: local,
  role_change: local,
  privacy_request: local,
  data_export: local,
  access_log: local,
  rate_limit: local,
  request_limit: local,
};

/** Schemas kept whole on the coordinator: the migration journal and the job queue (its own tables, made by pg-boss). */
export const LOCAL_SCHEMAS: readonly string[] = ["drizzle", "pgboss"];
