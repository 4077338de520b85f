import { catalogueMarketFor } from '@stride/domain/catalogue';
import {
  minimalAgeFor,
  validateSignUp,
  type CalendarDate,
  type FieldErrors,
  type SignUpConfig,
  type SignUpField,
  type SignUpFormValues,
} from '@stride/domain/validation';
import { PASSWORD_MIN_LENGTH } from '@stride/domain/auth';
import { signUpsPerAccount, signUpsPerClient } from '@stride/domain/security';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { AccountSource } from '@stride/domain/identity';
import { err, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { spendAttempt } from './spend-attempt.js';
import { enrollPending, sendLoyaltyConfirmation, type LoyaltyConfirmationLink } from './loyalty-enrollment.js';

export interface SignUpInput extends SignUpFormValues {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly recaptchaResponse?: string | undefined;
  /** Joins the loyalty programme too, pending the double opt-in of the e-mailed link. */
  readonly loyaltyConsent?: boolean | undefined;
  readonly source?: AccountSource | undefined;
  /** The caller's network address, for the sign-up limits. */
  readonly clientAddress: string;
  /** The locale of the site signed up on: its country's minimal age applies. */
  readonly siteLocale?: string | undefined;
}

// Sign-up dates travel as ISO dates on the API (the form's MM/DD/YYYY is a display format).
/** The sign-up rules the API checks on the US site; the minimal age follows US law for online accounts (13). */
export const API_SIGN_UP_CONFIG: SignUpConfig = { minimalAge: 13, dateFormat: 'YYYY-MM-DD', region: 'NORA' };

/**
 * The sign-up rules the API checks for the site a locale names: its country's minimal age
 * (account section 9: "set per country"), ISO dates on the wire, and the birth date required where the configuration says
 * so (account section 5); the US site's for any other locale.
 * @example apiSignUpConfigFor('fr-CA').minimalAge // 13
 */
export function apiSignUpConfigFor(locale: string | undefined, birthDateRequiredIn: readonly string[] = []): SignUpConfig {
  const market = catalogueMarketFor(locale);
  const birthDateRequired = birthDateRequiredIn.includes(market.countryCode);
  return { ...API_SIGN_UP_CONFIG, minimalAge: minimalAgeFor(market.countryCode), region: market.region, ...(birthDateRequired ? { birthDateRequired } : {}) };
}

/** The spec code for the first failing field: AUT453 e-mail, FE872 short password, PRO411/PRO410 birth date. */
function signUpFailure(errors: FieldErrors<SignUpField>, input: SignUpInput): StrideError {
  if (errors.email !== undefined) return strideError('AUT453', undefined, { field: 'email' });
  if (errors.password !== undefined) {
    return [...input.password].length < PASSWORD_MIN_LENGTH
      ? strideError('FE872', undefined, { minLength: PASSWORD_MIN_LENGTH, field: 'password' })
      : strideError('PRO415', errors.password, { field: 'password' });
  }
  if (errors.birthDate !== undefined) {
    return input.birthDate ? strideError('PRO410', errors.birthDate, { field: 'birthDate' }) : strideError('PRO411', undefined, { field: 'birthDate' });
  }
  const [field, message] = Object.entries(errors)[0] ?? ['form', 'Invalid sign-up'];
  return strideError('ATTR300', `${field}: ${String(message)}`, { field });
}

/**
 * Creates a registered account (PRO400 when the e-mail is taken, AUT442 when the phone is another account's); the
 * client then signs in. With
 * loyalty consent the account joins the programme in the same transaction and the double opt-in
 * e-mail is queued: rewards answer REW135 until its link is opened.
 */
export function signUp(
  deps: IdentityServiceDeps,
  input: SignUpInput,
  today: CalendarDate,
  loyaltyConfirmationLink: LoyaltyConfirmationLink,
): ResultAsync<{ consumerNo: string }, StrideError> {
  const run = async (): Promise<Result<{ consumerNo: string }, StrideError>> => {
    const refused = await spendAttempt(deps, [signUpsPerClient(input.clientAddress), signUpsPerAccount(input.email)]);
    if (refused !== undefined) return err(refused);
    const captcha = await deps.captcha.verify(input.recaptchaResponse, 'register');
    if (captcha.isErr()) return err(captcha.error);
    const errors = validateSignUp(input, apiSignUpConfigFor(input.siteLocale, deps.birthDateRequiredIn), today);
    if (Object.keys(errors).length > 0) return err(signUpFailure(errors, input));
    const passwordHash = await deps.passwords.hash(input.password);
    const email = input.email.trim();
    const created = await deps.uow.transaction(async (repos) => {
      const account = await repos.accounts.createRegistered({
        // 96 random bits: no sequence to share between replicas, and no collision in practice.
        consumerNo: deps.tokens.id('C'),
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        birthDate: input.birthDate,
        phone: input.phone,
        phoneCode: input.phoneCode,
        postalCode: input.postalCode,
        gender: input.gender,
        newsletterOptIn: input.newsletter === true,
        ...(input.source === undefined ? {} : { source: input.source }),
      });
      if (account.isOk() && input.loyaltyConsent === true) {
        await enrollPending(repos, deps, account.value);
        await sendLoyaltyConfirmation(repos, deps, { consumerNo: account.value, email }, loyaltyConfirmationLink, input.siteLocale);
      }
      return account;
    });
    return created.map((consumerNo) => ({ consumerNo }));
  };
  return new ResultAsync(run());
}
