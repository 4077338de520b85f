import type { StrideError } from '@stride/domain/errors';
import type { ThrottleLimit } from '@stride/domain/security';
import { giftCardFailuresPerAccount, giftCardFailuresPerClient, rateLimitedError } from '@stride/domain/security';
import { giftCardStatus, normaliseGiftCardNumber, type GiftCardRecord, type GiftCardStatus } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';

/** Who asks, for the abuse limits: the consumer and the client address. */
export interface BalanceCheckWho {
  readonly consumerNo: string;
  readonly clientAddress: string;
}

/** A gift card's balance as a balance check shows it. */
export interface GiftCardBalance {
  readonly card: GiftCardRecord;
  readonly status: GiftCardStatus;
}

/** The limits a caller's failed gift card checks count against. */
export function giftCardCheckLimits(who: BalanceCheckWho): ThrottleLimit[] {
  return [giftCardFailuresPerAccount(who.consumerNo), giftCardFailuresPerClient(who.clientAddress)];
}

/** API429 with the wait, when the caller has failed too many gift card checks. */
export async function giftCardChecksRefused(deps: Pick<CheckoutDeps, 'throttle' | 'now'>, who: BalanceCheckWho): Promise<StrideError | undefined> {
  const verdict = await deps.throttle.check(giftCardCheckLimits(who), deps.now());
  return verdict.blocked ? rateLimitedError(verdict.retryAfterMs, 'Too many gift card attempts. Please try again later.') : undefined;
}

/**
 * Finds a gift card by number and PIN, counting failures per consumer and per client address. A
 * wrong number and a wrong PIN answer alike (GFC800), so numbers cannot be probed; past a limit
 * every check is refused (API429) until its window ends, even with the right PIN.
 */
export async function findGiftCardWithPin(
  deps: Pick<CheckoutDeps, 'reader' | 'throttle' | 'now'>,
  input: { giftCardNumber: string; pin: string | undefined },
  who: BalanceCheckWho,
): Promise<Result<GiftCardRecord, StrideError>> {
  const refused = await giftCardChecksRefused(deps, who);
  if (refused !== undefined) return err(refused);
  const number = normaliseGiftCardNumber(input.giftCardNumber);
  if (number === null || input.pin === undefined || input.pin === '') return err(strideError('GFC400'));
  const pinOk = await deps.reader.giftCards.verifyPin(number, input.pin);
  const card = pinOk ? await deps.reader.giftCards.find(number) : null;
  if (card === null) {
    await deps.throttle.hit(giftCardCheckLimits(who), deps.now());
    return err(strideError('GFC800'));
  }
  return ok(card);
}

/** `POST /cart/v1/giftcard/balance`: the balance, currency, expiry and status of a card (PIN required). */
export async function checkGiftCardBalance(
  deps: Pick<CheckoutDeps, 'reader' | 'throttle' | 'now'>,
  input: { giftCardNumber: string; pin: string | undefined },
  who: BalanceCheckWho,
): Promise<Result<GiftCardBalance, StrideError>> {
  const found = await findGiftCardWithPin(deps, input, who);
  if (found.isErr()) return err(found.error);
  const status = giftCardStatus(found.value, deps.now());
  if (status === 'EXPIRED') return err(strideError('GFC812'));
  return ok({ card: found.value, status });
}
