import { giftLineChanges } from '@stride/domain/cart';
import type { CheckoutUnitOfWork } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import type { StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import { priceCart } from '../cart/price-cart.js';

const GIFT_NO_LONGER_QUALIFIES = 'Your cart no longer qualifies for its free gift, so the gift was taken out. Please check your cart and order again.';

/**
 * Before an order is prepared or placed: a free gift line whose promotion the basket no longer qualifies for (its
 * qualifying items saved for later or removed, the promotion over) is taken out of the basket, committed, and the
 * order is refused with GWP403 so that the shopper sees the cart as it is now. A gift can never be ordered alone
 * or without its qualification, whatever path left it behind. Another consumer's basket is left to the caller's
 * own ownership check.
 */
export async function dropUnqualifiedGiftLines(
  uow: CheckoutUnitOfWork,
  input: { readonly basketId: string; readonly consumerNo: string },
  now: Date,
): Promise<Result<void, StrideError>> {
  const dropped = await uow.run(async (store) => {
    const locked = await store.baskets.lock(input.basketId);
    const basket = locked === null ? null : await store.cart.baskets.find(input.basketId);
    if (basket === null || basket.consumerNo !== input.consumerNo || basket.status !== 'OPEN') return ok(0);
    const { remove } = giftLineChanges(basket, await priceCart(store.cart, basket, now));
    for (const line of remove) await store.cart.baskets.removeItem(basket.id, line.id);
    if (remove.length > 0) await store.cart.baskets.touch(basket.id);
    return ok(remove.length);
  });
  if (dropped.isErr()) return err(dropped.error);
  return dropped.value > 0 ? err(strideError('GWP403', GIFT_NO_LONGER_QUALIFIES)) : ok(undefined);
}
