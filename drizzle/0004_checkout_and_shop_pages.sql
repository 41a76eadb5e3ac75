CREATE TABLE "checkout" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_user_idx" ON "checkout" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Orders placed before checkouts had rows of their own: one checkout per checkout id, with an
-- empty fingerprint (a retry of such an old attempt is refused rather than replayed).
INSERT INTO "checkout" ("id", "user_id", "seller_id", "request_fingerprint", "created_at")
SELECT DISTINCT ON ("checkout_id") "checkout_id", "user_id", "seller_id", '', "created_at"
FROM "orders" ORDER BY "checkout_id", "line_no";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE restrict ON UPDATE no action;