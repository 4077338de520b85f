/** A card's expiry month (1-12) and four-digit year. */
export interface CardExpiry {
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/**
 * A card is valid through the last day of its expiry month (UTC), as acquirers read it.
 * @example isCardExpiryValid({ expiryMonth: 12, expiryYear: 2030 }, new Date('2030-12-31T12:00:00Z')) // true
 */
export function isCardExpiryValid(expiry: CardExpiry, now: Date): boolean {
  const { expiryMonth, expiryYear } = expiry;
  if (!Number.isInteger(expiryMonth) || expiryMonth < 1 || expiryMonth > 12) return false;
  if (!Number.isInteger(expiryYear) || expiryYear < 2000 || expiryYear > 2999) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiryYear > year || (expiryYear === year && expiryMonth >= month);
}
