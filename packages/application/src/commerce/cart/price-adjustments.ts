import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { fromMajorUnits } from '@stride/domain/money';
import { strideError } from '@stride/domain/errors';
import { isStoredValueItem } from '@stride/domain/cart';
import type { CartPorts, StoredBasket } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { inCartTransaction } from './cart-transaction.js';
import { loadCart } from './load-cart.js';
import type { LoadedCart } from './load-cart.js';
import { findOwnedBasket } from './owned-basket.js';
import { priceCart } from './price-cart.js';
import { syncBasketGiftLines } from './sync-gift-lines.js';

const AGENTS_ONLY = 'Price adjustments are for support agents and in-store sessions only.';
const NOT_OWN_BASKET = 'An agent cannot adjust the prices of their own basket.';
const GIFT_CARD_AT_FACE_VALUE = 'A gift card is sold at its face value: it takes no price adjustment.';

/** An agent's adjustment: an amount in major units off one line (itemId) or off the order. */
export interface PriceAdjustmentInput {
  readonly basketId: string;
  readonly caller: CartCaller;
  readonly adjustmentId?: string | undefined;
  readonly itemId?: string | undefined;
  readonly amount?: number | undefined;
  readonly reason?: string | undefined;
}

/** The most an adjustment may take: what its line (or the order) still costs, plus what it already took. */
async function headroom(tx: CartPorts, basket: StoredBasket, itemId: string | null, alreadyMinor: number, now: Date): Promise<Result<number, StrideError>> {
  const priced = await priceCart(tx, basket, now);
  if (itemId === null) {
    // Gift cards are sold at face value: an order adjustment comes off the merchandise only.
    const giftCards = new Set(basket.items.filter(isStoredValueItem).map((item) => item.id));
    const merchandise = priced.lines.filter((line) => !giftCards.has(line.id)).reduce((sum, line) => sum + line.priceAfterOrderDiscountMinor, 0);
    return ok(merchandise + alreadyMinor);
  }
  const line = priced.lines.find((candidate) => candidate.id === itemId);
  const item = basket.items.find((candidate) => candidate.id === itemId);
  if (line === undefined || item === undefined) return err(strideError('ORD404'));
  if (item.bonusPromotionId !== null) return err(strideError('GWP403'));
  if (isStoredValueItem(item)) return err(strideError('PRC400', GIFT_CARD_AT_FACE_VALUE));
  return ok(line.priceAfterItemDiscountMinor + alreadyMinor);
}

function amountMinorOf(amount: number, currency: string): Result<number, StrideError> {
  const money = fromMajorUnits(amount, currency);
  return money.isOk() ? ok(money.value.amount) : err(strideError('ATTR300', `Invalid amount: ${money.error.message}`));
}

async function writeAdjustment(tx: CartPorts, basket: StoredBasket, input: PriceAdjustmentInput, now: Date): Promise<Result<void, StrideError>> {
  const existing = input.adjustmentId === undefined ? undefined : basket.priceAdjustments.find((a) => a.id === input.adjustmentId);
  if (input.adjustmentId !== undefined && existing === undefined) return err(strideError('ORD404', 'This price adjustment does not exist.'));
  const amount = input.amount === undefined ? ok(existing?.amountMinor ?? 0) : amountMinorOf(input.amount, basket.currency);
  if (amount.isErr()) return err(amount.error);
  const amountMinor = amount.value;
  const itemId = existing?.itemId ?? input.itemId ?? null;
  const room = await headroom(tx, basket, itemId, existing?.amountMinor ?? 0, now);
  if (room.isErr()) return err(room.error);
  if (amountMinor > room.value)
    return err(strideError('PRC400', 'A price adjustment cannot exceed the price of what it adjusts.', { maxAmountMinor: room.value }));
  const reason = input.reason ?? existing?.reason ?? '';
  const agentNo = adjustingAgent(input.caller) ?? input.caller.consumerNo;
  if (existing === undefined) await tx.baskets.addPriceAdjustment(basket.id, { itemId, amountMinor, reason, createdBy: agentNo });
  else await tx.baskets.updatePriceAdjustment(basket.id, existing.id, { amountMinor, reason, updatedBy: agentNo });
  return ok(undefined);
}

