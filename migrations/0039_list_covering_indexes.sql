-- Lists and category pages without a cache (issue 29, docs/performance.md "Discovery without a cache"):
-- the list indexes carry every column a list filters or sorts by, so a filtered count and a page at any
-- depth are index-only scans; the short lists' partial indexes hold approved products only. They carry
-- in_stock (stock > 0, kept by the database) rather than stock, so an order's stock change that leaves
-- it as it was stays a HOT update. Adding the column rewrites the table once.
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_deals_idx";--> statement-breakpoint
DROP INDEX "products_new_idx";--> statement-breakpoint
DROP INDEX "products_approved_category_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_best_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (COALESCE(stock > 0, false)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_approved","category_id","price_cents","rating","review_count","in_stock","is_on_sale","is_new","old_price_cents","seller_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id","is_approved","category_id","rating","review_count","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id","is_approved","category_id","price_cents","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id");--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("id","category_id","price_cents","rating","review_count","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved" AND ("products"."is_on_sale" OR "products"."old_price_cents" > "products"."price_cents");--> statement-breakpoint
CREATE INDEX "products_new_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"category_id","price_cents","rating","review_count","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved" AND "products"."is_new";--> statement-breakpoint
CREATE INDEX "products_approved_category_idx" ON "products" USING btree ("category_id","id","price_cents","rating","review_count","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents","id","rating","review_count","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id","price_cents","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price_cents","rating","review_count","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id","category_id","price_cents","created_at","in_stock","is_on_sale","is_new","old_price_cents","seller_id") WHERE "products"."is_approved" AND "products"."rating" >= 4 AND "products"."review_count" >= 10;