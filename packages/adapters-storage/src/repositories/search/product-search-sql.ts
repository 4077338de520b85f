import type { ProductSearchCriteria, SearchSort } from '@stride/domain/catalogue';
import { currencyExponent } from '@stride/domain/money';
import { PRICE_BANDS } from '@stride/domain/catalogue';
import type { SearchLanguage } from '@stride/domain/catalogue';
import { CATEGORY_CLOSURE } from '../catalogue/catalogue-sql.js';

/** The variant-level refinements; a facet is counted with every refinement but its own. */
type Refinement = 'size' | 'color' | 'price';

/** The shared CTEs of a search and the predicates over its candidate variants, with their parameters. */
export interface SearchSqlParts {
  readonly params: unknown[];
  readonly ctes: string;
  readonly where: (except?: Refinement) => string;
}

/**
 * The text part of a search, in the language's configuration (see tsQueryOf): what a product must
 * match (null when the words were all read as refinements, such as a colour), and what ranks it:
 * the shopper's own words, so that a synonym finds a product without outranking a product named as typed.
 */
export interface SearchText {
  readonly language: SearchLanguage;
  readonly match: string | null;
  readonly rank: string;
}

/**
 * Builds the search's common part: products matching the text and category with their rank and
 * popularity (`base`), and their priced variants in the market currency (`cand`). Only parameters
 * carry request values. Without text every product of the category matches, ranked alike.
 */
export function searchSqlParts(c: ProductSearchCriteria, text: SearchText | null): SearchSqlParts {
  const params: unknown[] = [];
  const param = (value: unknown): string => `$${params.push(value)}`;
  const productConds: string[] = [];
  const id = text === null ? 'p.id' : 'd.product_id';
  let from = 'products p';
  let ranked = `${id} AS id, 0::real AS rank, 0 AS popularity`;
  if (text !== null) {
    const language = param(text.language);
    const match = text.match === null ? '' : `, to_tsquery(${language}::regconfig, ${param(text.match)}) q`;
    from = `product_search_documents d, to_tsquery(${language}::regconfig, ${param(text.rank)}) r${match}`;
    // A product named with the shopper's words first, then one found through their synonyms.
    const rank = text.match === null ? 'ts_rank(d.document, r)' : 'ts_rank(d.document, r) + ts_rank(d.document, q) / 2';
    ranked = `${id} AS id, ${rank} AS rank, d.popularity`;
    productConds.push(`d.language = ${language}::text`, ...(text.match === null ? [] : ['d.document @@ q']));
  }
  if (c.categoryId !== undefined) {
    productConds.push(`${id} IN (SELECT pc.product_id FROM closure cl JOIN product_categories pc ON pc.category_id = cl.id
      WHERE cl.root = ${param(c.categoryId)})`);
  }
  const conds: Record<Refinement, string | null> = {
    size: c.sizes.length > 0 ? `size_label = ANY(${param([...c.sizes])}::text[])` : null,
    color: c.colours.length > 0 ? `lower(colour_name) = ANY(${param(c.colours.map((x) => x.toLowerCase()))}::text[])` : null,
    price: priceCondition(c, param),
  };
  // A text search reads the flat variants built with its documents; a listing reads the tables as they are now.
  const variants =
    text === null
      ? `SELECT v.product_id, v.size_label, v.size_order, cv.colour_name, pr.current_minor
  FROM base b JOIN variants v ON v.product_id = b.id
  JOIN colour_variants cv ON cv.id = v.colour_variant_id
  JOIN prices pr ON pr.variant_id = v.id AND pr.currency = ${param(c.currency)}`
      : // OFFSET 0 keeps the lookup per matched product (by index): joined whole, the planner scans every variant.
        `SELECT sv.product_id, sv.size_label, sv.size_order, sv.colour_name, sv.current_minor
  FROM base b CROSS JOIN LATERAL (
    SELECT * FROM search_variants v WHERE v.product_id = b.id AND v.currency = ${param(c.currency)} OFFSET 0
  ) sv`;
  const ctes = `WITH RECURSIVE ${CATEGORY_CLOSURE},
base AS (SELECT ${ranked} FROM ${from} WHERE ${productConds.join(' AND ') || 'true'}),
cand AS (
  ${variants}
)`;
  const where = (except?: Refinement): string =>
    (Object.entries(conds) as [Refinement, string | null][])
      .filter(([key, cond]) => key !== except && cond !== null)
      .map(([, cond]) => cond)
      .join(' AND ') || 'true';
  return { params, ctes, where };
}

