import { flashOpensThreeDsChallenge } from '@stride/domain/errors';
import type { OrderAnswer, PlaceOrderRequest } from '../../api-contract/checkout.contract.js';
import type { CheckoutApi } from './checkout-api.port.js';
import { routeCheckoutFailure, type CheckoutFailureRoute } from './checkout-failure.js';
import { placeOrderPaymentMethod } from './place-order-payment.js';

/** An order waiting for the shopper's 3-D Secure challenge (a PaymentNotAuthorized flash). */
export interface PendingChallenge {
  readonly orderNumber: string;
  readonly challengeUrl: string;
  readonly paymentInstrumentId?: string;
  readonly cardType?: string;
}

/** How placing an order ended: placed, waiting for the challenge, or failed with where to go. */
export type PlaceOrderOutcome =
  | { readonly kind: 'placed'; readonly order: OrderAnswer }
  | { readonly kind: 'challenge'; readonly pending: PendingChallenge }
  | { readonly kind: 'failed'; readonly route: CheckoutFailureRoute };

/**
 * What the "Place order" button sends: the basket and the place-order payload's optional parts. Without a
 * `paymentMethod`, it is the one the prepared basket's payments name (`placeOrderPaymentMethod`), with `cardBin` (the
 * first six digits of a card the shopper typed on this visit).
 */
export type PlaceOrderInput = Omit<PlaceOrderRequest, 'paymentMethod'> & {
  readonly paymentMethod?: PlaceOrderRequest['paymentMethod'];
  readonly cardBin?: string | undefined;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The challenge a PaymentNotAuthorized flash asks for, or null when the order needs none. */
export function pendingChallengeOf(order: OrderAnswer): PendingChallenge | null {
  const flash = order.flash.find((f) => flashOpensThreeDsChallenge(f.type));
  if (flash === undefined) return null;
  const challengeUrl = text(flash.details?.['challengeUrl']);
  if (challengeUrl === undefined) return null;
  const paymentInstrumentId = text(flash.details?.['paymentInstrumentId']);
  const brand = order.paymentMethod.find((p) => p.code === 'CREDIT_CARD')?.additionalData.brand;
  return {
    orderNumber: text(flash.details?.['orderNumber']) ?? order.orderNumber,
    challengeUrl,
    ...(paymentInstrumentId === undefined ? {} : { paymentInstrumentId }),
    ...(brand === undefined ? {} : { cardType: brand.toLowerCase() }),
  };
}

/**
 * "Place order" (commerce section 4): `POST /cart/v1/cart/prepareOrder`, then
 * `PUT /cart/v2/checkout/order`. A PaymentNotAuthorized flash means the 3-D Secure challenge must
 * open; a failure says where checkout goes next (routeCheckoutFailure).
 * @example const outcome = await placeOrderFlow(api, { cartId: basketId, recaptcha_response: 'test' })
 */
export async function placeOrderFlow(api: CheckoutApi, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const prepared = await api.prepareOrder(input.cartId);
  if (prepared.isErr()) return { kind: 'failed', route: routeCheckoutFailure(prepared.error, 'prepare') };
  const { cardBin, paymentMethod, ...request } = input;
  const placed = await api.placeOrder({ ...request, paymentMethod: paymentMethod ?? placeOrderPaymentMethod(prepared.value.payment_instruments, cardBin) });
  if (placed.isErr()) return { kind: 'failed', route: routeCheckoutFailure(placed.error, 'place') };
  const pending = pendingChallengeOf(placed.value);
  return pending === null ? { kind: 'placed', order: placed.value } : { kind: 'challenge', pending };
}
