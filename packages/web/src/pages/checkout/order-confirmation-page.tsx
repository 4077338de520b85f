import { useEffect, useState, type ReactElement } from 'react';
import { type OrderAnswer } from '@stride/application/storefront';
import { Link, PageError, useMarket, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { PageHead } from '../../ui/page-head.js';
import { OrderDetails } from './order-details.js';
import './checkout.css';
import { useMessages } from '../../i18n/messages.js';
import { trackExperimentEvent } from '../../personalisation/track-experiment-event.js';
import { EspotSections } from '../../content/espot-sections.js';
import { loadEspotSections } from '../../content/page-content.js';
import type { CmsPage } from '@stride/domain/content';

interface ConfirmationData {
  readonly orderNumber: string;
  /** True after an express wallet purchase from a product page (`storeContext=applePayPdp`, account section 2). */
  readonly expressFromProduct: boolean;
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
  const expressFromProduct = url.searchParams.get('storeContext') === 'applePayPdp';
  return { orderNumber, expressFromProduct, order: order.isOk() ? order.value : null, espot };
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
          {data.expressFromProduct ? <p className="order-express-note">{t('confirmation.expressFromProduct')}</p> : null}
          <OrderDetails order={order} locale={locale} />
        </>
      ) : missing ? (
        <p role="alert">{t('confirmation.loadFailed')}</p>
      ) : (
        <p role="status">{t('confirmation.loading')}</p>
      )}
      <p>
        <Link to="/track-order">{t('confirmation.trackLink')}</Link>
      </p>
      <EspotSections espot="order-confirmation" sections={data.espot} />
      <Link to="/" className="primary-button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
