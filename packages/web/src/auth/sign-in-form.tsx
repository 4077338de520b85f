import { useState, type FormEvent, type MouseEvent, type ReactElement } from 'react';
import type { SignInFailure } from '@stride/application/storefront';
import { Link } from '../app/router.js';
import { useDialogs } from '../state/dialogs.js';
import { fieldText, FormField } from './form-field.js';
import { SIGN_UP_DIALOG, useAuthActions, type AfterAuth } from './use-auth-actions.js';
import './auth.css';
import { useMessages } from '../i18n/messages.js';
import { withCaptchaTokens } from '../captcha/with-captcha-tokens.js';
import { shopperErrorText } from '../ui/api-error-text.js';

/**
 * The sign-in form (account section 5: e-mail required, valid, at most 100 characters; password
 * required). A failure shows the server's message, worded by its code in the page's language; a last
 * attempt or a locked account also offers the password reset (account section 8). `onCreateAccount` replaces
 * opening the sign-up dialog (a dialog that holds the form switches its own step, as the event sign-up does);
 * `initialEmail` prefills the e-mail (enrollment's lookup found the account); `after` names the dialog that follows.
 */
export function SignInForm({
  onCreateAccount,
  onForgotPassword,
  initialEmail,
  after,
}: {
  readonly onCreateAccount?: () => void;
  readonly onForgotPassword?: (event: MouseEvent<HTMLAnchorElement>) => void;
  readonly initialEmail?: string;
  readonly after?: AfterAuth;
} = {}): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const { signIn } = useAuthActions();
  const dialogs = useDialogs();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      setFailure(await signIn(fieldText(form, 'email'), fieldText(form, 'password'), withCaptchaTokens, after));
    } finally {
      setSubmitting(false);
    }
  };

  // The sign-in dialog opens forgot password as a dialog; elsewhere (the account page's form) the link leads to the page.
  const openForgotPassword = onForgotPassword ?? (() => dialogs.closeAll());
  const fieldErrors = failure?.fieldErrors ?? {};
  const errorId = failure?.failure?.kind === 'answer' ? failure.failure.error.errorId : undefined;
  const offersReset = failure !== null && (failure.reason === 'last-attempt' || failure.reason === 'locked' || failure.reason === 'credentials');
  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {failure !== null ? (
        <div className="banner banner--error" role="alert">
          <p>{shopperErrorText(messages, failure.message, errorId, 'storefront.SOMETHING_WENT_WRONG')}</p>
          {offersReset ? (
            <p>
              <Link to="/forgot-password" onClick={openForgotPassword}>
                {t('auth.resetPassword')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <FormField
        label={t('address.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={100}
        required
        defaultValue={initialEmail}
        error={fieldErrors.email}
      />
      <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
      <button type="submit" className="button-primary auth-submit" disabled={submitting}>
        {t('header.signIn')}
      </button>
      <p className="auth-links">
        <Link to="/forgot-password" onClick={openForgotPassword}>
          {t('auth.forgot')}
        </Link>
        <button type="button" className="link-button" onClick={() => (onCreateAccount ? onCreateAccount() : dialogs.open(SIGN_UP_DIALOG))}>
          {t('auth.createAccount')}
        </button>
      </p>
    </form>
  );
}
