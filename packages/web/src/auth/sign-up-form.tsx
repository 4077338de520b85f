import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { ConsumerProfileView, SignUpFailure } from '@stride/application/storefront';
import { PASSWORD_MIN_LENGTH } from '@stride/domain/auth';
import { formatCalendarDate, parseCalendarDate, signUpConfigForSite, signUpDateFormat, type SignUpField } from '@stride/domain/validation';
import { useDialogs } from '../state/dialogs.js';
import { fieldText, FormField } from './form-field.js';
import { useMarket, useRootData } from '../app/router.js';
import { SIGN_IN_DIALOG, useAuthActions, type AfterAuth } from './use-auth-actions.js';
import './auth.css';
import { useMessages } from '../i18n/messages.js';
import { withCaptchaTokens } from '../captcha/with-captcha-tokens.js';
import { shopperErrorText } from '../ui/api-error-text.js';
import { formErrorText } from '../ui/form-error-text.js';

/** The loyalty-only variant: the signed-in shopper's profile, and what joining does with the form's values. */
export interface LoyaltyOnlyVariant {
  readonly profile: ConsumerProfileView;
  readonly join: (values: LoyaltyOnlyValues) => Promise<SignUpFailure | null>;
}

/** What the loyalty-only variant sends: the names (a blank one may be filled in), newsletter and joining. */
export interface LoyaltyOnlyValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly newsletter: boolean;
  readonly loyaltyTerms: boolean;
}

/** What the profile knows, as the form shows it (the birth date in the site's display format). */
function knownValues(profile: ConsumerProfileView, dateFormat: string) {
  const details = profile.consumerDetails;
  const birth = details.birthDate === undefined ? undefined : parseCalendarDate(details.birthDate);
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    birthDate: birth === undefined ? '' : formatCalendarDate(birth, dateFormat),
    newsletter: profile.preferences.newsletterOptIn,
  };
}

/** A known value is shown and locked (read-only: it is still read with the form); an unknown one is left to fill. */
function locked(value: string | undefined): { defaultValue?: string; readOnly?: boolean } {
  return value === undefined || value.trim() === '' ? {} : { defaultValue: value, readOnly: true };
}

/**
 * The sign-up form (account sections 3 and 5): names, e-mail, a password of 8 or more characters
 * with an upper-case letter, a lower-case letter and a number, an optional birth date in the
 * site's display format (the minimal age of its country), newsletter opt-in, joining Stride Rewards (confirmed by
 * the e-mailed double opt-in link). Creates the account, then signs in. `onUseExisting` replaces opening the
 * sign-in dialog (a dialog holding the form switches its own step). `initialEmail` prefills the e-mail.
 *
 * `loyaltyOnly` is the variant for a signed-in shopper outside the loyalty programme (account section 2): what
 * the profile knows is filled in and locked, there is no password, and joining is the one required box; the
 * submit is the variant's own (complete the profile, then join).
 */
