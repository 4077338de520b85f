import type { ReactElement } from 'react';
import type { ProductTile } from '@stride/application/storefront';
import { priceDiscountPercentage } from '@stride/domain/catalogue';
import { formatPercent } from './format-percent.js';
import { useMessages } from '../i18n/messages.js';

type WirePrice = ProductTile['price'];

/** An amount or a range of amounts (low equals high for one amount). */
export interface PriceSpan {
  readonly low: number;
  readonly high: number;
}

/** What a price shows: one amount or a range, the original when marked down, and the discount. */
export interface PriceDisplay extends PriceSpan {
  /** The original price (or range), shown struck through when every price shown is marked down. */
  readonly original: PriceSpan | null;
  /** Discount in percent (1 decimal, the spec's rounding), when one marked-down price is shown. */
  readonly discountPercent: number | null;
  readonly onSale: boolean;
}

/**
 * Reads a wire price: the current price or range, and the original struck through when it is marked down: for a
 * range, only when every variant is (the dearest now costs less than the cheapest did), so a struck price never
 * claims a markdown some variants lack.
 * @example priceDisplay({ current: 86.97, original: 125 }).discountPercent // 30.4 (from the wire when given)
 */
export function priceDisplay(price: WirePrice): PriceDisplay {
  const low = price.lowCurrent ?? price.current;
  const high = price.highCurrent ?? price.current;
  const lowOriginal = price.lowOriginal ?? price.original;
  const highOriginal = price.highOriginal ?? price.original;
  const onSale = price.current < price.original || high < highOriginal;
  if (low !== high) {
    const original = high < lowOriginal ? { low: lowOriginal, high: highOriginal } : null;
    return { low, high, original, discountPercent: null, onSale };
  }
  // One price for every variant: struck through only when it is below every variant's original (each one marked down).
  const marked = price.current < price.original && price.current < lowOriginal;
  // The ratio does not depend on the unit; hundredths make both amounts whole for the domain's rule.
  const computed = priceDiscountPercentage(Math.round(price.original * 100), Math.round(price.current * 100));
  const percent = price.percentagePriceDiscount !== undefined && price.percentagePriceDiscount > 0 ? price.percentagePriceDiscount : computed;
  const original = marked ? { low: price.original, high: price.original } : null;
  return { low, high, original, discountPercent: marked ? percent : null, onSale: marked };
}

/**
 * A price as a tile or a product page shows it; `format` turns an amount into the market's money. On the product page
 * (`large`), a sale price whose history is known also shows the lowest price of the 30 days before the sale (the EU's
 * Omnibus rule); a tile keeps to its price.
 */
export function PriceView({
  price,
  format,
  large = false,
}: {
  readonly price: WirePrice;
  readonly format: (amount: number) => string;
  readonly large?: boolean;
}): ReactElement {
  const { t, locale } = useMessages();
  const shown = priceDisplay(price);
  // The Omnibus reference, on the product page: the lowest price of the 30 days before the sale (only a sale has one).
  const best = large && price.previousBestSalesPrice;
  const span = ({ low, high }: PriceSpan) => (low === high ? format(low) : `${format(low)} – ${format(high)}`);
  return (
    <p className={`price${large ? ' price--large' : ''}`}>
      <span className={shown.onSale ? 'price--sale' : undefined}>
        {shown.onSale ? <span className="visually-hidden">{t('price.salePrice')} </span> : null}
        {span(shown)}
      </span>
      {shown.original !== null ? (
        <>
          {' '}
          <s className="price--original">
            <span className="visually-hidden">{t('price.was')} </span>
            {span(shown.original)}
          </s>
        </>
      ) : null}
      {shown.discountPercent !== null ? (
        <span className="price__discount"> {t('price.percentOff', { percent: formatPercent(locale, shown.discountPercent) })}</span>
      ) : null}
      {best ? <small> {t('price.lowestBefore', { price: format(best) })}</small> : null}
    </p>
  );
}
