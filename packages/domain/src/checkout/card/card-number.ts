/** Card brands the sandbox acquirer recognises from the number's prefix. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'UNKNOWN';

/** Digits only: spaces and dashes typed in a card field are dropped; anything else makes it invalid. */
export function normaliseCardNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(compact) ? compact : null;
}

/**
 * The Luhn (mod 10) check every card number carries.
 * @example isLuhnValid('4111111111111111') // true
 */
export function isLuhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand from the number's issuer prefix.
 * @example cardBrandOf('4111111111111111') // 'VISA'
 */
export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}
