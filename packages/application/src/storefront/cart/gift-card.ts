import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import { runCartCall } from './run-cart-call.js';

/** Applies a gift card to the cart as a GIFT_CARD payment instrument and answers the cart after it. */
export function applyGiftCard(deps: CartDeps, giftCardNumber: string, pin: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) =>
    deps.api.addGiftCard(basketId, giftCardNumber.replace(/\s+/g, ''), pin.trim()).andThen(() => deps.api.getCart(basketId)),
  );
}

/** Takes a payment instrument (an applied gift card) off the cart. */
export function removeGiftCard(deps: CartDeps, paymentInstrumentId: string): ResultAsync<CartAnswer, ApiFailure> {
  return runCartCall(deps, (basketId) => deps.api.removePaymentInstrument(basketId, paymentInstrumentId).andThen(() => deps.api.getCart(basketId)));
}
