import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Rebuilds the search documents and words from the catalogue (products, categories, colours,
 * variants' prices, translations, order counts, synonyms): what indexing is for a search engine. Run after the
 * catalogue or the synonyms change; searches read the previous build until then.
 */
export async function refreshSearchIndex(sql: SqlClient): Promise<void> {
  for (const view of ['product_search_documents', 'search_variants', 'search_words']) {
    await sql.query(`REFRESH MATERIALIZED VIEW ${view}`);
    // Fresh statistics, or the planner takes a view for a row or two and loops over it.
    await sql.query(`ANALYZE ${view}`);
  }
}
