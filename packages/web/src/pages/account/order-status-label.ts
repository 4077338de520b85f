import type { OrderStatus } from '@stride/domain/checkout';
import type { MessageId, Translate } from '../../i18n/messages.js';

const ORDER_STATUS_LABELS: Readonly<Record<string, MessageId | undefined> & Record<OrderStatus, MessageId>> = {
  PENDING_PAYMENT: 'order.statusPendingPayment',
  PLACED: 'order.statusPlaced',
  SHIPPED: 'order.statusShipped',
  DELIVERED: 'order.statusDelivered',
  CANCELLED: 'order.statusCancelled',
  RETURNED: 'order.statusReturned',
};

/**
 * An order status in the page's language (the domain's six statuses); any other is shown as its code.
 * @example statusLabel(t, 'SHIPPED') // 'Shipped'
 */
export function statusLabel(t: Translate, status: string): string {
  const id = ORDER_STATUS_LABELS[status];
  return id === undefined ? status : t(id);
}
