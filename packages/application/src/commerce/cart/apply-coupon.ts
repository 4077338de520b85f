import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { StrideError } from '@stride/domain/errors';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { checkCoupon, normalisePromoCode } from './check-coupon.js';
import { loadCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { syncGiftLines } from './sync-gift-lines.js';

/** `PUT /cart/v1/coupon`: checks the code (PRM130 to PRM416) and puts it on the caller's basket. */
export async function applyCoupon(deps: CartDeps, input: { basketId: string; caller: CartCaller; code: string }): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const code = normalisePromoCode(input.code);
  const applied = await inCartTransaction(deps.store, async (tx) => {
    const owned = await findOwnedBasket(tx, input.basketId, input.caller);
    if (owned.isErr()) return err(owned.error);
    await tx.baskets.lock(input.basketId);
    const record = /^[A-Z0-9_-]{3,32}$/.test(code) ? await tx.promotions.findCode(code, owned.value.currency) : null;
    const redemptionsByOwner = record === null ? 0 : await tx.promotions.redemptionsBy(record.code, owned.value.consumerNo);
    const checked = checkCoupon(code, record, {
      nowMs: now.getTime(),
      appliedCodes: owned.value.couponCodes,
      redemptionsByOwner,
      basketOwner: owned.value.consumerNo,
    });
    if (checked.isErr()) return err(checked.error);
    if (!(await tx.baskets.addCoupon(input.basketId, checked.value.code))) return err(strideError('PRM416'));
    const reread = await tx.baskets.find(input.basketId);
    if (reread !== null) await syncGiftLines(tx, reread, now);
    await tx.baskets.touch(input.basketId);
    return ok(undefined);
  });
  if (applied.isErr()) return err(applied.error);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller });
}

/** `DELETE /cart/v1/coupon`: takes a code off the caller's basket; a code not on it is PRM130. */
export async function removeCoupon(deps: CartDeps, input: { basketId: string; caller: CartCaller; code: string }): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const removed = await inCartTransaction(deps.store, async (tx) => {
    const owned = await findOwnedBasket(tx, input.basketId, input.caller);
    if (owned.isErr()) return err(owned.error);
    if (!(await tx.baskets.removeCoupon(input.basketId, normalisePromoCode(input.code)))) return err(strideError('PRM130'));
    const reread = await tx.baskets.find(input.basketId);
    if (reread !== null) await syncGiftLines(tx, reread, now);
    await tx.baskets.touch(input.basketId);
    return ok(undefined);
  });
  if (removed.isErr()) return err(removed.error);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller });
}
