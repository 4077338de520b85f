import { useState, type FormEvent, type ReactElement } from 'react';
import type { OrderAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { useMessages } from '../../i18n/messages.js';
import { PageHead } from '../../ui/page-head.js';
import { OrderDetails } from '../checkout/order-details.js';
import { statusLabel } from './order-status-label.js';
import { OrderTimeline } from './order-timeline.js';
import '../../auth/auth.css';
import './account-page.css';
import './order-page.css';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

/** Nothing to read before the form: the order is looked up when the shopper sends it. */
export async function load(): Promise<null> {
  return null;
}

type Lookup = { readonly kind: 'idle' | 'sending' | 'not-found' | 'failed' } | { readonly kind: 'found'; readonly order: OrderAnswer };

/**
 * Order tracking for anyone holding the order number and the e-mail it was placed with
 * (`POST /consumers-v3/consumer/TrackOrder`): the status, the timeline and what was bought. A wrong
 * e-mail and an unknown number answer alike, so the page tells nothing about other orders.
 */
export function Page(): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const { locale } = useMarket();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.kind === 'sending') return;
    const form = new FormData(event.currentTarget);
    const orderNumber = fieldText(form, 'orderNumber').trim().toUpperCase();
    const email = fieldText(form, 'email').trim();
    if (orderNumber === '' || email === '') return setLookup({ kind: 'not-found' });
    setLookup({ kind: 'sending' });
    const answer = await api.with(pageRouteAddresses).call('trackOrder', { body: { orderNumber, email } });
    if (answer.isOk()) return setLookup({ kind: 'found', order: answer.value });
    setLookup({ kind: answer.error.kind === 'answer' && answer.error.status === 404 ? 'not-found' : 'failed' });
  };

  return (
    <div className="account-page order-page">
      <PageHead title={t('trackOrder.title')} description={t('trackOrder.description')} path="/track-order" robots="noindex" />
      <h1>{t('trackOrder.title')}</h1>
      <p>{t('trackOrder.intro')}</p>
      <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={lookup.kind === 'sending'}>
        {lookup.kind === 'not-found' || lookup.kind === 'failed' ? (
          <p className="banner banner--error" role="alert">
            {lookup.kind === 'not-found' ? t('trackOrder.notFound') : t('orderPage.failed')}
          </p>
        ) : null}
        <FormField label={t('trackOrder.orderNumber')} name="orderNumber" autoComplete="off" maxLength={30} required />
        <FormField label={t('address.email')} name="email" type="email" autoComplete="email" inputMode="email" maxLength={100} required />
        <button type="submit" className="button-primary auth-submit" disabled={lookup.kind === 'sending'}>
          {t('trackOrder.submit')}
        </button>
      </form>
      <div role="status">
        {lookup.kind === 'found' ? (
          <p className="order-page__status">
            {t('orderPage.title', { number: lookup.order.orderNumber })} · <span className="order-status">{statusLabel(t, lookup.order.status)}</span>
          </p>
        ) : null}
      </div>
      {lookup.kind === 'found' ? (
        <>
          <OrderTimeline order={lookup.order} dateFormat={dateFormat} />
          <OrderDetails order={lookup.order} locale={locale} />
        </>
      ) : null}
      <p>
        <Link to="/account">{t('trackOrder.signIn')}</Link>
      </p>
    </div>
  );
}
