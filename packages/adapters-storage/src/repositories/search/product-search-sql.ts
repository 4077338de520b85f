import type { SearchLanguage } from '@stride/domain/catalogue';

/**
 * The text part of a search, in the language's configuration (see tsQueryOf): what a product must
 * match, and what ranks it: the shopper's own words, so that a synonym finds a product without
 * outranking a product named as typed.
 */
export interface SearchText {
  readonly language: SearchLanguage;
  readonly match: string;
  readonly rank: string;
}

/**
 * The products a text search's words match, with their rank (where the words matched: name A, category B,
 * colour C, description D; the shopper's own words before their synonyms) and popularity, and the index's
 * generation on every row.
 */
export function matchesSql(text: SearchText): { sql: string; params: unknown[] } {
  const sql = `SELECT d.product_id AS id, ts_rank(d.document, r) + ts_rank(d.document, q) / 2 AS rank, d.popularity, g.generation
FROM search_index_state g, product_search_documents d, to_tsquery($1::regconfig, $2) r, to_tsquery($1::regconfig, $3) q
WHERE d.language = $1::text AND d.document @@ q`;
  return { sql, params: [text.language, text.rank, text.match] };
}

/**
 * The tsquery text of groups of alternatives: every group must match, any alternative of a group will
 * do, the words of an alternative all. Words are letters and digits only (tsquery operators cannot
 * get in); the language's configuration stems them and drops its stop words when the query is parsed.
 * @example tsQueryOf([['t shirt', 'tee'], ['black']]) // "((t & shirt) | (tee)) & ((black))"
 */
export function tsQueryOf(groups: readonly (readonly string[])[]): string {
  const words = (phrase: string): string[] => phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return groups
    .map((group) => group.map(words).filter((w) => w.length > 0))
    .filter((group) => group.length > 0)
    .map((group) => `(${group.map((w) => `(${w.join(' & ')})`).join(' | ')})`)
    .join(' & ');
}
