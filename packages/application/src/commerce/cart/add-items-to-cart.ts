import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import type { CartPorts, StoredBasket, StrideError } from '@stride/domain';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { addLineOptimistically, TAKE_THE_LOCK } from './add-line-optimistically.js';
import { checkAddLine } from './check-add-line.js';
import { viewCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { withPromotionsOnce } from './promotions-once.js';
import { resolveVariant } from './resolve-variant.js';
import { syncGiftLines } from './sync-gift-lines.js';

/** The basket as it is in this transaction: a new line needs its catalogue facts read back, a merge does not. */
interface WorkingBasket {
  basket: StoredBasket;
  stale: boolean;
}

async function current(tx: CartPorts, working: WorkingBasket): Promise<StoredBasket> {
  if (!working.stale) return working.basket;
  const reread = await tx.baskets.find(working.basket.id);
  if (reread === null) throw new Error(`basket ${working.basket.id} vanished inside its transaction`);
  working.basket = reread;
  working.stale = false;
  return reread;
}

async function addOne(tx: CartPorts, working: WorkingBasket, line: CartLineRequest, caller: CartCaller, now: Date): Promise<Result<void, StrideError>> {
  const basket = await current(tx, working);
  const variant = await resolveVariant(tx.catalogue, line, basket.currency);
  if (variant.isErr()) return err(variant.error);
  const plan = checkAddLine(basket, variant.value, line, caller, now);
  if (plan.isErr()) return err(plan.error);
  if (plan.value.kind === 'add') {
    await tx.baskets.addItem(basket.id, plan.value.draft);
    working.stale = true;
    return ok(undefined);
  }
  const { itemId, qty, maxQty } = plan.value;
  await tx.baskets.setItemQty(basket.id, itemId, qty, maxQty);
  working.basket = { ...basket, items: basket.items.map((item) => (item.id === itemId ? { ...item, qty, maxQty } : item)) };
  return ok(undefined);
}

/**
 * Adds the lines and settles the gift lines; answers the basket as stored at the end. The lock is
 * taken before the read so the lines merge into what is really there (no lost update); taking it
 * also counts the change (version, updated_at), so the read already holds the new version.
 */
async function addLinesToLockedBasket(tx: CartPorts, basketId: string, lines: readonly CartLineRequest[], caller: CartCaller, now: Date): Promise<Result<StoredBasket, StrideError>> {
  await tx.baskets.lockForChange(basketId);
  const owned = await findOwnedBasket(tx, basketId, caller);
  if (owned.isErr()) return err(owned.error);
  const working: WorkingBasket = { basket: owned.value, stale: false };
  for (const line of lines) {
    const added = await addOne(tx, working, line, caller, now);
    if (added.isErr()) return err(added.error);
  }
  if (await syncGiftLines(tx, await current(tx, working), now)) working.stale = true;
  return ok(await current(tx, working));
}

/**
 * Adds lines to the caller's basket in one transaction: every line is checked (stock, price,
 * maximum quantity) and any refused line leaves the basket as it was. Gift lines follow.
 */
export async function addLinesToBasket(tx: CartPorts, basketId: string, lines: readonly CartLineRequest[], caller: CartCaller, now: Date): Promise<Result<void, StrideError>> {
  const added = await addLinesToLockedBasket(withPromotionsOnce(tx), basketId, lines, caller, now);
  return added.isErr() ? err(added.error) : ok(undefined);
}

/**
 * `POST /cart/v1/item`: adds the items list to the caller's cart and answers the cart, priced.
 * One line is first tried optimistically (no lock, one guarded write); several lines, a gift line
 * to settle or a basket changed under the try take the basket's lock in one transaction.
 */
export async function addItemsToCart(deps: CartDeps, input: { basketId: string; caller: CartCaller; lines: readonly CartLineRequest[] }): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const [only] = input.lines;
  if (input.lines.length === 1 && only !== undefined) {
    const tried = await addLineOptimistically(withPromotionsOnce(deps.store), input.basketId, only, input.caller, now);
    if (tried !== TAKE_THE_LOCK) return tried;
  }
  return inCartTransaction(deps.store, async (work) => {
    const tx = withPromotionsOnce(work);
    const added = await addLinesToLockedBasket(tx, input.basketId, input.lines, input.caller, now);
    if (added.isErr()) return err(added.error);
    return ok(await viewCart(tx, added.value, now));
  });
}
