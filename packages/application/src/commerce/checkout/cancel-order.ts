import type { OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { checkOrderCancellable, ORDER_NOT_CANCELLABLE } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { GIFT_CARD_SPENT, refundOrderCards, refundOrderInStore } from './order-refund.js';
import { mayActOnOrder } from './order-queries.js';

/**
 * `POST /consumers-v3/consumer/CancelOrder`: before shipment, in one transaction the order becomes
 * CANCELLED (a CANCELLED event on its timeline), the gift cards it issued are suspended, its stock
 * goes back and gift cards, points, credit and promo uses are refunded; the card payment is then
 * voided or refunded at the provider (another system, after the commit). An order whose issued gift
 * card has been spent is ORD_NOT_CANCELLABLE.
 */
export async function cancelOrder(deps: CheckoutDeps, input: { orderNumber: string; caller: CheckoutCaller }): Promise<Result<OrderRecord, StrideError>> {
  const cancelled = await deps.uow.run(async (store) => {
    const order = await store.orders.lock(input.orderNumber);
    if (order === null || !mayActOnOrder(order, input.caller) || order.status === 'PENDING_PAYMENT') return err(strideError('OHS4004'));
    const allowed = checkOrderCancellable(order.status);
    if (allowed.isErr()) return err(allowed.error);
    if (!(await refundOrderInStore(store, order))) return err(strideError(ORDER_NOT_CANCELLABLE, GIFT_CARD_SPENT, { status: order.status }));
    await store.orders.setStatus(order.orderNumber, order.status, 'CANCELLED');
    await store.timeline.record(order.orderNumber, { type: 'CANCELLED', at: deps.now(), carrier: null, trackingNumber: null });
    const after = await store.orders.find(order.orderNumber);
    return after === null ? err(strideError('OHS4004')) : ok(after);
  });
  if (cancelled.isErr()) return cancelled;
  await refundOrderCards(deps, cancelled.value);
  return cancelled;
}
