import { useState, type FormEvent, type ReactElement } from 'react';
import type { FormFailure } from '@stride/application/storefront';
import { useMessages } from '../i18n/messages.js';
import { shopperErrorText } from '../ui/api-error-text.js';
import { fieldText, FormField } from './form-field.js';
import { useAuthActions } from './use-auth-actions.js';
import './auth.css';

/**
 * Forgot password: one e-mail field, in the forgot password dialog and on its page. The answer is the same whether or
 * not an account exists, so the form cannot be used to find out who shops here.
 */
export function ForgotPasswordForm(): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const { forgotPassword } = useAuthActions();
  const [failure, setFailure] = useState<FormFailure<'email'> | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    setSubmitting(true);
    try {
      const outcome = await forgotPassword(email);
      setFailure(outcome);
      setSentTo(outcome === null ? email : null);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <p>{t('forgot.intro')}</p>
      <div role="status">{sentTo !== null ? <p className="banner banner--info">{t('forgot.sent', { email: sentTo })}</p> : null}</div>
      <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {failure?.message !== undefined ? (
          <p className="banner banner--error" role="alert">
            {shopperErrorText(messages, failure.message, failure.errorId, 'storefront.SOMETHING_WENT_WRONG')}
          </p>
        ) : null}
        <FormField
          label={t('address.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={100}
          required
          error={failure?.fieldErrors?.email}
        />
        <button type="submit" className="button-primary auth-submit" disabled={submitting}>
          {t('forgot.submit')}
        </button>
      </form>
    </>
  );
}
