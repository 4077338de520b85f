import { currencyExponent } from './currency-exponent.js';
import type { CurrencyCode, Money } from './money.js';

/** How Intl shows the currency: its ISO code or its symbol. */
export type MoneyCurrencyDisplay = 'code' | 'symbol';

// Spec (account section 9): "for CAD the currency code is shown, otherwise the symbol" -
// a bare "$" would let a Canadian shopper mistake the price for US dollars.
const CODE_DISPLAY_CURRENCIES: ReadonlySet<string> = new Set(['CAD']);

/**
 * Whether a currency is displayed by code (CAD) or by symbol (everything else).
 * @example currencyDisplayFor('CAD') // 'code'
 */
export function currencyDisplayFor(currency: CurrencyCode): MoneyCurrencyDisplay {
  return CODE_DISPLAY_CURRENCIES.has(currency) ? 'code' : 'symbol';
}

/**
 * Formats money for display in a locale, with the currency's own number of decimals.
 * @example formatMoney(moneyOf(12999, 'USD'), 'en-US') // '$129.99'
 * @example formatMoney(moneyOf(12999, 'CAD'), 'en-CA') // 'CAD 129.99'
 */
export function formatMoney(money: Money, locale: string): string {
  const digits = currencyExponent(money.currency);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: currencyDisplayFor(money.currency),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatter.format(money.amount / 10 ** digits);
}
