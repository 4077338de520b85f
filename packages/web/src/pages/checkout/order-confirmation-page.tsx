import { useEffect, useState, type ReactElement } from 'react';
import { type OrderAnswer } from '@stride/application/storefront';
import { Link, PageError, useMarket, usePageData, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useStoreNames } from '../../state/store-names.js';
import { formatPrice } from '../../ui/format-price.js';
import { PageHead } from '../../ui/page-head.js';
import { OrderTotals } from './order-totals.js';
import './checkout.css';

interface ConfirmationData {
  readonly orderNumber: string;
  /** Null when the server could not read it with the shopper's cookies (the browser tries again). */
  readonly order: OrderAnswer | null;
}

/** The order of `?orderNumber=`, read as its owner (the shopper's cookies). */
export async function load({ url, api }: LoadArgs): Promise<ConfirmationData> {
  const orderNumber = url.searchParams.get('orderNumber')?.trim() ?? '';
  if (orderNumber === '') throw new PageError(404, 'There is no order to show.');
  const order = await api.call('getPurchase', { params: { orderId: orderNumber } });
  return { orderNumber, order: order.isOk() ? order.value : null };
}

const SHIPPING_NAMES: Readonly<Record<string, string>> = { pickup: 'Pickup in store', pudo: 'Pickup point', sts: 'Ship to store', digital: 'Digital delivery' };

function OrderDetails({ order, locale }: { readonly order: OrderAnswer; readonly locale: string }): ReactElement {
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const storeNames = useStoreNames(order.shipments.some((s) => s.storeId !== null));
  return (
    <div className="checkout-layout">
      <div>
        <section className="checkout-block" aria-labelledby="conf-items-heading">
          <h2 id="conf-items-heading">Items</h2>
          <ul className="checkout-items">
            {order.items.map((item) => (
              <li key={`${item.variantId}-${item.storeId ?? ''}`} className="checkout-item">
                <div>
                  <p className="checkout-item__name">{item.name}</p>
                  <p className="checkout-item__meta">
                    {item.colour} · Size {item.size} · Qty {item.qty}
                  </p>
                </div>
                <p className="checkout-item__price">{item.bonus ? 'Free gift' : money(item.price.rowTotal)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="checkout-block" aria-labelledby="conf-ship-heading">
          <h2 id="conf-ship-heading">Shipments</h2>
          <ul className="plain-list">
            {order.shipments.map((s) => (
              <li key={s.shipmentId}>
                {SHIPPING_NAMES[s.shippingMethod] ?? `Home delivery (${s.shippingMethod})`}
                {s.storeId !== null && storeNames.has(s.storeId) ? ` at ${storeNames.get(s.storeId) ?? ''}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section className="checkout-block" aria-labelledby="conf-pay-heading">
          <h2 id="conf-pay-heading">Payment</h2>
          <ul className="plain-list">
            {order.paymentMethod.map((p) => (
              <li key={`${p.code}-${p.additionalData.last4 ?? ''}`}>
                {p.code === 'CREDIT_CARD' ? `${p.additionalData.brand ?? 'Card'} ending in ${p.additionalData.last4 ?? ''}` : p.label}: {money(p.amount)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="checkout-aside" aria-labelledby="conf-totals-heading">
        <h2 id="conf-totals-heading">Totals</h2>
        <OrderTotals totals={{ ...order.totals, isTaxEstimated: false }} currency={order.currency} locale={locale} />
      </aside>
    </div>
  );
}

/** After a successful order (commerce section 2): the order number, items, totals, shipments and payment. */
export function Page(): ReactElement {
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

  useEffect(() => {
    if (data.order !== null) return;
    void api.call('getPurchase', { params: { orderId: data.orderNumber } }).then((answer) => {
      if (answer.isOk()) setOrder(answer.value);
      else setMissing(true);
    });
  }, [api, data]);

  return (
    <div className="checkout-page">
      <PageHead title="Order confirmation" description="Thank you for your Stride order." path="/order-confirmation" noIndex />
      <h1>Thank you for your order</h1>
      <p className="order-number-line">
        Order number <strong data-testid="order-number">{data.orderNumber}</strong>
      </p>
      {order !== null ? (
        <>
          <p>{order.status === 'PLACED' ? 'We have received your order and will e-mail you when it ships.' : `Order status: ${order.status}`}</p>
          <OrderDetails order={order} locale={locale} />
        </>
      ) : missing ? (
        <p role="alert">We could not load this order. Keep your order number: you can track the order with it and your e-mail address.</p>
      ) : (
        <p role="status">Loading your order…</p>
      )}
      <Link to="/" className="primary-button">
        Continue shopping
      </Link>
    </div>
  );
}
