import { useEffect, useState, type ReactElement } from 'react';
import { type OrderAnswer } from '@stride/application/storefront';
import { Link, PageError, useMarket, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useStoreNames } from '../../state/store-names.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import { OrderTotals } from './order-totals.js';
import './checkout.css';
import { type MessageId, type Translate, useMessages } from '../../i18n/messages.js';
import { trackExperimentEvent } from '../../personalisation/track-experiment-event.js';
import { EspotSections } from '../../content/espot-sections.js';
import { loadEspotSections } from '../../content/page-content.js';
import type { CmsPage } from '@stride/domain/content';

interface ConfirmationData {
  readonly orderNumber: string;
  /** Null when the server could not read it with the shopper's cookies (the browser tries again). */
  readonly order: OrderAnswer | null;
  /** The order-confirmation espot's sections inherited on this path (under the order). */
  readonly espot: CmsPage['sections'];
}

/** The order of `?orderNumber=`, read as its owner (the shopper's cookies). */
export async function load({ url, api, market }: LoadArgs): Promise<ConfirmationData> {
  const orderNumber = url.searchParams.get('orderNumber')?.trim() ?? '';
  if (orderNumber === '') throw new PageError(404, 'error.noOrder');
  const [order, espot] = await Promise.all([
    api.call('getPurchase', { params: { orderId: orderNumber } }),
    loadEspotSections(api, market, 'order-confirmation', url.pathname),
  ]);
  return { orderNumber, order: order.isOk() ? order.value : null, espot };
}

const SHIPPING_NAMES: Readonly<Record<string, MessageId>> = {
  pickup: 'shipping.pickupHeading',
  pudo: 'confirmation.pudo',
  sts: 'shipping.sts.label',
  digital: 'confirmation.digital',
};

/** A shipment's method in the page's language; a home-delivery code is shown with it. */
function shipmentName(t: Translate, method: string): string {
  const id = SHIPPING_NAMES[method];
  return id !== undefined ? t(id) : t('confirmation.homeDelivery', { code: method });
}

function OrderDetails({ order, locale }: { readonly order: OrderAnswer; readonly locale: string }): ReactElement {
  const { t } = useMessages();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const storeNames = useStoreNames(order.shipments.some((s) => s.storeId !== null));
  return (
    <div className="checkout-layout">
      <div>
        <section className="checkout-block" aria-labelledby="conf-items-heading">
          <h2 id="conf-items-heading">{t('confirmation.items')}</h2>
          <ul className="checkout-items">
            {order.items.map((item) => (
              <li key={`${item.variantId}-${item.storeId ?? ''}`} className="checkout-item">
                <div>
                  <p className="checkout-item__name">{item.name}</p>
                  <p className="checkout-item__meta">
                    {t('cart.itemVariant', { colour: item.colour, size: item.size })} · {t('cart.qty', { qty: item.qty })}
                  </p>
                </div>
                <p className="checkout-item__price">{item.bonus ? t('cart.freeGift') : money(item.price.rowTotal)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="checkout-block" aria-labelledby="conf-ship-heading">
          <h2 id="conf-ship-heading">{t('confirmation.shipments')}</h2>
          <ul className="plain-list">
            {order.shipments.map((s) => (
              <li key={s.shipmentId}>
                {shipmentName(t, s.shippingMethod)}
                {s.storeId !== null && storeNames.has(s.storeId) ? ` ${t('confirmation.atStore', { store: storeNames.get(s.storeId) ?? '' })}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section className="checkout-block" aria-labelledby="conf-pay-heading">
          <h2 id="conf-pay-heading">{t('payment.title')}</h2>
          <ul className="plain-list">
            {order.paymentMethod.map((p) => (
              <li key={`${p.code}-${p.additionalData.last4 ?? ''}`}>
                {p.code === 'CREDIT_CARD'
                  ? t('payment.cardEnding', { brand: p.additionalData.brand ?? t('card.generic'), last4: p.additionalData.last4 ?? '' })
                  : p.label}
                : {money(p.amount)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="checkout-aside" aria-labelledby="conf-totals-heading">
        <h2 id="conf-totals-heading">{t('confirmation.totals')}</h2>
        <OrderTotals totals={{ ...order.totals, isTaxEstimated: false }} currency={order.currency} locale={locale} />
      </aside>
    </div>
  );
}

/** After a successful order (commerce section 2): the order number, items, totals, shipments and payment. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const data = usePageData<ConfirmationData>();
  const api = useApi();
  const { locale } = useMarket();
  const [order, setOrder] = useState<OrderAnswer | null>(data.order);
  const [missing, setMissing] = useState(false);
  // New page data replaces the order shown, while rendering, before any fetch of its own.
  const [orderFor, setOrderFor] = useState(data);
  if (orderFor !== data) {
    setOrderFor(data);
    setOrder(data.order);
  }

  // The experiment's purchase conversion, once per order shown (revenue in minor units: the sites' currencies have cents).
  const placed = order?.orderNumber;
  const total = order?.totals.total;
  useEffect(() => {
    if (placed !== undefined && total !== undefined) trackExperimentEvent('purchase', { revenue: Math.round(total * 100), value: total });
  }, [placed, total]);

  useEffect(() => {
    if (data.order !== null) return;
    void api.call('getPurchase', { params: { orderId: data.orderNumber } }).then((answer) => {
      if (answer.isOk()) setOrder(answer.value);
      else setMissing(true);
    });
  }, [api, data]);

  return (
    <div className="checkout-page">
      <PageHead title={t('confirmation.title')} description={t('confirmation.description')} path="/order-confirmation" robots="noindex" />
      <h1>{t('confirmation.thanks')}</h1>
      <p className="order-number-line">
        {t('confirmation.orderNumber')} <strong data-testid="order-number">{data.orderNumber}</strong>
      </p>
      {order !== null ? (
        <>
          <p>{order.status === 'PLACED' ? t('confirmation.received') : t('confirmation.status', { status: order.status })}</p>
          <OrderDetails order={order} locale={locale} />
        </>
      ) : missing ? (
        <p role="alert">{t('confirmation.loadFailed')}</p>
      ) : (
        <p role="status">{t('confirmation.loading')}</p>
      )}
      <EspotSections espot="order-confirmation" sections={data.espot} />
      <Link to="/" className="primary-button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
