import type { ResultAsync } from 'neverthrow';
import type { AddCartItemLine, CartAnswer } from '../../api-contract/cart.contract.js';
import type { BasketPaymentsAnswer, OrderAnswer, PlaceOrderRequest } from '../../api-contract/checkout.contract.js';
import type { DeliveryAddressFields, SetShippingMethodBody } from '../../api-contract/delivery.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';

/** The 3-D Secure result sent with `PATCH /cart/v2/checkout/order/{orderNumber}`. */
export interface PatchOrderBody {
  readonly paymentMethod: {
    readonly code: 'CREDIT_CARD';
    readonly additionalData: {
      readonly cardType?: string;
      readonly paymentInstrumentId?: string;
      readonly sessionID?: string;
      readonly threeDS2Result: string;
    };
  };
}

/** The shopper's answer on the payment provider's challenge, and the result token it gives. */
export type ChallengeResult = 'passed' | 'failed';

/**
 * The calls checkout makes (commerce section 7), as the storefront flows see them: the web
 * implements it over the typed API client, tests over scripted answers.
 */
export interface CheckoutApi {
  prepareOrder(basketId: string): ResultAsync<BasketPaymentsAnswer, ApiFailure>;
  placeOrder(body: PlaceOrderRequest): ResultAsync<OrderAnswer, ApiFailure>;
  patchOrder(orderNumber: string, body: PatchOrderBody): ResultAsync<OrderAnswer, ApiFailure>;
  /** Posts the shopper's answer to the provider's challenge address; answers the threeDS2Result token. */
  answerChallenge(challengeUrl: string, result: ChallengeResult): ResultAsync<string, ApiFailure>;
  createCart(): ResultAsync<CartAnswer, ApiFailure>;
  addItems(lines: readonly AddCartItemLine[]): ResultAsync<CartAnswer, ApiFailure>;
  setShippingAddress(basketId: string, address: DeliveryAddressFields): ResultAsync<CartAnswer, ApiFailure>;
  setShippingMethod(body: SetShippingMethodBody): ResultAsync<CartAnswer, ApiFailure>;
  setBillingAddress(basketId: string, address: DeliveryAddressFields): ResultAsync<CartAnswer, ApiFailure>;
  /** Puts a card (a provider token, or a saved card's instrument id) on the basket. */
  addCard(basketId: string, token: string): ResultAsync<BasketPaymentsAnswer, ApiFailure>;
  loadCart(basketId: string): ResultAsync<CartAnswer, ApiFailure>;
}
