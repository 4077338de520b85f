import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import { SHIPPING_METHOD_CODES } from '@stride/domain/shipping';
import type { CartGiftOption, CartPorts, StoredBasket, StoredBasketItem } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import { availableUnits } from './cart-answer-item.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { loadCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { otherVariantNamed, planLineVariant, type LineVariantPlan, type NamedVariant } from './plan-line-variant.js';
import { syncGiftLines } from './sync-gift-lines.js';

/** A change of one line: a new quantity (0 removes it), another colour or size, or its removal. */
export interface CartItemChange {
  readonly basketId: string;
  readonly itemId: string;
  readonly caller: CartCaller;
  /** undefined removes the line. */
  readonly qty?: number | undefined;
  readonly maxQty?: number | undefined;
  /** The variant the line takes, named as an add names it (productId and upc); the line's own changes nothing. */
  readonly variant?: NamedVariant | undefined;
  /** A digital line's gift option (recipient, e-mail, message); null takes it off; undefined leaves it as it is. */
  readonly giftOption?: CartGiftOption | null | undefined;
}

/** Writes the change's gift option, if it has one: only a digital line takes one. */
async function applyGiftOption(
  tx: CartPorts,
  basketId: string,
  item: StoredBasketItem,
  giftOption: CartGiftOption | null | undefined,
): Promise<Result<void, StrideError>> {
  if (giftOption === undefined) return ok(undefined);
  if (item.productType !== 'DIGITAL') return err(strideError('ATTR300', 'Invalid request: giftOption: a gift option is for digital products only.'));
  await tx.baskets.setItemGiftOption(basketId, item.id, giftOption);
  return ok(undefined);
}

async function writeLineVariant(tx: CartPorts, basketId: string, plan: LineVariantPlan): Promise<void> {
  if (plan.kind === 'replace') {
    await tx.baskets.replaceItemVariant(basketId, plan.itemId, plan);
    return;
  }
  await tx.baskets.setItemQty(basketId, plan.intoItemId, plan.qty, plan.maxQty);
  await tx.baskets.removeItem(basketId, plan.removedItemId);
}

async function applyChange(tx: CartPorts, basket: StoredBasket, change: CartItemChange, now: Date): Promise<Result<void, StrideError>> {
  const item = basket.items.find((line) => line.id === change.itemId);
  // An unknown line in the caller's basket: the item is not (or no longer) there.
  if (item === undefined) return err(strideError('ORD404'));
  if (item.bonusPromotionId !== null) return err(strideError('GWP403'));
  if (change.qty === undefined || change.qty === 0) {
    await tx.baskets.removeItem(basket.id, item.id);
    return ok(undefined);
  }
  // Picked up in a store that no longer carries the variant at all: the line can only be removed or moved.
  if (item.storeId !== null && item.shippingMethodCode !== SHIPPING_METHOD_CODES.shipToStore && item.storeStock === null) {
    return err(strideError('INV407', undefined, { itemIds: item.id }));
  }
  const gift = await applyGiftOption(tx, basket.id, item, change.giftOption);
  if (gift.isErr()) return gift;
  const maxQty = change.maxQty ?? item.maxQty;
  const other = change.variant === undefined ? undefined : otherVariantNamed(item, change.variant);
  if (other !== undefined) {
    const plan = await planLineVariant(tx.catalogue, basket, item, other, { qty: change.qty, maxQty }, change.caller, now);
    if (plan.isErr()) return err(plan.error);
    if (plan.value !== null) {
      await writeLineVariant(tx, basket.id, plan.value);
      return ok(undefined);
    }
  }
  if (change.qty > maxQty) return err(strideError('INV408', undefined, { maxQty }));
  // More of a line whose price is gone cannot be bought: it cannot be ordered at all until it has a price again.
  if (change.qty > item.qty && item.currentMinor === null) return err(strideError('INV702'));
  const stock = availableUnits(item);
  if (change.qty > item.qty && change.qty > stock) return err(strideError('INV408', undefined, { maxQty: Math.max(stock, 0) }));
  await tx.baskets.setItemQty(basket.id, item.id, change.qty, maxQty);
  return ok(undefined);
}

/**
 * `PUT /cart/v1/cart/{basketId}/item` and `DELETE /cart/v1/item`: changes a line's quantity (0
 * removes it), gives it another colour or size of its product, or removes it. Raising a quantity is
 * checked against maxQty and stock (INV408) and refused for a line whose price is gone (INV702); another variant is checked as an add of it would be and
 * merges into a line that already holds it (see `checkLineVariant`); a gift-with-purchase line
 * cannot be changed (GWP403), nor a pickup line whose store no longer carries it (INV407: remove or move it); a
 * digital line takes a gift option, or loses it (null). Gift lines follow the new total; the basket's version counts the change.
 */
export async function changeCartItem(deps: CartDeps, change: CartItemChange): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const changed = await inCartTransaction(deps.store, async (tx) => {
    // Locked before it is read, so the change is decided on the basket as it is written (no add lands in between).
    await tx.baskets.lock(change.basketId);
    const owned = await findOwnedBasket(tx, change.basketId, change.caller);
    if (owned.isErr()) return err(owned.error);
    const applied = await applyChange(tx, owned.value, change, now);
    if (applied.isErr()) return applied;
    const reread = await tx.baskets.find(change.basketId);
    if (reread !== null) await syncGiftLines(tx, reread, now);
    await tx.baskets.touch(change.basketId);
    return ok(undefined);
  });
  if (changed.isErr()) return err(changed.error);
  return loadCart(deps, { basketId: change.basketId, principal: change.caller });
}
