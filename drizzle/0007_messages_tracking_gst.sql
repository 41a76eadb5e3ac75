CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "invoice_seller_year_sequence" UNIQUE("seller_id","financial_year","sequence"),
	CONSTRAINT "invoice_seller_number" UNIQUE("seller_id","number"),
	CONSTRAINT "invoice_kind_check" CHECK ("invoice"."kind" in ('tax_invoice', 'bill_of_supply')),
	CONSTRAINT "invoice_number_length" CHECK (char_length("invoice"."number") between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"seller_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_seller_year" UNIQUE("seller_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "mail_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout" DROP CONSTRAINT "checkout_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "gst_status" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "gst_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "low_stock_threshold" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preference" ADD CONSTRAINT "mail_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_total_adds_up" CHECK ("checkout"."total_paise" = "checkout"."subtotal_paise" - "checkout"."discount_paise" + "checkout"."delivery_fee_paise" + "checkout"."cod_fee_paise");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_hsn_format" CHECK ("product"."hsn_code" is null or "product"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_gst_rate_check" CHECK ("product"."gst_rate" is null or "product"."gst_rate" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "seller" ADD CONSTRAINT "seller_gst_status_check" CHECK ("seller"."gst_status" in ('regular', 'composition', 'unregistered'));--> statement-breakpoint
ALTER TABLE "seller" ADD CONSTRAINT "seller_gstin_format" CHECK ("seller"."gstin" is null or "seller"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
ALTER TABLE "seller" ADD CONSTRAINT "seller_low_stock_threshold" CHECK ("seller"."low_stock_threshold" between 0 and 1000);