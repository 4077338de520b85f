import { giftLineChanges } from '@stride/domain/cart';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { PricedCart } from '@stride/domain/pricing';
import { plannedLine } from './plan-added-lines.js';
import type { CartSite } from './cart-site.js';
import { priceCart } from './price-cart.js';
import { giftLineDraft } from './sync-gift-lines.js';

/**
 * The planned basket with its gift-with-purchase lines in step with the thresholds its price meets
 * (a gift that is not in stock online is left out), and its price. Gift lines stay outside every
 * threshold, so one pass settles; the basket is priced again only when a gift line came or went.
 * With a site, the price's promotion texts are worded for it, so the answer can use that price.
 */
export async function settleGiftLines(
  ports: CartPorts,
  basket: StoredBasket,
  now: Date,
  site?: CartSite,
): Promise<{ basket: StoredBasket; priced: PricedCart }> {
  const priced = await priceCart(ports, basket, now, site);
  const changes = giftLineChanges(basket, priced);
  if (changes.remove.length === 0 && changes.add.length === 0) return { basket, priced };
  const gone = new Set(changes.remove.map((item) => item.id));
  let settled: StoredBasket = { ...basket, items: basket.items.filter((item) => !gone.has(item.id)) };
  for (const { promotionId, variantId } of changes.add) {
    const gift = await ports.catalogue.findVariant({ productId: variantId, variantId }, basket.currency, null);
    if (gift === null || gift.onlineStock < 1) continue;
    settled = { ...settled, items: [...settled.items, plannedLine(settled, giftLineDraft(promotionId, gift), gift)] };
  }
  return { basket: settled, priced: await priceCart(ports, settled, now, site) };
}
