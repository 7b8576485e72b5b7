CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer,
	"origin_zip" text NOT NULL,
	"weight_oz" integer NOT NULL,
	"service" text NOT NULL,
	"rate_cents" integer NOT NULL,
	"estimated_delivery_days" integer NOT NULL,
	CONSTRAINT "order_packages_order_seller_key" UNIQUE NULLS NOT DISTINCT("order_id","seller_id")
);
--> statement-breakpoint
DROP INDEX "shipments_order_idx";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "order_items" SET "seller_id" = "products"."seller_id" FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
CREATE INDEX "order_items_seller_order_idx" ON "order_items" USING btree ("seller_id","order_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_seller_key" UNIQUE NULLS NOT DISTINCT("order_id","seller_id");