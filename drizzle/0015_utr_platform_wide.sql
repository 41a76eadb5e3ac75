CREATE TABLE "claimed_utr" (
	"utr" text PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claimed_utr_checkout_key" UNIQUE("checkout_id"),
	CONSTRAINT "claimed_utr_format" CHECK ("claimed_utr"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
ALTER TABLE "claimed_utr" ADD CONSTRAINT "claimed_utr_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: every UTR a checkout already holds. Where two shops' checkouts hold the same UTR (allowed
-- until now), the earliest claim keeps it; the later checkout keeps its UTR on its own row unchanged.
INSERT INTO "claimed_utr" ("utr", "checkout_id", "claimed_at")
SELECT DISTINCT ON ("utr") "utr", "id", coalesce("claimed_at", "updated_at")
FROM "checkout"
WHERE "utr" ~ '^[0-9]{12}$'
ORDER BY "utr", coalesce("claimed_at", "updated_at"), "created_at", "id";
