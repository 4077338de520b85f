import type { AuthoriseOutcome, OrderRecord } from '@stride/domain/checkout';
import { isProviderPaid } from '@stride/domain/checkout';
import { PAY_LATER_PAYMENT_METHOD_ID } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import { ok, type Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';

/**
 * Asks the provider of a pending order's provider-paid part for its decision: the pay-later provider for PAY_LATER
 * (on the order's e-mail; refused when none is configured), the card acquirer for a card or wallet token. Null when
 * the order has no such part to ask about.
 */
export async function authoriseOrderPayment(
  deps: Pick<CheckoutDeps, 'gateway' | 'payLater'>,
  order: OrderRecord,
): Promise<Result<AuthoriseOutcome, StrideError> | null> {
  const payment = order.payments.find((p) => isProviderPaid(p.paymentMethodId));
  if (payment === undefined) return null;
  const request = { amountMinor: payment.amountMinor, currency: order.currency, reference: order.orderNumber };
  if (payment.paymentMethodId === PAY_LATER_PAYMENT_METHOD_ID) {
    if (deps.payLater === undefined) return ok({ status: 'REFUSED', pspReference: `unoffered-${order.orderNumber}`, code: 'PAY400' });
    return ok(await deps.payLater.authorise({ ...request, shopperEmail: order.customerEmail }));
  }
  if (payment.cardToken === null) return null;
  return deps.gateway.authorise({ ...request, token: payment.cardToken });
}
