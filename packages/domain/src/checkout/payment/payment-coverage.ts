import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../../errors/index.js';
import { isProviderPaid } from './provider-paid.js';

/** The instruments on a basket, as far as paying goes. */
export interface AppliedPayment {
  readonly paymentMethodId: string;
  /** Fixed amount for stored value (gift card, points, rewards, athlete credit); a card pays the rest. */
  readonly amountMinor: number;
}

/**
 * What is left for a card after the stored-value instruments: never below zero.
 * @example remainingAfterStoredValue(10000, [{ paymentMethodId: 'GIFT_CARD', amountMinor: 5000 }]) // 5000
 */
export function remainingAfterStoredValue(totalMinor: number, payments: readonly AppliedPayment[]): number {
  const storedValue = payments.filter((p) => !isProviderPaid(p.paymentMethodId)).reduce((sum, p) => sum + p.amountMinor, 0);
  return Math.max(0, totalMinor - storedValue);
}

/**
 * Payments cover the total when stored value pays it all, or a card takes the rest (PYT400 otherwise).
 * @example checkPaymentsCoverTotal(10000, [{ paymentMethodId: 'CREDIT_CARD', amountMinor: 0 }]).isOk() // true
 */
export function checkPaymentsCoverTotal(totalMinor: number, payments: readonly AppliedPayment[]): Result<number, StrideError> {
  const remaining = remainingAfterStoredValue(totalMinor, payments);
  const hasCard = payments.some((p) => isProviderPaid(p.paymentMethodId));
  if (remaining > 0 && !hasCard) return err(strideError('PYT400', undefined, { remainingMinor: remaining }));
  return ok(remaining);
}

/**
 * Loyalty points needed for an amount, and the amount points pay: 100 points per major unit.
 * @example pointsForAmount(1250, 100, 2) // 1250
 */
export function pointsForAmount(amountMinor: number, pointsPerMajorUnit: number, exponent: number): number {
  return Math.ceil((amountMinor * pointsPerMajorUnit) / 10 ** exponent);
}

/** The amount (minor units) a number of points pays. */
export function amountForPoints(points: number, pointsPerMajorUnit: number, exponent: number): number {
  return Math.floor((points * 10 ** exponent) / pointsPerMajorUnit);
}
