import { useState, type FormEvent, type ReactElement } from 'react';
import type { FormFailure } from '@stride/application/storefront';
import { PageRedirect, type LoadArgs } from '../../app/router.js';
import { fieldText, FormField } from '../../auth/form-field.js';
import { useAuthActions } from '../../auth/use-auth-actions.js';
import { PageHead } from '../../ui/page-head.js';
import '../../auth/auth.css';
import { useMessages } from '../../i18n/messages.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

/**
 * The e-mailed link points here with its token (docs/api-identity.md): the form to set the password
 * is reset-password, under the same site prefix (`/fr-ca/...`) so it stays in the shopper's language.
 */
export async function load({ url, params }: LoadArgs): Promise<null> {
  const token = url.searchParams.get('token');
  const prefix = params.locale === undefined ? '' : `/${params.locale}`;
  if (token !== null && token !== '') throw new PageRedirect(`${prefix}/reset-password?token=${encodeURIComponent(token)}`);
  return null;
}

/** Forgot password as a page, for a direct link and the e-mailed link's redirect; the sign-in dialog opens its dialog. */
export function Page(): ReactElement {
  const { t } = useMessages();
  return (
    <div className="auth-page">
      <PageHead title={t('auth.forgot')} description={t('forgot.description')} path="/forgot-password" robots="noindex" />
      <h1>{t('auth.forgot')}</h1>
      <ForgotPasswordForm />
    </div>
  );
}

/**
 * Forgot password: one e-mail field, on this page and in the forgot password dialog (which loads this page's chunk:
 * no other chunk holds the form, so no page's preload list grows). The answer is the same whether or
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
