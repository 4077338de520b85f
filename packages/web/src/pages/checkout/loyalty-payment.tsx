import { useEffect, useState, type ReactElement } from 'react';
import { LOYALTY_MIN_POINTS_FOR_PAYMENT } from '@stride/domain/checkout';
import { type CartAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useToasts } from '../../state/toasts.js';
import { formatPrice } from '../../ui/format-price.js';

/** Loyalty points as payment, for a signed-in loyalty member (nothing for anyone else). */
export function LoyaltyPayment({
  cart,
  locale,
  onChanged,
}: {
  readonly cart: CartAnswer;
  readonly locale: string;
  readonly onChanged: () => Promise<void>;
}): ReactElement | null {
  const api = useApi();
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
        title: 'Loyalty points',
        message: answer.error.kind === 'answer' ? answer.error.error.message : 'Your points could not be used.',
        variant: 'error',
        persistent: true,
      });
    await onChanged();
  };
  return (
    <section className="checkout-block" aria-labelledby="loyalty-heading">
      <h3 id="loyalty-heading">Loyalty points</h3>
      <p>You have {points.toLocaleString(locale)} points.</p>
      {applied !== undefined ? (
        <p>Points applied: {formatPrice(applied.amount, cart.currency, locale)}</p>
      ) : points >= LOYALTY_MIN_POINTS_FOR_PAYMENT ? (
        <button type="button" className="secondary-button" disabled={busy} onClick={() => void applyPoints()}>
          Use my points
        </button>
      ) : (
        <p className="form-note">You need {LOYALTY_MIN_POINTS_FOR_PAYMENT} points to pay with points.</p>
      )}
    </section>
  );
}
