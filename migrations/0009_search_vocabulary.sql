CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL,
	"variants" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_variants_idx" ON "search_words" USING gin ("variants");