import { PRICE_BANDS, type SearchSort } from '@stride/domain';
import { formatPrice } from '../../ui/format-price.js';

/** What the sort menu calls each order. */
export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  name: 'Name',
};

/**
 * A price band for shoppers, in the market's currency with whole units.
 * @example priceBandLabel('50-100', 'USD', 'en-US') // '$50 to $100'
 */
export function priceBandLabel(bandId: string, currency: string, locale: string): string {
  const band = PRICE_BANDS.find((b) => b.id === bandId);
  if (band === undefined) return bandId;
  const whole = (amount: number) => formatPrice(amount, currency, locale).replace(/[.,]00(?=\D*$)/, '');
  if (band.from === 0 && band.to !== null) return `Under ${whole(band.to)}`;
  if (band.to === null) return `${whole(band.from)} and over`;
  return `${whole(band.from)} to ${whole(band.to)}`;
}

/** "1 product", "24 products". */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}
