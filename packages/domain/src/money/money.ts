import { z } from 'zod';

/** Spec (account section 9, commerce section 9): the store's default currency. */
export const MONEY_DEFAULT_CURRENCY = 'USD';

/** An ISO 4217 alphabetic currency code such as `USD`, `CAD`, `JPY`. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code');

export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Money as integer minor units (cents, pence; yen for JPY) plus its ISO currency. */
export const moneySchema = z.object({
  amount: z.number().int().refine(Number.isSafeInteger, 'Amount must be a safe integer'),
  currency: currencyCodeSchema,
});

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
