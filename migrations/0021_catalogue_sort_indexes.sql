DROP INDEX "products_approved_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents","id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_approved";--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_approved_category_idx" ON "products" USING btree ("category_id","id") WHERE "products"."is_approved";