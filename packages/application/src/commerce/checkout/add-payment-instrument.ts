import type { CheckoutStore, ExpressWalletMethodId, InstrumentDraft, InstrumentRecord, PricedBasket } from '@stride/domain/checkout';
import { isExpressWalletMethod, isProviderPaid } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { rewardsPaymentAllowed } from '@stride/domain/cart';
import { strideError, STRIDE_DEFINED_ERRORS } from '@stride/domain/errors';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { err, ok, type Result } from 'neverthrow';
import { remainingBeforeNew } from './basket-payments.js';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { findGiftCardWithPin, type BalanceCheckWho } from './check-gift-card-balance.js';
import { lockOwnedOpenBasket } from './owned-basket.js';
import { isLoyaltyPaymentMethod } from './loyalty-switch.js';
import { athleteInstrument, giftCardInstrument, instrumentDraft, loyaltyPointsInstrument, rewardInstrument } from './stored-value-instrument.js';

/** The instrument a shopper adds (the body of `POST /cart/v1/cart/{basketId}/paymentInstruments`). */
export type NewInstrument =
  | { readonly payment_method_id: 'CREDIT_CARD'; readonly token: string }
  | { readonly payment_method_id: 'GIFT_CARD'; readonly giftCardNumber: string; readonly pin?: string | undefined }
  | { readonly payment_method_id: 'LOYALTY_POINTS' }
  | { readonly payment_method_id: 'REWARD_CODE' | 'REWARD_CARD'; readonly voucherId: string }
  | { readonly payment_method_id: 'ATHLETES_PAYMENT' }
  | { readonly payment_method_id: 'PAY_LATER' }
  | { readonly payment_method_id: ExpressWalletMethodId; readonly additionalDetails: { readonly paymentData: string } };

/** The basket's instruments after a change, with the basket's total and what is left to pay. */
export interface BasketInstrumentsView {
  readonly basket: PricedBasket;
  readonly instruments: readonly InstrumentRecord[];
}

// The provider is asked before the basket is locked: it is another system (on PGlite, another
// client inside the transaction would even wait for it forever). A token is usable only by the
// consumer who made it, and only as what it was made for (a card's as a card, a wallet's payment data
// as that wallet's); anything else (or one made by nobody) answers exactly like an unknown token.
async function providerDraft(deps: CheckoutDeps, caller: CheckoutCaller, input: NewInstrument): Promise<Result<InstrumentDraft, StrideError>> {
  const method = input.payment_method_id;
  const token = method === 'CREDIT_CARD' ? input.token : 'additionalDetails' in input ? input.additionalDetails.paymentData : '';
  const found = await deps.gateway.findToken(token);
  if (found.isErr() || found.value.ownerConsumerNo !== caller.consumerNo || found.value.paymentMethodId !== method) return err(strideError('PYT404'));
  const { brand, last4, expiryMonth, expiryYear, wallet } = found.value;
  if (wallet === null) return ok(instrumentDraft(method, 0, { cardToken: token, additionalData: { brand, last4, expiryMonth, expiryYear } }));
  const ids = { paymentRequestId: wallet.sessionId, paymentId: wallet.paymentId, payerId: wallet.payerId };
  return ok(instrumentDraft(method, 0, { cardToken: token, additionalData: { brand, last4, ...ids } }));
}

