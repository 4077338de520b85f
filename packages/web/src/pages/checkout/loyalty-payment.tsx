import { useEffect, useState, type ReactElement } from 'react';
import { useRootData } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import type { PaymentSectionProps } from './payment-section-props.js';
import { useToasts } from '../../state/toasts.js';
import { formatPrice } from '../../ui/format-price.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

/** Loyalty points as payment, for a signed-in loyalty member (nothing for anyone else). */
export function LoyaltyPayment({ cart, locale, onChanged }: PaymentSectionProps): ReactElement | null {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  // The configured minimum (STRIDE_LOYALTY_MIN_POINTS), as the server offers and checks it.
  const minPoints = useRootData().features.loyaltyMinPoints;
  const toasts = useToasts();
  const [points, setPoints] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = cart.payment_instruments.find((i) => i.payment_method_id === 'LOYALTY_POINTS');

  useEffect(() => {
    void api.call('getLoyaltyVouchers').then((answer) => {
      if (answer.isOk()) setPoints(answer.value.currentLoyaltyPoints);
    });
  }, [api]);

  if (points === null) return null;
  const applyPoints = async () => {
    setBusy(true);
    const answer = await api.call('addPaymentInstrument', { params: { basketId: cart.basketId }, body: { payment_method_id: 'LOYALTY_POINTS' } });
    setBusy(false);
    if (answer.isErr())
      toasts.show({
        title: t('loyalty.title'),
        message:
          answer.error.kind === 'answer'
            ? shopperErrorText(messages, answer.error.error.message, answer.error.error.errorId, 'loyalty.failed')
            : t('loyalty.failed'),
        variant: 'error',
        persistent: true,
      });
    await onChanged();
  };
  return (
    <section className="checkout-block" aria-labelledby="loyalty-heading">
      <h3 id="loyalty-heading">{t('loyalty.title')}</h3>
      <p>{t('loyalty.youHave', { points })}</p>
      {applied !== undefined ? (
        <p>{t('loyalty.applied', { amount: formatPrice(applied.amount, cart.currency, locale) })}</p>
      ) : points >= minPoints ? (
        <button type="button" className="secondary-button" disabled={busy} onClick={() => void applyPoints()}>
          {t('loyalty.use')}
        </button>
      ) : (
        <p className="form-note">{t('loyalty.needMin', { points: minPoints })}</p>
      )}
    </section>
  );
}
