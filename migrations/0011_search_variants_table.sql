CREATE TABLE "search_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
DROP INDEX "search_words_variants_idx";--> statement-breakpoint
ALTER TABLE "search_variants" ADD CONSTRAINT "search_variants_word_search_words_word_fk" FOREIGN KEY ("word") REFERENCES "public"."search_words"("word") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_variants_word_idx" ON "search_variants" USING btree ("word");--> statement-breakpoint
ALTER TABLE "search_words" DROP COLUMN "variants";