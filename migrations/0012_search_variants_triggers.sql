-- Typo-tolerant search, second step (decision 0012): the deletion neighbourhoods move from an array
-- column of search_words (GIN) to rows of search_variants (btree). Every product insert recounts its
-- words; each recount rewrote the whole row, and with it every variant's GIN entry, so after the
-- large seed one lookup read thousands of dead entries (20-100 ms). The counts now live alone in a
-- narrow row, and a word's variants are written once, when the word first appears.
CREATE OR REPLACE FUNCTION search_words_apply(words text[], deltas integer[]) RETURNS void
LANGUAGE sql STRICT AS $$
  -- A word whose count after the upsert equals what was just added did not exist before (a count
  -- never rests at 0: such words are deleted below), so it needs its variants. The upsert waits for
  -- a concurrent writer holding the word, so a word deleted meanwhile is inserted afresh, variants too.
  WITH counted AS (
    INSERT INTO search_words AS s (word, product_count)
    SELECT w, d FROM unnest(words, deltas) AS u(w, d) WHERE d > 0 ORDER BY w
    ON CONFLICT (word) DO UPDATE SET product_count = s.product_count + excluded.product_count
    RETURNING s.word, s.product_count
  )
  INSERT INTO search_variants (variant, word)
  SELECT v, c.word
  FROM counted AS c
  JOIN unnest(words, deltas) AS u(w, d) ON u.w = c.word AND c.product_count = u.d
  CROSS JOIN LATERAL unnest(search_word_variants(c.word)) AS v
  ON CONFLICT DO NOTHING;
  UPDATE search_words AS s SET product_count = s.product_count + u.d
  FROM (SELECT w, d FROM unnest(words, deltas) AS u(w, d) WHERE d < 0 ORDER BY w) AS u
  WHERE s.word = u.w;
  -- Their variants go with them (foreign key, on delete cascade).
  DELETE FROM search_words WHERE word = ANY(words) AND product_count <= 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_variants, search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_variants (variant, word)
SELECT v, w.word FROM search_words AS w CROSS JOIN LATERAL unnest(search_word_variants(w.word)) AS v;
