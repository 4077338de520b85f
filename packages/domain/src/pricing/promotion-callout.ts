import { formatMoney, moneyOf } from '../money/index.js';
import type { CurrencyCode } from '../money/index.js';
import { promoThresholdStatus } from '../promo/index.js';
import type { PromoThresholdStatus } from '../promo/index.js';
import { toMajorUnits } from '../money/index.js';

const PART_BY_STATUS: Readonly<Record<PromoThresholdStatus, number>> = {
  'Below Threshold': 0,
  'Threshold Reached': 1,
  'Above Threshold': 2,
};

// A stored callout is the domain's "below|reached|above" texts (docs/decisions.md), `{remaining}`
// marking the distance; anything else falls back to the promotion's name.
/**
 * The three texts (below | reached | above the threshold) of a promotion's callout, `{distance}`
 * marking where the distance goes.
 * @example calloutTexts('Spend {remaining} more|Free shipping unlocked|Free shipping', 'Free shipping')[0] // 'Spend {distance} more'
 */
export function calloutTexts(stored: string | undefined, promotionName: string): readonly [string, string, string] {
  const parts = (stored ?? '').split('|').map((part) => part.trim());
  if (parts.length === 3 && parts.every((part) => part !== '')) {
    const [below, reached, above] = parts.map((part) => part.replaceAll('{remaining}', '{distance}'));
    return [below ?? '', reached ?? '', above ?? ''];
  }
  return [`Spend {distance} more: ${promotionName}`, promotionName, promotionName];
}

/**
 * A promotion's name or callout with its amounts in the basket's currency: `{threshold}` and
 * `{amountOff}` become money, so one promotion reads "over $100" on the US site and "over £80.00"
 * on the UK site, and no page shows another site's currency; written as `locale` writes money
 * (the site's: 100,00 $ CA on /fr-ca), else as the currency's own site does.
 * @example promotionText('{amountOff} off orders over {threshold}', { thresholdMinor: 12000, amountOffMinor: 1500 }, 'GBP') // '£15.00 off orders over £120.00'
 */
export function promotionText(
  text: string,
  amounts: { readonly thresholdMinor: number; readonly amountOffMinor?: number | undefined },
  currency: CurrencyCode,
  locale: string = localeForCurrency(currency),
): string {
  if (!text.includes('{')) return text;
  let written = text;
  if (written.includes('{threshold}')) written = written.replaceAll('{threshold}', formatMoney(moneyOf(amounts.thresholdMinor, currency), locale));
  if (written.includes('{amountOff}')) written = written.replaceAll('{amountOff}', formatMoney(moneyOf(amounts.amountOffMinor ?? 0, currency), locale));
  return written;
}

// The number format of the currency's own site (CAD as en-CA shows the code, GBP as en-GB).
function localeForCurrency(currency: CurrencyCode): string {
  if (currency === 'CAD') return 'en-CA';
  return currency === 'GBP' ? 'en-GB' : 'en-US';
}

/** The callout message and threshold status for a distance in minor units (undefined: no threshold). */
export function promotionCallout(
  stored: string | undefined,
  promotionName: string,
  currency: CurrencyCode,
  distanceMinor: number | undefined,
  locale: string = localeForCurrency(currency),
): { readonly message: string; readonly thresholdStatus?: PromoThresholdStatus } {
  if (distanceMinor === undefined) return { message: promotionName };
  const thresholdStatus = promoThresholdStatus(toMajorUnits(moneyOf(distanceMinor, currency)));
  const text = calloutTexts(stored, promotionName)[PART_BY_STATUS[thresholdStatus]] ?? promotionName;
  return { message: text.replaceAll('{distance}', formatMoney(moneyOf(Math.abs(distanceMinor), currency), locale)), thresholdStatus };
}
