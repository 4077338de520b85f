import { useState, type ReactElement } from 'react';
import type { FormFailure } from '@stride/application/storefront';
import { Link, usePageData } from '../../app/router.js';
import { useAuthActions } from '../../auth/use-auth-actions.js';
import { PageHead } from '../../ui/page-head.js';
import type { EmailedLinkData } from './emailed-link-token.js';
import '../../auth/auth.css';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

// The membership is confirmed by the button, not by opening the page: mail scanners that follow
// links must not confirm on the member's behalf.
/** Confirm a Stride Rewards membership with the e-mailed link (double opt-in); rewards work from then on. */
export function LoyaltyConfirm(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const { token } = usePageData<EmailedLinkData>();
  const { confirmLoyalty } = useAuthActions();
  const [failure, setFailure] = useState<FormFailure<never> | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const confirm = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const outcome = await confirmLoyalty(token);
      setFailure(outcome);
      setDone(outcome === null);
    } finally {
      setSubmitting(false);
    }
  };

  const head = <PageHead title={t('loyaltyConfirm.title')} description={t('loyaltyConfirm.title')} path="/loyalty/confirm" robots="noindex" />;
  if (done) {
    return (
      <div className="auth-page">
        {head}
        <h1>{t('loyaltyConfirm.done')}</h1>
        <p className="banner banner--info" role="status">
          {t('loyaltyConfirm.doneText')}
        </p>
        <p>
          <Link to="/account">{t('loyaltyConfirm.goToAccount')}</Link>
        </p>
      </div>
    );
  }
  const linkBroken = token === '' || failure?.linkExpired === true;
  return (
    <div className="auth-page">
      {head}
      <h1>{t('loyaltyConfirm.title')}</h1>
      {linkBroken ? (
        <div className="banner banner--error" role="alert">
          <p>{failure?.errorId === 'AUT402' ? t('loyaltyConfirm.expired') : t('loyaltyConfirm.broken')}</p>
        </div>
      ) : null}
      {!linkBroken && failure?.message !== undefined ? (
        <p className="banner banner--error" role="alert">
          {shopperErrorText(messages, failure.message, failure.errorId, 'storefront.SOMETHING_WENT_WRONG')}
        </p>
      ) : null}
      {linkBroken ? null : (
        <button type="button" className="button-primary auth-submit" disabled={submitting} aria-busy={submitting} onClick={() => void confirm()}>
          {t('loyaltyConfirm.submit')}
        </button>
      )}
    </div>
  );
}
