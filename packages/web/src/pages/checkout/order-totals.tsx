import type { ReactElement } from 'react';
import type { CartAnswerTotals } from '@stride/application/storefront';
import { formatPrice } from '../../ui/format-price.js';

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
  const money = (amount: number) => formatPrice(amount, currency, locale);
  return (
    <dl className="order-totals">
      <dt>Subtotal</dt>
      <dd>{money(totals.itemSubTotal)}</dd>
      {totals.totalDiscount > 0 ? (
        <>
          <dt>Discounts</dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </>
      ) : null}
      <dt>Shipping</dt>
      <dd>{shippingPending === true ? 'Not yet chosen' : totals.shipping === 0 ? 'Free' : money(totals.shipping)}</dd>
      <dt>{totals.isTaxEstimated ? 'Estimated tax' : 'Tax'}</dt>
      <dd>{money(totals.tax)}</dd>
      <dt className="order-totals__total">Total</dt>
      <dd className="order-totals__total">{money(totals.total)}</dd>
      {remaining === true && totals.remainingToPay !== totals.total ? (
        <>
          <dt>Left to pay by card</dt>
          <dd>{money(totals.remainingToPay)}</dd>
        </>
      ) : null}
    </dl>
  );
}
