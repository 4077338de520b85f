import type { CheckoutStore, OrderRecord } from '@stride/domain/checkout';
import type { CheckoutDeps } from './checkout-deps.js';
import { refundStoredValue } from './order-stored-value.js';
import { giveBackStock } from './order-stock.js';

/**
 * Inside the transaction that cancels an order or takes its return back: its stock goes back, gift
 * cards, points, credit, vouchers and promo uses are refunded, and its payments are marked REFUNDED.
 */
export async function refundOrderInStore(store: CheckoutStore, order: OrderRecord): Promise<void> {
  await giveBackStock(store, order.items);
  await refundStoredValue(store, order);
  for (const p of order.payments) await store.orders.setPayment(p.id, 'REFUNDED', null);
}

/** After that transaction commits: the card payments are voided or refunded at the provider (another system). */
export async function refundOrderCards(deps: Pick<CheckoutDeps, 'gateway'>, order: OrderRecord): Promise<void> {
  for (const p of order.payments) if (p.paymentMethodId === 'CREDIT_CARD' && p.pspReference !== null) await deps.gateway.cancelOrRefund(p.pspReference);
}
