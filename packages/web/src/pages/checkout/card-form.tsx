import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages.js';

/** What the shopper types for a card; it goes to the payment provider only. */
export interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holderName: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holderName: '' };

/** Groups of four digits as the shopper types (19 digits at most). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY with the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an MM/YY expiry, or null when it is not one. */
export function parseExpiry(value: string): { expiryMonth: number; expiryYear: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (m === null) return null;
  return { expiryMonth: Number(m[1]), expiryYear: 2000 + Number(m[2]) };
}

export interface CardFormProps {
  readonly values: CardValues;
  readonly error: string | null;
  readonly onChange: (values: CardValues) => void;
}

/** Card entry: number, expiry, security code, name; never sent to the cart API. */
export function CardForm({ values, error, onChange }: CardFormProps): ReactElement {
  const { t } = useMessages();
  const describedBy = error !== null ? 'card-error' : undefined;
  return (
    <div className="address-form">
      <div className="form-field form-field--wide">
        <label htmlFor="card-number">{t('card.number')}</label>
        <input
          id="card-number"
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.number}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...values, number: formatCardNumber(e.currentTarget.value) })}
        />
      </div>
      <div className="form-field">
        <label htmlFor="card-expiry">{t('card.expiry')}</label>
        <input
          id="card-expiry"
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          value={values.expiry}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.currentTarget.value) })}
        />
      </div>
      <div className="form-field">
        <label htmlFor="card-cvc">{t('card.cvc')}</label>
        <input
          id="card-cvc"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...values, cvc: e.currentTarget.value.replace(/\D/g, '') })}
        />
      </div>
      <div className="form-field form-field--wide">
        <label htmlFor="card-name">{t('card.name')}</label>
        <input
          id="card-name"
          name="ccname"
          autoComplete="cc-name"
          value={values.holderName}
          onChange={(e) => onChange({ ...values, holderName: e.currentTarget.value })}
        />
      </div>
      {error !== null ? (
        <p id="card-error" className="field-error form-field--wide" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
