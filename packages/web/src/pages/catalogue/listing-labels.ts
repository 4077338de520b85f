import { PRICE_BANDS, type SearchSort } from '@stride/domain/catalogue';
import { formatPrice } from '../../ui/format-price.js';
import { type MessageId, type Translate } from '../../i18n/messages.js';

/** What the sort menu calls each order (catalogue ids). */
export const SORT_LABELS: Readonly<Record<SearchSort, MessageId>> = {
  relevance: 'sort.relevance',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  newest: 'sort.newest',
  name: 'sort.name',
};

/**
 * A price band for shoppers, in the market's currency with whole units.
 * @example priceBandLabel('50-100', 'USD', 'en-US') // '$50 to $100'
 */
export function priceBandLabel(t: Translate, bandId: string, currency: string, locale: string): string {
  const band = PRICE_BANDS.find((b) => b.id === bandId);
  if (band === undefined) return bandId;
  const whole = (amount: number) => formatPrice(amount, currency, locale).replace(/[.,]00(?=\D*$)/, '');
  if (band.from === 0 && band.to !== null) return t('price.bandUnder', { to: whole(band.to) });
  if (band.to === null) return t('price.bandOver', { from: whole(band.from) });
  return t('price.band', { from: whole(band.from), to: whole(band.to) });
}

/** "1 product", "24 products". */
export function productCountLabel(t: Translate, count: number): string {
  return t('listing.productCount', { count });
}

const ADULT_SIZE = /^\d+(\.\d+)?$/;
const YOUTH_SIZE = /^(\d+(\.\d+)?)Y$/i;

/**
 * Size facet values in the order a shopper reads them: adult shoe sizes ascending, then youth
 * sizes (`3.5Y`) ascending, then the rest (apparel XS…XXL, One Size) in the order they came.
 * @example orderSizeValues(['1Y', '9', '6', 'M']) // ['6', '9', '1Y', 'M']
 */
export function orderSizeValues<T extends { readonly value: string }>(values: readonly T[]): T[] {
  const rank = (value: string): [number, number] => {
    if (ADULT_SIZE.test(value)) return [0, Number(value)];
    const youth = YOUTH_SIZE.exec(value);
    if (youth !== null) return [1, Number(youth[1])];
    return [2, 0];
  };
  return values
    .map((item, index) => ({ item, index, rank: rank(item.value) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ item }) => item);
}
