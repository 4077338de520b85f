import type { ReactElement } from 'react';
import { SignInForm } from '../../auth/sign-in-form.js';
import { SIGN_UP_DIALOG } from '../../auth/use-auth-actions.js';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';

/** The account page of a guest: the sign-in form, and the way to an account. */
export default function GuestAccount(): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  return (
    <div className="auth-page">
      <h1>{t('header.signIn')}</h1>
      <p>{t('account.guestIntro')}</p>
      <SignInForm />
      <section className="account-join" aria-labelledby="account-join-title">
        <h2 id="account-join-title">{t('account.newTitle')}</h2>
        <p>{t('account.newText')}</p>
        <button type="button" className="button" onClick={() => dialogs.open(SIGN_UP_DIALOG)}>
          {t('account.signUp')}
        </button>
      </section>
    </div>
  );
}
