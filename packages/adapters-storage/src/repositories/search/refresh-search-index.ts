import type { SqlClient } from '../../sql/sql-client.port.js';

/**
 * Rebuilds the search documents and words from the catalogue (products, categories, colours,
 * variants' prices, translations, order counts, synonyms): what indexing is for a search engine. Run after the
 * catalogue or the synonyms change; searches read the previous build until then. The generation moves on last,
 * so that every server drops its in-memory copy of the index's variants (PgProductSearchIndex) once the build is whole.
 */
export async function refreshSearchIndex(sql: SqlClient): Promise<void> {
  for (const view of ['product_search_documents', 'search_variants', 'search_words']) {
    await sql.query(`REFRESH MATERIALIZED VIEW ${view}`);
    // Fresh statistics, or the planner takes a view for a row or two and loops over it.
    await sql.query(`ANALYZE ${view}`);
  }
  // PGlite runs no autovacuum: without this the planner reads a freshly loaded catalogue as a few rows and
  // scans every price of the currency for each tile of a results page (1.3 s for 24 tiles at 10,000 products).
  for (const table of ['products', 'colour_variants', 'variants', 'prices', 'product_categories']) await sql.query(`ANALYZE ${table}`);
  await sql.query('UPDATE search_index_state SET generation = generation + 1');
}

/**
 * Rebuilds the search index's prices alone (the variants' view the price sort and refinement read) after staff
 * changed a price, and moves the generation on so that every server reads its copy again. The documents and words
 * hold no price, so they stay as they are.
 */
export async function refreshSearchPrices(sql: SqlClient): Promise<void> {
  await sql.query('REFRESH MATERIALIZED VIEW search_variants');
  await sql.query('ANALYZE search_variants');
  await sql.query('UPDATE search_index_state SET generation = generation + 1');
}
