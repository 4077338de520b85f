import type {
  ProductSearchCriteria,
  ProductSearchHits,
  ProductSearchIndex,
  SearchFacetCount,
  SearchFacetId,
  SearchLanguage,
  SearchSuggestions,
  SearchWordFacts,
} from '@stride/domain/catalogue';
import { interpretSearchTerms, searchPhrasesOf } from '@stride/domain/catalogue';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { categoryOf } from '../catalogue/catalogue-rows.js';
import { categoriesSql, prefixTsQuery } from '../catalogue/catalogue-sql.js';
import { facetsSql, pageSql, searchSqlParts, tsQueryOf, type SearchText } from './product-search-sql.js';
import { POPULAR_QUERIES, RECORD_QUERY, SEARCH_WORD_FACTS, SUGGEST_PRODUCTS, SUGGEST_QUERIES } from './search-sql.js';

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Product search on PostgreSQL (PGlite or a server): full-text documents per language weighted by
 * field, synonyms and colour words read from tables, typos corrected by trigram similarity
 * (migration 0024). The documents are rebuilt by refreshSearchIndex.
 */
export class PgProductSearchIndex implements ProductSearchIndex {
  constructor(private readonly sql: SqlClient) {}

  async search(criteria: ProductSearchCriteria, language: SearchLanguage): Promise<ProductSearchHits> {
    const reading = criteria.terms.length === 0 ? null : interpretSearchTerms(criteria.terms, await this.wordFacts(criteria.terms, language));
    const match = reading === null ? '' : tsQueryOf(reading.groups);
    const text: SearchText | null =
      reading === null ? null : { language, match: match === '' ? null : match, rank: tsQueryOf([reading.groups.map((group) => group[0] ?? '')]) };
    // A colour the shopper picked wins over one read from the words.
    const colours = criteria.colours.length > 0 || reading === null ? criteria.colours : reading.colours;
    const refined: ProductSearchCriteria = { ...criteria, colours };
    const facetParts = searchSqlParts(refined, text);
    const facetRows = await this.sql.query(facetsSql(facetParts, refined), facetParts.params);
    const pageParts = searchSqlParts(refined, text);
    const pageRows = await this.sql.query(pageSql(pageParts, refined), pageParts.params);
    return {
      total: totalOf(facetRows),
      productIds: pageRows.map((r) => String(r.id)),
      facets: facetsOf(facetRows),
      matchedColours: Object.fromEntries(pageRows.flatMap((r) => (r.colours === undefined ? [] : [[String(r.id), texts(r.colours)]]))),
      didYouMean: reading?.didYouMean ?? null,
    };
  }

  async suggest(
    terms: readonly string[],
    language: SearchLanguage,
    limits: { products: number; categories: number; queries: number },
  ): Promise<SearchSuggestions> {
    if (terms.length === 0) return { productIds: [], categories: [], queries: [] };
    const products = await this.sql.query(SUGGEST_PRODUCTS, [language, terms.map((t) => `${t}:*A`).join(' & '), limits.products]);
    const filter = `to_tsvector('simple', c.name) @@ to_tsquery('simple', $1)`;
    const categories = await this.sql.query(categoriesSql(filter, 'LIMIT $2'), [prefixTsQuery(terms), limits.categories]);
    const queries = await this.sql.query(SUGGEST_QUERIES, [language, terms.join(' '), limits.queries]);
    return { productIds: products.map((r) => String(r.product_id)), categories: categories.map(categoryOf), queries: queries.map((r) => String(r.query)) };
  }

  async recordQuery(query: string, language: SearchLanguage, resultCount: number, at: Date): Promise<void> {
    await this.sql.query(RECORD_QUERY, [language, query, resultCount, at]);
  }

  async popularQueries(language: SearchLanguage, limit: number): Promise<readonly string[]> {
    return (await this.sql.query(POPULAR_QUERIES, [language, limit])).map((r) => String(r.query));
  }

  /** Facts of the query's words and pairs, then of the corrections (a corrected word may be a colour or have synonyms). */
  private async wordFacts(terms: readonly string[], language: SearchLanguage): Promise<Map<string, SearchWordFacts>> {
    const facts = await this.readFacts(searchPhrasesOf(terms), language);
    const corrections = [...facts.values()].flatMap((f) => (f.correction === null || facts.has(f.correction) ? [] : [f.correction]));
    if (corrections.length > 0) for (const [phrase, f] of await this.readFacts(corrections, language)) facts.set(phrase, f);
    return facts;
  }

  private async readFacts(phrases: readonly string[], language: SearchLanguage): Promise<Map<string, SearchWordFacts>> {
    const rows = await this.sql.query(SEARCH_WORD_FACTS, [language, [...phrases]]);
    return new Map(
      rows.map((r) => [
        String(r.phrase),
        {
          synonyms: texts(r.synonyms),
          colours: texts(r.colours),
          found: r.found === true,
          ignorable: r.ignorable === true,
          correction: r.correction == null ? null : String(r.correction),
        },
      ]),
    );
  }
}

function totalOf(rows: readonly SqlRow[]): number {
  return Number(rows.find((r) => r.facet === 'total')?.n ?? 0);
}

function facetsOf(rows: readonly SqlRow[]): Record<SearchFacetId, SearchFacetCount[]> {
  const facet = (id: SearchFacetId, byLabel = false): SearchFacetCount[] =>
    rows
      .filter((r) => r.facet === id && Number(r.n) > 0)
      .sort((a, b) =>
        byLabel ? String(a.label).localeCompare(String(b.label)) : Number(a.ord) - Number(b.ord) || String(a.value).localeCompare(String(b.value)),
      )
      .map((r) => ({ value: String(r.value), label: String(r.label), count: Number(r.n) }));
  return { category: facet('category'), size: facet('size'), color: facet('color', true), price: facet('price') };
}
