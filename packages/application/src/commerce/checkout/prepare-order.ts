import type { StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { checkBasketReady, type ReadyBasket } from './check-basket-ready.js';
import { lockOwnedOpenBasket } from './owned-basket.js';
import { dropUnqualifiedGiftLines } from './drop-unqualified-gift-lines.js';

/**
 * `POST /cart/v1/cart/prepareOrder`: every check of placing the order, nothing written but the removal of a free gift
 * the basket no longer qualifies for (GWP403) and the tax it was prepared at (placing at another tax is TAX310).
 */
export async function prepareOrder(deps: CheckoutDeps, input: { basketId: string; caller: CheckoutCaller }): Promise<Result<ReadyBasket, StrideError>> {
  const gifts = await dropUnqualifiedGiftLines(deps.uow, { basketId: input.basketId, consumerNo: input.caller.consumerNo }, deps.now());
  if (gifts.isErr()) return err(gifts.error);
  return deps.uow.run(async (store) => {
    const basket = await lockOwnedOpenBasket(store, input.basketId, input.caller, deps.now());
    if (basket.isErr()) return err(basket.error);
    const ready = await checkBasketReady(store, basket.value);
    if (ready.isErr()) return err(ready.error);
    await store.baskets.setPreparedTax(input.basketId, basket.value.totals.taxMinor);
    return ok(ready.value);
  });
}
