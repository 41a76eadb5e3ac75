-- Shop-scoped keys (docs/decisions/0147-shop-scoped-keys.md): every table split by shop carries
-- seller_id, and every primary, unique and foreign key among them holds it, so the schema keeps
-- Citus's rules for distributed tables (tests/integration/distribution-rules.test.ts). seller_id is
-- appended to each key, so every lookup by id keeps its index.

-- Keys that must hold across shops move to platform-wide tables: a shop's handle and owner, an SMS
-- webhook's secret, a checkout's id.
CREATE TABLE "shop_directory" (
	"handle" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"owner_user_id" text NOT NULL,
	CONSTRAINT "shop_directory_seller_id_unique" UNIQUE("seller_id"),
	CONSTRAINT "shop_directory_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
INSERT INTO "shop_directory" ("handle", "seller_id", "owner_user_id") SELECT "handle", "id", "owner_user_id" FROM "seller";
--> statement-breakpoint
CREATE TABLE "sms_token" (
	"hash" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	CONSTRAINT "sms_token_seller_id_unique" UNIQUE("seller_id")
);
--> statement-breakpoint
INSERT INTO "sms_token" ("hash", "seller_id") SELECT "sms_token_hash", "seller_id" FROM "bank_feed" WHERE "sms_token_hash" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "checkout_key" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL
);
--> statement-breakpoint
INSERT INTO "checkout_key" ("id", "seller_id") SELECT "id", "seller_id" FROM "checkout";
--> statement-breakpoint
-- A checkout's id is the browser's idempotency key: one use in all of Haat, whichever way a checkout is written.
CREATE FUNCTION haat_keep_checkout_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO checkout_key (id, seller_id) VALUES (NEW.id, NEW.seller_id);
  ELSE
    DELETE FROM checkout_key WHERE id = OLD.id AND seller_id = OLD.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER checkout_keeps_key AFTER INSERT OR DELETE ON "checkout"
  FOR EACH ROW EXECUTE FUNCTION haat_keep_checkout_key();
