import { priceBasket } from '@stride/domain/pricing';
import { pricingInputFor } from '@stride/domain/cart';
import type { CartPricingPorts, StoredBasket } from '@stride/domain/cart';
import type { PricedCart, PricingPromotion } from '@stride/domain/pricing';
import { promotionsForSite, type CartSite } from './cart-site.js';

/** True when a code on the basket unlocks no public promotion: it may be its owner's personal one (a welcome promo). */
function holdsUnlistedCode(listed: readonly PricingPromotion[], couponCodes: readonly string[]): boolean {
  return couponCodes.some((code) => !listed.some((promotion) => promotion.codes.includes(code)));
}

/**
 * The promotions a basket prices with: the public list, and its owner's personal promotions when a
 * code on it is not a public one (the only way a personal promotion applies, so most baskets read
 * the list alone). Another consumer's personal promotion is never read, whatever code a basket holds.
 */
async function promotionsFor(ports: Pick<CartPricingPorts, 'promotions'>, basket: StoredBasket): Promise<PricingPromotion[]> {
  const listed = await ports.promotions.promotions(basket.currency);
  if (!holdsUnlistedCode(listed, basket.couponCodes)) return listed;
  return [...listed, ...(await ports.promotions.personalPromotions(basket.consumerNo, basket.currency))];
}

/**
 * Recomputes a stored basket's price from what is on it now: items at current prices, the selected
 * shipping, coupons, automatic promotions, agents' adjustments, and tax for its address or pickup
 * stores (what the instruments pay is allocatePayments', not the price's). Reads promotions through `ports`, so a
 * caller inside a transaction passes its transaction's ports. With a site, promotion names and
 * callouts are in its language and write money its way (the amounts are the same).
 */
export async function priceCart(ports: Pick<CartPricingPorts, 'promotions'>, basket: StoredBasket, now: Date, site?: CartSite): Promise<PricedCart> {
  const promotions = promotionsForSite(await promotionsFor(ports, basket), site);
  return priceBasket({ ...pricingInputFor(basket, promotions, now.getTime()), locale: site?.locale });
}
