ALTER TABLE "address" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "pincode" text DEFAULT '' NOT NULL;