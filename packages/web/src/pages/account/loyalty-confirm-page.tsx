import { useState, type ReactElement } from 'react';
import type { FormFailure } from '@stride/application/storefront';
import { Link, usePageData } from '../../app/router.js';
import { useAuthActions } from '../../auth/use-auth-actions.js';
import { PageHead } from '../../ui/page-head.js';
import type { EmailedLinkData } from './emailed-link-token.js';
import '../../auth/auth.css';

export { loadEmailedLinkToken as load } from './emailed-link-token.js';

// The membership is confirmed by the button, not by opening the page: mail scanners that follow
// links must not confirm on the member's behalf.
/** Confirm a Stride Rewards membership with the e-mailed link (double opt-in); rewards work from then on. */
export function Page(): ReactElement {
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

  const head = (
    <PageHead title="Confirm your Stride Rewards membership" description="Confirm your Stride Rewards membership." path="/loyalty/confirm" noIndex />
  );
  if (done) {
    return (
      <div className="auth-page">
        {head}
        <h1>Your Stride Rewards membership is confirmed</h1>
        <p className="banner banner--info" role="status">
          Your points and rewards can now be used at checkout.
        </p>
        <p>
          <Link to="/account">Go to your account</Link>
        </p>
      </div>
    );
  }
  const linkBroken = token === '' || failure?.linkExpired === true;
  return (
    <div className="auth-page">
      {head}
      <h1>Confirm your Stride Rewards membership</h1>
      {linkBroken ? (
        <div className="banner banner--error" role="alert">
          <p>{failure?.message ?? 'This confirmation link is not complete. Sign in and ask for a new one from your account.'}</p>
        </div>
      ) : null}
      {!linkBroken && failure?.message !== undefined ? (
        <p className="banner banner--error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {linkBroken ? null : (
        <button type="button" className="button-primary auth-submit" disabled={submitting} aria-busy={submitting} onClick={() => void confirm()}>
          Confirm my membership
        </button>
      )}
    </div>
  );
}
