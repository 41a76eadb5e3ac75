// The fixed value lists of the data model, free of drizzle so browser code can import them.
export const MAIN_CATEGORIES = ["men", "women", "boy", "girl"] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_MODES = ["delivery", "in-shop"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
