import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { DeliveryBasket } from '@stride/domain/shipping';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';

/**
 * The caller's open basket. Another consumer's basket answers BSK404 exactly like a missing one
 * (same code, same message), so basket ids cannot be probed.
 */
export async function ownedDeliveryBasket(
  deps: Pick<DeliveryDeps, 'baskets'>,
  basketId: string,
  caller: DeliveryCaller,
): Promise<Result<DeliveryBasket, StrideError>> {
  const basket = await deps.baskets.load(basketId);
  return basket !== undefined && basket.consumerNo === caller.consumerNo ? ok(basket) : err(strideError('BSK404'));
}