async function draftFor(
  deps: CheckoutDeps,
  store: CheckoutStore,
  caller: CheckoutCaller,
  basket: PricedBasket,
  onBasket: InstrumentRecord[],
  input: NewInstrument,
  card: InstrumentDraft | null,
): Promise<Result<InstrumentDraft, StrideError>> {
  const remaining = remainingBeforeNew(basket, onBasket);
  // The programme turned off: its methods are unknown here, as pay later is without a provider.
  if (deps.loyalty === false && isLoyaltyPaymentMethod(input.payment_method_id)) return err(strideError('PYT404'));
  switch (input.payment_method_id) {
    case 'CREDIT_CARD':
    case 'DW_APPLE_PAY':
    case 'PAYPAL':
      return card === null ? err(strideError('PYT404')) : ok(card);
    case 'GIFT_CARD': {
      const card = await store.giftCards.find(input.giftCardNumber.replace(/[\s-]/g, ''));
      return card === null ? err(strideError('GFC800')) : giftCardInstrument(basket, onBasket, card, remaining, deps.now());
    }
    case 'LOYALTY_POINTS':
      return loyaltyPointsInstrument(store, caller, basket, remaining, deps.loyaltyMinPoints);
    case 'ATHLETES_PAYMENT':
      return athleteInstrument(store, caller, remaining);
    case 'PAY_LATER':
      // The provider pays what stored value leaves; it decides when the order is placed.
      return deps.payLater === undefined
        ? err(strideError('PYT404'))
        : ok(instrumentDraft('PAY_LATER', 0, { additionalData: { provider: deps.payLater.name } }));
    default: {
      // The rule reads the athlete payment as the wire has it: remainingAmount in major units.
      const athlete = onBasket
        .filter((i) => i.paymentMethodId === 'ATHLETES_PAYMENT')
        .map((i) => ({
          payment_instrument_id: i.id,
          payment_method_id: 'ATHLETES_PAYMENT' as const,
          additionalData: { remainingAmount: toMajorUnits(moneyOf(Number(i.additionalData?.['remainingMinor'] ?? 0), basket.currency)) },
        }));
      if (!rewardsPaymentAllowed(athlete)) return err(strideError('REW409', STRIDE_DEFINED_ERRORS.REW409.message));
      return rewardInstrument(store, caller, input.payment_method_id, input.voucherId, remaining);
    }
  }
}

/**
 * Adds a payment instrument to the caller's basket. A card, an express wallet's payment data or the pay-later provider
 * replaces the basket's card, wallet or pay-later and pays the rest; stored value pays min(its value, what is left). A gift card's PIN is checked (rate limited)
 * before the basket is locked.
 */
export async function addPaymentInstrument(
  deps: CheckoutDeps,
  input: { basketId: string; caller: CheckoutCaller; who: BalanceCheckWho; instrument: NewInstrument },
): Promise<Result<BasketInstrumentsView, StrideError>> {
  const { instrument, caller } = input;
  let card: InstrumentDraft | null = null;
  if (instrument.payment_method_id === 'CREDIT_CARD' || isExpressWalletMethod(instrument.payment_method_id)) {
    const made = await providerDraft(deps, caller, instrument);
    if (made.isErr()) return err(made.error);
    card = made.value;
  }
  if (instrument.payment_method_id === 'GIFT_CARD') {
    const checked = await findGiftCardWithPin(deps, { giftCardNumber: instrument.giftCardNumber, pin: instrument.pin }, input.who);
    if (checked.isErr()) return err(checked.error);
  }
  return deps.uow.run(async (store) => {
    const basket = await lockOwnedOpenBasket(store, input.basketId, caller, deps.now());
    if (basket.isErr()) return err(basket.error);
    const onBasket = await store.instruments.list(input.basketId);
    const made = await draftFor(deps, store, caller, basket.value, onBasket, instrument, card);
    if (made.isErr()) return err(made.error);
    // One instrument the provider pays: a new card or wallet replaces the one before it.
    if (isProviderPaid(made.value.paymentMethodId)) {
      for (const old of onBasket.filter((i) => isProviderPaid(i.paymentMethodId))) await store.instruments.remove(input.basketId, old.id);
    }
    if (made.value.loyaltyVoucherId !== null) await store.loyalty.setVoucherStatus(made.value.loyaltyVoucherId, 'APPLIED');
    await store.instruments.add(input.basketId, made.value);
    return ok({ basket: basket.value, instruments: await store.instruments.list(input.basketId) });
  });
}

/** Removes an instrument from the caller's basket (PYT404 when the basket has no such instrument). */
export async function removePaymentInstrument(
  deps: CheckoutDeps,
  input: { basketId: string; caller: CheckoutCaller; instrumentId: string },
): Promise<Result<BasketInstrumentsView, StrideError>> {
  return deps.uow.run(async (store) => {
    const basket = await lockOwnedOpenBasket(store, input.basketId, input.caller, deps.now());
    if (basket.isErr()) return err(basket.error);
    const found = (await store.instruments.list(input.basketId)).find((i) => i.id === input.instrumentId);
    if (found === undefined || !(await store.instruments.remove(input.basketId, input.instrumentId))) return err(strideError('PYT404'));
    if (found.loyaltyVoucherId !== null) await store.loyalty.setVoucherStatus(found.loyaltyVoucherId, 'AVAILABLE');
    return ok({ basket: basket.value, instruments: await store.instruments.list(input.basketId) });
  });
}
