// SQL of the search index's reads and writes beside the search statements (product-search-sql.ts).
import { CATEGORY_CLOSURE } from '../catalogue/catalogue-sql.js';

/** A typo is corrected only to a word at least this similar by trigrams (runnr and runner: 0.44, sneekers and sneaker: 0.31). */
export const CORRECTION_MIN_SIMILARITY = 0.3;

/**
 * What the index knows of each phrase ($2) in a language ($1): synonyms (a stored term matching the
 * phrase as typed or by stem), colour names holding the word when no product name does, whether a
 * document holds it, whether the language ignores it, and for an unknown single word the nearest word.
 */
export const SEARCH_WORD_FACTS = `
WITH facts AS (
  SELECT c.phrase,
         coalesce((SELECT array_agg(DISTINCT s.expansion) FROM search_synonyms s
                   WHERE s.language = $1::text
                     AND (s.term = c.phrase OR to_tsvector($1::regconfig, s.term)::text = to_tsvector($1::regconfig, c.phrase)::text)), '{}') AS synonyms,
         coalesce((SELECT array_agg(DISTINCT w.colour_name) FROM search_words w
                   WHERE w.language = $1::text AND w.kind = 'colour' AND w.word = c.phrase
                     AND NOT EXISTS (SELECT 1 FROM search_words n WHERE n.language = $1::text AND n.kind = 'name' AND n.word = c.phrase)), '{}') AS colours,
         numnode(plainto_tsquery($1::regconfig, c.phrase)) = 0 AS ignorable,
         EXISTS (SELECT 1 FROM product_search_documents d
                 WHERE d.language = $1::text AND d.document @@ plainto_tsquery($1::regconfig, c.phrase)) AS found
  FROM unnest($2::text[]) AS c(phrase)
)
SELECT f.phrase, f.synonyms, f.colours, f.ignorable, f.found,
       CASE WHEN NOT f.found AND NOT f.ignorable AND strpos(f.phrase, ' ') = 0 THEN (
         SELECT w.word FROM search_words w
         WHERE w.language = $1::text AND w.word % f.phrase AND similarity(w.word, f.phrase) >= ${CORRECTION_MIN_SIMILARITY}
         ORDER BY similarity(w.word, f.phrase) DESC, w.frequency DESC, w.word
         LIMIT 1) END AS correction
FROM facts f`;

/** Products with a name word starting with each term ($2, a prefix tsquery on the name's weight), most ordered first. */
export const SUGGEST_PRODUCTS = `
SELECT d.product_id FROM product_search_documents d
WHERE d.language = $1::text AND d.document @@ to_tsquery($1::regconfig, $2)
ORDER BY d.popularity DESC, d.name, d.product_id
LIMIT $3`;

/** Queries run with results that start with the typed words, most run first. */
export const SUGGEST_QUERIES = `
SELECT query FROM search_queries
WHERE language = $1::text AND runs_with_results > 0 AND query LIKE $2 || '%'
ORDER BY runs_with_results DESC, query
LIMIT $3`;

export const POPULAR_QUERIES = `
SELECT query FROM search_queries
WHERE language = $1::text AND runs_with_results > 0
ORDER BY runs_with_results DESC, query
LIMIT $2`;

export const RECORD_QUERY = `
INSERT INTO search_queries (language, query, runs, runs_with_results, last_result_count, last_run_at)
VALUES ($1, $2, 1, CASE WHEN $3::int > 0 THEN 1 ELSE 0 END, $3, $4)
ON CONFLICT (language, query) DO UPDATE SET
  runs = search_queries.runs + 1,
  runs_with_results = search_queries.runs_with_results + CASE WHEN $3::int > 0 THEN 1 ELSE 0 END,
  last_result_count = $3,
  last_run_at = $4`;

/** The index's generation (migration 0033): a copy of the index made at another generation is stale. */
export const SEARCH_GENERATION = 'SELECT generation FROM search_index_state';

/** What the in-memory copy of the index is made of: the products' order keys and popularity, ... */
export const INDEXED_PRODUCTS = `SELECT p.id, p.style_code, p.name, p.created_at, coalesce(d.popularity, 0) AS popularity
FROM products p LEFT JOIN (SELECT product_id, max(popularity) AS popularity FROM product_search_documents GROUP BY product_id) d ON d.product_id = p.id`;
/** ... every category each product is listed in or below (the closure of its categories), ... */
export const INDEXED_PRODUCT_CATEGORIES = `WITH RECURSIVE ${CATEGORY_CLOSURE}
SELECT DISTINCT pc.product_id, cl.root AS category_id FROM product_categories pc JOIN closure cl ON cl.id = pc.category_id`;
/** ... the categories the facet names, ... */
export const INDEXED_CATEGORIES = 'SELECT id, parent_id, name, position FROM categories';
/** ... and the flat variants built with the documents, per currency. */
export const INDEXED_VARIANTS = 'SELECT product_id, currency, size_label, size_order, colour_name, current_minor FROM search_variants';
