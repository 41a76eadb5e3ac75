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
CREATE FUNCTION "product_variant_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."product_id" END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."product_id" END]) x
    WHERE x IS NOT NULL
  LOOP
    IF TG_TABLE_NAME = 'product_color' THEN
      UPDATE "product" SET "colors" = coalesce(
        (SELECT array_agg(c."color" ORDER BY c."position", c."color") FROM "product_color" c WHERE c."product_id" = pid), '{}')
      WHERE "id" = pid;
    ELSE
      UPDATE "product" SET "sizes" = coalesce(
        (SELECT array_agg(DISTINCT st."size") FROM "product_stock" st WHERE st."product_id" = pid), '{}')
      WHERE "id" = pid;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_color_variant_keys" AFTER INSERT OR DELETE OR UPDATE OF "product_id", "color", "position" ON "product_color"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_keys"();--> statement-breakpoint
CREATE TRIGGER "product_stock_variant_keys" AFTER INSERT OR DELETE OR UPDATE OF "product_id", "size" ON "product_stock"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_keys"();
