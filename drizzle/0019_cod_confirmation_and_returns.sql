ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "cod_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "cod_shipping" text DEFAULT 'ship_all' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "cod_late_action" text DEFAULT 'flag' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "cod_off_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_customer" ADD COLUMN "cod_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_reason_check" CHECK ("orders"."return_reason" is null or "orders"."return_reason" in ('refused', 'unreachable', 'wrong_address', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_cod_shipping" CHECK ("payment_settings"."cod_shipping" in ('ship_all', 'ship_confirmed'));--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_cod_confirm_hours" CHECK ("payment_settings"."cod_confirm_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_cod_late_action" CHECK ("payment_settings"."cod_late_action" in ('flag', 'cancel'));--> statement-breakpoint
-- COD orders placed before confirmation existed count as confirmed: nobody was ever asked.
UPDATE "checkout" SET "cod_confirmed_at" = "created_at" WHERE "payment_method" = 'cod';--> statement-breakpoint
-- A parcel returned to the seller cost the shopper nothing, like a cancelled order.
CREATE OR REPLACE FUNCTION haat_order_net_paise(status text, total_paise bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('cancelled', 'returned') THEN 0 ELSE total_paise END
$$;
