import type { ReactElement } from 'react';
import type { CartAnswer } from '@stride/application/storefront';
import { Link } from '../../app/router.js';
import { formatPrice } from '../../ui/format-price.js';
import { formatPercent } from '../../ui/format-percent.js';
import { useMessages } from '../../i18n/messages.js';
import { useMarket } from '../../app/router.js';
import { LoyaltyShippingBenefit } from '../../ui/loyalty-shipping-benefit.js';

export interface OrderSummaryProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  /** False while an item cannot be bought as it is (out of stock, no price): checkout waits. */
  readonly canCheckout: boolean;
}

/** The order summary (commerce section 3, totals): subtotal, discounts, shipping, tax, gift cards, total. */
export function OrderSummary({ cart, locale, canCheckout }: OrderSummaryProps): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const { totals } = cart;
  const money = (amount: number) => formatPrice(amount, totals.currency, locale);
  const merchandiseDiscount = Math.max(0, totals.itemSubTotal - totals.netAmount);
  const giftCards = cart.payment_instruments.filter((p) => p.payment_method_id === 'GIFT_CARD').reduce((sum, p) => sum + p.amount, 0);
  const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
  // Home items without a chosen method have no shipping price yet (docs/api-cart.md, pricing step 4).
  const shippingText =
    home === undefined
      ? t('summary.freePickup')
      : home.code === undefined
        ? t('summary.calculatedAtCheckout')
        : totals.shipping === 0
          ? t('summary.free')
          : money(totals.shipping);
  return (
    <section className="cart-panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="cart-panel__title">
        {t('summary.title')}
      </h2>
      <dl className="summary-lines">
        <div>
          <dt>{t('summary.subtotal', { count: totals.totalUnits })}</dt>
          <dd>{money(totals.itemSubTotal)}</dd>
        </div>
        {merchandiseDiscount > 0 ? (
          <div className="summary-lines__discount">
            <dt>{t('summary.discounts')}</dt>
            <dd>−{money(merchandiseDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd>{shippingText}</dd>
        </div>
        <div>
          <dt>{totals.isTaxEstimated ? t('summary.estimatedTax') : t('summary.tax')}</dt>
          <dd>{totals.isTaxEstimated && totals.tax === 0 ? t('summary.calculatedAtCheckout') : money(totals.tax)}</dd>
        </div>
        <div className="summary-lines__total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="cart-total">{money(totals.total)}</dd>
        </div>
        {giftCards > 0 ? (
          <>
            <div>
              <dt>{t('summary.giftCards')}</dt>
              <dd>−{money(giftCards)}</dd>
            </div>
            <div className="summary-lines__total">
              <dt>{t('summary.remaining')}</dt>
              <dd>{money(totals.remainingToPay)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {/* Promised beside home delivery that is not already free (a member's is, once a method is chosen). */}
      {home !== undefined && !(home.code !== undefined && totals.shipping === 0) ? (
        <LoyaltyShippingBenefit market={market} className="summary-benefit" />
      ) : null}
      {totals.totalDiscount > 0 ? (
        <p className="summary-savings">
          {t('summary.youSave', { amount: money(totals.totalDiscount), percent: formatPercent(locale, totals.totalDiscountPercentage) })}
        </p>
      ) : null}
      {canCheckout ? (
        <Link to="/checkout" className="button-primary checkout-link">
          {t('cart.checkout')}
        </Link>
      ) : (
        <p className="field-error">{t('cart.blocked')}</p>
      )}
    </section>
  );
}
