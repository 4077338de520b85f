import type { CheckoutDeps } from '@stride/application/commerce';
import { giftCardChecksRefused } from '@stride/application/commerce';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { respondWithError } from '../api-error.js';

/**
 * Answers 429 API429 (Retry-After: the time left in the spent window) before a gift card is even
 * looked at, once the consumer, or the client address at a higher count, has failed too often;
 * the use case counts the failures. `onlyWhen` picks the requests that check a gift card (the
 * instrument call also takes cards and points).
 */
export function giftCardRateLimit(
  deps: Pick<CheckoutDeps, 'throttle' | 'now'>,
  onlyWhen: (bodyText: string) => boolean = () => true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get('principal');
    if (c.req.method !== 'POST' || principal === undefined || !onlyWhen(await c.req.text())) return next();
    const refused = await giftCardChecksRefused(deps, { consumerNo: principal.consumerNo, clientAddress: clientAddress(c) });
    return refused === undefined ? next() : respondWithError(c, refused);
  };
}
