ALTER TABLE "checkouts" ADD COLUMN "promised_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_at" timestamp with time zone;