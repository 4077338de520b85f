import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import type { CartPorts, StoredBasket, StrideError } from '@stride/domain';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { checkAddLine } from './check-add-line.js';
import { loadCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { resolveVariant } from './resolve-variant.js';
import { syncGiftLines } from './sync-gift-lines.js';

async function addOne(tx: CartPorts, basket: StoredBasket, line: CartLineRequest, caller: CartCaller, now: Date): Promise<Result<StoredBasket, StrideError>> {
  const variant = await resolveVariant(tx.catalogue, line, basket.currency);
  if (variant.isErr()) return err(variant.error);
  const plan = checkAddLine(basket, variant.value, line, caller, now);
  if (plan.isErr()) return err(plan.error);
  if (plan.value.kind === 'merge') await tx.baskets.setItemQty(basket.id, plan.value.itemId, plan.value.qty, plan.value.maxQty);
  else await tx.baskets.addItem(basket.id, plan.value.draft);
  const reread = await tx.baskets.find(basket.id);
  if (reread === null) throw new Error(`basket ${basket.id} vanished inside its transaction`);
  return ok(reread);
}

/**
 * Adds lines to the caller's basket in one transaction: every line is checked (stock, price,
 * maximum quantity) and any refused line leaves the basket as it was. Gift lines follow.
 */
export async function addLinesToBasket(tx: CartPorts, basketId: string, lines: readonly CartLineRequest[], caller: CartCaller, now: Date): Promise<Result<void, StrideError>> {
  const owned = await findOwnedBasket(tx, basketId, caller);
  if (owned.isErr()) return err(owned.error);
  await tx.baskets.lock(basketId);
  let basket = owned.value;
  for (const line of lines) {
    const added = await addOne(tx, basket, line, caller, now);
    if (added.isErr()) return err(added.error);
    basket = added.value;
  }
  await syncGiftLines(tx, basket, now);
  await tx.baskets.touch(basketId);
  return ok(undefined);
}

/** `POST /cart/v1/item`: adds the items list to the caller's cart and answers the cart. */
export async function addItemsToCart(deps: CartDeps, input: { basketId: string; caller: CartCaller; lines: readonly CartLineRequest[] }): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const added = await inCartTransaction(deps.store, (tx) => addLinesToBasket(tx, input.basketId, input.lines, input.caller, now));
  if (added.isErr()) return err(added.error);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller });
}