/** Who adjusts: the agent calling, or the associate whose in-store session the shopper's call comes through. */
const adjustingAgent = (caller: CartCaller): string | undefined => (caller.agentRole === undefined ? caller.assistedBy : caller.consumerNo);

/**
 * The basket an agent may adjust, refused (AUT432) when the caller holds no agent authority or the basket is the
 * adjusting agent's own, so nobody discounts their own order. An agent token finds any consumer's basket; an
 * in-store session only the basket of the shopper signed in on the store device.
 */
async function adjustableBasket(tx: CartPorts, basketId: string, caller: CartCaller): Promise<Result<StoredBasket, StrideError>> {
  const agentNo = adjustingAgent(caller);
  if (agentNo === undefined) return err(strideError('AUT432', AGENTS_ONLY));
  const found = await findOwnedBasket(tx, basketId, caller, { allowAgent: caller.agentRole !== undefined });
  if (found.isErr()) return found;
  return found.value.consumerNo === agentNo ? err(strideError('AUT432', NOT_OWN_BASKET)) : found;
}

/**
 * `POST` and `PATCH /cart/v1/cart/{basketId}/price_adjustments[/{adjustmentId}]`: an agent (employee
 * or store associate) takes an amount off a line or the order, with a reason. The amount is bounded
 * by what the line (or the order) costs after its other discounts (PRC400 above that).
 */
export async function savePriceAdjustment(deps: CartDeps, input: PriceAdjustmentInput): Promise<Result<LoadedCart, StrideError>> {
  const now = deps.now();
  const saved = await inCartTransaction(deps.store, async (tx) => {
    const owned = await adjustableBasket(tx, input.basketId, input.caller);
    if (owned.isErr()) return err(owned.error);
    await tx.baskets.lock(input.basketId);
    const written = await writeAdjustment(tx, owned.value, input, now);
    if (written.isErr()) return written;
    await syncBasketGiftLines(tx, input.basketId, now);
    await tx.baskets.touch(input.basketId);
    return ok(undefined);
  });
  if (saved.isErr()) return err(saved.error);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller, allowAgent: true });
}

/** `DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}` (agents): the record stays, with who removed it. */
export async function removePriceAdjustment(
  deps: CartDeps,
  input: { basketId: string; adjustmentId: string; caller: CartCaller },
): Promise<Result<LoadedCart, StrideError>> {
  const removed = await inCartTransaction(deps.store, async (tx) => {
    const owned = await adjustableBasket(tx, input.basketId, input.caller);
    if (owned.isErr()) return err(owned.error);
    if (!(await tx.baskets.removePriceAdjustment(input.basketId, input.adjustmentId, adjustingAgent(input.caller) ?? input.caller.consumerNo)))
      return err(strideError('ORD404', 'This price adjustment does not exist.'));
    await syncBasketGiftLines(tx, input.basketId, deps.now());
    await tx.baskets.touch(input.basketId);
    return ok(undefined);
  });
  if (removed.isErr()) return err(removed.error);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller, allowAgent: true });
}

/** `POST /cart/v1/deviceFingerPrint`: stores the device fingerprint on the caller's basket. */
export async function setDeviceFingerprint(
  deps: CartDeps,
  input: { basketId: string; caller: CartCaller; fingerprint: string },
): Promise<Result<LoadedCart, StrideError>> {
  const owned = await findOwnedBasket(deps.store, input.basketId, input.caller);
  if (owned.isErr()) return err(owned.error);
  await deps.store.baskets.setDeviceFingerprint(input.basketId, input.fingerprint);
  return loadCart(deps, { basketId: input.basketId, principal: input.caller });
}
