import type { ReactElement } from 'react';
import { PageRedirect, type LoadArgs } from '../../app/router.js';
import { ForgotPasswordForm } from '../../auth/forgot-password-form.js';
import { PageHead } from '../../ui/page-head.js';
import { useMessages } from '../../i18n/messages.js';

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
