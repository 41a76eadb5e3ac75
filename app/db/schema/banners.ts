// The pictures at the top of the storefronts: each shop's own banners and the platform's home banners.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, shopRowId } from "./columns";
import { seller } from "./sellers";

export const banner = pgTable(
  "banner",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "banner_pkey", columns: [t.id, t.sellerId] }), index("banner_seller_idx").on(t.sellerId, t.position)],
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
