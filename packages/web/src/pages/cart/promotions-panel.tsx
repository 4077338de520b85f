import { useMemo, useState, type ReactElement } from 'react';
import { buildApproachingPromotionCallouts } from '@stride/domain/promo';
import type { CartAnswer } from '@stride/application/storefront';
import { formatPrice } from '../../ui/format-price.js';
import { useMessages } from '../../i18n/messages.js';

export interface PromotionsPanelProps {
  readonly cart: CartAnswer;
  readonly locale: string;
}

/** The promo summary (applied promotions) and the approaching promotions, each dismissible (account spec section 4). */
export function PromotionsPanel({ cart, locale }: PromotionsPanelProps): ReactElement | null {
  const { t } = useMessages();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const money = (amount: number) => formatPrice(amount, cart.currency, locale);
  const applied = cart.promoSummary.filter((promo) => promo.applied);
  const callouts = useMemo(
    () =>
      buildApproachingPromotionCallouts(cart.approachingPromotions, {
        dismissedIds: dismissed,
        formatDistance: (distance) => formatPrice(distance, cart.currency, locale),
      }).filter((callout) => callout.thresholdStatus === 'Below Threshold' && (callout.contexts.length === 0 || callout.contexts.includes('cart'))),
    [cart.approachingPromotions, cart.currency, dismissed, locale],
  );
  if (applied.length === 0 && callouts.length === 0) return null;
  return (
    <section className="cart-promotions" aria-label={t('promotions.label')}>
      {applied.length > 0 ? (
        <ul className="promo-applied">
          {applied.map((promo) => (
            <li key={promo.promotionId} data-threshold={promo.thresholdStatus}>
              <strong>{promo.promotionName}</strong>
              {promo.couponCode !== undefined ? ` (${promo.couponCode})` : ''}
              {promo.discount > 0 ? <span>: −{money(promo.discount)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {callouts.length > 0 ? (
        <ul className="promo-approaching">
          {callouts.map((callout) => (
            <li key={callout.promotionId} className="banner banner--info">
              <span>{callout.message}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => setDismissed((current) => new Set([...current, callout.promotionId]))}
                aria-label={t('toast.dismiss', { title: callout.message })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
