import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../../errors/index.js';
import type { OrderStatus } from './order-status.js';

/** What happens to an order after it is placed, as the tracking timeline records it. */
export const ORDER_EVENT_TYPES = ['SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_OPENED', 'RETURNED'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The steps the warehouse and the carrier report (an agent records them). */
export const FULFILMENT_STEPS = ['SHIPPED', 'DELIVERED', 'RETURNED'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** One step of an order's timeline; a shipment carries its carrier and tracking number. */
export interface OrderEvent {
  readonly type: OrderEventType;
  readonly at: Date;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
}

/** Days after delivery during which a return label is given. */
export const RETURN_WINDOW_DAYS = 30;

/** Stride's own code for a fulfilment step that does not follow from the order's status. */
export const ORDER_STEP_REFUSED = 'ORD_STEP_REFUSED';

/** The spec's code for a return that cannot be created (commerce section 8, "RTN500 return creation error"). */
export const RETURN_REFUSED = 'RTN500';

const DAY_MS = 86_400_000;

// Each step comes from one status only: a parcel is shipped once, delivered after it shipped, and
// comes back only after a return was opened for a delivered order.
const STEP_FROM: Readonly<Record<FulfilmentStep, OrderStatus>> = { SHIPPED: 'PLACED', DELIVERED: 'SHIPPED', RETURNED: 'DELIVERED' };

/**
 * The status an order moves to with a fulfilment step, or ORD_STEP_REFUSED naming the status it has.
 * A return is received only for a delivered order whose return was opened (a label given).
 * @example nextOrderStatus('PLACED', 'SHIPPED', false) // ok('SHIPPED')
 */
export function nextOrderStatus(status: OrderStatus, step: FulfilmentStep, returnOpened: boolean): Result<OrderStatus, StrideError> {
  if (status !== STEP_FROM[step]) return err(strideError(ORDER_STEP_REFUSED, `An order that is ${status} cannot be marked ${step}.`, { status, step }));
  if (step === 'RETURNED' && !returnOpened) return err(strideError(ORDER_STEP_REFUSED, 'No return was opened for this order.', { status, step }));
  return ok(step);
}

/**
 * The last day a delivered order may be sent back: RETURN_WINDOW_DAYS after its delivery.
 * @example returnByDate(new Date('2026-11-01T10:00:00Z')).toISOString() // '2026-12-01T10:00:00.000Z'
 */
export function returnByDate(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * A return label is given for a delivered order until its return window closes (asking again for
 * the same order gives the same return); otherwise RTN500 with the reason.
 * @example checkReturnable('SHIPPED', null, now).isErr() // true
 */
export function checkReturnable(status: OrderStatus, deliveredAt: Date | null, now: Date): Result<Date, StrideError> {
  if (status === 'RETURNED') return err(strideError(RETURN_REFUSED, 'This order has already been returned.', { status }));
  if (status !== 'DELIVERED' || deliveredAt === null)
    return err(strideError(RETURN_REFUSED, 'A return can be started once the order has been delivered.', { status }));
  const returnBy = returnByDate(deliveredAt);
  if (now.getTime() > returnBy.getTime())
    return err(strideError(RETURN_REFUSED, `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed.`, { returnBy: returnBy.toISOString() }));
  return ok(returnBy);
}

/**
 * The return's number, one per order, printed as the label's barcode.
 * @example returnNumberFor('US12345678') // 'RUS12345678'
 */
export function returnNumberFor(orderNumber: string): string {
  return `R${orderNumber}`;
}

/**
 * The invoice's number, one per order.
 * @example invoiceNumberFor('US12345678') // 'INV-US12345678'
 */
export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber}`;
}

/**
 * An invoice is given for an order that was paid and stands (placed, shipped, delivered); a
 * cancelled or returned order was refunded and a pending one is not paid yet, so ORD_STEP_REFUSED
 * names the status.
 * @example checkInvoiceable('CANCELLED').isErr() // true
 */
export function checkInvoiceable(status: OrderStatus): Result<OrderStatus, StrideError> {
  if (status === 'PLACED' || status === 'SHIPPED' || status === 'DELIVERED') return ok(status);
  return err(strideError(ORDER_STEP_REFUSED, `An order that is ${status} has no invoice.`, { status }));
}

/**
 * When the order was delivered: the last DELIVERED event of its timeline, or null.
 * @example deliveredAt([{ type: 'DELIVERED', at, carrier: null, trackingNumber: null }]) // at
 */
export function deliveredAt(events: readonly OrderEvent[]): Date | null {
  return events.findLast((event) => event.type === 'DELIVERED')?.at ?? null;
}
