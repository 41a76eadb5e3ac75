CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text,
	"subject_user_id" text,
	"seller_id" uuid,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_log_action_check" CHECK ("access_log"."action" in ('read', 'change', 'export', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "consent_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_event_purpose_check" CHECK ("consent_event"."purpose" in ('marketing')),
	CONSTRAINT "consent_event_source_check" CHECK ("consent_event"."source" in ('account', 'signup', 'checkout', 'email'))
);
--> statement-breakpoint
CREATE TABLE "data_export" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_export_kind_check" CHECK ("data_export"."kind" in ('shopper', 'shop')),
	CONSTRAINT "data_export_status_check" CHECK ("data_export"."status" in ('queued', 'ready', 'failed')),
	CONSTRAINT "data_export_shop_check" CHECK (("data_export"."kind" = 'shop') = ("data_export"."seller_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "privacy_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"seller_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_request_kind_check" CHECK ("privacy_request"."kind" in ('access', 'correction', 'erasure', 'consent', 'grievance'))
);
--> statement-breakpoint
ALTER TABLE "seller" DROP CONSTRAINT "seller_status_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_event" ADD CONSTRAINT "consent_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_export" ADD CONSTRAINT "data_export_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_request" ADD CONSTRAINT "privacy_request_seller_id_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_created_idx" ON "access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_log_subject_user_idx" ON "access_log" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "access_log_seller_idx" ON "access_log" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_event_user_idx" ON "consent_event" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "data_export_user_idx" ON "data_export" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_export_expires_idx" ON "data_export" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "privacy_request_open_idx" ON "privacy_request" USING btree ("due_at") WHERE "privacy_request"."handled_at" is null;--> statement-breakpoint
ALTER TABLE "seller" ADD CONSTRAINT "seller_status_check" CHECK ("seller"."status" in ('active', 'suspended', 'closed'));