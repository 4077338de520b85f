import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { PromoCodeRecord } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';

/** What a code is checked against besides itself. */
export interface CouponContext {
  readonly nowMs: number;
  readonly appliedCodes: readonly string[];
  /** How many orders of the basket's owner already redeemed the code. */
  readonly redemptionsByOwner: number;
  /** The consumer whose basket the code goes on: a personal code is theirs or unknown. */
  readonly basketOwner: string;
}

const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A code as stored: trimmed, upper case. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Checks a promo code before it joins a basket: malformed PRM160, unknown PRM130 (so is another
 * consumer's personal code: the same answer, nothing said about it), already on the basket PRM416,
 * not started PRM135, ended PRM155, its usage limit reached PRM140, and a once-per-customer code this
 * consumer already used PRM150. Usage counts only when an order is placed.
 */
export function checkCoupon(code: string, record: PromoCodeRecord | null, context: CouponContext): Result<PromoCodeRecord, StrideError> {
  if (!CODE_PATTERN.test(code)) return err(strideError('PRM160'));
  if (record === null || (record.ownerConsumerNo !== null && record.ownerConsumerNo !== context.basketOwner)) return err(strideError('PRM130'));
  if (context.appliedCodes.includes(record.code)) return err(strideError('PRM416'));
  const { startsAtMs, endsAtMs } = record.promotion;
  if (startsAtMs !== undefined && context.nowMs < startsAtMs) return err(strideError('PRM135'));
  if (endsAtMs !== undefined && context.nowMs >= endsAtMs) return err(strideError('PRM155'));
  if (record.maxUses !== null && record.useCount >= record.maxUses) return err(strideError('PRM140'));
  if (record.maxUsesPerConsumer !== null && context.redemptionsByOwner >= record.maxUsesPerConsumer) return err(strideError('PRM150'));
  return ok(record);
}
