import { currencyExponent } from '../money/index.js';
import type { CurrencyCode } from '../money/index.js';
import type { ProductSearchPage, SearchFacetCount } from './catalogue-records.js';
import { PRICE_BANDS, type ProductSearchCriteria, type SearchFacetId } from './product-search.js';

/** A sellable variant as the search index holds it: its size, colour and current price in one currency. */
export interface IndexedVariant {
  readonly size: string;
  readonly sizeOrder: number;
  readonly colour: string;
  /** The colour lower-cased: a colour is one value whatever its case. */
  readonly colourKey: string;
  readonly currentMinor: number;
}

/** A product as the search index holds it for one currency: what it is ordered by, where it is listed, its variants. */
export interface IndexedProduct {
  readonly id: string;
  readonly styleCode: string;
  readonly name: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  /** How often it sells (order lines), the tie-break of equally ranked matches. */
  readonly popularity: number;
  /** Every category the product is listed in, and every ancestor of those. */
  readonly categoryIds: ReadonlySet<string>;
  readonly variants: readonly IndexedVariant[];
}

/** A category as the category facet shows it. */
export interface IndexedCategory {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  readonly position: number;
}

/** A product the words matched, with how well (the text rank) and how often it sells. */
export interface TextMatch {
  readonly productId: string;
  readonly rank: number;
  readonly popularity: number;
}

/**
 * A page of a text search over the index's products: the matched products that have a variant meeting
 * every refinement (size, colour, price, all on one variant) in the category, in the asked order, with
 * each facet counted as products under every refinement but its own (so a shopper sees what choosing
 * another value would give). A matched id the index does not hold (no price in the currency) is left out. With a
 * colour refinement, each product of the page comes with the colours it matched in (its tile shows one of them).
 * @example searchMatches(index, categories, [{ productId: 'P1', rank: 0.6, popularity: 3 }], criteria).total // 1
 */
export function searchMatches(
  products: ReadonlyMap<string, IndexedProduct>,
  categories: readonly IndexedCategory[],
  matches: readonly TextMatch[],
  criteria: ProductSearchCriteria,
): ProductSearchPage {
  const factor = 10 ** currencyExponent(criteria.currency as CurrencyCode);
  const sizes = new Set(criteria.sizes);
  const colours = new Set(criteria.colours.map((c) => c.toLowerCase()));
  const { minMinor, maxMinor } = criteria.price ?? {};
  const meetsSize = (v: IndexedVariant): boolean => sizes.size === 0 || sizes.has(v.size);
  const meetsColour = (v: IndexedVariant): boolean => colours.size === 0 || colours.has(v.colourKey);
  const meetsPrice = (v: IndexedVariant): boolean =>
    (minMinor === undefined || v.currentMinor >= minMinor) && (maxMinor === undefined || v.currentMinor <= maxMinor);

  const sizeCounts = new Counter();
  const colourCounts = new Counter();
  const priceCounts = new Counter();
  const hits: Hit[] = [];
  for (const match of matches) {
    const product = products.get(match.productId);
    if (product === undefined) continue;
    if (criteria.categoryId !== undefined && !product.categoryIds.has(criteria.categoryId)) continue;
    const seenSizes = new Set<string>();
    const seenColours = new Set<string>();
    const seenBands = new Set<number>();
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of product.variants) {
      // A facet's values are counted under every refinement but its own.
      const size = meetsSize(v);
      const colour = meetsColour(v);
      const price = meetsPrice(v);
      if (colour && price && !seenSizes.has(v.size)) {
        seenSizes.add(v.size);
        sizeCounts.add(v.size, v.size, v.sizeOrder);
      }
      if (size && price) {
        colourCounts.add(v.colourKey, v.colour, 0, !seenColours.has(v.colourKey));
        seenColours.add(v.colourKey);
      }
      if (size && colour) {
        const band = priceBandIndex(v.currentMinor, factor);
        if (!seenBands.has(band)) {
          seenBands.add(band);
          const id = PRICE_BANDS[band]?.id ?? '';
          priceCounts.add(id, id, band);
        }
      }
      if (size && colour && price) {
        lo = Math.min(lo, v.currentMinor);
        hi = Math.max(hi, v.currentMinor);
      }
    }
    if (lo !== Infinity) hits.push({ match, product, lo, hi });
  }

  const categoryCounts = new Counter();
  const parentId = criteria.categoryId ?? null;
  const shown = categories.filter((c) => c.parentId === parentId);
  for (const { product } of hits) {
    for (const category of shown) if (product.categoryIds.has(category.id)) categoryCounts.add(category.id, category.name, category.position);
  }

  hits.sort(ORDERS[criteria.sort]);
  const page = hits.slice(criteria.start, criteria.start + criteria.count);
  // With a colour refinement, the colours of each product of the page that a variant meeting every refinement has.
  const matchedColours: Record<string, string[]> = {};
  if (colours.size > 0)
    for (const { product } of page)
      matchedColours[product.id] = [...new Set(product.variants.filter((v) => meetsSize(v) && meetsColour(v) && meetsPrice(v)).map((v) => v.colour))].sort();
  const facets: Record<SearchFacetId, SearchFacetCount[]> = {
    category: categoryCounts.byOrder(),
    size: sizeCounts.byOrder(),
    color: colourCounts.byLabel(),
    price: priceCounts.byOrder(),
  };
  return {
    total: hits.length,
    productIds: page.map((h) => h.product.id),
    facets,
    matchedColours,
  };
}

