import { useEffect, useState, type ReactElement } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ApiFailure } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import type { PaymentSectionProps } from './payment-section-props.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { formatPrice } from '../../ui/format-price.js';
import { FieldAlert } from '../../ui/field-alert.js';

type Voucher = { readonly id: string; readonly points: number; readonly amountInCurrency: number; readonly available: boolean; readonly eligible: boolean };

/**
 * A loyalty member's vouchers at the billing step (commerce sections 3, 6 and 7): each usable one applies with
 * `PUT /cart/v1/cart/{basketId}/reward`, an applied one comes off like any instrument. Loaded only for a member.
 */
export function LoyaltyVoucherPayment({ cart, locale, onChanged }: PaymentSectionProps): ReactElement | null {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const [vouchers, setVouchers] = useState<readonly Voucher[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied = cart.payment_instruments.filter((i) => i.payment_method_id === 'REWARD_CODE' || i.payment_method_id === 'REWARD_CARD');
  const appliedKey = applied.map((i) => i.payment_instrument_id).join();

  // Read again after each change: an applied voucher is no longer available.
  useEffect(() => {
    void api.call('getLoyaltyVouchers').then((answer) => setVouchers(answer.isOk() ? answer.value.applicableLoyaltyVouchers : []));
  }, [api, appliedKey]);

  if (vouchers === null) return null;
  const money = (amount: number) => formatPrice(amount, cart.currency, locale);
  const change = async (call: () => ResultAsync<unknown, ApiFailure>) => {
    setBusy(true);
    setError(null);
    const answer = await call();
    if (answer.isErr()) {
      const failure = answer.error;
      setError(failure.kind === 'answer' ? shopperErrorText(messages, failure.error.message, failure.error.errorId, 'voucher.failed') : t('voucher.failed'));
    }
    await onChanged();
    setBusy(false);
  };
  const apply = (voucher: Voucher) =>
    change(() => api.call('applyReward', { params: { basketId: cart.basketId }, body: { appliedLoyaltyVoucher: voucher.id } }));
  const remove = (instrumentId: string) =>
    change(() => api.call('removePaymentInstrument', { params: { basketId: cart.basketId }, body: { payment_instrument_id: instrumentId } }));
  const usable = vouchers.filter((v) => v.available && v.eligible);

  return (
    <section className="checkout-block" aria-labelledby="voucher-heading">
      <h3 id="voucher-heading">{t('voucher.title')}</h3>
      {applied.length > 0 ? (
        <ul className="plain-list">
          {applied.map((i) => (
            <li key={i.payment_instrument_id} className="applied-row">
              <span>{t('voucher.applied', { amount: money(i.amount) })}</span>
              <button type="button" className="link-button" disabled={busy} onClick={() => void remove(i.payment_instrument_id)}>
                {t('voucher.removeLabel', { amount: money(i.amount) })}
              </button>
            </li>
          ))}
          <li>{t('payment.leftToPay', { amount: money(cart.totals.remainingToPay) })}</li>
        </ul>
      ) : null}
      {usable.length > 0 ? (
        <ul className="plain-list">
          {usable.map((voucher) => (
            <li key={voucher.id} className="applied-row">
              <span>{t('voucher.row', { amount: money(voucher.amountInCurrency), points: voucher.points })}</span>
              <button type="button" className="secondary-button" disabled={busy} onClick={() => void apply(voucher)}>
                {t('voucher.applyLabel', { amount: money(voucher.amountInCurrency) })}
              </button>
            </li>
          ))}
        </ul>
      ) : applied.length === 0 ? (
        <p className="form-note">{t('voucher.none')}</p>
      ) : null}
      <FieldAlert message={error} />
    </section>
  );
}
