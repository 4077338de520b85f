import { orderGroupSpendMinor } from '@stride/domain/checkout';
import type { CheckoutStore, OrderRecord } from '@stride/domain/checkout';

/**
 * In the transaction that makes an order PLACED: adds what it cost (merchandise after discounts, no gift card, no
 * shipping or tax) to the annual spend of its consumer's groups, an employee's against the cap, a prosumer's against
 * the credit, which the spend banners show. Once per order.
 */
export async function recordOrderGroupSpend(store: CheckoutStore, order: OrderRecord): Promise<void> {
  await store.groupSpend.record({
    orderNumber: order.orderNumber,
    consumerNo: order.consumerNo,
    currency: order.currency,
    amountMinor: orderGroupSpendMinor(order.items),
  });
}
