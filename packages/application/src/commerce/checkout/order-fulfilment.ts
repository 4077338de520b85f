import type { FulfilmentStep, OrderEvent, OrderRecord } from '@stride/domain/checkout';
import { checkReturnable, deliveredAt, nextOrderStatus, ORDER_STEP_REFUSED, returnByDate } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { GIFT_CARD_SPENT, refundOrderCards, refundOrderInStore } from './order-refund.js';

/** Where an order is after it was placed: its timeline, and its return when one was opened. */
export interface OrderTracking {
  readonly events: readonly OrderEvent[];
  readonly returnNumber: string | null;
  /** The last day a return is accepted: set once the order is delivered. */
  readonly returnBy: Date | null;
  /** Whether a return label is given now (delivered, within the window): the page offers it. */
  readonly returnable: boolean;
}

/** The tracking of an order the caller may already see (its owner, an agent, or a guest who proved it). */
export async function orderTracking(deps: Pick<CheckoutDeps, 'reader' | 'now'>, order: OrderRecord): Promise<OrderTracking> {
  const [events, opened] = await Promise.all([deps.reader.timeline.events(order.orderNumber), deps.reader.timeline.returnOf(order.orderNumber)]);
  const delivered = deliveredAt(events);
  return {
    events,
    returnNumber: opened?.returnNumber ?? null,
    returnBy: delivered === null ? null : returnByDate(delivered),
    returnable: checkReturnable(order.status, delivered, deps.now()).isOk(),
  };
}

/** A fulfilment step as an agent reports it; a shipment names its carrier and tracking number. */
export type FulfilmentReport =
  { readonly step: 'SHIPPED'; readonly carrier: string; readonly trackingNumber: string } | { readonly step: Exclude<FulfilmentStep, 'SHIPPED'> };

/**
 * `POST /consumers-v3/agent/orders/{orderNumber}/fulfilment` (Stride's, agents only): records that
 * an order shipped, was delivered, or that its return came back, in one transaction with its status.
 * A returned order is refunded as a cancelled one is (stock, stored value, then the card at the
 * provider after the commit; the gift cards it issued suspended, ORD_STEP_REFUSED when one was spent).
 * An unknown order is OHS4004; a step that does not follow ORD_STEP_REFUSED.
 */
export async function recordFulfilmentStep(
  deps: CheckoutDeps,
  input: { orderNumber: string; report: FulfilmentReport; caller: CheckoutCaller },
): Promise<Result<OrderRecord, StrideError>> {
  if (input.caller.agentRole === undefined) return err(strideError('AUT432', 'This call is for support agents only.'));
  const { report } = input;
  const moved = await deps.uow.run(async (store) => {
    const order = await store.orders.lock(input.orderNumber);
    if (order === null || order.status === 'PENDING_PAYMENT') return err(strideError('OHS4004'));
    const next = nextOrderStatus(order.status, report.step, (await store.timeline.returnOf(order.orderNumber)) !== null);
    if (next.isErr()) return err(next.error);
    if (report.step === 'RETURNED' && !(await refundOrderInStore(store, order)))
      return err(strideError(ORDER_STEP_REFUSED, GIFT_CARD_SPENT, { status: order.status }));
    await store.orders.setStatus(order.orderNumber, order.status, next.value);
    const shipment = report.step === 'SHIPPED' ? { carrier: report.carrier, trackingNumber: report.trackingNumber } : { carrier: null, trackingNumber: null };
    await store.timeline.record(order.orderNumber, { type: report.step, at: deps.now(), ...shipment });
    const after = await store.orders.find(order.orderNumber);
    return after === null ? err(strideError('OHS4004')) : ok(after);
  });
  if (moved.isOk() && report.step === 'RETURNED') await refundOrderCards(deps, moved.value);
  return moved;
}
