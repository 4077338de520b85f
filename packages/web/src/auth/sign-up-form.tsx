import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { SignUpFailure } from '@stride/application/storefront';
import { PASSWORD_MIN_LENGTH, signUpDateFormat, type SignUpField } from '@stride/domain';
import { useDialogs } from '../state/dialogs.js';
import { fieldText, FormField } from './form-field.js';
import { useMarket } from '../app/router.js';
import { SIGN_IN_DIALOG, storefrontSignUpConfig, useAuthActions } from './use-auth-actions.js';
import './auth.css';

/**
 * The sign-up form (account sections 3 and 5): names, e-mail, a password of 8 or more characters
 * with an upper-case letter, a lower-case letter and a number, an optional birth date in the
 * locale's display format (minimal age 13), newsletter opt-in, joining Stride Rewards (confirmed by
 * the e-mailed double opt-in link). Creates the account, then signs in.
 */
export function SignUpForm(): ReactElement {
  const config = storefrontSignUpConfig(useMarket());
  const dateFormat = signUpDateFormat(config);
  const { signUp } = useAuthActions();
  const dialogs = useDialogs();
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  const newsletterId = useId();
  const loyaltyId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      const outcome = await signUp({
        firstName: fieldText(form, 'firstName'),
        lastName: fieldText(form, 'lastName'),
        email: fieldText(form, 'email'),
        password: fieldText(form, 'password'),
        birthDate: fieldText(form, 'birthDate'),
        newsletter: form.get('newsletter') === 'on',
        loyaltyTerms: form.get('loyalty') === 'on',
      });
      setFailure(outcome);
      // Account section 8: any other id is a banner the form scrolls to.
      if (outcome !== null && outcome.kind !== 'fields') requestAnimationFrame(() => banner.current?.scrollIntoView({ block: 'nearest' }));
    } finally {
      setSubmitting(false);
    }
  };

  const errors: Partial<Record<SignUpField, string>> = failure?.kind === 'fields' ? failure.fieldErrors : {};
  const bannerText =
    failure === null
      ? null
      : failure.kind === 'banner'
        ? failure.message
        : failure.kind === 'created-not-signed-in'
          ? `Your account was created, but we could not sign you in: ${failure.failure.message}`
          : 'Please check the highlighted fields.';
  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {bannerText !== null ? (
        <div ref={banner} className="banner banner--error" role="alert">
          {bannerText}
        </div>
      ) : null}
      <div className="auth-names">
        <FormField label="First name" name="firstName" autoComplete="given-name" maxLength={30} required error={errors.firstName} />
        <FormField label="Last name" name="lastName" autoComplete="family-name" maxLength={30} required error={errors.lastName} />
      </div>
      <FormField label="Email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100} required error={errors.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter, a lower-case letter and a number.`}
        error={errors.password}
      />
      <FormField
        label="Birth date (optional)"
        name="birthDate"
        autoComplete="bday"
        inputMode="numeric"
        placeholder={dateFormat}
        hint={`Format ${dateFormat}. You must be at least ${config.minimalAge}.`}
        error={errors.birthDate}
      />
      <div className="field field--checkbox">
        <input id={newsletterId} type="checkbox" name="newsletter" />
        <label htmlFor={newsletterId}>Send me news and offers by e-mail</label>
      </div>
      <div className="field field--checkbox">
        <input id={loyaltyId} type="checkbox" name="loyalty" />
        <label htmlFor={loyaltyId}>Join Stride Rewards (we e-mail you a link to confirm)</label>
      </div>
      <button type="submit" className="button-primary auth-submit" disabled={submitting}>
        Create account
      </button>
      <p className="auth-links">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={() => dialogs.open(SIGN_IN_DIALOG)}>
          Use an existing account
        </button>
      </p>
    </form>
  );
}
