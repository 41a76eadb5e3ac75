// The shopper's cart, kept on the server (docs/decisions/0084-server-cart.md): one per
// signed-in shopper and shop, one per guest browser (a signed cookie) and shop. Lines are keyed by
// product + colour + size, as the spec's cart lines are.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, inSameShop, shopRowId, updatedAt } from "./columns";
import { product } from "./products";
import { seller } from "./sellers";
import { MAX_CART_LINE_QUANTITY } from "./values";

export const cart = pgTable(
  "cart",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    /** The signed-in shopper's cart; null for a guest's. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** A guest browser's id (from its signed cookie); null for a shopper's. */
    guestId: uuid("guest_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "cart_pkey", columns: [t.id, t.sellerId] }),
    check("cart_one_owner", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    uniqueIndex("cart_user_idx").on(t.userId, t.sellerId).where(sql`${t.userId} is not null`),
    uniqueIndex("cart_guest_idx").on(t.guestId, t.sellerId).where(sql`${t.guestId} is not null`),
    // Old guest carts are pruned by age.
    index("cart_guest_updated_idx").on(t.updatedAt).where(sql`${t.guestId} is not null`),
  ],
);

export const cartLine = pgTable(
  "cart_line",
  {
    sellerId: uuid("seller_id").notNull(),
    cartId: uuid("cart_id").notNull(),
    productId: uuid("product_id").notNull(),
    color: text("color").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    /** Lines are shown in the order they were first added. */
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "cart_line_pk", columns: [t.cartId, t.productId, t.color, t.size, t.sellerId] }),
    inSameShop("cart_line_cart_fk", t.cartId, t.sellerId, cart).onDelete("cascade"),
    inSameShop("cart_line_product_fk", t.productId, t.sellerId, product).onDelete("cascade"),
    check("cart_line_quantity_range", sql`${t.quantity} between 1 and ${sql.raw(String(MAX_CART_LINE_QUANTITY))}`),
    index("cart_line_product_idx").on(t.productId),
  ],
);
