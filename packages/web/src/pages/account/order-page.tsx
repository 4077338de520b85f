import { useEffect, useState, type ReactElement } from 'react';
import { apiFailureStatus, type OrderAnswer } from '@stride/application/storefront';
import { Link, useMarket, usePageData, useReload, type LoadArgs } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';
import { isSignedIn, readStoredSession, useSession } from '../../state/session.js';
import { PageHead } from '../../ui/page-head.js';
import { OrderDetails } from '../checkout/order-details.js';
import { OrderActions } from './order-actions.js';
import { OrderTimeline } from './order-timeline.js';
import { statusLabel } from './order-status-label.js';
import './account-page.css';
import './order-page.css';

export interface OrderPageData {
  readonly orderNumber: string;
  /** `signed-out`: no valid token where it was read (a server render may not have one; the browser renews it). */
  readonly state: 'ok' | 'signed-out' | 'missing' | 'failed';
  readonly source: 'server' | 'browser';
  readonly order: OrderAnswer | null;
}

/** The shopper's order of the path, with its tracking (`GET /consumers-v3/consumer/purchase/{orderId}`). */
export async function load({ params, api }: LoadArgs): Promise<OrderPageData> {
  const orderNumber = params['orderNumber'] ?? '';
  const inBrowser = typeof window !== 'undefined';
  const source = inBrowser ? 'browser' : 'server';
  if (inBrowser && !isSignedIn(readStoredSession())) return { orderNumber, state: 'signed-out', source, order: null };
  const answer = await api.call('getPurchase', { params: { orderId: orderNumber } });
  if (answer.isOk()) return { orderNumber, state: 'ok', source, order: answer.value };
  const status = apiFailureStatus(answer.error);
  return { orderNumber, state: status === 401 ? 'signed-out' : status === 404 || status === 400 ? 'missing' : 'failed', source, order: null };
}

/** One order of the account: its status, tracking timeline, what can be done with it, and what was bought. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const data = usePageData<OrderPageData>();
  const { locale } = useMarket();
  const session = useSession();
  const reload = useReload();
  const [order, setOrder] = useState(data.order);
  const [shownFor, setShownFor] = useState(data);
  if (shownFor !== data) {
    setShownFor(data);
    setOrder(data.order);
  }
  const renew = session.ready && session.signedIn && data.state === 'signed-out' && data.source === 'server';
  useEffect(() => {
    // The server had no valid access cookie, but this browser remembers a signed-in shopper.
    if (renew) void reload();
  }, [renew, reload]);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return (
    <div className="account-page order-page">
      <PageHead title={t('orderPage.title', { number: data.orderNumber })} description={t('orderPage.description')} path="/account" robots="noindex" />
      <p>
        <Link to="/account">{t('orderPage.back')}</Link>
      </p>
      <h1>{t('orderPage.title', { number: data.orderNumber })}</h1>
      {order !== null ? (
        <>
          <p className="order-page__status">
            <span className="order-status">{statusLabel(t, order.status)}</span>{' '}
            {t('orderPage.placedOn', { date: dateFormat.format(new Date(order.orderDate)) })}
          </p>
          <div className="order-page__top">
            <OrderTimeline order={order} dateFormat={dateFormat} />
            <OrderActions order={order} onChange={setOrder} dateFormat={dateFormat} />
          </div>
          <OrderDetails order={order} locale={locale} />
        </>
      ) : (
        <p role={data.state === 'failed' || data.state === 'missing' ? 'alert' : 'status'}>
          {data.state === 'signed-out' ? (
            renew ? (
              t('orderPage.loading')
            ) : (
              <Link to="/account">{t('orderPage.signIn')}</Link>
            )
          ) : data.state === 'missing' ? (
            t('orderPage.notFound')
          ) : (
            t('orderPage.failed')
          )}
        </p>
      )}
    </div>
  );
}
