CREATE TABLE "return_line" (
	"return_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"wanted_color" text,
	"wanted_size" text,
	CONSTRAINT "return_line_return_id_line_no_pk" PRIMARY KEY("return_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "return_policy" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"window_days" integer DEFAULT 0 NOT NULL,
	"exchanges" boolean DEFAULT true NOT NULL,
	"photos" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_policy_window" CHECK ("return_policy"."window_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "return_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"decline_reason" text,
	"refund_paise" bigint,
	"refund_utr" text,
	"courier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_kind" CHECK ("return_request"."kind" in ('refund', 'exchange')),
	CONSTRAINT "return_request_reason" CHECK ("return_request"."reason" in ('damaged', 'wrong_item', 'not_as_described', 'size_fit', 'changed_mind', 'other')),
	CONSTRAINT "return_request_status" CHECK ("return_request"."status" in ('requested', 'approved', 'declined', 'withdrawn', 'refunded', 'exchanged')),
	CONSTRAINT "return_request_photos" CHECK (cardinality("return_request"."photo_keys") <= 3),
	CONSTRAINT "return_request_refund" CHECK (("return_request"."status" = 'refunded') = ("return_request"."refund_paise" is not null and "return_request"."refund_paise" > 0))
);
--> statement-breakpoint
ALTER TABLE "return_line" ADD CONSTRAINT "return_line_return_id_return_request_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_policy" ADD CONSTRAINT "return_policy_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_seller_idx" ON "return_request" USING btree ("seller_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_request_order_idx" ON "return_request" USING btree ("order_id");