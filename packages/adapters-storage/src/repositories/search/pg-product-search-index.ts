import type {
  ProductSearchCriteria,
  ProductSearchHits,
  ProductSearchIndex,
  SearchLanguage,
  SearchSuggestions,
  SearchWordFacts,
} from '@stride/domain/catalogue';
import { interpretSearchTerms, searchMatches, searchPhrasesOf, type IndexedProduct, type ProductSearchPage, type TextMatch } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { categoryOf } from '../catalogue/catalogue-rows.js';
import { categoriesSql, prefixTsQuery } from '../catalogue/catalogue-sql.js';
import { matchesSql, tsQueryOf, type SearchText } from './product-search-sql.js';
import { refreshSearchPrices } from './refresh-search-index.js';
import { SearchIndexCopies, type SearchIndexCopy } from './search-index-copy.js';
import { POPULAR_QUERIES, RECORD_QUERY, SEARCH_GENERATION, SEARCH_WORD_FACTS, SUGGEST_PRODUCTS, SUGGEST_QUERIES } from './search-sql.js';

const EMPTY_COPY: SearchIndexCopy = { generation: 0, byCurrency: new Map(), categories: [] };

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Product search on PostgreSQL (PGlite or a server): full-text documents per language weighted by
 * field, synonyms and colour words read from tables, typos corrected by trigram similarity
 * (migration 0024). The database finds and ranks the matches; the facets, refinements and order are worked out
 * over a copy of the index's variants held in memory (SearchIndexCopies). The index is rebuilt by refreshSearchIndex.
 */
export class PgProductSearchIndex implements ProductSearchIndex {
  private readonly copies: SearchIndexCopies;

  constructor(private readonly sql: SqlClient) {
    this.copies = new SearchIndexCopies(sql);
  }

  async search(criteria: ProductSearchCriteria, language: SearchLanguage): Promise<ProductSearchHits> {
    if (criteria.terms.length === 0) return { ...(await this.list(criteria)), didYouMean: null };
    const reading = interpretSearchTerms(criteria.terms, await this.wordFacts(criteria.terms, language));
    const match = tsQueryOf(reading.groups);
    const text: SearchText | null = match === '' ? null : { language, match, rank: tsQueryOf([reading.groups.map((group) => group[0] ?? '')]) };
    // A colour the shopper picked wins over one read from the words.
    const refined: ProductSearchCriteria = { ...criteria, colours: criteria.colours.length > 0 ? criteria.colours : reading.colours };
    const { copy, matches } = await this.matches(text);
    const page = searchMatches(copy.byCurrency.get(refined.currency) ?? new Map(), copy.categories, matches, refined);
    return { ...page, didYouMean: reading.didYouMean };
  }

  /** A listing (no words: a category page, or refinements alone): every product of the copy, in style order. */
  private async list(criteria: ProductSearchCriteria): Promise<ProductSearchPage> {
    const copy = await this.copies.at(await this.generation());
    const products = copy.byCurrency.get(criteria.currency) ?? new Map<string, IndexedProduct>();
    const all = [...products.keys()].map((productId) => ({ productId, rank: 0, popularity: 0 }));
    return searchMatches(products, copy.categories, all, criteria);
  }

  private async generation(): Promise<number> {
    const [state] = await this.sql.query(SEARCH_GENERATION);
    return Number(state?.generation ?? 0);
  }

  /**
   * The products the words match, ranked, beside the copy of the index they are counted in. Words that were all
   * refinements (`null`: a colour, say) match every product alike: the copy answers alone, with its popularity.
   */
  private async matches(text: SearchText | null): Promise<{ copy: SearchIndexCopy; matches: TextMatch[] }> {
    if (text === null) {
      const copy = await this.copies.at(await this.generation());
      const all = new Map<string, TextMatch>();
      for (const products of copy.byCurrency.values()) for (const p of products.values()) all.set(p.id, { productId: p.id, rank: 0, popularity: p.popularity });
      return { copy, matches: [...all.values()] };
    }
    const { sql, params } = matchesSql(text);
    const rows = await this.sql.query(sql, params);
    const first = rows[0];
    if (first === undefined) return { copy: EMPTY_COPY, matches: [] };
    const copy = await this.copies.at(Number(first.generation));
    return { copy, matches: rows.map((r) => ({ productId: String(r.id), rank: Number(r.rank), popularity: Number(r.popularity) })) };
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

  /** The database's index holds every variant's price in one view: it is built again whichever variants changed. */
  async pricesChanged(variantIds: readonly string[]): Promise<void> {
    if (variantIds.length > 0) await refreshSearchPrices(this.sql);
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
