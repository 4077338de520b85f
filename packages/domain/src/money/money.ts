import type { CurrencyCode } from './currency-code.js';

/** Spec (account section 9, commerce section 9): the store's default currency. */
export const MONEY_DEFAULT_CURRENCY = 'USD';

export type { CurrencyCode } from './currency-code.js';

/** Money as integer minor units (cents, pence; yen for JPY) plus its ISO currency (moneySchema checks it). */
export type Money = Readonly<{ amount: number; currency: CurrencyCode }>;

/**
 * Builds a Money value; a non-integer amount here is a programming error, so it throws.
 * @example moneyOf(12999, 'USD') // { amount: 12999, currency: 'USD' }
 */
export function moneyOf(amount: number, currency: CurrencyCode = MONEY_DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amount must be a safe integer of minor units, got ${amount}`);
  }
  return { amount, currency };
}

/** A zero amount in the given currency, the neutral start of a sum. */
export function zeroMoney(currency: CurrencyCode = MONEY_DEFAULT_CURRENCY): Money {
  return { amount: 0, currency };
}
