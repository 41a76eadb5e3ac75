CREATE TABLE "coupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"max_discount_paise" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_seller_code" UNIQUE("seller_id","code"),
	CONSTRAINT "coupon_code_format" CHECK ("coupon"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,19}$'),
	CONSTRAINT "coupon_kind_check" CHECK ("coupon"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupon_value_range" CHECK ("coupon"."value" > 0 and ("coupon"."kind" <> 'percent' or "coupon"."value" <= 100)),
	CONSTRAINT "coupon_min_order" CHECK ("coupon"."min_order_paise" >= 0),
	CONSTRAINT "coupon_max_discount" CHECK ("coupon"."max_discount_paise" is null or "coupon"."max_discount_paise" > 0),
	CONSTRAINT "coupon_usage_limit" CHECK ("coupon"."usage_limit" is null or "coupon"."usage_limit" > 0),
	CONSTRAINT "coupon_used_within_limit" CHECK ("coupon"."used_count" >= 0 and ("coupon"."usage_limit" is null or "coupon"."used_count" <= "coupon"."usage_limit")),
	CONSTRAINT "coupon_valid_range" CHECK ("coupon"."valid_from" is null or "coupon"."valid_until" is null or "coupon"."valid_from" < "coupon"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"flat_fee_paise" integer DEFAULT 0 NOT NULL,
	"free_above_paise" integer,
	"area" text DEFAULT 'india' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_fee" CHECK ("delivery_rules"."flat_fee_paise" >= 0),
	CONSTRAINT "delivery_rules_free_above" CHECK ("delivery_rules"."free_above_paise" is null or "delivery_rules"."free_above_paise" > 0),
	CONSTRAINT "delivery_rules_area_check" CHECK ("delivery_rules"."area" in ('india', 'state', 'pincodes'))
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_user_id" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_status_check" CHECK ("payment_event"."status" in ('none', 'awaiting', 'claimed', 'paid', 'not_received', 'expired', 'to_collect', 'collected', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"accepts_upi" boolean DEFAULT false NOT NULL,
	"accepts_cod" boolean DEFAULT false NOT NULL,
	"accepts_pay_at_shop" boolean DEFAULT false NOT NULL,
	"cod_fee_paise" integer DEFAULT 0 NOT NULL,
	"cod_max_order_paise" integer,
	"payment_window_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_upi_needs_id" CHECK (not "payment_settings"."accepts_upi" or "payment_settings"."upi_id" <> ''),
	CONSTRAINT "payment_settings_cod_fee" CHECK ("payment_settings"."cod_fee_paise" >= 0),
	CONSTRAINT "payment_settings_cod_max" CHECK ("payment_settings"."cod_max_order_paise" is null or "payment_settings"."cod_max_order_paise" > 0),
	CONSTRAINT "payment_settings_window" CHECK ("payment_settings"."payment_window_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "subtotal_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "delivery_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "cod_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "tax_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "total_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "payment_method" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "payment_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "payee_upi_id" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "refund_paise" bigint;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "refund_utr" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Checkouts placed before totals were kept: their total is their orders' goods (no fees, no discount).
UPDATE "checkout" SET "subtotal_paise" = t.sum, "total_paise" = t.sum
FROM (SELECT "checkout_id", sum("total_paise") AS sum FROM "orders" GROUP BY "checkout_id") t
WHERE t."checkout_id" = "checkout"."id";--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemption_coupon_user_idx" ON "coupon_redemption" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "payment_event_checkout_idx" ON "payment_event" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_seller_payment_idx" ON "checkout" USING btree ("seller_id","payment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_payment_method_check" CHECK ("checkout"."payment_method" in ('none', 'upi', 'cod', 'pay_at_shop'));--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_payment_status_check" CHECK ("checkout"."payment_status" in ('none', 'awaiting', 'claimed', 'paid', 'not_received', 'expired', 'to_collect', 'collected', 'refunded'));--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_amounts_non_negative" CHECK ("checkout"."subtotal_paise" >= 0 and "checkout"."discount_paise" >= 0 and "checkout"."delivery_fee_paise" >= 0 and "checkout"."cod_fee_paise" >= 0 and "checkout"."tax_paise" >= 0 and "checkout"."total_paise" >= 0);--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_total_adds_up" CHECK ("checkout"."total_paise" = "checkout"."subtotal_paise" - "checkout"."discount_paise" + "checkout"."delivery_fee_paise" + "checkout"."cod_fee_paise" + "checkout"."tax_paise");--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_refund_within_total" CHECK ("checkout"."refund_paise" is null or ("checkout"."refund_paise" > 0 and "checkout"."refund_paise" <= "checkout"."total_paise"));