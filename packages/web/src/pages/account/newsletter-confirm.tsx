import { useMemo, useState, type ReactElement } from 'react';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { Link, usePageData } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { PageHead } from '../../ui/page-head.js';
import type { EmailedLinkData } from './emailed-link-token.js';
import '../../auth/auth.css';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

type Outcome = { readonly kind: 'idle' | 'submitting' | 'done' } | { readonly kind: 'expired' } | { readonly kind: 'error'; readonly message: string };

// The subscription is confirmed by the button, not by opening the page: mail scanners that follow
// links must not confirm on the visitor's behalf.
/** Confirm a newsletter subscription with the e-mailed link (double opt-in of EMEA sites). */
export function NewsletterConfirm(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const { token } = usePageData<EmailedLinkData>();
  const base = useApi();
  const api = useMemo(() => base.with(pageRouteAddresses), [base]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const confirm = async () => {
    if (outcome.kind === 'submitting') return;
    setOutcome({ kind: 'submitting' });
    const answer = await api.call('confirmNewsletter', { body: { token } });
    if (answer.isOk()) return setOutcome({ kind: 'done' });
    const failure = answer.error;
    if (failure.kind === 'answer' && failure.error.errorId === 'AUT402') return setOutcome({ kind: 'expired' });
    const message = failure.kind === 'answer' ? (failure.error.message ?? '') : '';
    const errorId = failure.kind === 'answer' ? failure.error.errorId : undefined;
    setOutcome({ kind: 'error', message: shopperErrorText(messages, message, errorId, 'storefront.SOMETHING_WENT_WRONG') });
  };

  const head = <PageHead title={t('newsletterConfirm.title')} description={t('newsletterConfirm.title')} path="/newsletter/confirm" robots="noindex" />;
  if (outcome.kind === 'done')
    return (
      <div className="auth-page">
        {head}
        <h1>{t('newsletterConfirm.done')}</h1>
        <p className="banner banner--info" role="status">
          {t('newsletterConfirm.doneText')}
        </p>
        <p>
          <Link to="/">{t('newsletterConfirm.continue')}</Link>
        </p>
      </div>
    );
  const broken = token === '' || outcome.kind === 'expired';
  return (
    <div className="auth-page">
      {head}
      <h1>{t('newsletterConfirm.title')}</h1>
      {broken ? (
        <div className="banner banner--error" role="alert">
          <p>{token === '' ? t('newsletterConfirm.broken') : t('newsletterConfirm.expired')}</p>
        </div>
      ) : null}
      {outcome.kind === 'error' ? (
        <p className="banner banner--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {broken ? null : (
        <button
          type="button"
          className="button-primary auth-submit"
          disabled={outcome.kind === 'submitting'}
          aria-busy={outcome.kind === 'submitting'}
          onClick={() => void confirm()}
        >
          {t('newsletterConfirm.submit')}
        </button>
      )}
    </div>
  );
}
