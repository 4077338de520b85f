import { useId, useState, type ReactElement } from 'react';
import { createStrideApiClient, type StrideApiClient } from '@stride/adapters-http/browser';
import type { LoyaltyTokenAnswer } from '@stride/application/storefront';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { Link, useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { SIGN_IN_DIALOG } from '../../auth/use-auth-actions.js';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { enrollmentQuery } from './enrollment-query.js';
import { forgetLoyaltyReferral, rememberedLoyaltyReferral, type LoyaltyReferral } from './loyalty-referral.js';
import './loyalty-pass.css';

type PassState =
  | { readonly kind: 'idle' | 'loading' | 'guest' | 'not-member' | 'unconfirmed' }
  | { readonly kind: 'pass'; readonly answer: LoyaltyTokenAnswer; readonly validUntil: Date }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * The referral and lead source the token call carries: the page link's `referral_code` and `leadSource` first, else
 * what an enrollment link left for the member's first pass (loyalty-referral.ts).
 */
function referralOf(url: URL): LoyaltyReferral & { readonly remembered: boolean } {
  const { referralCode, leadSource } = enrollmentQuery(url);
  if (referralCode !== undefined || leadSource !== undefined) return { referralCode, leadSource, remembered: false };
  return { ...rememberedLoyaltyReferral(), remembered: true };
}

/** The page's client with the `source` header on every call (the loyalty token call takes the lead source there). */
function withSourceHeader(leadSource: string, locale: string): StrideApiClient {
  return createStrideApiClient({
    fetch: (input, init) =>
      fetch(input, { ...init, credentials: 'same-origin', headers: { ...(init?.headers as Record<string, string>), source: leadSource } }),
    baseUrl: window.location.origin,
    locale,
    newCorrelationId: () => crypto.randomUUID(),
    addresses: pageRouteAddresses,
  });
}

/**
 * A loyalty member's pass on the programme's page (commerce-core section 6: a member "may obtain a loyalty token"):
 * pressing the button calls `POST /consumers-v3/consumer/loyalty/token` with the link's referral code and its lead
 * source as the `source` header, and shows the pass a partner checks (memberId, the signed token, valid 10 minutes).
 * A guest is offered the sign-in, a shopper outside the programme the enrollment (with the link's referral), and a
 * member before the double opt-in the reason. Its own chunk: only the programme's page loads it.
 */
export default function LoyaltyPass(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const market = useMarket();
  const dialogs = useDialogs();
  const ids = useId();
  const [state, setState] = useState<PassState>({ kind: 'idle' });
  const [joinHref, setJoinHref] = useState('');

  const show = async () => {
    setState({ kind: 'loading' });
    const { referralCode, leadSource, remembered } = referralOf(new URL(window.location.href));
    const api = base.with(pageRouteAddresses);
    const request = { body: referralCode === undefined ? {} : { referralCode } };
    const call = () => (leadSource === undefined ? api : withSourceHeader(leadSource, market.locale)).call('issueLoyaltyToken', request);
    let answer = await call();
    // An expired access cookie: the app's client renews the session on a 401 and repeats; then the call goes again with its header.
    if (answer.isErr() && answer.error.kind === 'answer' && answer.error.status === 401 && leadSource !== undefined) {
      await api.call('issueLoyaltyToken', request);
      answer = await call();
    }
    if (answer.isOk()) {
      if (remembered && referralCode !== undefined) forgetLoyaltyReferral();
      return setState({ kind: 'pass', answer: answer.value, validUntil: new Date(Date.now() + answer.value.expiresIn * 1000) });
    }
    const failure = answer.error;
    const errorId = failure.kind === 'answer' ? failure.error.errorId : undefined;
    const query = new URLSearchParams({
      ...(leadSource === undefined ? {} : { leadSource }),
      ...(referralCode === undefined ? {} : { referral_code: referralCode }),
    });
    // Enrollment under the page's own site prefix (`/en-us/loyalty` joins at `/en-us/enroll`), the link's referral along.
    setJoinHref(`/${window.location.pathname.split('/')[1] ?? ''}/enroll${query.size === 0 ? '' : `?${query.toString()}`}`);
    if (errorId === 'REW401' || errorId === 'AUT432') return setState({ kind: 'guest' });
    if (errorId === 'REW130') return setState({ kind: 'not-member' });
    if (errorId === 'REW135') return setState({ kind: 'unconfirmed' });
    setState({ kind: 'failed', text: failure.kind === 'answer' ? shopperErrorText(messages, failure.error.message, errorId) : t('orderPage.failed') });
  };

  return (
    <section className="loyalty-pass" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('loyaltyPass.title')}</h2>
      <p>{t('loyaltyPass.intro')}</p>
      {state.kind === 'pass' ? (
        <div role="status">
          <p>
            {t('loyaltyPass.member')} <strong>{state.answer.memberId}</strong>
          </p>
          <label htmlFor={`${ids}-code`}>{t('loyaltyPass.code')}</label>
          <textarea id={`${ids}-code`} className="loyalty-pass__code" readOnly rows={4} value={state.answer.loyaltyToken} />
          <p className="account-muted">
            {t('loyaltyPass.validUntil', { time: new Intl.DateTimeFormat(market.locale, { timeStyle: 'short' }).format(state.validUntil) })}
          </p>
        </div>
      ) : null}
      {state.kind === 'guest' ? (
        <p role="status">
          {t('loyaltyPass.signInFirst')}{' '}
          <button type="button" className="link-button" onClick={() => dialogs.open(SIGN_IN_DIALOG)}>
            {t('loyaltyPass.signIn')}
          </button>
        </p>
      ) : null}
      {state.kind === 'not-member' ? (
        <p role="status">
          {t('loyaltyPass.joinFirst')} <Link to={joinHref}>{t('loyaltyPass.join')}</Link>
        </p>
      ) : null}
      {state.kind === 'unconfirmed' ? <p role="status">{t('loyaltyPass.confirmFirst')}</p> : null}
      {state.kind === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {state.text}
        </p>
      ) : null}
      <button type="button" className="button-primary" disabled={state.kind === 'loading'} onClick={() => void show()}>
        {state.kind === 'pass' ? t('loyaltyPass.renew') : t('loyaltyPass.show')}
      </button>
    </section>
  );
}
