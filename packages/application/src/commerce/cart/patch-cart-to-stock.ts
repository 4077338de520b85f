import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import type { StrideError } from '@stride/domain/errors';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import { availableUnits } from './cart-answer-item.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { findOwnedBasket, type OwnershipOptions } from './owned-basket.js';
import { syncGiftLines } from './sync-gift-lines.js';

/** A notice of the cart answer's `customerNotifications` (commerce section 3): its kind and a named message of section 8. */
export type CustomerNotification = CartAnswer['customerNotifications'][number];

/**
 * The cart load's `isPatchRequired=true` (commerce section 7): brings the basket in line with the stock before it is
 * answered. A line asking more than is left is lowered to what is left ("item quantity edited"); a line with nothing
 * left is taken out ("out of stock"); lines without a price, gift lines and pickup lines a store no longer carries are
 * left for the shopper (their flash or their error says why). Answers the notices, one per kind, for
 * `customerNotifications`; nothing is written when nothing needs patching.
 */
export async function patchCartToStock(
  deps: CartDeps,
  input: { readonly basketId: string; readonly caller: CartCaller; readonly ownership: OwnershipOptions },
): Promise<Result<CustomerNotification[], StrideError>> {
  const now = deps.now();
  return inCartTransaction(deps.store, async (tx) => {
    await tx.baskets.lock(input.basketId);
    const owned = await findOwnedBasket(tx, input.basketId, input.caller, input.ownership);
    if (owned.isErr()) return err(owned.error);
    let lowered = false;
    let removed = false;
    for (const item of owned.value.items) {
      if (item.bonusPromotionId !== null || item.currentMinor === null) continue;
      if (item.storeId !== null && item.storeStock === null && item.shippingMethodCode !== 'sts') continue;
      const left = availableUnits(item);
      if (left >= item.qty) continue;
      if (left <= 0) removed = (await tx.baskets.removeItem(owned.value.id, item.id)) || removed;
      else lowered = (await tx.baskets.setItemQty(owned.value.id, item.id, left, item.maxQty)) || lowered;
    }
    if (!lowered && !removed) return ok([]);
    const reread = await tx.baskets.find(input.basketId);
    if (reread !== null) await syncGiftLines(tx, reread, now);
    await tx.baskets.touch(input.basketId);
    const notices: CustomerNotification[] = [];
    if (lowered) notices.push({ type: 'INFO', message: STOREFRONT_MESSAGES.ITEM_QUANTITY_EDITED });
    if (removed) notices.push({ type: 'WARNING', message: STOREFRONT_MESSAGES.OUT_OF_STOCK });
    return ok(notices);
  });
}
