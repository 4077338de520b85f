import { giftLineChanges } from '@stride/domain/cart';
import type { BasketItemDraft, CartPorts, StoredBasket, VariantForSale } from '@stride/domain/cart';
import { priceCart } from './price-cart.js';

/** The line a gift-with-purchase adds: one unit of the gift, shipped, tied to its promotion. */
export function giftLineDraft(promotionId: string, gift: VariantForSale): BasketItemDraft {
  return {
    variantId: gift.variantId,
    productId: gift.productId,
    qty: 1,
    maxQty: 1,
    shippingMethodCode: 'standard',
    storeId: null,
    recipeId: null,
    giftOption: null,
    bonusPromotionId: promotionId,
  };
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
    await ports.baskets.addItem(basket.id, giftLineDraft(promotionId, gift));
    changed = true;
  }
  return changed;
}
