import type { ReactElement } from 'react';
import { Dialog } from '../ui/dialog.js';
import { EmployeeTerms } from './employee-terms.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';
import { EMPLOYEE_TERMS_DIALOG, SIGN_IN_DIALOG, SIGN_UP_DIALOG } from './use-auth-actions.js';
import { useMessages } from '../i18n/messages.js';

/** The account dialogs, loaded on first use (they are not part of the first-load JavaScript). */
export function AuthDialogs(): ReactElement {
  const { t } = useMessages();
  return (
    <>
      <Dialog id={SIGN_IN_DIALOG} title={t('auth.welcomeBack')} height="large">
        <SignInForm />
      </Dialog>
      <Dialog id={SIGN_UP_DIALOG} title={t('auth.createAccount')} height="full">
        <SignUpForm />
      </Dialog>
      <Dialog id={EMPLOYEE_TERMS_DIALOG} title={t('employee.title')} height="large">
        <EmployeeTerms />
      </Dialog>
    </>
  );
}
