import { VALIDATION_EMAIL_PATTERN } from '@stride/domain/validation';
import type { OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';

// Not yet paid (waiting for 3-D Secure) orders are not shown: they may still disappear.
const visible = (order: OrderRecord | null): order is OrderRecord => order !== null && order.status !== 'PENDING_PAYMENT';

/** Whether the caller may see and act on an order: its owner, or any support agent. */
export function mayActOnOrder(order: Pick<OrderRecord, 'consumerNo'>, caller: CheckoutCaller): boolean {
  return order.consumerNo === caller.consumerNo || caller.agentRole !== undefined;
}

/** `GET /consumers-v3/consumer/purchase/{orderId}`: the owner's order, or any order for an agent; else OHS4004 like a missing one. */
export async function getOrder(
  deps: Pick<CheckoutDeps, 'reader'>,
  input: { orderNumber: string; caller: CheckoutCaller },
): Promise<Result<OrderRecord, StrideError>> {
  const order = await deps.reader.orders.find(input.orderNumber);
  if (!visible(order) || !mayActOnOrder(order, input.caller)) return err(strideError('OHS4004'));
  return ok(order);
}

/** `POST /consumers-v3/consumer/purchasehistory`: the caller's orders, newest first, paged. */
export async function listOrders(
  deps: Pick<CheckoutDeps, 'reader'>,
  input: { caller: CheckoutCaller; start: number; count: number },
): Promise<{ total: number; orders: OrderRecord[] }> {
  return deps.reader.orders.listByConsumer(input.caller.consumerNo, input.start, input.count);
}

/**
 * `POST /consumers-v3/agent/orders/search`: the orders placed with an e-mail (guest or account,
 * case-insensitive), newest first, paged; agents only, anyone else AUT432 (the route checks it too).
 */
export async function searchOrdersByEmail(
  deps: Pick<CheckoutDeps, 'reader'>,
  input: { caller: CheckoutCaller; email: string; start: number; count: number },
): Promise<Result<{ total: number; orders: OrderRecord[] }, StrideError>> {
  if (input.caller.agentRole === undefined) return err(strideError('AUT432', 'This call is for support agents only.'));
  return ok(await deps.reader.orders.listByEmail(input.email, input.start, input.count));
}

/**
 * `POST /consumers-v3/consumer/TrackOrder` for guests: order number and e-mail (case-insensitive),
 * or order number and the `st` token given at placing. A wrong e-mail answers exactly like an
 * unknown order (ORD409), so the call cannot be used to learn which order numbers exist; an e-mail that is not an
 * e-mail address at all is ORD400 (order invalid e-mail), before any order is read.
 */
export async function trackOrder(
  deps: Pick<CheckoutDeps, 'reader' | 'hashToken'>,
  input: { orderNumber: string; email?: string | undefined; st?: string | undefined },
): Promise<Result<OrderRecord, StrideError>> {
  // Checked before any order is read, so it says nothing of which orders exist.
  if (input.email !== undefined && !VALIDATION_EMAIL_PATTERN.test(input.email.trim())) return err(strideError('ORD400'));
  const order = await deps.reader.orders.find(input.orderNumber);
  if (!visible(order)) return err(strideError('ORD409'));
  const emailMatches = input.email !== undefined && input.email.trim().toLowerCase() === order.customerEmail.trim().toLowerCase() && order.customerEmail !== '';
  const stMatches = input.st !== undefined && (await deps.reader.orders.stHash(order.orderNumber)) === deps.hashToken(input.st);
  return emailMatches || stMatches ? ok(order) : err(strideError('ORD409'));
}
