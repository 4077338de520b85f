import type { CurrencyCode } from '../../money/index.js';

/** A variant's price in one currency (minor units): its list price and its sale price, null when not on sale. */
export interface VariantPriceRecord {
  readonly listMinor: number;
  readonly saleMinor: number | null;
}

/** The catalogue's prices as staff change them; every change is recorded in the price's history with `at`. */
export interface PriceBook {
  /**
   * Sets a variant's price in a currency (adding it when the variant had none there), recorded as changed at `at`:
   * the price before (null when there was none) and after; null when there is no such variant.
   */
  setPrice(
    variantId: string,
    currency: CurrencyCode,
    price: VariantPriceRecord,
    at: Date,
  ): Promise<{ readonly before: VariantPriceRecord | null; readonly after: VariantPriceRecord } | null>;
}
