import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { giftLinesInStep } from '@stride/domain';
import type { BasketItemDraft, CartPorts, StoredBasket, StoredBasketItem, StrideError, VariantForSale } from '@stride/domain';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import { toCartAnswer } from './cart-answer.js';
import type { CartCaller } from './cart-deps.js';
import { checkAddLine } from './check-add-line.js';
import type { AddLinePlan } from './check-add-line.js';
import { viewCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { ownedBasket } from './owned-basket.js';
import { priceCart } from './price-cart.js';
import { resolveVariant } from './resolve-variant.js';

/** The answer of an optimistic add that cannot finish alone: nothing was written, take the basket's lock. */
export const TAKE_THE_LOCK = Symbol('take the basket lock');

/** A new line as the basket will hold it: the draft, where it was placed, and the variant's catalogue facts. */
function storedLine(draft: BasketItemDraft, variant: VariantForSale, placed: { id: string; position: number }): StoredBasketItem {
  const { presale: _presale, comingSoonUntil: _comingSoonUntil, ...facts } = variant;
  return { ...facts, ...draft, id: placed.id, position: placed.position };
}

/** The basket once the plan is written: one more version, the merged quantity or the new line last. */
function basketAfter(basket: StoredBasket, plan: AddLinePlan, variant: VariantForSale, placed: { id: string; position: number }): StoredBasket {
  const items = plan.kind === 'merge'
    ? basket.items.map((item) => (item.id === plan.itemId ? { ...item, qty: plan.qty, maxQty: plan.maxQty } : item))
    : [...basket.items, storedLine(plan.draft, variant, placed)];
  return { ...basket, version: basket.version + 1, items };
}

const PROVISIONAL = { id: '(not yet written)', position: Number.MAX_SAFE_INTEGER };

/**
 * Adds one line without holding the basket's lock: reads the basket and the variant (one read),
 * checks the line and that its gift lines stay in step, then writes it in one statement that holds
 * only if the basket is still at the version read. Two round trips and no transaction, where the
 * locked path takes six; the answer is priced from what was read. A refusal (BSK404, INV408, ...) is
 * answered from the same consistent read. Anything it cannot settle alone (a gift line to add or
 * remove, a basket changed since it was read) answers TAKE_THE_LOCK with nothing written.
 */
export async function addLineOptimistically(ports: CartPorts, basketId: string, line: CartLineRequest, caller: CartCaller, now: Date): Promise<Result<LoadedCart, StrideError> | typeof TAKE_THE_LOCK> {
  const read = await ports.baskets.findWithVariant(basketId, line, line.storeId ?? null);
  const owned = ownedBasket(read?.basket ?? null, caller);
  if (owned.isErr()) return err(owned.error);
  const basket = owned.value;
  const variant = await resolveVariant(ports.catalogue, line, basket.currency, read?.variant ?? null);
  if (variant.isErr()) return err(variant.error);
  const plan = checkAddLine(basket, variant.value, line, caller, now);
  if (plan.isErr()) return err(plan.error);
  const planned = basketAfter(basket, plan.value, variant.value, PROVISIONAL);
  const priced = await priceCart(ports, planned, now);
  if (!giftLinesInStep(planned, priced)) return TAKE_THE_LOCK;
  if (plan.value.kind === 'merge') {
    const { itemId, qty, maxQty } = plan.value;
    if (!(await ports.baskets.setItemQtyIfUnchanged(basket.id, basket.version, itemId, qty, maxQty))) return TAKE_THE_LOCK;
    return ok({ answer: toCartAnswer(planned, priced), priced, basket: planned });
  }
  const placed = await ports.baskets.addItemIfUnchanged(basket.id, basket.version, plan.value.draft);
  if (placed === null) return TAKE_THE_LOCK;
  return ok(await viewCart(ports, basketAfter(basket, plan.value, variant.value, placed), now));
}
