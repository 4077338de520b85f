import type { CheckoutStore, OrderRecord } from '@stride/domain/checkout';
import type { CheckoutDeps } from './checkout-deps.js';
import { refundStoredValue } from './order-stored-value.js';
import { giveBackStock } from './order-stock.js';
import { isProviderPaid } from '@stride/domain/checkout';
import { paymentProviderFor } from './payment-provider-for.js';

/**
 * Inside the transaction that cancels an order or takes its return back: the gift cards it issued are
 * suspended, its stock goes back, gift cards, points, credit, vouchers and promo uses are refunded, its part in
 * the employee's or prosumer's annual spend is taken back,
 * and its payments are marked REFUNDED. False, with nothing done, when a gift card it issued has been
 * spent: that money is gone, so the order cannot be refunded whole.
 */
export async function refundOrderInStore(store: CheckoutStore, order: OrderRecord): Promise<boolean> {
  if (!(await store.issuedGiftCards.suspendIfUnspent(order.orderNumber))) return false;
  await giveBackStock(store, order.items);
  await refundStoredValue(store, order);
  await store.groupSpend.reverse(order.orderNumber);
  for (const p of order.payments) await store.orders.setPayment(p.id, 'REFUNDED', null);
  return true;
}

/** Why an order that issued a gift card since spent is not refunded (cancelled or returned). */
export const GIFT_CARD_SPENT = 'A gift card of this order has been used, so the order can no longer be refunded.';

/** After that transaction commits: the card payments are voided or refunded at the provider (another system). */
export async function refundOrderCards(deps: Pick<CheckoutDeps, 'gateway' | 'payLater'>, order: OrderRecord): Promise<void> {
  for (const p of order.payments) {
    if (isProviderPaid(p.paymentMethodId) && p.pspReference !== null) await paymentProviderFor(deps, p.paymentMethodId).cancelOrRefund(p.pspReference);
  }
}
