import { priceBasket } from '@stride/domain/pricing';
import { pricingInputFor } from '@stride/domain/cart';
import type { CartPricingPorts, StoredBasket } from '@stride/domain/cart';
import type { PricedCart } from '@stride/domain/pricing';

/**
 * Recomputes a stored basket's price from what is on it now: items at current prices, the selected
 * shipping, coupons, automatic promotions, agents' adjustments, and tax for its address or pickup
 * stores (what the instruments pay is allocatePayments', not the price's). Reads promotions through `ports`, so a
 * caller inside a transaction passes its transaction's ports.
 */
export async function priceCart(ports: Pick<CartPricingPorts, 'promotions'>, basket: StoredBasket, now: Date): Promise<PricedCart> {
  const promotions = await ports.promotions.promotions(basket.currency);
  return priceBasket(pricingInputFor(basket, promotions, now.getTime()));
}
