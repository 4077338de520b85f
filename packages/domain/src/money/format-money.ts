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
  return formatterFor(locale, money.currency, digits).format(money.amount / 10 ** digits);
}

// Building an Intl.NumberFormat costs about a hundred times formatting with one, and a cart answer
// formats dozens of amounts: one formatter per locale and currency, made on first use. A formatter
// holds no state between calls, so sharing it changes no result.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: CurrencyCode, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  const known = formatters.get(key);
  if (known !== undefined) return known;
  const made = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currencyDisplayFor(currency),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Locales come from a short list of markets; the bound only guards against a caller passing many.
  if (formatters.size >= 64) formatters.clear();
  formatters.set(key, made);
  return made;
}
