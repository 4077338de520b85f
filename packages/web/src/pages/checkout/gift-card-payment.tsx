import { useState, type ReactElement } from 'react';
import { cartErrorHandlingFor } from '@stride/domain/errors';
import { type CartAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useToasts } from '../../state/toasts.js';
import { formatPrice } from '../../ui/format-price.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { useMessages } from '../../i18n/messages.js';
import { FieldAlert } from '../../ui/field-alert.js';

export interface GiftCardPaymentProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  /** Called after an instrument was added or removed, to load the cart again. */
  readonly onChanged: () => Promise<void>;
}

/** Gift cards: check the balance, apply one, remove an applied one; errors at the input (commerce section 8). */
export function GiftCardPayment({ cart, locale, onChanged }: GiftCardPaymentProps): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const toasts = useToasts();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = cart.payment_instruments.filter((i) => i.payment_method_id === 'GIFT_CARD');
  const basket = { basketId: cart.basketId };

  const fail = (errorId: string, english: string) => {
    const message = shopperErrorText(messages, english, errorId);
    if (cartErrorHandlingFor(errorId) === 'gift-card-input' || errorId.startsWith('GFC')) setError(message);
    else toasts.show({ title: t('giftCard.title'), message, variant: 'error', persistent: true });
  };

  const checkBalance = async () => {
    setBusy(true);
    setError(null);
    const answer = await api.call('checkGiftCardBalance', { body: { giftCardNumber: number, pin } });
    setBusy(false);
    if (answer.isErr()) {
      setBalance(null);
      fail(
        answer.error.kind === 'answer' ? answer.error.error.errorId : '',
        answer.error.kind === 'answer' ? answer.error.error.message : t('giftCard.balanceFailed'),
      );
      return;
    }
    setBalance(`${t('giftCard.balance')} ${formatPrice(answer.value.balance, answer.value.currency, locale)}`);
  };

  const apply = async () => {
    setBusy(true);
    setError(null);
    const answer = await api.call('addPaymentInstrument', { params: basket, body: { payment_method_id: 'GIFT_CARD', giftCardNumber: number, pin } });
    setBusy(false);
    if (answer.isErr()) {
      fail(
        answer.error.kind === 'answer' ? answer.error.error.errorId : '',
        answer.error.kind === 'answer' ? answer.error.error.message : t('giftCard.applyFailed'),
      );
      return;
    }
    setNumber('');
    setPin('');
    setBalance(null);
    await onChanged();
  };

  const remove = async (instrumentId: string) => {
    const answer = await api.call('removePaymentInstrument', { params: basket, body: { payment_instrument_id: instrumentId } });
    if (answer.isErr()) toasts.show({ title: t('giftCard.title'), message: t('giftCard.removeFailed'), variant: 'error' });
    await onChanged();
  };

  return (
    <section className="checkout-block" aria-labelledby="gift-card-heading">
      <h3 id="gift-card-heading">{t('giftCard.title')}</h3>
      {applied.length > 0 ? (
        <ul className="plain-list">
          {applied.map((card) => (
            <li key={card.payment_instrument_id} className="applied-row">
              <span>{t('giftCard.chip', { masked: card.maskedGiftCardNumber ?? '', amount: formatPrice(card.amount, cart.currency, locale) })}</span>
              <button type="button" className="link-button" onClick={() => void remove(card.payment_instrument_id)}>
                {t('giftCard.removeLabel', { masked: card.maskedGiftCardNumber ?? '' })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="address-form">
        <div className="form-field">
          <label htmlFor="gift-card-number">{t('giftCard.number')}</label>
          <input
            id="gift-card-number"
            inputMode="numeric"
            autoComplete="off"
            value={number}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? 'gift-card-error' : undefined}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="gift-card-pin">{t('giftCard.pin')}</label>
          <input
            id="gift-card-pin"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            aria-invalid={error !== null}
            onChange={(e) => setPin(e.currentTarget.value)}
          />
        </div>
      </div>
      <FieldAlert id="gift-card-error" message={error} />
      {balance !== null ? (
        <p className="form-note" role="status">
          {balance}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="secondary-button" disabled={busy || number.trim() === ''} onClick={() => void checkBalance()}>
          {t('giftCard.checkBalance')}
        </button>
        <button type="button" className="secondary-button" disabled={busy || number.trim() === ''} onClick={() => void apply()}>
          {t('giftCard.apply')}
        </button>
      </div>
    </section>
  );
}
