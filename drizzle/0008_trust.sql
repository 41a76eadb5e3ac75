CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"order_id" uuid,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"restored_at" timestamp with time zone,
	"restored_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_product_user" UNIQUE("product_id","user_id"),
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_body_length" CHECK (char_length("review"."body") <= 2000),
	CONSTRAINT "review_reply_length" CHECK ("review"."reply" is null or char_length("review"."reply") between 1 and 1000),
	CONSTRAINT "review_helpful_non_negative" CHECK ("review"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_vote" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_vote_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_customer" (
	"seller_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"spent_paise" bigint DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_customer_pk" PRIMARY KEY("seller_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_item" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"saved_price_paise" integer NOT NULL,
	"saved_in_stock" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_avg" real GENERATED ALWAYS AS (case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2)::real end) STORED;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_restored_by_user_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customer" ADD CONSTRAINT "shop_customer_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customer" ADD CONSTRAINT "shop_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_product_newest_idx" ON "review" USING btree ("product_id","created_at" DESC NULLS LAST,"id") WHERE "review"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "review_product_helpful_idx" ON "review" USING btree ("product_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "review"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "review_seller_idx" ON "review" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_hidden_idx" ON "review" USING btree ("hidden_at" DESC NULLS LAST) WHERE "review"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_vote_user_idx" ON "review_vote" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_customer_last_order_idx" ON "shop_customer" USING btree ("seller_id","last_order_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "shop_customer_spent_idx" ON "shop_customer" USING btree ("seller_id","spent_paise" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "shop_customer_orders_idx" ON "shop_customer" USING btree ("seller_id","order_count" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "shop_customer_name_idx" ON "shop_customer" USING btree ("seller_id",lower("name"),"user_id");--> statement-breakpoint
CREATE INDEX "shop_customer_search_trgm_idx" ON "shop_customer" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wishlist_item_user_shop_idx" ON "wishlist_item" USING btree ("user_id","seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_item_product_idx" ON "wishlist_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_price_sort_idx" ON "product" USING btree ("seller_id","active",coalesce("sale_price_paise", "price_paise"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_rating_sort_idx" ON "product" USING btree ("seller_id","active","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_rating_counts" CHECK ("product"."rating_count" >= 0 and "product"."rating_sum" between "product"."rating_count" and 5 * "product"."rating_count");--> statement-breakpoint
-- product.rating_count / rating_sum follow the visible reviews. Deltas, not a recount: an UPDATE of
-- the product row re-reads it after waiting for its lock, so concurrent reviews all count.
CREATE FUNCTION haat_review_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE product SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    UPDATE product SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_rating_ins AFTER INSERT ON review FOR EACH ROW EXECUTE FUNCTION haat_review_rating();
--> statement-breakpoint
CREATE TRIGGER review_rating_upd AFTER UPDATE OF rating, hidden_at, product_id ON review FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR OLD.product_id <> NEW.product_id)
  EXECUTE FUNCTION haat_review_rating();
--> statement-breakpoint
CREATE TRIGGER review_rating_del AFTER DELETE ON review FOR EACH ROW EXECUTE FUNCTION haat_review_rating();
--> statement-breakpoint
-- Reviews are public content of the product page: any change bumps the shop's page-cache key.
CREATE TRIGGER review_ins_content AFTER INSERT ON review REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER review_upd_content AFTER UPDATE ON review REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
CREATE TRIGGER review_del_content AFTER DELETE ON review REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_bump_shop_content('seller_id');
--> statement-breakpoint
-- shop_customer follows orders, by deltas (concurrent checkouts of one shopper all count). What an
-- order cost the shopper: its line total less its discount share plus its fee shares; nothing once cancelled.
CREATE FUNCTION haat_order_net_paise(o orders) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN o.status = 'cancelled' THEN 0 ELSE o.total_paise - o.discount_paise + o.delivery_fee_paise + o.cod_fee_paise END
$$;
--> statement-breakpoint
CREATE FUNCTION haat_shop_customer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mail text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT email INTO mail FROM "user" WHERE id = NEW.user_id;
    INSERT INTO shop_customer AS c (seller_id, user_id, name, mobile, email, order_count, spent_paise, first_order_at, last_order_at, search_text)
    VALUES (NEW.seller_id, NEW.user_id, NEW.customer_name, NEW.contact_number, coalesce(mail, ''), 1, haat_order_net_paise(NEW),
            NEW.created_at, NEW.created_at, lower(NEW.customer_name || ' ' || NEW.contact_number || ' ' || coalesce(mail, '')))
    ON CONFLICT (seller_id, user_id) DO UPDATE SET
      order_count = c.order_count + 1,
      spent_paise = c.spent_paise + EXCLUDED.spent_paise,
      first_order_at = least(c.first_order_at, EXCLUDED.first_order_at),
      last_order_at = greatest(c.last_order_at, EXCLUDED.last_order_at),
      -- The name and mobile are those of the latest order; the e-mail is the account's now.
      name = CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.name ELSE c.name END,
      mobile = CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.mobile ELSE c.mobile END,
      email = EXCLUDED.email,
      search_text = lower(
        (CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.name ELSE c.name END) || ' ' ||
        (CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.mobile ELSE c.mobile END) || ' ' || EXCLUDED.email);
  ELSIF haat_order_net_paise(NEW) <> haat_order_net_paise(OLD) THEN
    UPDATE shop_customer SET spent_paise = spent_paise + haat_order_net_paise(NEW) - haat_order_net_paise(OLD)
      WHERE seller_id = NEW.seller_id AND user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_shop_customer_ins AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION haat_shop_customer();
--> statement-breakpoint
CREATE TRIGGER orders_shop_customer_upd AFTER UPDATE OF status, total_paise, discount_paise, delivery_fee_paise, cod_fee_paise ON orders
  FOR EACH ROW EXECUTE FUNCTION haat_shop_customer();
--> statement-breakpoint
-- The customers of orders placed before this migration.
INSERT INTO shop_customer (seller_id, user_id, name, mobile, email, order_count, spent_paise, first_order_at, last_order_at, search_text)
SELECT o.seller_id, o.user_id, l.customer_name, l.contact_number, coalesce(u.email, ''), count(*)::int,
       sum(haat_order_net_paise(o))::bigint, min(o.created_at), max(o.created_at),
       lower(l.customer_name || ' ' || l.contact_number || ' ' || coalesce(u.email, ''))
FROM orders o
JOIN "user" u ON u.id = o.user_id
JOIN LATERAL (
  SELECT customer_name, contact_number FROM orders x
  WHERE x.seller_id = o.seller_id AND x.user_id = o.user_id ORDER BY x.created_at DESC, x.id DESC LIMIT 1
) l ON true
GROUP BY o.seller_id, o.user_id, l.customer_name, l.contact_number, u.email;
