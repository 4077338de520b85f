import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../../errors/index.js';

/** A gift card as stored: balance in minor units, optional expiry, provider status. */
export interface GiftCardRecord {
  readonly number: string;
  readonly currency: string;
  readonly balanceMinor: number;
  readonly expiresAt: Date | null;
  readonly status: 'ACTIVE' | 'SUSPENDED';
}

/** The status shown by a balance check. */
export type GiftCardStatus = 'ACTIVE' | 'ZERO_BALANCE' | 'EXPIRED' | 'SUSPENDED';

/**
 * The status of a card at a moment: suspended first, then expired, then a zero balance.
 * @example giftCardStatus({ number: '1', currency: 'USD', balanceMinor: 0, expiresAt: null, status: 'ACTIVE' }, new Date()) // 'ZERO_BALANCE'
 */
export function giftCardStatus(card: GiftCardRecord, now: Date): GiftCardStatus {
  if (card.status === 'SUSPENDED') return 'SUSPENDED';
  if (card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (card.balanceMinor <= 0) return 'ZERO_BALANCE';
  return 'ACTIVE';
}

/** Whether a card can pay: GFC725 suspended, GFC812 expired, GFC740 zero balance. */
export function checkGiftCardUsable(card: GiftCardRecord, now: Date): Result<GiftCardRecord, StrideError> {
  const status = giftCardStatus(card, now);
  if (status === 'SUSPENDED') return err(strideError('GFC725'));
  if (status === 'EXPIRED') return err(strideError('GFC812'));
  if (status === 'ZERO_BALANCE') return err(strideError('GFC740'));
  return ok(card);
}

/**
 * A gift card pays what it can of what is left: min(balance, remaining), never below zero.
 * @example giftCardAmountToApply(5000, 3200) // 3200
 */
export function giftCardAmountToApply(balanceMinor: number, remainingMinor: number): number {
  return Math.max(0, Math.min(balanceMinor, remainingMinor));
}

/** Normalises a typed gift card number (spaces and dashes dropped); null when it cannot be one. */
export function normaliseGiftCardNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  return /^[0-9]{16,19}$/.test(compact) ? compact : null;
}
