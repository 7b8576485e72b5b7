-- Issue 28 (docs/decisions/0060-photos-and-variants.md): a listing's photos and options on the
-- product, its variants in their own table, and the variant on cart lines, checkouts and order lines.
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer,
	"sku" text,
	"image_url" text,
	"weight_oz" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" > 0),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" IS NULL OR "product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_cents" integer;--> statement-breakpoint
-- Every listing so far has one variant, with its price and stock; its picture becomes its first photo.
INSERT INTO "product_variants" ("product_id", "price_cents", "stock") SELECT "id", "price_cents", "stock" FROM "products" ORDER BY "id";--> statement-breakpoint
UPDATE "products" SET "images" = jsonb_build_array(jsonb_build_object('url', "image_url", 'alt', "name", 'width', 800, 'height', 800)) WHERE "image_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = c."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "cart_user_product_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_variant_idx" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_variant_idx" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "order_items" o SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = o."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- Checkouts keep their lines as JSON: each line gains its product's variant, so a hold taken before
-- this migration is given back to the right stock.
UPDATE "checkouts" c SET "items" = (
  SELECT COALESCE(jsonb_agg(item || jsonb_build_object('variantId', v."id", 'variantOptions', '{}'::jsonb, 'sku', NULL) ORDER BY ord), '[]'::jsonb)
    FROM jsonb_array_elements(c."items") WITH ORDINALITY AS e(item, ord)
    LEFT JOIN "product_variants" v ON v."product_id" = (item->>'productId')::int
);--> statement-breakpoint
-- The product's price_cents (lowest), max_price_cents (highest, when they differ) and stock (total,
-- null when any variant is unlimited) follow its variants, whoever writes them. A sale, hold or
-- restock changes the total by its difference, which a concurrent change of another variant cannot
-- undo (an UPDATE re-reads the row it waited for); anything else recounts. pg_trigger_depth() keeps
-- the three triggers from answering each other.
CREATE FUNCTION product_variants_to_product() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pid integer := COALESCE(NEW.product_id, OLD.product_id);
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id AND OLD.price_cents = NEW.price_cents
     AND OLD.stock IS NOT NULL AND NEW.stock IS NOT NULL THEN
    IF OLD.stock <> NEW.stock THEN
      UPDATE products SET stock = stock + (NEW.stock - OLD.stock) WHERE id = pid;
    END IF;
  ELSE
    UPDATE products p
       SET price_cents = v.lo, max_price_cents = NULLIF(v.hi, v.lo), stock = v.total
      FROM (SELECT min(price_cents) AS lo, max(price_cents) AS hi,
                   CASE WHEN bool_or(stock IS NULL) THEN NULL ELSE sum(stock)::int END AS total
              FROM product_variants WHERE product_id = pid) v
     WHERE p.id = pid AND v.lo IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_to_product AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_to_product();--> statement-breakpoint
-- A listing created without options gets its one variant, from the product's price and stock.
CREATE FUNCTION products_default_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.options = '[]'::jsonb THEN
    INSERT INTO product_variants (product_id, price_cents, stock) VALUES (NEW.id, NEW.price_cents, NEW.stock);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_default_variant AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_default_variant();--> statement-breakpoint
-- A write of a one-variant listing's price or stock on the product reaches its variant; a listing
-- with options has them per variant only.
CREATE FUNCTION products_to_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF NEW.options <> '[]'::jsonb THEN
    RAISE EXCEPTION 'A listing with options has its price and stock per variant' USING ERRCODE = 'check_violation';
  END IF;
  UPDATE product_variants SET price_cents = NEW.price_cents, stock = NEW.stock WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_to_variant AFTER UPDATE OF price_cents, stock ON products
  FOR EACH ROW WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION products_to_variant();
