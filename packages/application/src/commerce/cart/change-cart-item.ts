import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import { availableUnits } from './cart-answer-item.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { loadCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { syncGiftLines } from './sync-gift-lines.js';

/** A change of one line: a new quantity (0 removes it) or its removal. */
export interface CartItemChange {
  readonly basketId: string;
  readonly itemId: string;
  readonly caller: CartCaller;
  /** undefined removes the line. */
  readonly qty?: number | undefined;
  readonly maxQty?: number | undefined;
}

async function applyChange(tx: CartPorts, basket: StoredBasket, change: CartItemChange): Promise<Result<void, StrideError>> {
  const item = basket.items.find((line) => line.id === change.itemId);
  // An unknown line in the caller's basket: the item is not (or no longer) there.
  if (item === undefined) return err(strideError('ORD404'));
  if (item.bonusPromotionId !== null) return err(strideError('GWP403'));
  if (change.qty === undefined || change.qty === 0) {
    await tx.baskets.removeItem(basket.id, item.id);
    return ok(undefined);
  }
  const maxQty = change.maxQty ?? item.maxQty;
  if (change.qty > maxQty) return err(strideError('INV408', undefined, { maxQty }));
  const stock = availableUnits(item);
  if (change.qty > item.qty && change.qty > stock) return err(strideError('INV408', undefined, { maxQty: Math.max(stock, 0) }));
  await tx.baskets.setItemQty(basket.id, item.id, change.qty, maxQty);
  return ok(undefined);
}

/**
 * `PUT /cart/v1/cart/{basketId}/item` and `DELETE /cart/v1/item`: changes a line's quantity (0
 * removes it) or removes it. Raising a quantity is checked against maxQty and stock (INV408); a
 * gift-with-purchase line cannot be changed (GWP403). Gift lines follow the new total.
 */
export async function changeCartItem(deps: CartDeps, change: CartItemChange): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const changed = await inCartTransaction(deps.store, async (tx) => {
    const owned = await findOwnedBasket(tx, change.basketId, change.caller);
    if (owned.isErr()) return err(owned.error);
    await tx.baskets.lock(change.basketId);
    const applied = await applyChange(tx, owned.value, change);
    if (applied.isErr()) return applied;
    const reread = await tx.baskets.find(change.basketId);
    if (reread !== null) await syncGiftLines(tx, reread, now);
    await tx.baskets.touch(change.basketId);
    return ok(undefined);
  });
  if (changed.isErr()) return err(changed.error);
  return loadCart(deps, { basketId: change.basketId, principal: change.caller });
}
