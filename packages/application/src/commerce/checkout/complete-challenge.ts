import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { completePaidOrder, releasePendingOrder, type OrderOutcome } from './settle-order.js';
import { isProviderPaid } from '@stride/domain/checkout';

/**
 * `PATCH /cart/v2/checkout/order/{orderNumber}` with the 3-D Secure result: a passed challenge
 * completes the order; a failed one releases everything (no order, no stock or stored value taken,
 * the basket reopened) and answers PAY400. An unknown or another consumer's order is ORD409.
 */
export async function completeChallenge(
  deps: CheckoutDeps,
  input: {
    orderNumber: string;
    caller: CheckoutCaller;
    threeDS2Result: string;
    /** The site's locale: the confirmation e-mail's language. */ locale?: string | undefined;
  },
): Promise<Result<OrderOutcome, StrideError>> {
  const order = await deps.reader.orders.find(input.orderNumber);
  if (order === null || order.consumerNo !== input.caller.consumerNo) return err(strideError('ORD409'));
  if (order.status === 'PLACED') return ok({ order });
  const card = order.payments.find((p) => isProviderPaid(p.paymentMethodId));
  if (order.status !== 'PENDING_PAYMENT' || card?.pspReference == null) return err(strideError('ORD409'));
  const result = await deps.gateway.completeChallenge(card.pspReference, input.threeDS2Result);
  if (result === 'AUTHORISED') {
    const placed = await completePaidOrder(deps, order, card.pspReference, input.locale);
    return placed.isErr() ? err(placed.error) : ok({ order: placed.value });
  }
  await deps.gateway.cancelOrRefund(card.pspReference);
  await releasePendingOrder(deps, order.orderNumber);
  return err(strideError('PAY400', 'Payment authentication failed. Please try again or use another card.'));
}
