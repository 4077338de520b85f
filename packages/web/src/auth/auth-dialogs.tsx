import { lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { useRootData } from '../app/router.js';
import { useDialogs } from '../state/dialogs.js';
import { Dialog } from '../ui/dialog.js';
import { EmployeeTerms } from './employee-terms.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';
import { EMPLOYEE_TERMS_DIALOG, SIGN_IN_CONFIRMATION_DIALOG, SIGN_IN_DIALOG, SIGN_UP_DIALOG, WELCOME_DIALOG } from './use-auth-actions.js';
import { useMessages } from '../i18n/messages.js';

// Each its own chunk: the simplified variant only where it is switched on, the confirmations when one first opens,
// forgot password when its dialog first opens (its page's chunk, which holds the form).
const SimplifiedSignIn = lazy(() => import('./simplified-sign-in.js').then((module) => ({ default: module.SimplifiedSignIn })));
const AccountConfirmations = lazy(() => import('./account-confirmations.js'));
const ForgotPasswordForm = lazy(() => import('../pages/account/forgot-password-page.js').then((module) => ({ default: module.ForgotPasswordForm })));

/** Forgot password, opened from the sign-in dialog (commerce section 2); `/forgot-password` is the same form as a page. */
const FORGOT_PASSWORD_DIALOG = 'forgot-password';

/** The account dialogs, loaded on first use (they are not part of the first-load JavaScript). */
export function AuthDialogs(): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const { simplifiedEnrollment } = useRootData().features;
  const confirming = dialogs.isOpen(SIGN_IN_CONFIRMATION_DIALOG) || dialogs.isOpen(WELCOME_DIALOG);
  // Once wanted they stay mounted, so a closing one slides out and gives focus back.
  const [confirmations, setConfirmations] = useState(false);
  if (confirming && !confirmations) setConfirmations(true);
  // The forgot password dialog replaces the sign-in dialog; a modified click still opens the page (a new tab).
  const openForgotPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialogs.open(FORGOT_PASSWORD_DIALOG);
  };
  return (
    <>
      <Dialog id={SIGN_IN_DIALOG} title={simplifiedEnrollment ? t('enroll.lookupTitle') : t('auth.welcomeBack')} height="large">
        {simplifiedEnrollment ? (
          <Suspense fallback={<p>{t('common.loading')}</p>}>
            <SimplifiedSignIn />
          </Suspense>
        ) : (
          <SignInForm onForgotPassword={openForgotPassword} />
        )}
      </Dialog>
      <Dialog id={SIGN_UP_DIALOG} title={t('auth.createAccount')} height="full">
        <SignUpForm after="welcome" />
      </Dialog>
      <Dialog id={FORGOT_PASSWORD_DIALOG} title={t('auth.forgot')} height="large">
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <ForgotPasswordForm />
        </Suspense>
      </Dialog>
      <Dialog id={EMPLOYEE_TERMS_DIALOG} title={t('employee.title')} height="large">
        <EmployeeTerms />
      </Dialog>
      {confirming || confirmations ? (
        <Suspense fallback={null}>
          <AccountConfirmations />
        </Suspense>
      ) : null}
    </>
  );
}
