import { useState, type ReactElement } from 'react';
import { HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import type { CartAnswer } from '@stride/application/storefront';
import { deliveryTimeText, shippingLabel } from '../../ui/shipping-method-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { OrderTotals } from './order-totals.js';
import { type Translate, useMessages } from '../../i18n/messages.js';
import { captchaToken } from '../../captcha/captcha-tokens.js';

type AddressLike = Readonly<Record<string, unknown>> | undefined;

function AddressLines({ address }: { readonly address: AddressLike }): ReactElement {
  const s = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string) : '');
  return (
    <address>
      {s('firstName')} {s('lastName')}
      <br />
      {s('addressLine1')}
      {s('addressLine2') !== '' ? <>, {s('addressLine2')}</> : null}
      <br />
      {s('city')} {s('province')} {s('postalCode')}
      <br />
      {s('email')}
    </address>
  );
}

/** What the shopper pays with, one line per instrument. */
export function paymentLines(t: Translate, cart: CartAnswer, locale: string): string[] {
  return cart.payment_instruments.map((i) => {
    const amount = formatPrice(i.amount, cart.currency, locale);
    if (i.payment_method_id === 'CREDIT_CARD') {
      const brand = String(i.cardBrand ?? i.additionalData?.['brand'] ?? t('card.generic'));
      const last4 = String(i.last4 ?? i.additionalData?.['last4'] ?? '');
      return t('payment.cardLine', { brand, last4, amount: i.amount > 0 ? amount : formatPrice(cart.totals.remainingToPay, cart.currency, locale) });
    }
    if (i.payment_method_id === 'GIFT_CARD') return t('giftCard.chip', { masked: i.maskedGiftCardNumber ?? '', amount });
    if (i.payment_method_id === 'LOYALTY_POINTS') return t('payment.loyaltyLine', { amount });
    if (i.payment_method_id === 'REWARD_CODE' || i.payment_method_id === 'REWARD_CARD') return t('payment.voucherLine', { amount });
    if (i.payment_method_id === 'ATHLETES_PAYMENT') return t('payment.athleteLine', { amount });
    if (i.payment_method_id === 'PAY_LATER') return t('payment.payLaterLine', { provider: String(i.additionalData?.['provider'] ?? ''), amount });
    return `${i.payment_method_id}: ${amount}`;
  });
}

export interface SummaryStepProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  readonly stores: ReadonlyMap<string, string>;
  readonly busy: boolean;
  /** Places the order, with the captcha token obtained for it when the captcha is on. */
  readonly onPlaceOrder: (captcha: { readonly recaptcha_response?: string }) => void;
}

/** Summary: addresses, delivery, payments and totals, then "Place order". */
export function SummaryStep({ cart, locale, busy, onPlaceOrder }: SummaryStepProps): ReactElement {
  const { t } = useMessages();
  // Obtaining the token (reCAPTCHA Enterprise's script on first use) counts as busy: one click, one order.
  const [gettingToken, setGettingToken] = useState(false);
  const place = () => {
    setGettingToken(true);
    void captchaToken('placeOrder').then((token) => {
      setGettingToken(false);
      onPlaceOrder(token === undefined ? {} : { recaptcha_response: token });
    });
  };
  const home = cart.shippingMethods.find((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID);
  const method = home?.applicableShippingMethods.find((m) => m.code === home.code);
  return (
    <div className="summary-step">
      <div className="summary-grid">
        {cart.shippingAddress !== undefined ? (
          <section className="checkout-block" aria-labelledby="sum-ship-heading">
            <h3 id="sum-ship-heading">{t('summaryStep.shippingTo')}</h3>
            <AddressLines address={cart.shippingAddress} />
            {method !== undefined ? (
              <p>
                {method.label !== undefined ? shippingLabel(t, method.label) : method.code}
                {method.deliveryTime !== undefined ? ` · ${deliveryTimeText(t, method.deliveryTime)}` : ''}
              </p>
            ) : null}
          </section>
        ) : null}
        <section className="checkout-block" aria-labelledby="sum-bill-heading">
          <h3 id="sum-bill-heading">{t('billing.address')}</h3>
          <AddressLines address={cart.billingAddress} />
        </section>
        <section className="checkout-block" aria-labelledby="sum-pay-heading">
          <h3 id="sum-pay-heading">{t('payment.title')}</h3>
          <ul className="plain-list">
            {paymentLines(t, cart, locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <OrderTotals totals={cart.totals} currency={cart.currency} locale={locale} remaining />
      {/* Without JavaScript the button posts to the checkout page's form action. */}
      <form method="post" action="/checkout" onSubmit={(event) => event.preventDefault()}>
        <button
          type="submit"
          name="intent"
          value="place"
          className="primary-button primary-button--wide"
          disabled={busy || gettingToken}
          aria-busy={busy || gettingToken}
          onClick={place}
        >
          {t('summaryStep.placeOrder')}
        </button>
      </form>
    </div>
  );
}
