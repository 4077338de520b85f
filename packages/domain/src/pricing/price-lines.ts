import { allocateDiscountAcrossLines, moneyOf } from '../money/index.js';
import type { CurrencyCode } from '../money/index.js';
import type { LineProductDiscount } from './product-discounts.js';
import type { PricingAdjustment, PricingLine } from './pricing.types.js';

/** A line after item-level discounts and item adjustments. */
export interface LineAfterItemDiscounts {
  readonly line: PricingLine;
  readonly rowTotalMinor: number;
  readonly itemDiscountMinor: number;
  readonly adjustmentMinor: number;
  readonly afterItemMinor: number;
  readonly productDiscount?: LineProductDiscount | undefined;
}

/**
 * Applies each line's product discount, then the agents' adjustments on that line, each capped by
 * what is left of the line. A gift line is free and takes neither; a gift card is paid at its face
 * value and takes neither.
 */
export function applyItemDiscounts(
  lines: readonly PricingLine[],
  productDiscountByLine: ReadonlyMap<string, LineProductDiscount>,
  adjustments: readonly PricingAdjustment[],
): LineAfterItemDiscounts[] {
  return lines.map((line) => {
    if (line.isBonus) return { line, rowTotalMinor: 0, itemDiscountMinor: 0, adjustmentMinor: 0, afterItemMinor: 0 };
    const rowTotalMinor = line.unitPriceMinor * line.qty;
    if (line.isStoredValue) return { line, rowTotalMinor, itemDiscountMinor: 0, adjustmentMinor: 0, afterItemMinor: rowTotalMinor };
    const productDiscount = productDiscountByLine.get(line.id);
    const itemDiscountMinor = Math.min(rowTotalMinor, productDiscount?.discountMinor ?? 0);
    let left = rowTotalMinor - itemDiscountMinor;
    for (const adjustment of adjustments.filter((a) => a.itemId === line.id)) left -= Math.min(left, adjustment.amountMinor);
    const adjustmentMinor = rowTotalMinor - itemDiscountMinor - left;
    return { line, rowTotalMinor, itemDiscountMinor, adjustmentMinor, afterItemMinor: left, productDiscount };
  });
}

/**
 * Spreads an order-level amount over the lines in proportion to what each still costs, without
 * losing a cent; never more than a line's own amount while the amount fits in the lines' sum.
 */
export function allocateOrderAmount(currency: CurrencyCode, amountMinor: number, afterItemMinor: readonly number[]): number[] {
  if (amountMinor === 0 || afterItemMinor.length === 0) return afterItemMinor.map(() => 0);
  const shares = allocateDiscountAcrossLines(
    moneyOf(amountMinor, currency),
    afterItemMinor.map((amount) => moneyOf(amount, currency)),
  );
  // Same currency and non-negative integers by construction: a failure here is a bug.
  if (shares.isErr()) throw new Error(`allocateOrderAmount: ${shares.error.message}`);
  return shares.value.map((share) => share.amount);
}
