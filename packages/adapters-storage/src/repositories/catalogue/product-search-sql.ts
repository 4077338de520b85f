import type { ProductSearchCriteria, SearchSort } from '@stride/domain/catalogue';
import { currencyExponent } from '@stride/domain/money';
import { PRICE_BANDS } from '@stride/domain/catalogue';
import { CATEGORY_CLOSURE, prefixTsQuery } from './catalogue-sql.js';

/** The variant-level refinements; a facet is counted with every refinement but its own. */
type Refinement = 'size' | 'color' | 'price';

/** The shared CTEs of a search and the predicates over its candidate variants, with their parameters. */
export interface SearchSqlParts {
  readonly params: unknown[];
  readonly ctes: string;
  readonly where: (except?: Refinement) => string;
  readonly tsQueryParam: string | null;
}

/**
 * Builds the search's common part: products matching the text and category (`base`), and their
 * priced variants in the market currency (`cand`). Only parameters carry request values.
 */
export function searchSqlParts(c: ProductSearchCriteria): SearchSqlParts {
  const params: unknown[] = [];
  const param = (value: unknown): string => `$${params.push(value)}`;
  const productConds: string[] = [];
  const tsQueryParam = c.terms.length > 0 ? param(prefixTsQuery(c.terms)) : null;
  if (tsQueryParam !== null) productConds.push(`p.search_vector @@ to_tsquery('simple', ${tsQueryParam})`);
  if (c.categoryId !== undefined) {
    productConds.push(`p.id IN (SELECT pc.product_id FROM closure cl JOIN product_categories pc ON pc.category_id = cl.id
      WHERE cl.root = ${param(c.categoryId)})`);
  }
  const conds: Record<Refinement, string | null> = {
    size: c.sizes.length > 0 ? `size_label = ANY(${param([...c.sizes])}::text[])` : null,
    color: c.colours.length > 0 ? `lower(colour_name) = ANY(${param(c.colours.map((x) => x.toLowerCase()))}::text[])` : null,
    price: priceCondition(c, param),
  };
  const ctes = `WITH RECURSIVE ${CATEGORY_CLOSURE},
base AS (SELECT p.id FROM products p WHERE ${productConds.join(' AND ') || 'true'}),
cand AS (
  SELECT v.product_id, v.size_label, v.size_order, cv.colour_name, pr.current_minor
  FROM base b JOIN variants v ON v.product_id = b.id
  JOIN colour_variants cv ON cv.id = v.colour_variant_id
  JOIN prices pr ON pr.variant_id = v.id AND pr.currency = ${param(c.currency)}
)`;
  const where = (except?: Refinement): string =>
    (Object.entries(conds) as [Refinement, string | null][])
      .filter(([key, cond]) => key !== except && cond !== null)
      .map(([, cond]) => cond)
      .join(' AND ') || 'true';
  return { params, ctes, where, tsQueryParam };
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
  return `${parts.ctes}
SELECT 'size' AS facet, size_label AS value, size_label AS label, min(size_order) AS ord, count(DISTINCT product_id)::int AS n
  FROM cand WHERE ${parts.where('size')} GROUP BY size_label
UNION ALL
SELECT 'color', min(colour_name), min(colour_name), 0, count(DISTINCT product_id)::int
  FROM cand WHERE ${parts.where('color')} GROUP BY lower(colour_name)
UNION ALL
SELECT 'price', band, band, min(ord), count(DISTINCT product_id)::int
  FROM (SELECT product_id, ${band} AS band, ${ord} AS ord FROM cand WHERE ${parts.where('price')}) banded GROUP BY band
UNION ALL
SELECT 'category', cat.id, min(cat.name), min(cat.position), count(DISTINCT pc.product_id)::int
  FROM categories cat JOIN closure cl ON cl.root = cat.id JOIN product_categories pc ON pc.category_id = cl.id
  JOIN (SELECT DISTINCT product_id FROM cand WHERE ${parts.where()}) hit ON hit.product_id = pc.product_id
  WHERE ${parent}
  GROUP BY cat.id
UNION ALL
SELECT 'total', '', '', 0, count(DISTINCT product_id)::int FROM cand WHERE ${parts.where()}`;
}

const ORDER: Record<Exclude<SearchSort, 'relevance'>, string> = {
  'price-asc': 'm.lo ASC, p.style_code',
  'price-desc': 'm.hi DESC, p.style_code',
  newest: 'p.created_at DESC, p.style_code DESC',
  name: 'p.name ASC, p.id',
};

/** One page of matching product ids in the asked order. */
export function pageSql(parts: SearchSqlParts, c: ProductSearchCriteria): string {
  const relevance = parts.tsQueryParam === null ? 'p.style_code' : `ts_rank(p.search_vector, to_tsquery('simple', ${parts.tsQueryParam})) DESC, p.style_code`;
  const order = c.sort === 'relevance' ? relevance : ORDER[c.sort];
  const limit = `$${parts.params.push(c.count)}`;
  const offset = `$${parts.params.push(c.start)}`;
  return `${parts.ctes},
matched AS (SELECT product_id, min(current_minor) AS lo, max(current_minor) AS hi FROM cand WHERE ${parts.where()} GROUP BY product_id)
SELECT p.id FROM matched m JOIN products p ON p.id = m.product_id
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;
}
