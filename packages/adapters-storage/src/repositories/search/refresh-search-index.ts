import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Rebuilds the search documents and words from the catalogue (products, categories, colours,
 * translations, order counts, synonyms): what indexing is for a search engine. Run after the
 * catalogue or the synonyms change; searches read the previous build until then.
 */
export async function refreshSearchIndex(sql: SqlClient): Promise<void> {
  await sql.query('REFRESH MATERIALIZED VIEW product_search_documents');
  await sql.query('REFRESH MATERIALIZED VIEW search_words');
}
