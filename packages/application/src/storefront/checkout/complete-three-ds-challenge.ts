import type { OrderAnswer } from '../../api-contract/checkout.contract.js';
import type { ChallengeResult, CheckoutApi } from './checkout-api.port.js';
import { routeCheckoutFailure, type CheckoutFailureRoute } from './checkout-failure.js';
import type { PendingChallenge } from './place-order-flow.js';

/** How the challenge ended: the order placed, or the payment-authentication failure and where to go. */
export type ChallengeOutcome = { readonly kind: 'placed'; readonly order: OrderAnswer } | { readonly kind: 'failed'; readonly route: CheckoutFailureRoute };

/**
 * After the shopper answers the 3-D Secure challenge: the provider gives a threeDS2Result token,
 * which is sent with `PATCH /cart/v2/checkout/order/{orderNumber}` (commerce section 4). A failed
 * challenge is the payment-authentication error: back to billing, a new cart, no order.
 * @example await completeThreeDsChallenge(api, pending, 'passed') // { kind: 'placed', order }
 */
export async function completeThreeDsChallenge(api: CheckoutApi, pending: PendingChallenge, result: ChallengeResult): Promise<ChallengeOutcome> {
  const answered = await api.answerChallenge(pending.challengeUrl, result);
  if (answered.isErr()) return { kind: 'failed', route: routeCheckoutFailure(answered.error, 'challenge') };
  const additionalData = {
    threeDS2Result: answered.value,
    ...(pending.cardType === undefined ? {} : { cardType: pending.cardType }),
    ...(pending.paymentInstrumentId === undefined ? {} : { paymentInstrumentId: pending.paymentInstrumentId }),
  };
  const patched = await api.patchOrder(pending.orderNumber, { paymentMethod: { code: 'CREDIT_CARD', additionalData } });
  if (patched.isErr()) return { kind: 'failed', route: routeCheckoutFailure(patched.error, 'challenge') };
  return { kind: 'placed', order: patched.value };
}
