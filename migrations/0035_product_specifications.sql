ALTER TABLE "products" ADD COLUMN "materials" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_days_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_days_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_processing_days" CHECK ("products"."processing_days_min" BETWEEN 1 AND 30 AND "products"."processing_days_max" BETWEEN "products"."processing_days_min" AND 30);