-- Catalogue change notifications (issue 14, decision 0033): every statement that changes products or
-- categories sends NOTIFY catalogue with the ids of the products it changed ('*' for a category
-- change or more than 200 products), delivered at commit to every instance's read cache, whichever
-- code path or process made the change.
CREATE OR REPLACE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(*) > 200 THEN '*' ELSE string_agg(id::text, ',') END INTO ids FROM changed_old;
  ELSE
    SELECT CASE WHEN count(*) > 200 THEN '*' ELSE string_agg(id::text, ',') END INTO ids FROM changed_new;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('catalogue', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_notify_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_notify_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_notify_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_reset();
