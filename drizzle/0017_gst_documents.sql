CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_seller_year_sequence" UNIQUE("seller_id","financial_year","sequence"),
	CONSTRAINT "credit_note_seller_number" UNIQUE("seller_id","number"),
	CONSTRAINT "credit_note_number_length" CHECK (char_length("credit_note"."number") between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "gst_rate_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"hsn_code" text,
	"old_rate" integer NOT NULL,
	"new_rate" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_series" DROP CONSTRAINT "invoice_series_seller_year";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_gst_rate_check";--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD COLUMN "series" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "place_of_supply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_rate_change" ADD CONSTRAINT "gst_rate_change_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_checkout_idx" ON "credit_note" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "credit_note_seller_issued_idx" ON "credit_note" USING btree ("seller_id","issued_at");--> statement-breakpoint
CREATE INDEX "gst_rate_change_seller_idx" ON "gst_rate_change" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "invoice_seller_issued_idx" ON "invoice" USING btree ("seller_id","issued_at");--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_seller_year_series" UNIQUE("seller_id","financial_year","series");--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_hsn_format" CHECK ("category"."hsn_code" is null or "category"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_series_check" CHECK ("invoice_series"."series" in ('invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_buyer_gstin_format" CHECK ("checkout"."buyer_gstin" is null or "checkout"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
-- The 22 September 2025 rates (docs/decisions/0129-gst-rate-table.md): 12% and 28% are gone. A product's own
-- rate now counts only for an HSN outside the rate table; most 12% goods went to 5% and 28% to 18%. Each
-- change is reported to its seller; for clothing, made-ups and footwear the rate now follows the price
-- (new_rate null: "by price").
INSERT INTO "gst_rate_change" ("seller_id", "product_id", "product_name", "hsn_code", "old_rate", "new_rate")
SELECT "seller_id", "id", "name", "hsn_code", "gst_rate",
  CASE WHEN "hsn_code" ~ '^(61|62|64)' OR ("hsn_code" ~ '^63' AND "hsn_code" !~ '^6309') THEN NULL WHEN "gst_rate" = 12 THEN 5 ELSE 18 END
FROM "product" WHERE "gst_rate" IN (12, 28);--> statement-breakpoint
UPDATE "product" SET "gst_rate" = CASE "gst_rate" WHEN 12 THEN 5 ELSE 18 END WHERE "gst_rate" IN (12, 28);--> statement-breakpoint
-- Lines not yet invoiced are invoiced at the rates of the invoice's day: their hand-set rate moves the same way.
UPDATE "order_item" i SET "gst_rate" = CASE i."gst_rate" WHEN 12 THEN 5 ELSE 18 END
WHERE i."gst_rate" IN (12, 28) AND NOT EXISTS (SELECT 1 FROM "invoice" v WHERE v."checkout_id" = i."order_id");--> statement-breakpoint
-- The place of supply was only in the invoice; invoices are now issued later, so the checkout keeps it.
UPDATE "checkout" c SET "place_of_supply" = v."data"->'placeOfSupply'->>'state'
FROM "invoice" v WHERE v."checkout_id" = c."id" AND v."data"->'placeOfSupply'->>'state' IS NOT NULL;--> statement-breakpoint
-- Invoices issued before: rows gain their kind and order line (goods rows were in line order, then the
-- fees), the document its order number, the supplier a logo slot.
UPDATE "invoice" SET "data" = "data"
  || jsonb_build_object('orderNumber', upper(left(replace("checkout_id"::text, '-', ''), 10)))
  || jsonb_build_object('supplier', ("data"->'supplier') || '{"logoKey": null}'::jsonb)
  || jsonb_build_object('lines', coalesce((
    SELECT jsonb_agg(CASE
      WHEN l->>'description' = 'Delivery charge' THEN l || '{"kind": "delivery", "lineNo": 0}'::jsonb
      WHEN l->>'description' = 'Cash on delivery fee' THEN l || '{"kind": "cod", "lineNo": 0}'::jsonb
      ELSE l || jsonb_build_object('kind', 'goods', 'lineNo', n - 1) END ORDER BY n)
    FROM jsonb_array_elements("data"->'lines') WITH ORDINALITY AS e(l, n)), '[]'::jsonb))
WHERE NOT ("data" ? 'orderNumber');--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_gst_rate_check" CHECK ("product"."gst_rate" is null or "product"."gst_rate" in (0, 3, 5, 18, 40));