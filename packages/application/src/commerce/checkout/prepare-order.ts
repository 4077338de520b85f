import type { StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { checkBasketReady, type ReadyBasket } from './check-basket-ready.js';
import { lockOwnedOpenBasket } from './owned-basket.js';

/** `POST /cart/v1/cart/prepareOrder`: every check of placing the order, nothing written. */
export async function prepareOrder(deps: CheckoutDeps, input: { basketId: string; caller: CheckoutCaller }): Promise<Result<ReadyBasket, StrideError>> {
  return deps.uow.run(async (store) => {
    const basket = await lockOwnedOpenBasket(store, input.basketId, input.caller, deps.now());
    if (basket.isErr()) return err(basket.error);
    const ready = await checkBasketReady(store, basket.value);
    return ready.isErr() ? err(ready.error) : ok(ready.value);
  });
}