--> statement-breakpoint
-- Every way a shop is opened, renamed, handed over or deleted keeps its directory row (and a deleted
-- shop's webhook secret goes with it).
CREATE FUNCTION haat_keep_shop_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_directory (handle, seller_id, owner_user_id) VALUES (NEW.handle, NEW.id, NEW.owner_user_id);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE shop_directory SET handle = NEW.handle, owner_user_id = NEW.owner_user_id WHERE seller_id = OLD.id;
  ELSE
    DELETE FROM shop_directory WHERE seller_id = OLD.id;
    DELETE FROM sms_token WHERE seller_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_keeps_shop_directory AFTER INSERT OR DELETE OR UPDATE OF handle, owner_user_id ON "seller"
  FOR EACH ROW EXECUTE FUNCTION haat_keep_shop_directory();
--> statement-breakpoint
-- Every foreign key that points at a key about to widen, and those that cross kinds of table; then the
-- keys themselves. Dropped before the backfill below, so its UPDATEs maintain none of them (a third faster
-- on a 10,000-shop database).
ALTER TABLE "bank_credit" DROP CONSTRAINT "bank_credit_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_cart_id_cart_id_fk";--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_product_id_product_id_fk";--> statement-breakpoint
ALTER TABLE "subcategory" DROP CONSTRAINT "subcategory_category_id_category_id_fk";--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_invoice_id_invoice_id_fk";--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "order_item" DROP CONSTRAINT "order_item_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_item" DROP CONSTRAINT "order_item_product_id_product_id_fk";--> statement-breakpoint
ALTER TABLE "order_status_event" DROP CONSTRAINT "order_status_event_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "claimed_utr" DROP CONSTRAINT "claimed_utr_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "coupon_redemption" DROP CONSTRAINT "coupon_redemption_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "coupon_redemption" DROP CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk";--> statement-breakpoint
ALTER TABLE "payment_event" DROP CONSTRAINT "payment_event_checkout_id_checkout_id_fk";--> statement-breakpoint
ALTER TABLE "data_export" DROP CONSTRAINT "data_export_seller_id_seller_id_fk";--> statement-breakpoint
ALTER TABLE "privacy_request" DROP CONSTRAINT "privacy_request_seller_id_seller_id_fk";--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_seller_id_seller_id_fk";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_category_id_category_id_fk";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_subcategory_id_subcategory_id_fk";--> statement-breakpoint
ALTER TABLE "product_color" DROP CONSTRAINT "product_color_product_id_product_id_fk";--> statement-breakpoint
ALTER TABLE "product_stock" DROP CONSTRAINT "product_stock_color_fk";--> statement-breakpoint
ALTER TABLE "return_line" DROP CONSTRAINT "return_line_return_id_return_request_id_fk";--> statement-breakpoint
ALTER TABLE "return_request" DROP CONSTRAINT "return_request_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_product_id_product_id_fk";--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "review_vote" DROP CONSTRAINT "review_vote_review_id_review_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_item" DROP CONSTRAINT "wishlist_item_product_id_product_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_item" DROP CONSTRAINT "wishlist_item_seller_id_seller_id_fk";--> statement-breakpoint
-- Unique keys without the shop's id: widened below, or moved to the platform-wide tables above
-- (a handle and an owner in shop_directory, a webhook's secret in sms_token, whose copy leaves bank_feed).
ALTER TABLE "bank_feed" DROP COLUMN "sms_token_hash";--> statement-breakpoint
ALTER TABLE "seller" DROP CONSTRAINT "seller_handle_unique";--> statement-breakpoint
ALTER TABLE "seller" DROP CONSTRAINT "seller_owner_user_id_unique";--> statement-breakpoint
ALTER TABLE "subcategory" DROP CONSTRAINT "subcategory_category_name";--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_checkout_id_unique";--> statement-breakpoint
ALTER TABLE "order_item" DROP CONSTRAINT "order_item_order_line";--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_product_user";--> statement-breakpoint
DROP INDEX "bank_credit_matched_checkout_idx";--> statement-breakpoint
ALTER TABLE "bank_credit" DROP CONSTRAINT "bank_credit_pkey";--> statement-breakpoint
ALTER TABLE "banner" DROP CONSTRAINT "banner_pkey";--> statement-breakpoint
ALTER TABLE "cart" DROP CONSTRAINT "cart_pkey";--> statement-breakpoint
ALTER TABLE "category" DROP CONSTRAINT "category_pkey";--> statement-breakpoint
ALTER TABLE "subcategory" DROP CONSTRAINT "subcategory_pkey";--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_pkey";--> statement-breakpoint
ALTER TABLE "gst_rate_change" DROP CONSTRAINT "gst_rate_change_pkey";--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_pkey";--> statement-breakpoint
ALTER TABLE "checkout" DROP CONSTRAINT "checkout_pkey";--> statement-breakpoint
ALTER TABLE "order_item" DROP CONSTRAINT "order_item_pkey";--> statement-breakpoint
ALTER TABLE "order_status_event" DROP CONSTRAINT "order_status_event_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "coupon" DROP CONSTRAINT "coupon_pkey";--> statement-breakpoint
ALTER TABLE "coupon_redemption" DROP CONSTRAINT "coupon_redemption_pkey";--> statement-breakpoint
ALTER TABLE "payment_event" DROP CONSTRAINT "payment_event_pkey";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_pkey";--> statement-breakpoint
ALTER TABLE "return_request" DROP CONSTRAINT "return_request_pkey";--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_pkey";--> statement-breakpoint
ALTER TABLE "return_line" DROP CONSTRAINT "return_line_return_id_line_no_pk";--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_pk";--> statement-breakpoint
ALTER TABLE "product_color" DROP CONSTRAINT "product_color_pk";--> statement-breakpoint
ALTER TABLE "product_stock" DROP CONSTRAINT "product_stock_pk";--> statement-breakpoint
ALTER TABLE "review_vote" DROP CONSTRAINT "review_vote_pk";--> statement-breakpoint
ALTER TABLE "wishlist_item" DROP CONSTRAINT "wishlist_item_pk";--> statement-breakpoint
-- The shop's id on the tables that reached it through a parent, filled from the parent.
ALTER TABLE "subcategory" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "subcategory" s SET "seller_id" = c."seller_id" FROM "category" c WHERE c."id" = s."category_id";--> statement-breakpoint
ALTER TABLE "product_color" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "product_color" x SET "seller_id" = p."seller_id" FROM "product" p WHERE p."id" = x."product_id";--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "product_stock" x SET "seller_id" = p."seller_id" FROM "product" p WHERE p."id" = x."product_id";--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "cart_line" x SET "seller_id" = c."seller_id" FROM "cart" c WHERE c."id" = x."cart_id";--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "order_item" x SET "seller_id" = o."seller_id" FROM "orders" o WHERE o."id" = x."order_id";--> statement-breakpoint
ALTER TABLE "order_status_event" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "order_status_event" x SET "seller_id" = o."seller_id" FROM "orders" o WHERE o."id" = x."order_id";--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "payment_event" x SET "seller_id" = c."seller_id" FROM "checkout" c WHERE c."id" = x."checkout_id";--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "coupon_redemption" x SET "seller_id" = c."seller_id" FROM "checkout" c WHERE c."id" = x."checkout_id";--> statement-breakpoint
ALTER TABLE "return_line" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "return_line" x SET "seller_id" = r."seller_id" FROM "return_request" r WHERE r."id" = x."return_id";--> statement-breakpoint
ALTER TABLE "review_vote" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "review_vote" x SET "seller_id" = r."seller_id" FROM "review" r WHERE r."id" = x."review_id";--> statement-breakpoint
ALTER TABLE "subcategory" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_color" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_event" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_event" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "return_line" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_vote" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
-- Pointers into another shop, which the keys below refuse. The code has checked each of them for a
-- long time, but an install's older rows might still hold one: an optional pointer is emptied, and a
-- cart line or wishlist entry of another shop's product dropped, rather than the upgrade failing.
-- (Orders, invoices, returns and reviews are never rewritten here: such a row would fail the upgrade by name.)
UPDATE "product" p SET "category_id" = NULL FROM "category" c WHERE c."id" = p."category_id" AND c."seller_id" <> p."seller_id";--> statement-breakpoint
UPDATE "product" p SET "subcategory_id" = NULL FROM "subcategory" s WHERE s."id" = p."subcategory_id" AND s."seller_id" <> p."seller_id";--> statement-breakpoint
UPDATE "order_item" i SET "product_id" = NULL FROM "product" p WHERE p."id" = i."product_id" AND p."seller_id" <> i."seller_id";--> statement-breakpoint
UPDATE "review" r SET "order_id" = NULL FROM "orders" o WHERE o."id" = r."order_id" AND o."seller_id" <> r."seller_id";--> statement-breakpoint
DELETE FROM "cart_line" l USING "product" p WHERE p."id" = l."product_id" AND p."seller_id" <> l."seller_id";--> statement-breakpoint
DELETE FROM "wishlist_item" w USING "product" p WHERE p."id" = w."product_id" AND p."seller_id" <> w."seller_id";--> statement-breakpoint
-- The keys again, each with the shop's id last.
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "subcategory" ADD CONSTRAINT "subcategory_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "gst_rate_change" ADD CONSTRAINT "gst_rate_change_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "order_status_event" ADD CONSTRAINT "order_status_event_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_pkey" PRIMARY KEY("checkout_id","seller_id");--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "return_line" ADD CONSTRAINT "return_line_pkey" PRIMARY KEY("return_id","line_no","seller_id");--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_pkey" PRIMARY KEY("id","seller_id");--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_pk" PRIMARY KEY("cart_id","product_id","color","size","seller_id");--> statement-breakpoint
ALTER TABLE "product_color" ADD CONSTRAINT "product_color_pk" PRIMARY KEY("product_id","color","seller_id");--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_pk" PRIMARY KEY("product_id","color","size","seller_id");--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_pk" PRIMARY KEY("review_id","user_id","seller_id");--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_pk" PRIMARY KEY("user_id","product_id","seller_id");--> statement-breakpoint
ALTER TABLE "subcategory" ADD CONSTRAINT "subcategory_category_name" UNIQUE("category_id","name","seller_id");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_checkout_id_unique" UNIQUE("checkout_id","seller_id");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_line" UNIQUE("order_id","line_no","seller_id");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_user" UNIQUE("product_id","user_id","seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credit_matched_checkout_idx" ON "bank_credit" USING btree ("checkout_id","seller_id") WHERE "bank_credit"."state" = 'matched';--> statement-breakpoint
CREATE INDEX "seller_handle_idx" ON "seller" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "seller_owner_idx" ON "seller" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_checkout_fk" FOREIGN KEY ("checkout_id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_fk" FOREIGN KEY ("cart_id","seller_id") REFERENCES "public"."cart"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_product_fk" FOREIGN KEY ("product_id","seller_id") REFERENCES "public"."product"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory" ADD CONSTRAINT "subcategory_category_fk" FOREIGN KEY ("category_id","seller_id") REFERENCES "public"."category"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_fk" FOREIGN KEY ("invoice_id","seller_id") REFERENCES "public"."invoice"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_checkout_fk" FOREIGN KEY ("checkout_id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_checkout_fk" FOREIGN KEY ("checkout_id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."orders"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_fk" FOREIGN KEY ("product_id","seller_id") REFERENCES "public"."product"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_event" ADD CONSTRAINT "order_status_event_order_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."orders"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_fk" FOREIGN KEY ("id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_checkout_fk" FOREIGN KEY ("checkout_id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_fk" FOREIGN KEY ("coupon_id","seller_id") REFERENCES "public"."coupon"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_checkout_fk" FOREIGN KEY ("checkout_id","seller_id") REFERENCES "public"."checkout"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_fk" FOREIGN KEY ("category_id","seller_id") REFERENCES "public"."category"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_subcategory_fk" FOREIGN KEY ("subcategory_id","seller_id") REFERENCES "public"."subcategory"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_color" ADD CONSTRAINT "product_color_product_fk" FOREIGN KEY ("product_id","seller_id") REFERENCES "public"."product"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_color_fk" FOREIGN KEY ("product_id","color","seller_id") REFERENCES "public"."product_color"("product_id","color","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_line" ADD CONSTRAINT "return_line_return_fk" FOREIGN KEY ("return_id","seller_id") REFERENCES "public"."return_request"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_order_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."orders"("id","seller_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_fk" FOREIGN KEY ("product_id","seller_id") REFERENCES "public"."product"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_order_fk" FOREIGN KEY ("order_id","seller_id") REFERENCES "public"."orders"("id","seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_review_fk" FOREIGN KEY ("review_id","seller_id") REFERENCES "public"."review"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_fk" FOREIGN KEY ("product_id","seller_id") REFERENCES "public"."product"("id","seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What ON DELETE SET NULL did: a key that holds the shop's id cannot be set null by the key (the shop's
-- id would go with it), so the parent's deletion empties just the child's pointer, in the same shop.
CREATE FUNCTION haat_forget_deleted_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = NULL WHERE seller_id = $1 AND %I = $2', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
    USING OLD.seller_id, OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_empties_products BEFORE DELETE ON "category"
  FOR EACH ROW EXECUTE FUNCTION haat_forget_deleted_parent('product', 'category_id');
--> statement-breakpoint
CREATE TRIGGER subcategory_empties_products BEFORE DELETE ON "subcategory"
  FOR EACH ROW EXECUTE FUNCTION haat_forget_deleted_parent('product', 'subcategory_id');
--> statement-breakpoint
CREATE TRIGGER product_empties_order_items BEFORE DELETE ON "product"
  FOR EACH ROW EXECUTE FUNCTION haat_forget_deleted_parent('order_item', 'product_id');
--> statement-breakpoint
CREATE TRIGGER orders_empty_reviews BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION haat_forget_deleted_parent('review', 'order_id');
