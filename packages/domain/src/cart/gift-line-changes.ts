import type { PricedCart } from '../pricing/index.js';
import type { StoredBasket, StoredBasketItem } from './ports/cart-records.js';

/** The gift-with-purchase lines a priced basket has to lose, and the gifts it has to gain. */
export interface GiftLineChanges {
  readonly remove: readonly StoredBasketItem[];
  readonly add: readonly { readonly promotionId: string; readonly variantId: string }[];
}

/**
 * What keeps a basket's gift lines in step with the GWP thresholds its price meets: a gift line
 * whose promotion no longer qualifies (or names another gift) goes, a qualifying gift the basket
 * does not hold comes.
 */
export function giftLineChanges(basket: StoredBasket, priced: PricedCart): GiftLineChanges {
  const wanted = new Map(priced.qualifyingGifts.map((gift) => [gift.promotionId, gift.variantId]));
  const remove = basket.items.filter((item) => item.bonusPromotionId !== null && wanted.get(item.bonusPromotionId) !== item.variantId);
  const add = [...wanted]
    .filter(([promotionId, variantId]) => !basket.items.some((item) => item.bonusPromotionId === promotionId && item.variantId === variantId))
    .map(([promotionId, variantId]) => ({ promotionId, variantId }));
  return { remove, add };
}
