import { err, ok, type Result } from 'neverthrow';
import { currencyExponent } from './currency-exponent.js';
import { MONEY_DEFAULT_CURRENCY, moneyOf, type CurrencyCode, type Money } from './money.js';
import { MoneyError } from './money.errors.js';

/**
 * The wire form of an amount: a decimal number in major units.
 * @example toMajorUnits(moneyOf(12999, 'USD')) // 129.99
 * @example toMajorUnits(moneyOf(1500, 'JPY')) // 1500
 */
export function toMajorUnits(money: Money): number {
  const factor = 10 ** currencyExponent(money.currency);
  // Dividing an integer by a power of ten yields the closest double to the decimal, so 12999 -> 129.99.
  return money.amount / factor;
}

/**
 * Reads a wire amount in major units into integer minor units. The currency defaults to USD.
 * An amount finer than the currency's minor unit (129.999 USD, 12.5 JPY) is rejected rather
 * than silently rounded, since it means the sender computed something we would misreport.
 * @example fromMajorUnits(129.99, 'USD') // ok({ amount: 12999, currency: 'USD' })
 */
export function fromMajorUnits(amount: number, currency: CurrencyCode = MONEY_DEFAULT_CURRENCY): Result<Money, MoneyError> {
  if (!Number.isFinite(amount)) {
    return err(new MoneyError('MONEY_INVALID_AMOUNT', `Amount must be a finite number, got ${amount}`));
  }
  const scaled = amount * 10 ** currencyExponent(currency);
  // 129.99 * 100 is 12998.999999999998 in binary floating point; rounding recovers 12999.
  const minor = Math.round(scaled);
  if (!Number.isSafeInteger(minor)) {
    return err(new MoneyError('MONEY_INVALID_AMOUNT', `Amount ${amount} is out of range`));
  }
  // Tolerance covers floating-point error only, far below a hundredth of a minor unit.
  if (Math.abs(scaled - minor) > Math.max(1e-9, Math.abs(scaled) * 1e-12)) {
    return err(new MoneyError('MONEY_TOO_PRECISE', `Amount ${amount} is finer than a ${currency} minor unit`));
  }
  return ok(moneyOf(minor, currency));
}
