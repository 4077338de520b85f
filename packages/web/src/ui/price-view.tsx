import type { ReactElement } from 'react';
import type { ProductTile } from '@stride/application/storefront';
import { priceDiscountPercentage } from '@stride/domain/catalogue';
import { formatPercent } from './format-percent.js';
import { useMessages } from '../i18n/messages.js';

type WirePrice = ProductTile['price'];

/** What a price shows: one amount or a range, the original when marked down, and the discount. */
export interface PriceDisplay {
  readonly low: number;
  readonly high: number;
  /** The original price, shown struck through when the (single) current price is lower. */
  readonly original: number | null;
  /** Discount in percent (1 decimal, the spec's rounding), when marked down. */
  readonly discountPercent: number | null;
  readonly onSale: boolean;
}

/**
 * Reads a wire price: a range when variants differ, else the current price with the original and
 * the discount when it is marked down.
 * @example priceDisplay({ current: 86.97, original: 125 }).discountPercent // 30.4 (from the wire when given)
 */
export function priceDisplay(price: WirePrice): PriceDisplay {
  const low = price.lowCurrent ?? price.current;
  const high = price.highCurrent ?? price.current;
  const highOriginal = price.highOriginal ?? price.original;
  const onSale = price.current < price.original || high < highOriginal;
  if (low !== high) return { low, high, original: null, discountPercent: null, onSale };
  const marked = price.current < price.original;
  // The ratio does not depend on the unit; hundredths make both amounts whole for the domain's rule.
  const computed = priceDiscountPercentage(Math.round(price.original * 100), Math.round(price.current * 100));
  const percent = price.percentagePriceDiscount !== undefined && price.percentagePriceDiscount > 0 ? price.percentagePriceDiscount : computed;
  return { low, high, original: marked ? price.original : null, discountPercent: marked ? percent : null, onSale: marked };
}

/** A price as a tile or a product page shows it; `format` turns an amount into the market's money. */
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
  return (
    <p className={`price${large ? ' price--large' : ''}`}>
      {shown.low !== shown.high ? (
        <span className={shown.onSale ? 'price--sale' : undefined}>
          {format(shown.low)} – {format(shown.high)}
        </span>
      ) : (
        <span className={shown.onSale ? 'price--sale' : undefined}>
          {shown.onSale ? <span className="visually-hidden">{t('price.salePrice')} </span> : null}
          {format(shown.low)}
        </span>
      )}
      {shown.original !== null ? (
        <>
          {' '}
          <s className="price--original">
            <span className="visually-hidden">{t('price.was')} </span>
            {format(shown.original)}
          </s>
        </>
      ) : null}
      {shown.discountPercent !== null ? (
        <span className="price__discount"> {t('price.percentOff', { percent: formatPercent(locale, shown.discountPercent) })}</span>
      ) : null}
    </p>
  );
}
