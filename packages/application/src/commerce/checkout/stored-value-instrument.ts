import type { CheckoutStore, InstrumentDraft, PricedBasket } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import {
  GIFT_CARD_MAX_PER_BASKET,
  LOYALTY_MIN_POINTS_FOR_PAYMENT,
  LOYALTY_POINTS_PER_MAJOR_UNIT,
  amountForPoints,
  checkGiftCardUsable,
  giftCardAmountToApply,
  pointsForAmount,
  type GiftCardRecord,
} from '@stride/domain/checkout';
import { checkRewardAccess } from '@stride/domain/roles';
import { currencyExponent } from '@stride/domain/money';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller } from './checkout-deps.js';

const draft = (paymentMethodId: string, amountMinor: number, extra: Partial<InstrumentDraft> = {}): InstrumentDraft => ({
  paymentMethodId,
  amountMinor,
  cardToken: null,
  giftCardNumber: null,
  loyaltyPoints: null,
  loyaltyVoucherId: null,
  additionalData: null,
  ...extra,
});

/** A gift card instrument: GFC410 too many, GFC755 twice, GFC725 for a gift card purchase or another currency. */
export function giftCardInstrument(
  basket: PricedBasket,
  onBasket: readonly InstrumentDraft[],
  card: GiftCardRecord,
  remaining: number,
  now: Date,
): Result<InstrumentDraft, StrideError> {
  const cards = onBasket.filter((i) => i.paymentMethodId === 'GIFT_CARD');
  if (cards.some((i) => i.giftCardNumber === card.number)) return err(strideError('GFC755'));
  if (cards.length >= GIFT_CARD_MAX_PER_BASKET) return err(strideError('GFC410'));
  if (basket.lines.some((line) => line.isDigital) || card.currency !== basket.currency) return err(strideError('GFC725'));
  const usable = checkGiftCardUsable(card, now);
  if (usable.isErr()) return err(usable.error);
  const amount = giftCardAmountToApply(card.balanceMinor, remaining);
  if (amount === 0) return err(strideError('GFO405'));
  return ok(draft('GIFT_CARD', amount, { giftCardNumber: card.number, additionalData: { maskedNumber: `****${card.number.slice(-4)}` } }));
}

/** Checks reward access for a caller: REW401 guest, REW130 not a member, REW135 not confirmed yet. */
async function loyaltyMember(store: CheckoutStore, caller: CheckoutCaller): Promise<Result<number, StrideError>> {
  const payer = await store.payers.find(caller.consumerNo);
  const access = checkRewardAccess({
    loggedIn: caller.consumerType !== 'GUEST',
    isLoyaltyMember: payer?.isLoyaltyMember ?? false,
    loyaltyConfirmed: payer?.loyaltyConfirmationPending !== true,
  });
  if (access.isErr()) return err(strideError(access.error.code));
  return ok(payer?.loyaltyPoints ?? 0);
}

/** Loyalty points pay what is left, up to the balance; the configured minimum applies (REW140). */
export async function loyaltyPointsInstrument(
  store: CheckoutStore,
  caller: CheckoutCaller,
  basket: PricedBasket,
  remaining: number,
  minPoints = LOYALTY_MIN_POINTS_FOR_PAYMENT,
): Promise<Result<InstrumentDraft, StrideError>> {
  const member = await loyaltyMember(store, caller);
  if (member.isErr()) return err(member.error);
  const exponent = currencyExponent(basket.currency);
  if (member.value < minPoints) return err(strideError('REW140'));
  const points = Math.min(member.value, pointsForAmount(remaining, LOYALTY_POINTS_PER_MAJOR_UNIT, exponent));
  const amount = Math.min(remaining, amountForPoints(points, LOYALTY_POINTS_PER_MAJOR_UNIT, exponent));
  if (points <= 0 || amount <= 0) return err(strideError('REW140'));
  return ok(draft('LOYALTY_POINTS', amount, { loyaltyPoints: points }));
}

/** A loyalty voucher of the member (REWARD_CODE or REWARD_CARD): PYT404 when it is not theirs or not available. */
export async function rewardInstrument(
  store: CheckoutStore,
  caller: CheckoutCaller,
  method: string,
  voucherId: string,
  remaining: number,
): Promise<Result<InstrumentDraft, StrideError>> {
  const member = await loyaltyMember(store, caller);
  if (member.isErr()) return err(member.error);
  const voucher = (await store.loyalty.vouchers(caller.consumerNo)).find((v) => v.id === voucherId && v.status === 'AVAILABLE');
  if (voucher === undefined) return err(strideError('PYT404'));
  return ok(draft(method, Math.min(voucher.amountMinor, remaining), { loyaltyVoucherId: voucher.id, additionalData: { points: voucher.points } }));
}

/** Athlete credit pays what it can; additionalData carries payableAmount and remainingAmount (minor units here). */
export async function athleteInstrument(store: CheckoutStore, caller: CheckoutCaller, remaining: number): Promise<Result<InstrumentDraft, StrideError>> {
  const payer = await store.payers.find(caller.consumerNo);
  if (payer === null || payer.consumerType !== 'ATHLETE' || payer.athleteCreditLeftMinor <= 0) return err(strideError('PYT404'));
  const payable = Math.min(payer.athleteCreditLeftMinor, remaining);
  return ok(draft('ATHLETES_PAYMENT', payable, { additionalData: { payableMinor: payable, remainingMinor: remaining - payable } }));
}

export { draft as instrumentDraft };
