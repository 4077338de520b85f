import type { ReactElement } from 'react';
import type { OrderAnswer } from '@stride/application/storefront';
import { useStoreNames } from '../../state/store-names.js';
import { formatPrice } from '../../ui/format-price.js';
import { OrderTotals } from './order-totals.js';
import './checkout.css';
import { type MessageId, type Translate, useMessages } from '../../i18n/messages.js';

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

/** An order's items, shipments, payments and totals, as placed (the confirmation and the account's order page). */
export function OrderDetails({ order, locale }: { readonly order: OrderAnswer; readonly locale: string }): ReactElement {
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
