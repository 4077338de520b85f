import type { CheckoutStore, PricedBasket } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { basketAccessRefusal } from '@stride/domain/cart';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller } from './checkout-deps.js';
import { lockPricedBasket } from './lock-priced-basket.js';
import { otherSiteRefusal } from '../other-site-basket.js';

/**
 * Locks and prices a basket the caller owns and may still change. Another consumer's basket answers
 * exactly like a missing one (BSK404), and so does a basket already ordered or merged; a basket of
 * another site's currency than the caller's site is BSK409; its creator, after a sign-in gave it to an account, AUT498.
 */
export async function lockOwnedOpenBasket(
  store: CheckoutStore,
  basketId: string,
  caller: CheckoutCaller,
  now: Date,
): Promise<Result<PricedBasket, StrideError>> {
  const basket = await lockPricedBasket(store, basketId, now);
  const refused = basketAccessRefusal(basket, caller.consumerNo);
  if (basket === null || refused !== undefined) return err(strideError(refused ?? 'BSK404'));
  const otherSite = otherSiteRefusal(basket.currency, caller);
  return otherSite === undefined ? ok(basket) : err(otherSite);
}
