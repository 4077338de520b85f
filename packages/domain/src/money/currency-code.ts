/** An ISO 4217 alphabetic currency code such as `USD`, `CAD`, `JPY` (currencyCodeSchema checks it). */
export type CurrencyCode = string;

/** The shape of an ISO 4217 alphabetic code. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** Whether a string is shaped like a currency code (what currencyCodeSchema checks, without zod). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCY_CODE_PATTERN.test(value);
}
