import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../../errors/index.js';

/**
 * Order statuses as stored. PENDING_PAYMENT waits for a 3-D Secure challenge; RETURNED is a
 * delivered order whose return parcel came back (and was refunded).
 */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PLACED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Stride's own code for a cancellation refused because the order has left the warehouse. */
export const ORDER_NOT_CANCELLABLE = 'ORD_NOT_CANCELLABLE';

/**
 * An order can be cancelled until it ships; a cancelled one again is refused too.
 * @example checkOrderCancellable('PLACED').isOk() // true
 */
export function checkOrderCancellable(status: OrderStatus): Result<OrderStatus, StrideError> {
  if (status === 'PLACED' || status === 'PENDING_PAYMENT') return ok(status);
  const why = status === 'CANCELLED' ? 'This order is already cancelled.' : 'This order has shipped and can no longer be cancelled.';
  return err(strideError(ORDER_NOT_CANCELLABLE, why, { status }));
}
