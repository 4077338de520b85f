import type { ReactElement } from 'react';
import type { CartAnswerTotals } from '@stride/application/storefront';
import { formatPrice } from '../../ui/format-price.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * Subtotal, discounts, shipping, tax and total, as a description list. `shippingPending`: home items
 * have no method yet, so their shipping has no price (not "Free").
 */
export function OrderTotals({
  totals,
  currency,
  locale,
  remaining,
  shippingPending,
}: {
  readonly totals: CartAnswerTotals;
  readonly currency: string;
  readonly locale: string;
  readonly remaining?: boolean;
  readonly shippingPending?: boolean;
}): ReactElement {
  const { t } = useMessages();
  const money = (amount: number) => formatPrice(amount, currency, locale);
  return (
    <dl className="order-totals">
      <dt>{t('totals.subtotal')}</dt>
      <dd>{money(totals.itemSubTotal)}</dd>
      {totals.totalDiscount > 0 ? (
        <>
          <dt>{t('summary.discounts')}</dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </>
      ) : null}
      <dt>{t('summary.shipping')}</dt>
      <dd>{shippingPending === true ? t('totals.notChosen') : totals.shipping === 0 ? t('summary.free') : money(totals.shipping)}</dd>
      <dt>{totals.isTaxEstimated ? t('summary.estimatedTax') : t('summary.tax')}</dt>
      <dd>{money(totals.tax)}</dd>
      <dt className="order-totals__total">{t('summary.total')}</dt>
      <dd className="order-totals__total">{money(totals.total)}</dd>
      {remaining === true && totals.remainingToPay !== totals.total ? (
        <>
          <dt>{t('totals.leftByCard')}</dt>
          <dd>{money(totals.remainingToPay)}</dd>
        </>
      ) : null}
    </dl>
  );
}
