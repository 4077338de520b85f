import { PAY_LATER_PAYMENT_METHOD_ID, type PaymentMethodId } from '@stride/domain/cart';
import { isLoyaltyPaymentMethod } from './loyalty-switch.js';
import type { StrideError } from '@stride/domain/errors';
import { LOYALTY_MIN_POINTS_FOR_PAYMENT, availablePaymentMethods } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';

/**
 * `GET /cart/v1/cart/{basketId}/paymentMethods`: the methods offered to the caller (loyalty points only to a member
 * with at least the configured minimum, and no loyalty method at all with the programme turned off; pay later to
 * everyone when a provider is configured). The route reads the
 * basket through the cart, which answers another consumer's basket as a missing one; nothing here locks or writes.
 */
export async function listPaymentMethods(deps: CheckoutDeps, input: { caller: CheckoutCaller }): Promise<Result<PaymentMethodId[], StrideError>> {
  const payer = await deps.reader.payers.find(input.caller.consumerNo);
  if (payer === null) return err(strideError('BSK404'));
  const offered = availablePaymentMethods(payer, deps.loyaltyMinPoints ?? LOYALTY_MIN_POINTS_FOR_PAYMENT);
  const methods = deps.loyalty === false ? offered.filter((method) => !isLoyaltyPaymentMethod(method)) : offered;
  return ok(deps.payLater === undefined ? methods : [...methods, PAY_LATER_PAYMENT_METHOD_ID]);
}
