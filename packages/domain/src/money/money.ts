import type { z } from 'zod';
import type { currencyCodeSchema, moneySchema } from './money.schema.js';

/** Spec (account section 9, commerce section 9): the store's default currency. */
export const MONEY_DEFAULT_CURRENCY = 'USD';

/** An ISO 4217 alphabetic currency code such as `USD`, `CAD`, `JPY` (money.schema.ts checks it). */
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** The shape of an ISO 4217 alphabetic code. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** Whether a string is shaped like a currency code (what currencyCodeSchema checks, without zod). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCY_CODE_PATTERN.test(value);
}

/** Money as integer minor units plus its ISO currency (money.schema.ts checks it). */
export type Money = Readonly<z.infer<typeof moneySchema>>;

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
