-- Shops in search and in the read cache (decision 0054): a trigram index for shop names inside a query.
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Product answers carry their shop ("Sold by", decision 0054): a change to what they show of it
-- (name, slug, location, rating) or to the shop page resets the read cache, like a category change
-- (migration 0020, decision 0033). Ship-from changes alone show nowhere public.
CREATE TRIGGER shops_notify_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_reset();
--> statement-breakpoint
CREATE TRIGGER shops_notify_update AFTER UPDATE OF name, slug, story, city, state, logo_url, banner_url, rating_sum, rating_count ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_reset();
