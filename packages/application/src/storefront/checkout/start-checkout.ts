import { isExpressCheckoutEligible } from '@stride/domain/cart';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CheckoutApi } from './checkout-api.port.js';
import type { CheckoutStep } from './checkout-step.js';
import { addressFieldsOf } from './start-new-cart.js';

/** A saved card of a signed-in shopper: its instrument id (the provider token) and main flag. */
export interface SavedCard {
  readonly paymentInstrumentId: string;
  readonly main: boolean;
}

/** What the first step depends on: the cart, and for a signed-in shopper the saved cards. */
export interface CheckoutStartContext {
  readonly cart: CartAnswer;
  readonly savedCards: readonly SavedCard[];
}

/** Where checkout opens, with the cart as it is after any express preparation. */
export interface CheckoutStart {
  readonly step: CheckoutStep;
  readonly cart: CartAnswer;
}

const hasCard = (cart: CartAnswer) => cart.payment_instruments.some((i) => i.payment_method_id === 'CREDIT_CARD');

/**
 * Express checkout (commerce section 4): with a main saved card, and a default shipping address
 * (the address already on the basket) unless every item is picked up, checkout jumps to summary:
 * the main card goes on the basket and the billing address follows the shipping address when it
 * has none. Without everything an order needs (billing address and card) it opens on shipping.
 * @example const start = await startCheckout(api, { cart, savedCards: [] }) // { step: 'shipping', cart }
 */
export function startCheckout(api: CheckoutApi, context: CheckoutStartContext): ResultAsync<CheckoutStart, ApiFailure> {
  const { cart, savedCards } = context;
  const eligible = isExpressCheckoutEligible({ savedCards, hasDefaultShippingAddress: cart.shippingAddress !== undefined, items: cart.items });
  const mainCard = savedCards.find((card) => card.main);
  if (!eligible || mainCard === undefined) return okAsync({ step: 'shipping', cart });
  const shipping = addressFieldsOf(cart.shippingAddress);
  const withBilling =
    cart.billingAddress === undefined && shipping !== undefined ? api.setBillingAddress(cart.basketId, shipping) : okAsync<CartAnswer, ApiFailure>(cart);
  return withBilling
    .andThen((next) =>
      hasCard(next)
        ? okAsync<CartAnswer, ApiFailure>(next)
        : api.addCard(next.basketId, mainCard.paymentInstrumentId).andThen(() => api.loadCart(next.basketId)),
    )
    .map((next): CheckoutStart => ({ step: next.billingAddress !== undefined && hasCard(next) ? 'summary' : 'shipping', cart: next }));
}
