ALTER TABLE "sandbox_carrier_labels" ADD COLUMN "origin_city" text;--> statement-breakpoint
ALTER TABLE "sandbox_carrier_labels" ADD COLUMN "origin_state" text;--> statement-breakpoint
ALTER TABLE "sandbox_carrier_labels" ADD COLUMN "destination_city" text;--> statement-breakpoint
ALTER TABLE "sandbox_carrier_labels" ADD COLUMN "destination_state" text;