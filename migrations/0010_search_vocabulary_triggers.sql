-- Typo-tolerant search (issue 9, decision 0012): the vocabulary in search_words is kept by triggers on
-- products, so every writer (seeds, tests, seller tools, plain SQL) keeps it true without knowing it.

-- The deletion neighbourhood of a word (SymSpell): the word itself, the word less any one letter from
-- 5 letters, less any two from 9. Two words within the typo bound (1 from 5 letters, 2 from 9) share
-- at least one variant, so candidates are found by an indexed overlap and then checked exactly.
CREATE FUNCTION search_word_variants(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT v) FROM (
    SELECT word AS v
    UNION ALL
    SELECT overlay(word placing '' from i for 1)
    FROM generate_series(1, length(word)) AS i
    WHERE length(word) >= 5
    UNION ALL
    SELECT overlay(overlay(word placing '' from j for 1) placing '' from i for 1)
    FROM generate_series(1, length(word)) AS i, generate_series(i + 1, length(word)) AS j
    WHERE length(word) >= 9
  ) AS variants
$$;
--> statement-breakpoint
-- The words of a product as the full-text parser splits them, lower-cased and unstemmed ('simple'),
-- that a typo could reach: a query word needs 5 letters for one typo, so shorter words than 4 can never
-- be a candidate; hyphenated compounds come with their parts, so those with punctuation are left out
-- (ASCII ranges rather than [[:punct:]], whose meaning depends on the server's locale); numbers too.
CREATE FUNCTION search_product_words(name text, description text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(description, '')))) AS w
  WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[!-/:-@[-`{-~]' AND w ~ '[^0-9]'
$$;
--> statement-breakpoint
-- Adds deltas[i] products to the count of words[i]: new words get their neighbourhood, words no
-- product uses any more are removed. Words are written in order, so concurrent writers lock the
-- rows they share in the same order.
CREATE FUNCTION search_words_apply(words text[], deltas integer[]) RETURNS void
LANGUAGE sql STRICT AS $$
  INSERT INTO search_words AS s (word, product_count, variants)
  SELECT w, d, search_word_variants(w) FROM unnest(words, deltas) AS u(w, d) WHERE d > 0 ORDER BY w
  ON CONFLICT (word) DO UPDATE SET product_count = s.product_count + excluded.product_count;
  UPDATE search_words AS s SET product_count = s.product_count + u.d
  FROM (SELECT w, d FROM unnest(words, deltas) AS u(w, d) WHERE d < 0 ORDER BY w) AS u
  WHERE s.word = u.w;
  DELETE FROM search_words WHERE word = ANY(words) AND product_count <= 0;
$$;
--> statement-breakpoint
-- Inserts and deletes are counted once per statement (transition tables): the large seed's
-- 1,000-row INSERTs cost one vocabulary write each instead of one per product.
CREATE FUNCTION products_search_words_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(w ORDER BY w), array_agg(n ORDER BY w))
  FROM (
    SELECT w, count(*)::int AS n
    FROM inserted_products AS p CROSS JOIN LATERAL search_product_words(p.name, p.description) AS w
    GROUP BY w
  ) AS counted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_words_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(w ORDER BY w), array_agg(-n ORDER BY w))
  FROM (
    SELECT w, count(*)::int AS n
    FROM deleted_products AS p CROSS JOIN LATERAL search_product_words(p.name, p.description) AS w
    GROUP BY w
  ) AS counted;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates are per row and only when the text changes (the WHEN clause below), so the frequent updates
-- of stock and rating cost nothing here.
CREATE FUNCTION products_search_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(w ORDER BY w), array_agg(d ORDER BY w))
  FROM (
    SELECT w, sum(d)::int AS d
    FROM (
      SELECT w, 1 AS d FROM search_product_words(NEW.name, NEW.description) AS w
      UNION ALL
      SELECT w, -1 AS d FROM search_product_words(OLD.name, OLD.description) AS w
    ) AS changes
    GROUP BY w
    HAVING sum(d) <> 0
  ) AS counted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_words_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS deleted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_deleted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, description ON products
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
EXECUTE FUNCTION products_search_words_updated();
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_truncated();
--> statement-breakpoint
-- The products already there.
INSERT INTO search_words (word, product_count, variants)
SELECT w, count(*)::int, search_word_variants(w)
FROM products AS p CROSS JOIN LATERAL search_product_words(p.name, p.description) AS w
GROUP BY w;
