import { err, ok, type Result } from 'neverthrow';
import { moneyOf, type Money } from './money.js';
import { currencyMismatchError, type MoneyError } from './money.errors.js';

/**
 * Subtracts `b` from `a` (same currency only); the result may be negative.
 * @example subtractMoney(moneyOf(12999), moneyOf(2000)) // ok({ amount: 10999, currency: 'USD' })
 */
export function subtractMoney(a: Money, b: Money): Result<Money, MoneyError> {
  if (a.currency !== b.currency) return err(currencyMismatchError(a.currency, b.currency));
  return ok(moneyOf(a.amount - b.amount, a.currency));
}
