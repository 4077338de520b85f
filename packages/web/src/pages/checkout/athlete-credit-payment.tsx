import { useState, type ReactElement } from 'react';
import { useApi } from '../../app/services-context.js';
import type { PaymentSectionProps } from './payment-section-props.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { FieldAlert } from '../../ui/field-alert.js';

/**
 * Athlete credit at the billing step (commerce sections 3 and 6): it pays what this year's credit covers; once
 * applied, the instrument's payableAmount and remainingAmount (major units, like every amount) say what it pays and
 * what is left for another method. Loaded only for an athlete with credit left.
 */
export function AthleteCreditPayment({ cart, locale, onChanged }: PaymentSectionProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied = cart.payment_instruments.find((i) => i.payment_method_id === 'ATHLETES_PAYMENT');
  const money = (amount: unknown) => formatPrice(typeof amount === 'number' ? amount : 0, cart.currency, locale);

  const change = async (remove: boolean) => {
    setBusy(true);
    setError(null);
    const params = { basketId: cart.basketId };
    const answer =
      remove && applied !== undefined
        ? await api.call('removePaymentInstrument', { params, body: { payment_instrument_id: applied.payment_instrument_id } })
        : await api.call('addPaymentInstrument', { params, body: { payment_method_id: 'ATHLETES_PAYMENT' } });
    if (answer.isErr())
      setError(
        answer.error.kind === 'answer'
          ? shopperErrorText(messages, answer.error.error.message, answer.error.error.errorId, 'athlete.failed')
          : t('athlete.failed'),
      );
    await onChanged();
    setBusy(false);
  };

  return (
    <section className="checkout-block" aria-labelledby="athlete-heading">
      <h3 id="athlete-heading">{t('athlete.title')}</h3>
      {applied === undefined ? (
        <>
          <p>{t('athlete.intro')}</p>
          <button type="button" className="secondary-button" disabled={busy} onClick={() => void change(false)}>
            {t('athlete.use')}
          </button>
        </>
      ) : (
        <div data-testid="athlete-credit">
          <p>{t('athlete.payable', { amount: money(applied.additionalData?.['payableAmount']) })}</p>
          <p>{t('payment.leftToPay', { amount: money(applied.additionalData?.['remainingAmount']) })}</p>
          <button type="button" className="link-button" disabled={busy} onClick={() => void change(true)}>
            {t('athlete.remove')}
          </button>
        </div>
      )}
      <FieldAlert message={error} />
    </section>
  );
}