/** The index of the price band holding a price: the first band it lies below the end of. */
function priceBandIndex(currentMinor: number, factor: number): number {
  const index = PRICE_BANDS.findIndex((b) => b.to === null || currentMinor < b.to * factor);
  return index === -1 ? PRICE_BANDS.length - 1 : index;
}

interface Hit {
  readonly match: TextMatch;
  readonly product: IndexedProduct;
  readonly lo: number;
  readonly hi: number;
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The search orders; ties fall back to the style code (or the id for names) so that paging is stable. */
const ORDERS: Record<ProductSearchCriteria['sort'], (a: Hit, b: Hit) => number> = {
  relevance: (a, b) => b.match.rank - a.match.rank || b.match.popularity - a.match.popularity || byCode(a.product.styleCode, b.product.styleCode),
  'price-asc': (a, b) => a.lo - b.lo || byCode(a.product.styleCode, b.product.styleCode),
  'price-desc': (a, b) => b.hi - a.hi || byCode(a.product.styleCode, b.product.styleCode),
  newest: (a, b) => b.product.createdAt - a.product.createdAt || byCode(b.product.styleCode, a.product.styleCode),
  name: (a, b) => byCode(a.product.name, b.product.name) || byCode(a.product.id, b.product.id),
};

/** Counts products per facet value, keeping the value's label (the lowest seen) and its display order. */
class Counter {
  private readonly values = new Map<string, { label: string; order: number; count: number }>();

  add(value: string, label: string, order: number, countsProduct = true): void {
    const seen = this.values.get(value);
    if (seen === undefined) this.values.set(value, { label, order, count: countsProduct ? 1 : 0 });
    else {
      if (label < seen.label) seen.label = label;
      seen.order = Math.min(seen.order, order);
      if (countsProduct) seen.count += 1;
    }
  }

  byOrder(): SearchFacetCount[] {
    return this.list()
      .sort((a, b) => a.order - b.order || byCode(a.value, b.value))
      .map(({ value, label, count }) => ({ value, label, count }));
  }

  /** Sorted by label, each value named by its label: colours typed in any case are one value. */
  byLabel(): SearchFacetCount[] {
    return this.list()
      .sort((a, b) => a.label.localeCompare(b.label))
      .map(({ label, count }) => ({ value: label, label, count }));
  }

  private list(): { value: string; label: string; order: number; count: number }[] {
    return [...this.values].map(([value, v]) => ({ value, ...v })).filter((v) => v.count > 0);
  }
}
