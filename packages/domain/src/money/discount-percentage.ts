import { err, ok, type Result } from 'neverthrow';
import type { Money } from './money.js';
import { currencyMismatchError, type MoneyError } from './money.errors.js';

/**
 * Spec (account section 9): percentages are rounded to 1 decimal, halves away from zero.
 * @example roundPercentage(33.333) // 33.3
 */
export function roundPercentage(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // toPrecision(15) strips binary noise first, so 0.15 * 10 rounds as the decimal 1.5 does.
  const scaled = Number((Math.abs(value) * 10).toPrecision(15));
  return (sign * Math.round(scaled)) / 10 || 0;
}

/**
 * The discount shown on a price (percentagePriceDiscount): how far `current` is below `original`,
 * as a percentage rounded to 1 decimal. A price that is not reduced (or an original of zero)
 * shows 0 rather than a negative or infinite discount.
 * @example discountPercentage(moneyOf(12999), moneyOf(9099)) // ok(30)
 */
export function discountPercentage(original: Money, current: Money): Result<number, MoneyError> {
  if (original.currency !== current.currency) {
    return err(currencyMismatchError(original.currency, current.currency));
  }
  if (original.amount <= 0 || current.amount >= original.amount) return ok(0);
  // Integer numerator keeps the half-way cases exact: 1 of 8 is exactly 125 per mille.
  const perMille = ((original.amount - current.amount) * 1000) / original.amount;
  return ok(Math.round(perMille) / 10);
}
