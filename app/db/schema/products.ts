// A shop's products with their colour variants and per-size stock. Money is integer paise.
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from "drizzle-orm/pg-core";
import { category, subcategory } from "./categories";
import { createdAt, inList, inSameShop, shopRowId, updatedAt } from "./columns";
import { seller } from "./sellers";
import { GST_RATES, MAIN_CATEGORIES, type MainCategory } from "./values";

export const product = pgTable(
  "product",
  {
    id: shopRowId(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => seller.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    salePricePaise: integer("sale_price_paise"),
    main: text("main").$type<MainCategory>().notNull(),
    // Deleting the category or subcategory empties these (a trigger, drizzle/0024: a key holding the shop's id cannot be set null).
    categoryId: uuid("category_id"),
    subcategoryId: uuid("subcategory_id"),
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
    primaryKey({ name: "product_pkey", columns: [t.id, t.sellerId] }),
    inSameShop("product_category_fk", t.categoryId, t.sellerId, category),
    inSameShop("product_subcategory_fk", t.subcategoryId, t.sellerId, subcategory),
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
    sellerId: uuid("seller_id").notNull(),
    productId: uuid("product_id").notNull(),
    color: text("color").notNull(),
    position: integer("position").notNull().default(0),
    imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: "product_color_pk", columns: [t.productId, t.color, t.sellerId] }),
    inSameShop("product_color_product_fk", t.productId, t.sellerId, product).onDelete("cascade"),
    index("product_color_color_idx").on(t.color, t.productId),
  ],
);

export const productStock = pgTable(
  "product_stock",
  {
    sellerId: uuid("seller_id").notNull(),
    productId: uuid("product_id").notNull(),
    color: text("color").notNull(),
    size: text("size").notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "product_stock_pk", columns: [t.productId, t.color, t.size, t.sellerId] }),
    foreignKey({
      name: "product_stock_color_fk",
      columns: [t.productId, t.color, t.sellerId],
      foreignColumns: [productColor.productId, productColor.color, productColor.sellerId],
    }).onDelete("cascade"),
    check("product_stock_non_negative", sql`${t.stock} >= 0`),
    index("product_stock_size_idx").on(t.size, t.productId),
  ],
);
