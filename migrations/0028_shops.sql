CREATE TABLE "shop_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_reviews_rating_range" CHECK ("shop_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"logo_url" text,
	"banner_url" text,
	"ship_from_street" text,
	"ship_from_city" text,
	"ship_from_state" text,
	"ship_from_zip" text,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_seller_id_shops_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."shops"("seller_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_reviews_order_seller_idx" ON "shop_reviews" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "shop_reviews_seller_created_idx" ON "shop_reviews" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_slug_idx" ON "shops" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_lower_idx" ON "shops" USING btree (lower("name"));--> statement-breakpoint
-- Every seller gets a shop (decision 0054): named after the company (else the username), made
-- unique by the seller's id where two would collide, located and shipping from the profile's address
-- when it is complete.
WITH named AS (
	SELECT u.*, coalesce(nullif(trim(u.company_name), ''), u.username) AS base_name
	FROM "users" u WHERE u.is_seller
), unique_named AS (
	SELECT named.*, CASE WHEN row_number() OVER (PARTITION BY lower(base_name) ORDER BY id) = 1 THEN base_name ELSE base_name || ' ' || id END AS shop_name
	FROM named
), slugged AS (
	SELECT unique_named.*, coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(shop_name), '[^a-z0-9]+', '-', 'g')), ''), 'shop') AS base_slug
	FROM unique_named
)
INSERT INTO "shops" ("seller_id", "name", "slug", "city", "state", "ship_from_street", "ship_from_city", "ship_from_state", "ship_from_zip", "created_at")
SELECT id, shop_name,
	CASE WHEN row_number() OVER (PARTITION BY base_slug ORDER BY id) = 1 THEN base_slug ELSE base_slug || '-' || id END,
	city, state,
	CASE WHEN street <> '' AND city <> '' AND state <> '' AND coalesce(nullif(shipping_origin_zip, ''), zip_code) <> '' THEN street END,
	CASE WHEN street <> '' AND city <> '' AND state <> '' AND coalesce(nullif(shipping_origin_zip, ''), zip_code) <> '' THEN city END,
	CASE WHEN street <> '' AND city <> '' AND state <> '' AND coalesce(nullif(shipping_origin_zip, ''), zip_code) <> '' THEN state END,
	CASE WHEN street <> '' AND city <> '' AND state <> '' AND coalesce(nullif(shipping_origin_zip, ''), zip_code) <> '' THEN coalesce(nullif(shipping_origin_zip, ''), zip_code) END,
	created_at
FROM slugged;
