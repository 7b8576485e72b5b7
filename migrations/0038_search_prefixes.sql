-- Suggestions (docs/decisions/0061-discovery.md): words beginning with what is typed, and vocabulary
-- variants beginning with the variants of a word typed with a typo, as ranges in byte order ("C"),
-- whatever the collation of the database.
CREATE INDEX "search_variants_prefix_idx" ON "search_variants" USING btree ("variant" COLLATE "C","word");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" COLLATE "C");