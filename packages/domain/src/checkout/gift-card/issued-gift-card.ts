import { GIFT_CARD_SECRET_BYTES, ISSUED_GIFT_CARD_PIN_DIGITS, ISSUED_GIFT_CARD_PREFIX } from '../checkout.constants.js';
import type { GiftCardOrderLine, IssuedGiftCard } from '../ports/gift-card-issuance.port.js';

/** The number and PIN of a card about to be issued (the PIN is e-mailed, then only its hash is kept). */
export interface GiftCardSecrets {
  readonly number: string;
  readonly pin: string;
}

/** One unit of a digital line that has no card yet: the card's value is the unit's price. */
export interface UnitToIssue {
  readonly line: GiftCardOrderLine;
  /** 1 to the line's quantity. */
  readonly unit: number;
}

/** Who a card's e-mail goes to: the gift option's recipient, else the buyer. */
export interface GiftCardRecipient {
  readonly email: string;
  /** The recipient's name and the buyer's message, for a gift. */
  readonly name: string | null;
  readonly message: string | null;
}

// 250 is the largest multiple of 10 a byte holds: bytes from 250 up are skipped, so every digit is equally likely.
const UNBIASED_BYTE_LIMIT = 250;

/** `count` decimal digits from random bytes, without bias; null when the bytes run out first. */
function digitsFromBytes(bytes: Uint8Array, count: number): string | null {
  const digits = Array.from(bytes.filter((byte) => byte < UNBIASED_BYTE_LIMIT).slice(0, count), (byte) => String(byte % 10));
  return digits.length === count ? digits.join('') : null;
}

/**
 * A new card's 16-digit number (Stride's prefix and 12 random digits) and 4-digit PIN, from
 * GIFT_CARD_SECRET_BYTES random bytes; null in the rare draw with too many bytes skipped (draw again).
 * @example giftCardSecretsFromBytes(new Uint8Array(32).map((_, i) => i)) // { number: '7777012345678901', pin: '2345' }
 */
export function giftCardSecretsFromBytes(bytes: Uint8Array): GiftCardSecrets | null {
  if (bytes.length < GIFT_CARD_SECRET_BYTES) throw new RangeError(`Gift card secrets need ${GIFT_CARD_SECRET_BYTES} random bytes`);
  const randomDigits = 16 - ISSUED_GIFT_CARD_PREFIX.length;
  const digits = digitsFromBytes(bytes, randomDigits + ISSUED_GIFT_CARD_PIN_DIGITS);
  if (digits === null) return null;
  return { number: `${ISSUED_GIFT_CARD_PREFIX}${digits.slice(0, randomDigits)}`, pin: digits.slice(randomDigits) };
}

/**
 * The units of an order's digital lines that have no card yet, one per unit (so issuing twice issues nothing more).
 * @example unitsToIssue([{ itemId: 'a', qty: 2, ... }], [{ itemId: 'a', unit: 1, ... }]) // [{ line, unit: 2 }]
 */
export function unitsToIssue(lines: readonly GiftCardOrderLine[], issued: readonly Pick<IssuedGiftCard, 'itemId' | 'unit'>[]): UnitToIssue[] {
  const done = new Set(issued.map((card) => `${card.itemId}#${card.unit}`));
  return lines.flatMap((line) => Array.from({ length: line.qty }, (_, i) => ({ line, unit: i + 1 })).filter((u) => !done.has(`${line.itemId}#${u.unit}`)));
}

/**
 * Where a card's e-mail goes: the line's gift option (recipient's e-mail, name and the buyer's message) when it has
 * one, else the e-mail the order was placed with; null when there is neither.
 * @example giftCardRecipient(null, 'ada@example.com') // { email: 'ada@example.com', name: null, message: null }
 */
export function giftCardRecipient(giftOption: GiftCardOrderLine['giftOption'], customerEmail: string): GiftCardRecipient | null {
  if (giftOption !== null) return { email: giftOption.email, name: giftOption.to, message: giftOption.message };
  return customerEmail.trim() === '' ? null : { email: customerEmail, name: null, message: null };
}