function priceCondition(c: ProductSearchCriteria, param: (value: unknown) => string): string | null {
  const parts: string[] = [];
  if (c.price?.minMinor !== undefined) parts.push(`current_minor >= ${param(c.price.minMinor)}`);
  if (c.price?.maxMinor !== undefined) parts.push(`current_minor <= ${param(c.price.maxMinor)}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** CASE expressions placing current_minor in a price band; bounds are the domain's integer constants. */
function priceBandCase(currency: string): { band: string; ord: string } {
  const factor = 10 ** currencyExponent(currency);
  const whens = PRICE_BANDS.map((b, i) => ({ i, id: b.id, test: b.to === null ? 'true' : `current_minor < ${b.to * factor}` }));
  return {
    band: `CASE ${whens.map((w) => `WHEN ${w.test} THEN '${w.id}'`).join(' ')} END`,
    ord: `CASE ${whens.map((w) => `WHEN ${w.test} THEN ${w.i}`).join(' ')} END`,
  };
}

/** One statement answering every facet's counts and the total (facet 'total'). */
export function facetsSql(parts: SearchSqlParts, c: ProductSearchCriteria): string {
  const { band, ord } = priceBandCase(c.currency);
  const parent = c.categoryId === undefined ? 'cat.parent_id IS NULL' : `cat.parent_id = $${parts.params.push(c.categoryId)}`;
  // Each count is of products: one row per product and value first (a hashed GROUP BY), then counted,
  // which costs less than count(DISTINCT product_id) sorting every variant row per facet.
  return `${parts.ctes}
SELECT 'size' AS facet, size_label AS value, size_label AS label, min(size_order) AS ord, count(*)::int AS n
  FROM (SELECT size_label, min(size_order) AS size_order FROM cand WHERE ${parts.where('size')} GROUP BY product_id, size_label) s GROUP BY size_label
UNION ALL
SELECT 'color', min(colour_name), min(colour_name), 0, count(*)::int
  FROM (SELECT lower(colour_name) AS colour_key, min(colour_name) AS colour_name FROM cand WHERE ${parts.where('color')} GROUP BY product_id, lower(colour_name)) c
  GROUP BY colour_key
UNION ALL
SELECT 'price', band, band, min(ord), count(*)::int
  FROM (SELECT DISTINCT product_id, ${band} AS band, ${ord} AS ord FROM cand WHERE ${parts.where('price')}) banded GROUP BY band
UNION ALL
SELECT 'category', cat.id, min(cat.name), min(cat.position), count(DISTINCT pc.product_id)::int
  FROM (SELECT DISTINCT product_id FROM cand WHERE ${parts.where()}) hit
  CROSS JOIN LATERAL (SELECT category_id, product_id FROM product_categories WHERE product_id = hit.product_id OFFSET 0) pc
  JOIN closure cl ON cl.id = pc.category_id JOIN categories cat ON cat.id = cl.root
  WHERE ${parent}
  GROUP BY cat.id
UNION ALL
SELECT 'total', '', '', 0, count(*)::int FROM (SELECT DISTINCT product_id FROM cand WHERE ${parts.where()}) matched`;
}

const ORDER: Record<Exclude<SearchSort, 'relevance'>, string> = {
  'price-asc': 'm.lo ASC, p.style_code',
  'price-desc': 'm.hi DESC, p.style_code',
  newest: 'p.created_at DESC, p.style_code DESC',
  name: 'p.name ASC, p.id',
};

/**
 * One page of matching product ids in the asked order; with a colour refinement, each with `colours`: the names of
 * its colours with a variant matching every refinement (the colour its tile shows is one of them).
 */
export function pageSql(parts: SearchSqlParts, c: ProductSearchCriteria): string {
  // Relevance: where the words matched (name A, category B, colour C, description D), then order lines.
  const order = c.sort === 'relevance' ? 'b.rank DESC, b.popularity DESC, p.style_code' : ORDER[c.sort];
  const colours = c.colours.length > 0 ? ', array_agg(DISTINCT colour_name) AS colours' : '';
  const limit = `$${parts.params.push(c.count)}`;
  const offset = `$${parts.params.push(c.start)}`;
  return `${parts.ctes},
matched AS (SELECT product_id, min(current_minor) AS lo, max(current_minor) AS hi${colours} FROM cand WHERE ${parts.where()} GROUP BY product_id)
SELECT p.id${colours === '' ? '' : ', m.colours'} FROM matched m JOIN products p ON p.id = m.product_id JOIN base b ON b.id = m.product_id
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;
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
