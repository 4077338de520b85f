import type { Migration } from './migration.js';

/**
 * Product search on the database: one weighted full-text document per product and search language
 * (name A, category names B, colour names C, description D; texts as the language's sites read them), its
 * variants' sizes, colours and prices flat,
 * the words shoppers can mean (for colour words and typo corrections through pg_trgm), synonyms kept
 * as data, and the queries shoppers run (for popular searches). The documents and words are
 * materialized views: `REFRESH MATERIALIZED VIEW` after the catalogue changes (the demo seed does) is
 * the index build a search engine would otherwise do.
 */
export const migration0024Search: Migration = {
  id: '0024_search',
  sql: `
    -- In public, once per database: every schema that searches sees it on its search_path.
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

    -- A search language is the name of its text search configuration (english for en sites, french for fr).
    CREATE TABLE search_synonyms (
      language   text NOT NULL CHECK (language IN ('english', 'french')),
      term       text NOT NULL CHECK (term ~ '^[[:alnum:]]+( [[:alnum:]]+)?$' AND char_length(term) <= 40),
      expansion  text NOT NULL CHECK (expansion ~ '^[[:alnum:]]+( [[:alnum:]]+)*$' AND char_length(expansion) <= 60),
      PRIMARY KEY (language, term, expansion)
    );
    INSERT INTO search_synonyms (language, term, expansion) VALUES
      ('english', 'shoe', 'sneaker'), ('english', 'shoe', 'trainer'), ('english', 'shoe', 'footwear'),
      ('english', 'sneaker', 'shoe'), ('english', 'trainer', 'shoe'), ('english', 'kick', 'sneaker'),
      ('english', 'runner', 'running'), ('english', 'tee', 't shirt'), ('english', 't shirt', 'tee'),
      ('english', 'tshirt', 'tee'), ('english', 'shirt', 'tee'), ('english', 'shirt', 'polo'), ('english', 'shirt', 'henley'),
      ('english', 'jumper', 'sweatshirt'), ('english', 'sweater', 'sweatshirt'), ('english', 'sweater', 'pullover'),
      ('english', 'coat', 'jacket'), ('english', 'coat', 'parka'), ('english', 'raincoat', 'rain jacket'),
      ('english', 'pants', 'pant'), ('english', 'trousers', 'pant'), ('english', 'leggings', 'legging'), ('english', 'tights', 'tight'),
      ('english', 'backpack', 'daypack'), ('english', 'backpack', 'hydration pack'), ('english', 'rucksack', 'backpack'), ('english', 'hat', 'cap'), ('english', 'hat', 'beanie'),
      ('english', 'hiking', 'hike'), ('english', 'hiking', 'trail'),
      ('french', 'soulier', 'chaussure'), ('french', 'basket', 'chaussure'), ('french', 'espadrille', 'chaussure'),
      ('french', 'chaussure', 'soulier'), ('french', 'chandail', 't shirt'), ('french', 'tee', 't shirt'), ('french', 't shirt', 'tee'),
      ('french', 'manteau', 'veste'), ('french', 'manteau', 'parka');

    CREATE MATERIALIZED VIEW product_search_documents AS
    WITH lang(language, locale_like) AS (VALUES ('english'::regconfig, 'en-%'), ('french'::regconfig, 'fr-%')),
    texts AS (
      SELECT l.language, p.id, p.style_code,
             coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = p.name), p.name) AS name,
             coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = p.description), p.description) AS description,
             (SELECT string_agg(coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = c.name), c.name), ' ')
                FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories,
             (SELECT string_agg(coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = cv.colour_name), cv.colour_name), ' ')
                FROM colour_variants cv WHERE cv.product_id = p.id) AS colours,
             (SELECT count(*) FROM order_items oi WHERE oi.product_id = p.id)::int AS popularity
      FROM products p CROSS JOIN lang l
    )
    SELECT t.language::text AS language, t.id AS product_id, t.style_code, lower(t.name) AS name, t.popularity,
           setweight(to_tsvector(t.language, t.name), 'A') ||
           setweight(to_tsvector(t.language, coalesce(t.categories, '')), 'B') ||
           setweight(to_tsvector(t.language, coalesce(t.colours, '')), 'C') ||
           setweight(to_tsvector(t.language, t.description), 'D') AS document
    FROM texts t;
    CREATE UNIQUE INDEX product_search_documents_key ON product_search_documents (language, product_id);
    CREATE INDEX product_search_documents_document_idx ON product_search_documents USING gin (document);
    CREATE INDEX product_search_documents_name_idx ON product_search_documents USING gin (name gin_trgm_ops);

    -- Every priced variant with what search refines and counts by, flat: a text search joins its matches to
    -- these rows instead of three tables per variant.
    CREATE MATERIALIZED VIEW search_variants AS
    SELECT v.product_id, pr.currency, v.size_label, v.size_order, cv.colour_name, pr.current_minor
    FROM variants v JOIN colour_variants cv ON cv.id = v.colour_variant_id JOIN prices pr ON pr.variant_id = v.id;
    CREATE INDEX search_variants_product_idx ON search_variants (product_id, currency);

    -- Words a shopper may type, per language: from names, categories, colours (with the colour they name) and
    -- synonyms; a typo is corrected to the nearest of them by trigram similarity.
    CREATE MATERIALIZED VIEW search_words AS
    WITH lang(language, locale_like) AS (VALUES ('english', 'en-%'), ('french', 'fr-%')),
    localised AS (
      SELECT l.language, 'name' AS kind, NULL::text AS colour_name,
             coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = p.name), p.name) AS text
        FROM products p CROSS JOIN lang l
      UNION ALL
      SELECT l.language, 'category', NULL,
             coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = c.name), c.name)
        FROM categories c CROSS JOIN lang l
      UNION ALL
      SELECT l.language, 'colour', cv.colour_name,
             coalesce((SELECT min(t.text) FROM catalogue_translations t WHERE t.locale LIKE l.locale_like AND t.source_text = cv.colour_name), cv.colour_name)
        FROM (SELECT DISTINCT colour_name FROM colour_variants) cv CROSS JOIN lang l
      UNION ALL
      SELECT s.language, 'synonym', NULL, s.term FROM search_synonyms s
    )
    SELECT language, word, kind, colour_name, count(*)::int AS frequency
    FROM localised, regexp_split_to_table(lower(text), '[^[:alnum:]]+') AS word
    WHERE char_length(word) >= 2
    GROUP BY language, word, kind, colour_name;
    CREATE INDEX search_words_word_idx ON search_words (language, word);
    CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

    -- Queries shoppers ran, as their search words joined by one space; popular = most runs that found products.
    CREATE TABLE search_queries (
      language        text NOT NULL CHECK (language IN ('english', 'french')),
      query           text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 200),
      runs            integer NOT NULL DEFAULT 0 CHECK (runs >= 0),
      runs_with_results integer NOT NULL DEFAULT 0 CHECK (runs_with_results >= 0),
      last_result_count integer NOT NULL DEFAULT 0 CHECK (last_result_count >= 0),
      last_run_at     timestamptz NOT NULL,
      PRIMARY KEY (language, query)
    );
    CREATE INDEX search_queries_popular_idx ON search_queries (language, runs_with_results DESC);
    CREATE INDEX search_queries_prefix_idx ON search_queries (language, query text_pattern_ops);
  `,
};
