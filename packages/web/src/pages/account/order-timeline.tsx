import type { ReactElement } from 'react';
import type { OrderAnswer } from '@stride/application/storefront';
import type { OrderEventType } from '@stride/domain/checkout';
import { type MessageId, useMessages } from '../../i18n/messages.js';

type TrackingEvent = NonNullable<OrderAnswer['tracking']>['events'][number];

const EVENT_TEXT: Readonly<Record<OrderEventType, MessageId>> = {
  SHIPPED: 'orderPage.event.SHIPPED',
  DELIVERED: 'orderPage.event.DELIVERED',
  CANCELLED: 'orderPage.event.CANCELLED',
  RETURN_OPENED: 'orderPage.event.RETURN_OPENED',
  RETURNED: 'orderPage.event.RETURNED',
};

/** Where the order is: placed, then each event the warehouse, the carrier or the shopper made, oldest first. */
export function OrderTimeline({ order, dateFormat }: { readonly order: OrderAnswer; readonly dateFormat: Intl.DateTimeFormat }): ReactElement {
  const { t } = useMessages();
  const events: readonly TrackingEvent[] = order.tracking?.events ?? [];
  const text = (event: TrackingEvent) =>
    event.type === 'SHIPPED' ? t(EVENT_TEXT.SHIPPED, { carrier: event.carrier ?? '', trackingNumber: event.trackingNumber ?? '' }) : t(EVENT_TEXT[event.type]);
  return (
    <section className="account-card order-timeline" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title">{t('orderPage.tracking')}</h2>
      <ol>
        <li>
          <time dateTime={order.orderDate}>{dateFormat.format(new Date(order.orderDate))}</time> {t('orderPage.event.PLACED')}
        </li>
        {events.map((event) => (
          <li key={`${event.type}-${event.at}`}>
            <time dateTime={event.at}>{dateFormat.format(new Date(event.at))}</time> {text(event)}
          </li>
        ))}
      </ol>
    </section>
  );
}
