import { useEffect, useId, useState, type ReactElement } from 'react';
import type { WelcomePromoAnswer } from '@stride/application/storefront';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * The account's loyalty section below the points: a member awaiting the double opt-in is offered a new
 * link (rewards wait for it, REW135); a confirmed member sees their welcome promo. Its own chunk: the
 * account page's first load has no bytes to spare.
 */
export default function AccountLoyalty({ email, confirmed }: { readonly email: string; readonly confirmed: boolean }): ReactElement {
  return confirmed ? <WelcomePromo /> : <LoyaltyConfirmationPending email={email} />;
}

/** The welcome promo (`GET /consumers-v3/consumer/loyalty/promo/welcome`): its code, what it takes off, and until when or when it was used. */
function WelcomePromo(): ReactElement | null {
  const { t } = useMessages();
  const api = useApi();
  const market = useMarket();
  const id = useId();
  const [promo, setPromo] = useState<WelcomePromoAnswer['welcomePromo']>(null);
  useEffect(() => {
    let live = true;
    void api
      .with(pageRouteAddresses)
      .call('getWelcomePromo')
      .then((answer) => {
        if (live && answer.isOk()) setPromo(answer.value.welcomePromo);
      });
    return () => {
      live = false;
    };
  }, [api]);
  if (promo === null) return null;
  const day = (iso: string) => new Intl.DateTimeFormat(market.locale, { dateStyle: 'long' }).format(new Date(iso));
  const state =
    promo.status === 'REDEEMED'
      ? t('welcomePromo.used', { date: day(promo.redeemedAt ?? promo.expiresAt) })
      : promo.status === 'EXPIRED'
        ? t('welcomePromo.expired', { date: day(promo.expiresAt) })
        : t('welcomePromo.useBy', { date: day(promo.expiresAt) });
  return (
    <section className="account-welcome" aria-labelledby={id} data-status={promo.status}>
      <h3 id={id}>{t('welcomePromo.title')}</h3>
      <p>
        <strong>{t('welcomePromo.gives', { percent: promo.percentOff })}</strong>
        {' · '}
        {t('welcomePromo.code')} <code className="account-welcome__code">{promo.code}</code>
      </p>
      <p className="account-muted">
        {state}
        {promo.status === 'AVAILABLE' ? ` ${t('welcomePromo.howTo')}` : null}
      </p>
    </section>
  );
}

/** A member who joined but has not opened the double opt-in link: rewards wait for it (REW135). */
function LoyaltyConfirmationPending({ email }: { readonly email: string }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'limited' | 'failed'>('idle');
  const resend = async () => {
    setSent('sending');
    const result = await api.call('enrollInLoyalty');
    setSent(result.isErr() ? 'failed' : result.value.confirmationSent ? 'sent' : 'limited');
  };
  return (
    <p className="banner banner--info" role="status">
      {sent === 'sent' ? t('loyaltyPending.sent', { email }) : t('loyaltyPending.confirm')} {sent === 'limited' ? `${t('loyaltyPending.limited')} ` : null}
      {sent === 'failed' ? `${t('loyaltyPending.failed')} ` : null}
      {sent !== 'sent' && sent !== 'limited' ? (
        <button type="button" className="link-button" disabled={sent === 'sending'} onClick={() => void resend()}>
          {t('loyaltyPending.resend')}
        </button>
      ) : null}
    </p>
  );
}
