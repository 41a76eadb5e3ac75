ALTER TABLE "seller" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a shop's public content bumps seller.content_version (the storefront page cache
-- key). Statement-level triggers: a 5,000-row CSV import bumps each shop once per statement.
-- product_stock has no trigger on purpose: checkouts would then lock the seller row (and could
-- deadlock across stock rows); stock counts in cached pages age out with PAGE_CACHE_SECONDS.
CREATE FUNCTION haat_bump_shop_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'seller_id' THEN
    UPDATE seller SET content_version = content_version + 1 WHERE id IN (SELECT DISTINCT seller_id FROM changed);
  ELSIF TG_ARGV[0] = 'product_id' THEN
    UPDATE seller SET content_version = content_version + 1
      WHERE id IN (SELECT DISTINCT p.seller_id FROM changed c JOIN product p ON p.id = c.product_id);
  ELSIF TG_ARGV[0] = 'category_id' THEN
    UPDATE seller SET content_version = content_version + 1
      WHERE id IN (SELECT DISTINCT k.seller_id FROM changed c JOIN category k ON k.id = c.category_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Edits of the seller row itself (profile, suspension) bump it too, unless they set it.
CREATE FUNCTION haat_bump_own_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version = OLD.content_version THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_content_version BEFORE UPDATE ON seller FOR EACH ROW EXECUTE FUNCTION haat_bump_own_content_version();
--> statement-breakpoint
CREATE TRIGGER product_ins_content AFTER INSERT ON product REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER product_upd_content AFTER UPDATE ON product REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER product_del_content AFTER DELETE ON product REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER product_color_ins_content AFTER INSERT ON product_color REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('product_id');
--> statement-breakpoint
CREATE TRIGGER product_color_upd_content AFTER UPDATE ON product_color REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('product_id');
--> statement-breakpoint
CREATE TRIGGER product_color_del_content AFTER DELETE ON product_color REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('product_id');
--> statement-breakpoint
CREATE TRIGGER category_ins_content AFTER INSERT ON category REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER category_upd_content AFTER UPDATE ON category REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER category_del_content AFTER DELETE ON category REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER subcategory_ins_content AFTER INSERT ON subcategory REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('category_id');
--> statement-breakpoint
CREATE TRIGGER subcategory_upd_content AFTER UPDATE ON subcategory REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('category_id');
--> statement-breakpoint
CREATE TRIGGER subcategory_del_content AFTER DELETE ON subcategory REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('category_id');
--> statement-breakpoint
CREATE TRIGGER banner_ins_content AFTER INSERT ON banner REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER banner_upd_content AFTER UPDATE ON banner REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER banner_del_content AFTER DELETE ON banner REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
