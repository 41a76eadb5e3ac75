CREATE TABLE "cart" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" text,
	"guest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_one_owner" CHECK (("cart"."user_id" is null) <> ("cart"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_pk" PRIMARY KEY("cart_id","product_id","color","size"),
	CONSTRAINT "cart_line_quantity_range" CHECK ("cart_line"."quantity" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_idx" ON "cart" USING btree ("user_id","seller_id") WHERE "cart"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_guest_idx" ON "cart" USING btree ("guest_id","seller_id") WHERE "cart"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_guest_updated_idx" ON "cart" USING btree ("updated_at") WHERE "cart"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_line_product_idx" ON "cart_line" USING btree ("product_id");