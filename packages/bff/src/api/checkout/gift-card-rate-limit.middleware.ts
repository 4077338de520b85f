import type { CheckoutDeps } from '@stride/application/commerce';
import { GIFT_CARD_CHECK_RATE_LIMITED, giftCardCheckKeys } from '@stride/application/commerce';
import { GIFT_CARD_CHECK_MAX_FAILURES, GIFT_CARD_CHECK_WINDOW_MS, strideError } from '@stride/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { respondWithError } from '../api-error.js';
import { clientAddress } from './client-address.js';

/**
 * Answers 429 GFC799 before a gift card is even looked at once the caller (consumer or address)
 * has failed too often in the window; the use case counts the failures. `onlyWhen` picks the
 * requests that check a gift card (the instrument call also takes cards and points).
 */
export function giftCardRateLimit(deps: Pick<CheckoutDeps, 'rateLimiter' | 'now'>, onlyWhen: (bodyText: string) => boolean = () => true): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get('principal');
    if (c.req.method !== 'POST' || principal === undefined || !onlyWhen(await c.req.text())) return next();
    const keys = giftCardCheckKeys({ consumerNo: principal.consumerNo, clientAddress: clientAddress(c) });
    if (await deps.rateLimiter.isBlocked(keys, GIFT_CARD_CHECK_MAX_FAILURES, GIFT_CARD_CHECK_WINDOW_MS, deps.now())) {
      c.header('retry-after', String(Math.ceil(GIFT_CARD_CHECK_WINDOW_MS / 1000)));
      return respondWithError(c, strideError(GIFT_CARD_CHECK_RATE_LIMITED, 'Too many gift card attempts. Please try again later.'), 429);
    }
    return next();
  };
}
