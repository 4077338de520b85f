import type { CartPorts, PricedCart, StoredBasket, StoredBasketItem } from '@stride/domain';
import { priceCart } from './price-cart.js';

/** The gift-with-purchase lines a priced basket has to lose, and the gifts it has to gain. */
export interface GiftLineChanges {
  readonly remove: readonly StoredBasketItem[];
  readonly add: readonly { readonly promotionId: string; readonly variantId: string }[];
}

/** What keeps the basket's gift lines in step with the GWP thresholds its price meets. */
export function giftLineChanges(basket: StoredBasket, priced: PricedCart): GiftLineChanges {
  const wanted = new Map(priced.qualifyingGifts.map((gift) => [gift.promotionId, gift.variantId]));
  const remove = basket.items.filter((item) => item.bonusPromotionId !== null && wanted.get(item.bonusPromotionId) !== item.variantId);
  const add = [...wanted]
    .filter(([promotionId, variantId]) => !basket.items.some((item) => item.bonusPromotionId === promotionId && item.variantId === variantId))
    .map(([promotionId, variantId]) => ({ promotionId, variantId }));
  return { remove, add };
}

/** True when the gift lines are already in step (nothing to add or remove). */
export function giftLinesInStep(basket: StoredBasket, priced: PricedCart): boolean {
  const changes = giftLineChanges(basket, priced);
  return changes.remove.length === 0 && changes.add.length === 0;
}

/**
 * Keeps the gift-with-purchase lines in step with the promotions: adds the free gift line when a
 * GWP threshold is met (if the gift is in stock online), removes it when the basket falls below.
 * Gift lines stay outside every threshold, so one pass settles. True when a line changed.
 */
export async function syncGiftLines(ports: CartPorts, basket: StoredBasket, now: Date): Promise<boolean> {
  const changes = giftLineChanges(basket, await priceCart(ports, basket, now));
  let changed = false;
  for (const item of changes.remove) changed = (await ports.baskets.removeItem(basket.id, item.id)) || changed;
  for (const { promotionId, variantId } of changes.add) {
    const gift = await ports.catalogue.findVariant({ productId: variantId, variantId }, basket.currency, null);
    if (gift === null || gift.onlineStock < 1) continue;
    await ports.baskets.addItem(basket.id, {
      variantId: gift.variantId, productId: gift.productId, qty: 1, maxQty: 1, shippingMethodCode: 'standard',
      storeId: null, recipeId: null, giftOption: null, bonusPromotionId: promotionId,
    });
    changed = true;
  }
  return changed;
}
