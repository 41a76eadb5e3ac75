CREATE TABLE "bank_credit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"utr" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_ref" text,
	"credited_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"bank" text NOT NULL,
	"sender" text,
	"state" text NOT NULL,
	"checkout_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_credit_seller_utr" UNIQUE("seller_id","utr"),
	CONSTRAINT "bank_credit_utr_format" CHECK ("bank_credit"."utr" ~ '^[0-9]{12}$'),
	CONSTRAINT "bank_credit_amount" CHECK ("bank_credit"."amount_paise" > 0),
	CONSTRAINT "bank_credit_order_ref" CHECK ("bank_credit"."order_ref" is null or "bank_credit"."order_ref" ~ '^[0-9A-F]{10}$'),
	CONSTRAINT "bank_credit_source_check" CHECK ("bank_credit"."source" in ('sms', 'statement')),
	CONSTRAINT "bank_credit_state_check" CHECK ("bank_credit"."state" in ('matched', 'mismatch', 'unmatched', 'dismissed')),
	CONSTRAINT "bank_credit_matched_has_order" CHECK ("bank_credit"."state" not in ('matched', 'mismatch') or "bank_credit"."checkout_id" is not null),
	CONSTRAINT "bank_credit_sender_length" CHECK ("bank_credit"."sender" is null or char_length("bank_credit"."sender") <= 40)
);
--> statement-breakpoint
CREATE TABLE "bank_feed" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"sms_token_hash" text,
	"sms_token_created_at" timestamp with time zone,
	"last_sms_at" timestamp with time zone,
	"last_sms_result" text,
	"statement_mapping" jsonb,
	"last_statement_at" timestamp with time zone,
	CONSTRAINT "bank_feed_sms_token_hash_key" UNIQUE("sms_token_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credit" ADD CONSTRAINT "bank_credit_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed" ADD CONSTRAINT "bank_feed_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credit_matched_checkout_idx" ON "bank_credit" USING btree ("checkout_id") WHERE "bank_credit"."state" = 'matched';--> statement-breakpoint
CREATE INDEX "bank_credit_seller_state_idx" ON "bank_credit" USING btree ("seller_id","state","received_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_via_check" CHECK ("payment_event"."via" is null or "payment_event"."via" in ('shopper', 'seller', 'bank_sms', 'bank_statement', 'system'));