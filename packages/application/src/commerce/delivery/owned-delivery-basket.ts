import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { DeliveryBasket } from '@stride/domain/shipping';
import { basketAccessRefusal } from '@stride/domain/cart';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { otherSiteRefusal } from '../other-site-basket.js';

/**
 * The caller's open basket. Another consumer's basket answers BSK404 exactly like a missing one
 * (same code, same message), so basket ids cannot be probed; a basket of another site's currency
 * than the caller's site is BSK409; its creator, after a sign-in gave it to an account, AUT498.
 */
export async function ownedDeliveryBasket(
  deps: Pick<DeliveryDeps, 'baskets'>,
  basketId: string,
  caller: DeliveryCaller,
): Promise<Result<DeliveryBasket, StrideError>> {
  const basket = await deps.baskets.load(basketId);
  const refused = basketAccessRefusal(basket === undefined ? null : { ...basket, status: 'OPEN' }, caller.consumerNo);
  if (basket === undefined || refused !== undefined) return err(strideError(refused ?? 'BSK404'));
  const otherSite = otherSiteRefusal(basket.currency, caller);
  return otherSite === undefined ? ok(basket) : err(otherSite);
}
