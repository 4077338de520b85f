import { err, ok, type Result } from 'neverthrow';
import { moneyOf, zeroMoney, type CurrencyCode, type Money } from './money.js';
import { currencyMismatchError, type MoneyError } from './money.errors.js';

/**
 * Adds two amounts of the same currency; different currencies are an error, never converted.
 * @example addMoney(moneyOf(100), moneyOf(250)) // ok({ amount: 350, currency: 'USD' })
 */
export function addMoney(a: Money, b: Money): Result<Money, MoneyError> {
  if (a.currency !== b.currency) return err(currencyMismatchError(a.currency, b.currency));
  return ok(moneyOf(a.amount + b.amount, a.currency));
}

/**
 * Sums a list of amounts in one currency; the currency is given so an empty list sums to zero.
 * @example sumMoney([moneyOf(1), moneyOf(2)], 'USD') // ok({ amount: 3, currency: 'USD' })
 */
export function sumMoney(items: readonly Money[], currency: CurrencyCode): Result<Money, MoneyError> {
  let total = zeroMoney(currency);
  for (const item of items) {
    const next = addMoney(total, item);
    if (next.isErr()) return next;
    total = next.value;
  }
  return ok(total);
}
