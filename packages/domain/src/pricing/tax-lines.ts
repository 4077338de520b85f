import { taxOnAmount, taxRatePpmFor } from './tax-rates.js';
import type { PricingLine, TaxRegion } from './pricing.types.js';

/** Tax per line and on shipping; `estimated` when a taxable amount had no known region. */
export interface TaxLines {
  readonly lineTaxMinor: readonly number[];
  readonly shippingTaxMinor: number;
  readonly estimated: boolean;
}

/**
 * Taxes each discounted line at its pickup store's rate, else the shipping address's rate, rounded
 * half up per line; shipping at the address's rate. Tax-exempt lines (digital gift cards) pay none.
 * Without a known region the tax is estimated at 0 and flagged.
 */
export function taxLines(
  lines: readonly PricingLine[],
  afterOrderMinor: readonly number[],
  shippingMinor: number,
  shippingRegion: TaxRegion | undefined,
): TaxLines {
  let estimated = false;
  const rateFor = (region: TaxRegion | undefined): number => {
    const rate = region === undefined ? undefined : taxRatePpmFor(region);
    if (rate === undefined) estimated = true;
    return rate ?? 0;
  };
  const lineTaxMinor = lines.map((line, index) => {
    const amount = afterOrderMinor[index] ?? 0;
    if (line.isTaxExempt || amount <= 0) return 0;
    return taxOnAmount(amount, rateFor(line.pickupRegion ?? shippingRegion));
  });
  const shippingTaxMinor = shippingMinor > 0 ? taxOnAmount(shippingMinor, rateFor(shippingRegion)) : 0;
  return { lineTaxMinor, shippingTaxMinor, estimated };
}
