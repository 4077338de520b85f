/** Digits left visible at the end of a gift card label (account-and-catalogue section 9). */
export const GIFT_CARD_VISIBLE_DIGITS = 4;
/** Character that replaces each hidden digit. */
export const GIFT_CARD_MASK_CHAR = '*';

/**
 * Gift card label: every character but the last 4 masked, spaces and dashes dropped first.
 * A number of 4 characters or fewer is shown as it is (there is nothing to hide behind it).
 * @example maskGiftCardNumber('6006 4912 3456 7890') // '************7890'
 */
export function maskGiftCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  const hidden = Math.max(0, compact.length - GIFT_CARD_VISIBLE_DIGITS);
  return GIFT_CARD_MASK_CHAR.repeat(hidden) + compact.slice(hidden);
}
