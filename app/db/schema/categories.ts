// A shop's own categories and subcategories under each main category (men, women, boy, girl).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, inSameShop, shopRowId } from "./columns";
import { seller } from "./sellers";
import { MAIN_CATEGORIES, type MainCategory } from "./values";

export const category = pgTable(
  "category",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    main: text("main").$type<MainCategory>().notNull(),
    name: text("name").notNull(),
    imageKey: text("image_key"),
    /** The HSN a product of this category takes when it has none of its own (docs/decisions/0129-gst-rate-table.md). */
    hsnCode: text("hsn_code"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "category_pkey", columns: [t.id, t.sellerId] }),
    check("category_hsn_format", sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    unique("category_seller_main_name").on(t.sellerId, t.main, t.name),
    index("category_seller_main_idx").on(t.sellerId, t.main, t.position),
    check("category_main_check", sql`${t.main} in (${inList(MAIN_CATEGORIES)})`),
  ],
);

export const subcategory = pgTable(
  "subcategory",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id").notNull(),
    categoryId: uuid("category_id").notNull(),
    name: text("name").notNull(),
    imageKey: text("image_key"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "subcategory_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("subcategory_category_fk", t.categoryId, t.sellerId, category).onDelete("cascade"),
    unique("subcategory_category_name").on(t.categoryId, t.name, t.sellerId),
    index("subcategory_category_idx").on(t.categoryId, t.position),
  ],
);
