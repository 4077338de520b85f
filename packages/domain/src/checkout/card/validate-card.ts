import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../../errors/index.js';
import { isCardExpiryValid } from './card-expiry.js';
import { cardBrandOf, isLuhnValid, normaliseCardNumber, type CardBrand } from './card-number.js';
import { sandboxOutcomeFor, type SandboxCardOutcome } from './sandbox-test-cards.js';

/** Card details as typed by the shopper (sent to the provider's tokenisation endpoint only). */
export interface CardDetails {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName: string;
}

/** What may be kept of a card: never the number or the CVC. */
export interface CardSummary {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly holderName: string;
  readonly outcome: SandboxCardOutcome;
}

/**
 * Checks a card before tokenisation: digits, Luhn, CVC and expiry, all answered FE309 (the spec's
 * card error) so a probe learns nothing about which part was wrong.
 * @example validateCard({ number: '4111 1111 1111 1111', expiryMonth: 1, expiryYear: 2099, cvc: '123', holderName: 'A' }, new Date()).isOk() // true
 */
export function validateCard(card: CardDetails, now: Date): Result<CardSummary, StrideError> {
  const digits = normaliseCardNumber(card.number);
  const cvcOk = /^[0-9]{3,4}$/.test(card.cvc);
  if (digits === null || !isLuhnValid(digits) || !cvcOk || !isCardExpiryValid(card, now)) {
    return err(strideError('FE309', 'The card number, expiry date or security code is invalid.'));
  }
  return ok({
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName.trim(),
    outcome: sandboxOutcomeFor(digits),
  });
}
