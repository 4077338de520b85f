import type { ReactElement } from 'react';
import { Dialog } from '../ui/dialog.js';
import { EmployeeTerms } from './employee-terms.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';
import { EMPLOYEE_TERMS_DIALOG, SIGN_IN_DIALOG, SIGN_UP_DIALOG } from './use-auth-actions.js';

/** The account dialogs, loaded on first use (they are not part of the first-load JavaScript). */
export function AuthDialogs(): ReactElement {
  return (
    <>
      <Dialog id={SIGN_IN_DIALOG} title="Welcome back" height="large">
        <SignInForm />
      </Dialog>
      <Dialog id={SIGN_UP_DIALOG} title="Create an account" height="full">
        <SignUpForm />
      </Dialog>
      <Dialog id={EMPLOYEE_TERMS_DIALOG} title="Employee discount terms" height="large">
        <EmployeeTerms />
      </Dialog>
    </>
  );
}
