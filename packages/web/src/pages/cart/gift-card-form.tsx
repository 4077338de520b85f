import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { maskGiftCardNumber } from '@stride/domain/ui';
import type { CartAnswer, GiftCardBalanceAnswer } from '@stride/application/storefront';
import { HiddenName } from '../../ui/hidden-name.js';
import { formatPrice } from '../../ui/format-price.js';
import { type MessageId, useMessages } from '../../i18n/messages.js';

export interface GiftCardFormProps {
  readonly instruments: CartAnswer['payment_instruments'];
  readonly locale: string;
  readonly currency: string;
  readonly error: string | null;
  readonly busy: boolean;
  onBalance(giftCardNumber: string, pin: string): Promise<GiftCardBalanceAnswer | null>;
  /** Resolves true when the card was applied (the inputs are cleared then). */
  onApply(giftCardNumber: string, pin: string): Promise<boolean>;
  onRemove(paymentInstrumentId: string): void;
  onEdit(): void;
}

const STATUS_TEXT: Readonly<Record<GiftCardBalanceAnswer['status'], MessageId>> = {
  ACTIVE: 'giftCard.statusActive',
  ZERO_BALANCE: 'giftCard.statusZero',
  EXPIRED: 'giftCard.statusExpired',
  SUSPENDED: 'giftCard.statusSuspended',
};

/** Gift card balance check and apply (a GIFT_CARD payment instrument); GC errors show at the input. */
export function GiftCardForm({ instruments, locale, currency, error, busy, onBalance, onApply, onRemove, onEdit }: GiftCardFormProps): ReactElement {
  const { t } = useMessages();
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  const [balance, setBalance] = useState<GiftCardBalanceAnswer | null>(null);
  const [missing, setMissing] = useState(false);
  const giftCards = instruments.filter((instrument) => instrument.payment_method_id === 'GIFT_CARD');
  const shown = missing ? t('giftCard.missing') : error;

  const ready = (): boolean => {
    const ok = cardNumber.trim() !== '' && pin.trim() !== '';
    setMissing(!ok);
    return ok;
  };
  const checkBalance = async () => {
    if (!ready()) return;
    setBalance(await onBalance(cardNumber, pin));
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready()) return;
    if (await onApply(cardNumber, pin)) {
      setCardNumber('');
      setPin('');
      setBalance(null);
    }
  };
  const edit = () => {
    setMissing(false);
    setBalance(null);
    onEdit();
  };
  const described = shown !== null ? `${id}-error` : undefined;
  return (
    <section className="cart-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-panel__title">
        {t('giftCard.title')}
      </h2>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <div className="gift-card-fields">
          <div className="field">
            <label htmlFor={`${id}-number`}>{t('giftCard.number')}</label>
            <input
              id={`${id}-number`}
              name="giftCardNumber"
              inputMode="numeric"
              autoComplete="off"
              value={cardNumber}
              aria-invalid={shown !== null}
              aria-describedby={described}
              onChange={(event) => {
                setCardNumber(event.target.value);
                edit();
              }}
            />
          </div>
          <div className="field field--pin">
            <label htmlFor={`${id}-pin`}>{t('giftCard.pin')}</label>
            <input
              id={`${id}-pin`}
              name="giftCardPin"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              aria-invalid={shown !== null}
              aria-describedby={described}
              onChange={(event) => {
                setPin(event.target.value);
                edit();
              }}
            />
          </div>
        </div>
        {shown !== null ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {shown}
          </p>
        ) : null}
        <div role="status" className="gift-card-balance">
          {balance !== null ? (
            <p>
              {t('giftCard.balance')} <strong>{formatPrice(balance.balance, balance.currency, locale)}</strong> ({t(STATUS_TEXT[balance.status])}
              {balance.expiryDate !== null ? t('giftCard.expires', { date: balance.expiryDate }) : ''})
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => void checkBalance()}>
            {t('giftCard.checkBalance')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('giftCard.apply')}
          </button>
        </div>
      </form>
      {giftCards.length > 0 ? (
        <ul className="chip-list" aria-label={t('giftCard.applied')}>
          {giftCards.map((card) => {
            const masked =
              card.maskedGiftCardNumber ??
              (typeof card.additionalData?.maskedNumber === 'string' ? card.additionalData.maskedNumber : maskGiftCardNumber(card.payment_instrument_id));
            return (
              <li key={card.payment_instrument_id} className="chip">
                <span>{t('giftCard.chip', { masked, amount: formatPrice(card.amount, currency, locale) })}</span>
                <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(card.payment_instrument_id)}>
                  <HiddenName message={(name) => t('cart.removeLabel', { name })} name={t('giftCard.name', { masked })} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
