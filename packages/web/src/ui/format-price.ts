import { formatMoney, fromMajorUnits, isCurrencyCode } from '@stride/domain/money';

/**
 * Formats a wire amount (decimal major units) for a locale with the domain's money rules
 * (CAD shown by code). An amount the domain refuses is shown as a plain number rather than hidden.
 * @example formatPrice(129.99, 'USD', 'en-US') // '$129.99'
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  if (!isCurrencyCode(currency)) return amount.toFixed(2);
  return fromMajorUnits(amount, currency).match(
    (money) => formatMoney(money, locale),
    () => amount.toFixed(2),
  );
}
