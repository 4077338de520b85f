import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './currency-code.js';

// The schemas live apart from money.ts so code that only computes with money (a browser page
// formatting a price) does not load zod.

/** An ISO 4217 alphabetic currency code such as `USD`, `CAD`, `JPY`. */
export const currencyCodeSchema = z.string().regex(CURRENCY_CODE_PATTERN, 'Currency must be a three-letter ISO code');

/** Money as integer minor units (cents, pence; yen for JPY) plus its ISO currency. */
export const moneySchema = z.object({
  amount: z.number().int().refine(Number.isSafeInteger, 'Amount must be a safe integer'),
  currency: currencyCodeSchema,
});
