ALTER TABLE "product" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing products take their colours and sizes once; the triggers below keep them from now on.
UPDATE "product" p SET
  "colors" = coalesce((SELECT array_agg(c."color" ORDER BY c."position", c."color") FROM "product_color" c WHERE c."product_id" = p."id"), '{}'),
  "sizes" = coalesce((SELECT array_agg(DISTINCT st."size") FROM "product_stock" st WHERE st."product_id" = p."id"), '{}');--> statement-breakpoint
CREATE INDEX "product_variant_keys_idx" ON "product" USING gin ("seller_id","colors","sizes");--> statement-breakpoint
CREATE INDEX "product_search_key_missing_idx" ON "product" USING btree ("id") WHERE "product"."search_key" is null;--> statement-breakpoint
-- product.colors / product.sizes follow product_color and product_stock on every write path (app,
-- CSV import, cascades), so the listing's filters can read them (docs/decisions/0093-large-shops.md).
CREATE FUNCTION "product_variant_keys_of"(ids uuid[], tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF tbl = 'product_color' THEN
    UPDATE "product" p SET "colors" = coalesce(
      (SELECT array_agg(c."color" ORDER BY c."position", c."color") FROM "product_color" c WHERE c."product_id" = p."id"), '{}')
    WHERE p."id" = ANY(ids);
  ELSE
    UPDATE "product" p SET "sizes" = coalesce(
      (SELECT array_agg(DISTINCT st."size") FROM "product_stock" st WHERE st."product_id" = p."id"), '{}')
    WHERE p."id" = ANY(ids);
  END IF;
END
$$;--> statement-breakpoint
-- Inserts and deletes once per statement (a product saved with 30 colours × 80 sizes is one
-- recomputation, not 2,400), from the statement's transition table.
CREATE FUNCTION "product_variant_keys_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_variant_keys_of"((SELECT array_agg(DISTINCT "product_id") FROM new_rows), TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_variant_keys_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_variant_keys_of"((SELECT array_agg(DISTINCT "product_id") FROM old_rows), TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of a row's product, colour, position or size (rare) per row: a statement trigger on UPDATE
-- could not name its columns and would also run on every stock change at checkout.
CREATE FUNCTION "product_variant_keys_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_variant_keys_of"(ARRAY[OLD."product_id", NEW."product_id"], TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_color_keys_added" AFTER INSERT ON "product_color" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_keys_added"();--> statement-breakpoint
CREATE TRIGGER "product_color_keys_removed" AFTER DELETE ON "product_color" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_keys_removed"();--> statement-breakpoint
CREATE TRIGGER "product_color_keys_changed" AFTER UPDATE OF "product_id", "color", "position" ON "product_color"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_keys_changed"();--> statement-breakpoint
CREATE TRIGGER "product_stock_keys_added" AFTER INSERT ON "product_stock" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_keys_added"();--> statement-breakpoint
CREATE TRIGGER "product_stock_keys_removed" AFTER DELETE ON "product_stock" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_variant_keys_removed"();--> statement-breakpoint
CREATE TRIGGER "product_stock_keys_changed" AFTER UPDATE OF "product_id", "size" ON "product_stock"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_keys_changed"();
