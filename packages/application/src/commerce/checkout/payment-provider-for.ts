import type { PaymentGateway } from '@stride/domain/checkout';
import { PAY_LATER_PAYMENT_METHOD_ID } from '@stride/domain/cart';
import type { CheckoutDeps } from './checkout-deps.js';

/** Who captures, cancels and refunds a provider-paid payment: the pay-later provider for PAY_LATER, the card acquirer otherwise. */
export function paymentProviderFor(
  deps: Pick<CheckoutDeps, 'gateway' | 'payLater'>,
  paymentMethodId: string,
): Pick<PaymentGateway, 'capture' | 'cancelOrRefund'> {
  return paymentMethodId === PAY_LATER_PAYMENT_METHOD_ID && deps.payLater !== undefined ? deps.payLater : deps.gateway;
}
