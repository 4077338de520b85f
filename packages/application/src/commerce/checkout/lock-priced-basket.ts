import type { CheckoutStore, PricedBasket } from '@stride/domain/checkout';
import { priceOrder } from './price-order.js';

/** Locks a basket for the rest of the checkout transaction and prices it as the cart does; null when there is none. */
export async function lockPricedBasket(store: CheckoutStore, basketId: string, now: Date): Promise<PricedBasket | null> {
  const locked = await store.baskets.lock(basketId);
  return locked === null ? null : priceOrder(store.cart, locked, now);
}
