import { giftLineChanges } from '@stride/domain/cart';
import type { BasketItemDraft, CartPorts, StoredBasket, VariantForSale } from '@stride/domain/cart';
import type { CartDeps } from './cart-deps.js';
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

/** Re-reads a basket in the transaction and brings its gift lines in step with what it now costs. */
export async function syncBasketGiftLines(ports: CartPorts, basketId: string, now: Date): Promise<boolean> {
  const basket = await ports.baskets.find(basketId);
  return basket === null ? false : syncGiftLines(ports, basket, now);
}

/**
 * Brings a basket's gift lines in step in a transaction of their own, the basket locked: for a change made by
 * another slice's storage (a line moved to the saved list) that cannot run inside the cart's transaction.
 */
export async function refreshGiftLines(deps: Pick<CartDeps, 'store' | 'now'>, basketId: string): Promise<boolean> {
  const now = deps.now();
  return deps.store.transaction(async (tx) => {
    await tx.baskets.lock(basketId);
    const changed = await syncBasketGiftLines(tx, basketId, now);
    if (changed) await tx.baskets.touch(basketId);
    return changed;
  });
}