export function SignUpForm({
  onUseExisting,
  initialEmail,
  loyaltyOnly,
  after,
}: {
  readonly onUseExisting?: () => void;
  readonly initialEmail?: string;
  readonly loyaltyOnly?: LoyaltyOnlyVariant;
  /** The dialog that follows the sign-up (the sign-up dialogs' welcome); a page's form says it itself. */
  readonly after?: AfterAuth;
} = {}): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  // The site's sign-up rules, as the API checks them for the same locale (minimal age, date order, phone rules).
  const config = signUpConfigForSite(useMarket());
  const { features } = useRootData();
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
      const values = {
        firstName: fieldText(form, 'firstName'),
        lastName: fieldText(form, 'lastName'),
        newsletter: form.get('newsletter') === 'on',
        loyaltyTerms: form.get('loyalty') === 'on',
      };
      const outcome =
        loyaltyOnly !== undefined
          ? await loyaltyOnly.join(values)
          : await signUp(
              {
                ...values,
                email: fieldText(form, 'email'),
                password: fieldText(form, 'password'),
                birthDate: fieldText(form, 'birthDate'),
                phone: fieldText(form, 'phone'),
              },
              withCaptchaTokens,
              after,
            );
      setFailure(outcome);
    } finally {
      setSubmitting(false);
    }
  };

  // Account section 8: any other id is a banner the form scrolls to, once it is rendered (each failure is a new object,
  // so the same refusal twice scrolls twice).
  useEffect(() => {
    if (failure !== null && failure.kind !== 'fields') banner.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const errors: Partial<Record<SignUpField, string>> = failure?.kind === 'fields' ? failure.fieldErrors : {};
  const known = loyaltyOnly === undefined ? undefined : knownValues(loyaltyOnly.profile, dateFormat);
  const bannerText =
    failure === null
      ? null
      : failure.kind === 'banner'
        ? shopperErrorText(
            messages,
            failure.message,
            failure.failure?.kind === 'answer' ? failure.failure.error.errorId : undefined,
            'storefront.SOMETHING_WENT_WRONG',
          )
        : failure.kind === 'created-not-signed-in'
          ? t('auth.createdNotSignedIn', {
              reason: shopperErrorText(
                messages,
                failure.failure.message,
                failure.failure.failure?.kind === 'answer' ? failure.failure.failure.error.errorId : undefined,
                'storefront.SOMETHING_WENT_WRONG',
              ),
            })
          : t('auth.checkFields');
  return (
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {bannerText !== null ? (
        <div ref={banner} className="banner banner--error" role="alert">
          {bannerText}
        </div>
      ) : null}
      <div className="auth-names">
        <FormField
          label={t('address.firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={30}
          required
          error={errors.firstName}
          {...locked(known?.firstName)}
        />
        <FormField
          label={t('address.lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={30}
          required
          error={errors.lastName}
          {...locked(known?.lastName)}
        />
      </div>
      <FormField
        label={t('address.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={100}
        required
        error={errors.email}
        {...(known !== undefined ? locked(known.email) : { defaultValue: initialEmail })}
      />
      {known === undefined ? (
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          error={errors.password}
        />
      ) : null}
      {known === undefined ? (
        <FormField
          label={t('auth.birthDate')}
          name="birthDate"
          autoComplete="bday"
          inputMode="numeric"
          placeholder={dateFormat}
          hint={t('auth.birthDateHint', { format: dateFormat, age: config.minimalAge })}
          error={errors.birthDate}
        />
      ) : known.birthDate !== '' ? (
        <FormField label={t('auth.birthDateKnown')} name="birthDate" {...locked(known.birthDate)} />
      ) : null}
      {known === undefined ? (
        <FormField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          hint={t('auth.phoneHint')}
          error={errors.phone}
        />
      ) : null}
      <div className="field field--checkbox">
        <input id={newsletterId} type="checkbox" name="newsletter" defaultChecked={known?.newsletter} />
        <label htmlFor={newsletterId}>{t('auth.newsletter')}</label>
      </div>
      {/* Joining is offered only while the programme runs (STRIDE_LOYALTY); the loyalty-only variant is not shown without it. */}
      {features.loyalty || known !== undefined ? (
        <div className="field field--checkbox">
          <input
            id={loyaltyId}
            type="checkbox"
            name="loyalty"
            required={known !== undefined}
            aria-invalid={errors.loyaltyTerms !== undefined ? true : undefined}
            aria-describedby={errors.loyaltyTerms !== undefined ? `${loyaltyId}-error` : undefined}
          />
          <label htmlFor={loyaltyId}>{t('auth.loyalty')}</label>
          {errors.loyaltyTerms !== undefined ? (
            <span id={`${loyaltyId}-error`} className="field-error">
              {formErrorText(t, errors.loyaltyTerms)}
            </span>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button-primary auth-submit" disabled={submitting}>
        {known === undefined ? t('auth.createAccountSubmit') : t('auth.joinSubmit')}
      </button>
      {known !== undefined ? null : (
        <p className="auth-links">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => (onUseExisting ? onUseExisting() : dialogs.open(SIGN_IN_DIALOG))}>
            {t('auth.useExisting')}
          </button>
        </p>
      )}
    </form>
  );
}
