import { useEffect, useId, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { validateNewsletter } from '@stride/domain/validation';
import { Link, useMarket } from '../../../../app/router.js';
import { useApi } from '../../../../app/services-context.js';
import { FormField } from '../../../../auth/form-field.js';
import { useMessages } from '../../../../i18n/messages.js';
import { useSession } from '../../../../state/session.js';
import { shopperErrorText } from '../../../../ui/api-error-text.js';
import { formErrorText } from '../../../../ui/form-error-text.js';
import '../../../../auth/auth.css';
import './newsletter-form.css';

type FormState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'submitting' }
  | { readonly kind: 'success'; readonly alreadySubscribed: boolean }
  | { readonly kind: 'error'; readonly message: string };
type FieldErrors = Partial<Record<'email' | 'policy', string>>;

/**
 * The newsletter form (account sections 2, 4, 5 and 8): an e-mail and the privacy policy checkbox, both required;
 * idle, submitting, then the success heading or the error's message. A signed-in shopper's own address is filled in
 * (their profile's newsletter); one already subscribed sees the success heading only, without checkbox or button. On
 * an EMEA site the success says to open the e-mailed confirmation link (double opt-in).
 */
export function NewsletterForm(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const base = useApi();
  const api = useMemo(() => base.with(pageRouteAddresses), [base]);
  const market = useMarket();
  const { signedIn } = useSession();
  const ids = useId();
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A signed-in shopper's newsletter goes to their account's address: it is read, not typed.
  const [accountEmail, setAccountEmail] = useState<string | null>(null);

  useEffect(() => {
    // A visitor has no subscriptions to read (and maybe no token yet): only a signed-in shopper's are asked for.
    if (!signedIn) return;
    let live = true;
    void api.call('getSubscriptions').then((answer) => {
      const own = answer.isOk() ? answer.value.subscriptions.find((s) => s.channel === 'email' && s.type === 'Newsletter') : undefined;
      if (!live || own === undefined) return;
      setAccountEmail(own.recipient);
      if (own.optin) setState({ kind: 'success', alreadySubscribed: true });
    });
    return () => {
      live = false;
    };
  }, [api, signedIn]);

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (state.kind === 'submitting') return;
    const form = new FormData(submitted.currentTarget);
    const email = accountEmail ?? String(form.get('email') ?? '').trim();
    const policy = form.get('policy') === 'on';
    const found = validateNewsletter({ email, policy });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ kind: 'submitting' });
    const subscription = {
      channel: 'email' as const,
      type: 'Newsletter' as const,
      optin: true,
      recipient: email,
      country: market.countryCode,
      policyAccepted: true,
    };
    const answer = await api.call('createSubscription', { body: { subscription } });
    if (answer.isOk()) return setState({ kind: 'success', alreadySubscribed: false });
    const failure = answer.error;
    setState({
      kind: 'error',
      message:
        failure.kind === 'answer'
          ? shopperErrorText(messages, failure.error.message ?? '', failure.error.errorId, 'newsletter.failed')
          : t('newsletter.failed'),
    });
  };

  if (state.kind === 'success')
    return (
      <div className="newsletter-form newsletter-form--done" role="status">
        <h3 className="newsletter-form__heading">{t('newsletter.success')}</h3>
        {!state.alreadySubscribed && <p>{market.region === 'EMEA' && accountEmail === null ? t('newsletter.checkInbox') : t('newsletter.successText')}</p>}
      </div>
    );
  const submitting = state.kind === 'submitting';
  return (
    <form className="newsletter-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {state.kind === 'error' && (
        <div className="banner banner--error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="link-button" onClick={() => setState({ kind: 'idle' })}>
            {t('event.dismissError')}
          </button>
        </div>
      )}
      {accountEmail === null ? (
        <FormField label={t('address.email')} name="email" type="email" autoComplete="email" maxLength={100} required error={errors.email} />
      ) : (
        <FormField label={t('address.email')} name="email" type="email" value={accountEmail} readOnly aria-readonly="true" />
      )}
      <div className="newsletter-form__policy">
        <div className="field field--checkbox">
          <input
            id={`${ids}-policy`}
            type="checkbox"
            name="policy"
            required
            aria-invalid={errors.policy ? true : undefined}
            aria-describedby={errors.policy ? `${ids}-policy-error` : undefined}
          />
          <label htmlFor={`${ids}-policy`}>
            {t('newsletter.policy')} <Link to="/privacy">{t('newsletter.policyLink')}</Link>
          </label>
        </div>
        {errors.policy && (
          <span id={`${ids}-policy-error`} className="field-error">
            {formErrorText(t, errors.policy)}
          </span>
        )}
      </div>
      <button type="submit" className="button-primary auth-submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
    </form>
  );
}
