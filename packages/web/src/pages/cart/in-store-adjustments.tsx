import { useState, type FormEvent, type ReactElement } from 'react';
import { inStoreRouteAddresses } from '@stride/application/in-store-route-addresses';
import type { ApiFailure, CartAnswer } from '@stride/application/storefront';
import type { Result } from 'neverthrow';
import { useApi } from '../../app/services-context.js';
import { fieldText } from '../../auth/form-field.js';
import { useMessages } from '../../i18n/messages.js';
import { useCart } from '../../state/cart.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { formatPrice } from '../../ui/format-price.js';
import '../../auth/in-store.css';
import { FieldAlert } from '../../ui/field-alert.js';

/**
 * The associate's price adjustments on the shopper's basket, on a store device with an in-store session only (the
 * server holds the authority in the session's cookie): an amount off one line or the whole order, with a reason;
 * the list of those made, each removable. The server bounds the amount by what the line or the order costs.
 */
export function InStoreAdjustments({ cart, locale }: { readonly cart: CartAnswer; readonly locale: string }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const api = useApi();
  const state = useCart();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const calls = api.with(inStoreRouteAddresses);
  const money = (amount: number) => formatPrice(amount, cart.totals.currency, locale);
  const itemName = (itemId: string | undefined) => cart.items.find((item) => item.id === itemId)?.name ?? t('inStore.wholeOrder');

  const run = async (call: () => PromiseLike<Result<CartAnswer, ApiFailure>>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const answer = await call();
    setBusy(false);
    if (answer.isErr()) {
      const failure = answer.error;
      setError(
        failure.kind === 'answer'
          ? shopperErrorText(messages, failure.error.message, failure.error.errorId, 'inStore.adjustFailed')
          : t('inStore.adjustFailed'),
      );
      return false;
    }
    state.replace(answer.value);
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const itemId = fieldText(form, 'itemId');
    const amount = Number(fieldText(form, 'amount').replace(',', '.'));
    const reason = fieldText(form, 'reason').trim();
    if (!(amount > 0) || reason.length < 3) return setError(t('inStore.adjustInvalid'));
    const body = { amount, reason, ...(itemId === '' ? {} : { itemId }) };
    if (await run(() => calls.call('addPriceAdjustment', { params: { basketId: cart.basketId }, body }))) formElement.reset();
  };

  return (
    <section className="cart-panel in-store-adjustments" aria-labelledby="in-store-adjustments-title">
      <h2 id="in-store-adjustments-title" className="cart-panel__title">
        {t('inStore.adjustTitle')}
      </h2>
      {cart.priceAdjustments.length > 0 ? (
        <ul>
          {cart.priceAdjustments.map((adjustment) => (
            <li key={adjustment.adjustmentId}>
              <span>{t('inStore.adjustment', { amount: money(adjustment.amount), item: itemName(adjustment.itemId), reason: adjustment.reason })}</span>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() =>
                  void run(() => calls.call('removePriceAdjustment', { params: { basketId: cart.basketId, adjustmentId: adjustment.adjustmentId } }))
                }
              >
                {t('inStore.removeAdjustment', { amount: money(adjustment.amount) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldAlert message={error} />
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div className="field">
          <label htmlFor="in-store-adjust-item">{t('inStore.adjustItem')}</label>
          <select id="in-store-adjust-item" name="itemId" defaultValue="">
            <option value="">{t('inStore.wholeOrder')}</option>
            {cart.items
              .filter((item) => !item.bonus)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="in-store-adjust-amount">{t('inStore.amount', { currency: cart.totals.currency })}</label>
          <input id="in-store-adjust-amount" name="amount" inputMode="decimal" autoComplete="off" maxLength={10} required />
        </div>
        <div className="field">
          <label htmlFor="in-store-adjust-reason">{t('inStore.reason')}</label>
          <input id="in-store-adjust-reason" name="reason" autoComplete="off" maxLength={200} required />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('inStore.apply')}
        </button>
      </form>
    </section>
  );
}
