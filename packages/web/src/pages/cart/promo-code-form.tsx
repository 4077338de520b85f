import { useId, useState, type FormEvent, type ReactElement } from 'react';
import type { CartAnswer } from '@stride/application/storefront';
import { HiddenName } from '../../ui/hidden-name.js';
import { useMessages } from '../../i18n/messages.js';

export interface PromoCodeFormProps {
  readonly couponItems: CartAnswer['couponItems'];
  readonly error: string | null;
  readonly busy: boolean;
  /** Resolves true when the code was applied (the input is cleared then). */
  onApply(code: string): Promise<boolean>;
  onRemove(code: string): void;
  onEdit(): void;
}

/** The promo code input; a PRM error shows at the input (commerce section 8). */
export function PromoCodeForm({ couponItems, error, busy, onApply, onRemove, onEdit }: PromoCodeFormProps): ReactElement {
  const { t } = useMessages();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    if (await onApply(code)) setCode('');
  };
  const shown = missing ? t('promo.missing') : error;
  return (
    <section className="cart-panel">
      <h2 id={`${inputId}-title`} className="cart-panel__title">
        {t('promo.title')}
      </h2>
      <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t('promo.title')}</label>
          <input
            id={inputId}
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            aria-invalid={shown !== null}
            aria-describedby={shown !== null ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
              onEdit();
            }}
          />
          {shown !== null ? (
            <p className="field-error" id={errorId} role="alert">
              {shown}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('promo.apply')}
        </button>
      </form>
      {couponItems.length > 0 ? (
        <ul className="chip-list" aria-label={t('promo.applied')}>
          {couponItems.map((coupon) => (
            <li key={coupon.code} className="chip">
              <span>
                {coupon.code}
                {coupon.applied ? '' : ` ${t('promo.notApplied')}`}
              </span>
              <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(coupon.code)}>
                <HiddenName message={(name) => t('cart.removeLabel', { name })} name={t('promo.name', { code: coupon.code })} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
