import type { PaymentInstrument } from './payment-instrument.schema.js';
import { REWARD_PAYMENT_METHOD_IDS } from './payment-instrument.schema.js';

/** True for a rewards payment method (reward code or reward card). */
export function isRewardPaymentMethod(paymentMethodId: string): boolean {
  return (REWARD_PAYMENT_METHOD_IDS as readonly string[]).includes(paymentMethodId);
}

/**
 * Rewards payments are allowed only when the athlete remaining amount is zero; a cart without an
 * athlete payment has nothing remaining. Amounts are compared in hundredths to absorb float noise.
 * @example rewardsPaymentAllowed([{ payment_instrument_id: 'a', payment_method_id: 'ATHLETES_PAYMENT', additionalData: { remainingAmount: 0 } }]) // true
 */
export function rewardsPaymentAllowed(instruments: readonly PaymentInstrument[]): boolean {
  return instruments
    .filter((instrument) => instrument.payment_method_id === 'ATHLETES_PAYMENT')
    .every((athlete) => Math.round((athlete.additionalData?.remainingAmount ?? 0) * 100) === 0);
}

/**
 * True when a loyalty balance reaches the configured minimum points for paying with points;
 * a missing or invalid configured minimum allows nothing, as a real store would rather not pay out.
 * @example meetsLoyaltyMinimumPoints(1200, 1000) // true
 */
export function meetsLoyaltyMinimumPoints(points: number, configuredMinimum: number): boolean {
  if (!Number.isFinite(configuredMinimum) || configuredMinimum < 0) return false;
  return points >= configuredMinimum;
}
