import { useEffect, useId, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { Link, useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';
import { phoneIsValid } from '../checkout/address-form.js';
import { FormNotice, type FormNoticeValue } from './form-notice.js';
import { NotificationChoices } from './notification-choices.js';

/**
 * What the account's messages chunk shows: the text message subscription, then the notification choices (one chunk:
 * a second lazy section would cost the account page's first load bytes it does not have).
 */
export default function AccountMessages({ profile }: { readonly profile: ConsumerProfileView }): ReactElement {
  return (
    <>
      <SmsSubscription phone={profile.consumerDetails.phone ?? ''} />
      <NotificationChoices profile={profile} />
    </>
  );
}

/**
 * Text messages on the account (account section 4, SMS opt-in): ticking the box shows the terms panel,
 * and the shopper must press Accept before the subscription is saved; the box unticks when the phone
 * stops being a valid number. Saved with `PUT /consumers-v3/consumer/subscription`.
 */
function SmsSubscription({ phone: profilePhone }: { readonly phone: string }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(pageRouteAddresses), [base]);
  const market = useMarket();
  const ids = useId();
  const [phone, setPhone] = useState(profilePhone);
  const [ticked, setTicked] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const phoneValid = phoneIsValid(phone, market.countryCode);

  useEffect(() => {
    let live = true;
    void api.call('getSubscriptions').then((answer) => {
      const sms = answer.isOk() ? answer.value.subscriptions.find((s) => s.channel === 'sms' && s.type === 'Newsletter') : undefined;
      if (!live || sms === undefined) return;
      setPhone(sms.recipient);
      setTicked(sms.optin);
      setAccepted(sms.optin);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const changePhone = (value: string) => {
    setPhone(value);
    // A number that stops being valid unticks the box: texts need a phone to go to.
    if (!phoneIsValid(value, market.countryCode)) {
      setTicked(false);
      setAccepted(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ticked && !accepted) return setNotice({ kind: 'error', text: t('sms.acceptFirst') });
    setBusy(true);
    const answer = await api.call('updateSubscription', {
      body: {
        subscription: { channel: 'sms', type: 'Newsletter', optin: ticked, recipient: phone, country: market.countryCode, termsAccepted: ticked && accepted },
      },
    });
    setBusy(false);
    if (answer.isErr())
      return setNotice({
        kind: 'error',
        text: answer.error.kind === 'answer' ? shopperErrorText(messages, answer.error.error.message, answer.error.error.errorId) : t('orderPage.failed'),
      });
    setNotice({ kind: 'saved', text: answer.value.subscription.optin ? t('sms.on') : t('sms.off') });
  };

  return (
    <section className="account-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('sms.title')}</h2>
      <form className="sms-form" noValidate onSubmit={(event) => void save(event)} aria-busy={busy}>
        <div className="field">
          <label htmlFor={`${ids}-phone`}>{t('sms.phone')}</label>
          <input
            id={`${ids}-phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        </div>
        <label className="profile-editor__newsletter">
          <input
            type="checkbox"
            checked={ticked}
            disabled={!phoneValid}
            onChange={(event) => {
              setTicked(event.target.checked);
              setAccepted(false);
              setNotice(null);
            }}
          />
          {t('sms.optIn')}
        </label>
        {!phoneValid ? <p className="account-muted">{t('sms.phoneFirst')}</p> : null}
        {ticked && !accepted ? (
          <div className="sms-terms" role="region" aria-labelledby={`${ids}-terms`}>
            <h3 id={`${ids}-terms`}>{t('sms.termsTitle')}</h3>
            <p>{t('sms.termsText')}</p>
            <p>
              <Link to="/sms-terms">{t('sms.termsLink')}</Link>
            </p>
            <button type="button" className="button" onClick={() => setAccepted(true)}>
              {t('sms.accept')}
            </button>
          </div>
        ) : null}
        {ticked && accepted ? <p className="account-muted">{t('sms.accepted')}</p> : null}
        <FormNotice notice={notice} />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('sms.save')}
        </button>
      </form>
    </section>
  );
}
