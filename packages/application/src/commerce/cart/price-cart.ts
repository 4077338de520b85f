import { priceBasket } from '@stride/domain/pricing';
import { pricingInputFor } from '@stride/domain/cart';
import type { CartPricingPorts, StoredBasket } from '@stride/domain/cart';
import type { PricedCart } from '@stride/domain/pricing';
import { promotionsForSite, type CartSite } from './cart-site.js';

/**
 * Recomputes a stored basket's price from what is on it now: items at current prices, the selected
 * shipping, coupons, automatic promotions, agents' adjustments, and tax for its address or pickup
 * stores (what the instruments pay is allocatePayments', not the price's). Reads promotions through `ports`, so a
 * caller inside a transaction passes its transaction's ports. With a site, promotion names and
 * callouts are in its language and write money its way (the amounts are the same).
 */
export async function priceCart(ports: Pick<CartPricingPorts, 'promotions'>, basket: StoredBasket, now: Date, site?: CartSite): Promise<PricedCart> {
  const promotions = promotionsForSite(await ports.promotions.promotions(basket.currency), site);
  return priceBasket({ ...pricingInputFor(basket, promotions, now.getTime()), locale: site?.locale });
}
