import type { CheckoutDeps } from './checkout-deps.js';
import { releasePendingOrder } from './settle-order.js';
import { isProviderPaid } from '@stride/domain/checkout';
import { paymentProviderFor } from './payment-provider-for.js';

/**
 * How long an order may wait for its 3-D Secure answer before its stock, stored value and promo
 * code uses are given back (Stride's choice: providers expire a challenge after about 10 minutes;
 * docs/decisions.md). Also what a crash between the order and the provider's answer leaves behind.
 */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

/** How many abandoned orders one sweep releases; the next sweep takes the rest. */
export const PENDING_ORDER_SWEEP_BATCH = 50;

/**
 * Releases orders left PENDING_PAYMENT for longer than `ttlMs`: each in its own transaction
 * (stock back, stored value refunded, promo uses given back, the order deleted, the basket open
 * again), then the card authorisation cancelled at the provider. The database goes first, so a
 * challenge answered at the same moment finds no order rather than a released one still charged;
 * an order completed in between is left alone (the release is guarded on PENDING_PAYMENT).
 * @returns the order numbers released
 */
export async function releaseAbandonedOrders(
  deps: Pick<CheckoutDeps, 'uow' | 'reader' | 'gateway' | 'payLater' | 'now'>,
  ttlMs: number = PENDING_ORDER_TTL_MS,
): Promise<readonly string[]> {
  const cutoff = new Date(deps.now().getTime() - ttlMs);
  const pending = await deps.reader.orders.listPendingBefore(cutoff, PENDING_ORDER_SWEEP_BATCH);
  const released: string[] = [];
  for (const orderNumber of pending) {
    const order = await deps.reader.orders.find(orderNumber);
    if (order === null || !(await releasePendingOrder(deps, orderNumber))) continue;
    for (const payment of order.payments) {
      if (isProviderPaid(payment.paymentMethodId) && payment.pspReference !== null)
        await paymentProviderFor(deps, payment.paymentMethodId).cancelOrRefund(payment.pspReference);
    }
    released.push(orderNumber);
  }
  return released;
}
