CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "usps_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "usps_api_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shipping_origin_zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "usps_enabled" boolean DEFAULT false NOT NULL;