import type { BasketItemDraft, BasketLineChange, StoredBasket, StoredBasketItem } from './ports/cart-records.js';

function draftOf(item: StoredBasketItem): BasketItemDraft {
  const { variantId, productId, qty, maxQty, shippingMethodCode, storeId, recipeId, giftOption, bonusPromotionId } = item;
  return { variantId, productId, qty, maxQty, shippingMethodCode, storeId, recipeId, giftOption, bonusPromotionId };
}

/**
 * The line writes that turn `before` into `after`: the lines `after` lost are removed, the lines
 * whose quantity or maximum changed are set, and the lines whose id `before` does not know are
 * added, in `after`'s order (removals first, so new lines go after the lines that stay).
 * @example lineChangesBetween(basket, { ...basket, items: [...basket.items, newLine] }) // [{ kind: 'add', draft }]
 */
export function lineChangesBetween(before: StoredBasket, after: StoredBasket): BasketLineChange[] {
  const kept = new Set(after.items.map((item) => item.id));
  const known = new Map(before.items.map((item) => [item.id, item]));
  const changes: BasketLineChange[] = before.items.filter((item) => !kept.has(item.id)).map((item) => ({ kind: 'remove', itemId: item.id }));
  for (const item of after.items) {
    const was = known.get(item.id);
    if (was !== undefined && (was.qty !== item.qty || was.maxQty !== item.maxQty))
      changes.push({ kind: 'setQty', itemId: item.id, qty: item.qty, maxQty: item.maxQty });
  }
  for (const item of after.items) if (!known.has(item.id)) changes.push({ kind: 'add', draft: draftOf(item) });
  return changes;
}
