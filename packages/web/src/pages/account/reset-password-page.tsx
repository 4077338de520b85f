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
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

export { loadEmailedLinkToken as load } from './emailed-link-token.js';

/** Choose a new password with the e-mailed token; once saved, the shopper signs in with it. */
export function Page(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
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

  const head = <PageHead title={t('reset.title')} description={t('reset.description')} path="/reset-password" robots="noindex" />;
  if (done) {
    return (
      <div className="auth-page">
        {head}
        <h1>{t('reset.done')}</h1>
        <p className="banner banner--info" role="status">
          {t('reset.doneText')}
        </p>
        <SignInForm />
      </div>
    );
  }
  const linkBroken = token === '' || failure?.linkExpired === true;
  return (
    <div className="auth-page">
      {head}
      <h1>{t('reset.title')}</h1>
      {linkBroken ? (
        <div className="banner banner--error" role="alert">
          <p>{failure?.errorId === 'AUT402' ? shopperErrorText(messages, failure.message ?? '', 'AUT402') : t('reset.broken')}</p>
          <p>
            <Link to="/forgot-password">{t('reset.newLink')}</Link>
          </p>
        </div>
      ) : null}
      {!linkBroken && failure?.message !== undefined ? (
        <p className="banner banner--error" role="alert">
          {shopperErrorText(messages, failure.message, failure.errorId, 'storefront.SOMETHING_WENT_WRONG')}
        </p>
      ) : null}
      <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <FormField
          label={t('reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          error={failure?.fieldErrors?.password}
        />
        <FormField
          label={t('reset.confirm')}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={failure?.fieldErrors?.confirmation}
        />
        <button type="submit" className="button-primary auth-submit" disabled={submitting || token === ''}>
          {t('reset.submit')}
        </button>
      </form>
    </div>
  );
}
