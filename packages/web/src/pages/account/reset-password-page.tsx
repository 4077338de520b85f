import { useState, type FormEvent, type ReactElement } from 'react';
import type { FormFailure } from '@stride/application/storefront';
import { PASSWORD_MIN_LENGTH } from '@stride/domain/auth';
import { Link, usePageData } from '../../app/router.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { SignInForm } from '../../auth/sign-in-form.js';
import { useAuthActions } from '../../auth/use-auth-actions.js';
import { PageHead } from '../../ui/page-head.js';
import type { EmailedLinkData } from './emailed-link-token.js';
import '../../auth/auth.css';

export { loadEmailedLinkToken as load } from './emailed-link-token.js';

/** Choose a new password with the e-mailed token; once saved, the shopper signs in with it. */
export function Page(): ReactElement {
  const { token } = usePageData<EmailedLinkData>();
  const { resetPassword } = useAuthActions();
  const [failure, setFailure] = useState<FormFailure<'password' | 'confirmation'> | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      const outcome = await resetPassword({ token, password: fieldText(form, 'password'), confirmation: fieldText(form, 'confirmation') });
      setFailure(outcome);
      setDone(outcome === null);
    } finally {
      setSubmitting(false);
    }
  };

  const head = <PageHead title="Choose a new password" description="Set a new password for your Stride account." path="/reset-password" noIndex />;
  if (done) {
    return (
      <div className="auth-page">
        {head}
        <h1>Your password has been changed</h1>
        <p className="banner banner--info" role="status">
          Sign in with your new password.
        </p>
        <SignInForm />
      </div>
    );
  }
  const linkBroken = token === '' || failure?.linkExpired === true;
  return (
    <div className="auth-page">
      {head}
      <h1>Choose a new password</h1>
      {linkBroken ? (
        <div className="banner banner--error" role="alert">
          <p>{failure?.message ?? 'This password reset link is not complete. Please request a new one.'}</p>
          <p>
            <Link to="/forgot-password">Request a new link</Link>
          </p>
        </div>
      ) : null}
      {!linkBroken && failure?.message !== undefined ? (
        <p className="banner banner--error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a lower-case letter and a number.`}
          error={failure?.fieldErrors?.password}
        />
        <FormField
          label="Confirm new password"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={failure?.fieldErrors?.confirmation}
        />
        <button type="submit" className="button-primary auth-submit" disabled={submitting || token === ''}>
          Save new password
        </button>
      </form>
    </div>
  );
}
