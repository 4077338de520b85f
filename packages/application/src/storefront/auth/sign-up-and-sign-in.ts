import { errAsync, ResultAsync } from 'neverthrow';
import {
  formatCalendarDate,
  parseCalendarDate,
  signUpDateFormat,
  validateSignUp,
  VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE,
  type CalendarDate,
  type FieldErrors,
  type SignUpConfig,
  type SignUpField,
  type SignUpFormValues,
} from '@stride/domain/validation';
import { STOREFRONT_MESSAGES } from '@stride/domain/errors';
import type { GuestObjects } from '../../api-contract/auth-token.contract.js';
import type { SignUpRequest } from '../../api-contract/identity.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { SignedIn, SignInDeps } from './sign-in-with-pkce.js';
import { signInWithPkce } from './sign-in-with-pkce.js';
import type { SignInFailure } from './sign-in-failure.js';

/**
 * Why a sign-up did not end signed in: field messages (the form's own rules, or a server id the
 * account catalogue puts on a field), a banner for any other id (account section 8), or the
 * account was created but the automatic sign-in failed.
 */
export type SignUpFailure =
  | { readonly kind: 'fields'; readonly fieldErrors: FieldErrors<SignUpField> }
  | { readonly kind: 'banner'; readonly message: string; readonly failure?: ApiFailure }
  | { readonly kind: 'created-not-signed-in'; readonly failure: SignInFailure };

export interface SignUpInput {
  readonly values: SignUpFormValues;
  /** The locale's sign-up rules (display date format, minimal age, required fields). */
  readonly config: SignUpConfig;
  /** Today's date, for the minimal age. */
  readonly today: CalendarDate;
  readonly guestObjects?: GuestObjects;
  readonly itemCountBefore: number;
}

// Account section 8: these ids put their message on a field; PRO411 triggers the birth date rule.
const FIELD_OF_ID: Readonly<Record<string, SignUpField>> = {
  PRO400: 'email',
  AUT439: 'email',
  AUT453: 'email',
  AUT444: 'phone',
  AUT442: 'phone',
  PRO410: 'birthDate',
  PRO411: 'birthDate',
  FE872: 'password',
  PRO415: 'password',
};

/**
 * Where a sign-up error answer is shown: on its field for the ids of account section 8, else as a
 * banner with the server's message.
 * @example signUpFailureFrom(loginInUse) // { kind: 'fields', fieldErrors: { email: 'An account with this e-mail address already exists.' } }
 */
export function signUpFailureFrom(failure: ApiFailure): SignUpFailure {
  if (failure.kind !== 'answer') return { kind: 'banner', message: STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG, failure };
  const field = FIELD_OF_ID[failure.error.errorId];
  if (field === undefined) return { kind: 'banner', message: failure.error.message, failure };
  const message = failure.error.errorId === 'PRO411' ? VALIDATION_BIRTH_DATE_REQUIRED_MESSAGE : failure.error.message;
  return { kind: 'fields', fieldErrors: { [field]: message } };
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** The sign-up body: the display birth date becomes the API's ISO date. */
function signUpRequest(values: SignUpFormValues, config: SignUpConfig): SignUpRequest {
  const birth = trimmed(values.birthDate);
  const parsed = birth === undefined ? undefined : parseCalendarDate(birth, signUpDateFormat(config));
  const optional = {
    phone: trimmed(values.phone),
    phoneCode: trimmed(values.phoneCode),
    postalCode: trimmed(values.postalCode),
    gender: trimmed(values.gender),
  };
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    email: values.email?.trim() ?? '',
    password: values.password ?? '',
    ...(parsed === undefined ? {} : { birthDate: formatCalendarDate(parsed) }),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    newsletter: values.newsletter === true,
    // Account section 7: joining the programme is the loyalty consent, with a Full enrollment.
    ...(values.loyaltyTerms === true ? { subscriptions: { loyaltyConsent: true, loyaltyEnrollment: 'Full' as const } } : {}),
    isTermsConfirmed: true,
  };
}

/**
 * Sign-up (account section 4: submitting, account created, automatic login): the form's rules
 * first (account section 5), then `POST /consumers-v3/auth/signup`, then the PKCE sign-in with the
 * same credentials so the guest cart merges as on a plain sign-in.
 * @example await signUpAndSignIn(deps, { values, config: { minimalAge: 13 }, today, itemCountBefore: 0 })
 */
export function signUpAndSignIn(deps: SignInDeps, input: SignUpInput): ResultAsync<SignedIn, SignUpFailure> {
  const fieldErrors = validateSignUp(input.values, input.config, input.today);
  if (Object.keys(fieldErrors).length > 0) return errAsync({ kind: 'fields', fieldErrors });
  const request = signUpRequest(input.values, input.config);
  return deps.auth
    .signUp(request)
    .mapErr(signUpFailureFrom)
    .andThen(() =>
      signInWithPkce(deps, {
        email: request.email,
        password: request.password,
        itemCountBefore: input.itemCountBefore,
        ...(input.guestObjects === undefined ? {} : { guestObjects: input.guestObjects }),
      }).mapErr((failure): SignUpFailure => ({ kind: 'created-not-signed-in', failure })),
    );
}
