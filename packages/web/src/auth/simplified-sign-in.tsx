import { useState, type ReactElement } from 'react';
import { useMessages } from '../i18n/messages.js';
import { LookupStep } from '../pages/account/enrollment-lookup.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

type Step = { readonly kind: 'lookup' } | { readonly kind: 'signIn' | 'signUp'; readonly email: string };

/**
 * The sign-in dialog's simplified enrollment variant (commerce section 2, with STRIDE_SIMPLIFIED_ENROLLMENT on):
 * enrollment's first steps in the dialog. The e-mail comes first (the lookup, account section 2's step 0); an account
 * that uses it asks for its password (step 1) and then confirms the sign-in in its own dialog; a new e-mail gets the
 * sign-up form with the e-mail filled in (step 2) and then the welcome dialog. "Use another e-mail" goes back.
 */
export function SimplifiedSignIn(): ReactElement {
  const { t } = useMessages();
  const [step, setStep] = useState<Step>({ kind: 'lookup' });
  const back = () => setStep({ kind: 'lookup' });
  if (step.kind === 'lookup') {
    return (
      <>
        <p>{t('enroll.lookupIntro')}</p>
        <LookupStep initialEmail="" onFound={(email, next) => setStep({ kind: next === 1 ? 'signIn' : 'signUp', email })} />
      </>
    );
  }
  return (
    <>
      <p>{step.kind === 'signIn' ? t('enroll.signInIntro', { email: step.email }) : t('enroll.signUpIntro')}</p>
      {step.kind === 'signIn' ? (
        <SignInForm initialEmail={step.email} onCreateAccount={back} after="confirm" />
      ) : (
        <SignUpForm initialEmail={step.email} onUseExisting={back} after="welcome" />
      )}
    </>
  );
}
