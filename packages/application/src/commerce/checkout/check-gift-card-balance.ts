import type { StrideError } from '@stride/domain';
import {
  GIFT_CARD_CHECK_MAX_FAILURES, GIFT_CARD_CHECK_WINDOW_MS, giftCardStatus, normaliseGiftCardNumber, strideError, type GiftCardRecord, type GiftCardStatus,
} from '@stride/domain';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';

/** Who asks, for the rate limit: the consumer and the client address. */
export interface BalanceCheckWho {
  readonly consumerNo: string;
  readonly clientAddress: string;
}

/** A gift card's balance as a balance check shows it. */
export interface GiftCardBalance {
  readonly card: GiftCardRecord;
  readonly status: GiftCardStatus;
}

/** Stride's code for "too many failed gift card checks" (answered 429). */
export const GIFT_CARD_CHECK_RATE_LIMITED = 'GFC799';

/** The rate-limit keys of a caller. */
export function giftCardCheckKeys(who: BalanceCheckWho): string[] {
  return [`gc-check:consumer:${who.consumerNo}`, `gc-check:ip:${who.clientAddress}`];
}

/**
 * Finds a gift card by number and PIN, counting failures per consumer and per address. A wrong
 * number and a wrong PIN answer alike (GFC800), so numbers cannot be probed; past the limit every
 * check is refused until the window ends, even with the right PIN.
 */
export async function findGiftCardWithPin(
  deps: Pick<CheckoutDeps, 'reader' | 'rateLimiter' | 'now'>,
  input: { giftCardNumber: string; pin: string | undefined },
  who: BalanceCheckWho,
): Promise<Result<GiftCardRecord, StrideError>> {
  const keys = giftCardCheckKeys(who);
  const now = deps.now();
  if (await deps.rateLimiter.isBlocked(keys, GIFT_CARD_CHECK_MAX_FAILURES, GIFT_CARD_CHECK_WINDOW_MS, now)) {
    return err(strideError(GIFT_CARD_CHECK_RATE_LIMITED, 'Too many gift card attempts. Please try again later.', { rateLimited: true }));
  }
  const number = normaliseGiftCardNumber(input.giftCardNumber);
  if (number === null || input.pin === undefined || input.pin === '') return err(strideError('GFC400'));
  const pinOk = await deps.reader.giftCards.verifyPin(number, input.pin);
  const card = pinOk ? await deps.reader.giftCards.find(number) : null;
  if (card === null) {
    await deps.rateLimiter.recordFailure(keys, GIFT_CARD_CHECK_WINDOW_MS, now);
    return err(strideError('GFC800'));
  }
  return ok(card);
}

/** `POST /cart/v1/giftcard/balance`: the balance, currency, expiry and status of a card (PIN required). */
export async function checkGiftCardBalance(
  deps: Pick<CheckoutDeps, 'reader' | 'rateLimiter' | 'now'>,
  input: { giftCardNumber: string; pin: string | undefined },
  who: BalanceCheckWho,
): Promise<Result<GiftCardBalance, StrideError>> {
  const found = await findGiftCardWithPin(deps, input, who);
  if (found.isErr()) return err(found.error);
  const status = giftCardStatus(found.value, deps.now());
  if (status === 'EXPIRED') return err(strideError('GFC812'));
  return ok({ card: found.value, status });
}
