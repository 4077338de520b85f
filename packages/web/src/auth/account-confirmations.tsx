import type { ReactElement } from 'react';
import { Link, useRootData } from '../app/router.js';
import { useMessages } from '../i18n/messages.js';
import { useDialogs } from '../state/dialogs.js';
import { useSession } from '../state/session.js';
import { Dialog } from '../ui/dialog.js';
import { SIGN_IN_CONFIRMATION_DIALOG, WELCOME_DIALOG } from './use-auth-actions.js';

/**
 * The dialogs that follow the account dialogs (commerce section 2): the sign-in confirmation after the simplified
 * enrollment variant's sign-in, naming who is signed in; the welcome after a sign-up through a dialog, with joining's
 * next step (the e-mailed confirmation link) when the shopper joined Stride Rewards. Each ends with a way back to
 * shopping and one to the account. Their own chunk, loaded when one opens.
 */
export default function AccountConfirmations(): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const { info } = useSession();
  const { loyalty } = useRootData().features;
  const name = info?.firstName ?? '';
  const email = info?.email ?? '';
  const actions = (id: string, label: string) => (
    <p className="auth-links">
      <button type="button" className="button-primary auth-submit" onClick={() => dialogs.close(id)}>
        {label}
      </button>
      <Link to="/account" onClick={() => dialogs.close(id)}>
        {t('auth.goToAccount')}
      </Link>
    </p>
  );
  return (
    <>
      <Dialog id={SIGN_IN_CONFIRMATION_DIALOG} title={t('auth.signInConfirmTitle')}>
        <p>{t('auth.signInConfirmText', { email })}</p>
        {actions(SIGN_IN_CONFIRMATION_DIALOG, t('auth.continueShopping'))}
      </Dialog>
      <Dialog id={WELCOME_DIALOG} title={t('auth.welcome')}>
        <p>{t('auth.welcomeText', { name })}</p>
        {loyalty && info?.memberId !== undefined ? <p>{t('auth.welcomeRewards', { email })}</p> : null}
        {actions(WELCOME_DIALOG, t('auth.startShopping'))}
      </Dialog>
    </>
  );
}
