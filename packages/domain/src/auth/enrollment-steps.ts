import { err, ok, type Result } from 'neverthrow';

/** Enrollment steps 0 to 9 (account-and-catalogue section 2). */
export const ENROLLMENT_STEPS = {
  lookup: 0,
  signIn: 1,
  signUp: 2,
  forgotPassword: 3,
  completeProfileNonLoyalty: 4,
  welcome: 5,
  mobile: 6,
  profile: 7,
  interests: 8,
  success: 9,
} as const;

export type EnrollmentStepName = keyof typeof ENROLLMENT_STEPS;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[EnrollmentStepName];

const S = ENROLLMENT_STEPS;

// The spec names the steps but not the arrows; these follow a lookup-first enrollment:
// the e-mail lookup branches to sign-in or sign-up, a signed-in non-loyalty shopper completes a
// loyalty profile, then mobile, profile, interests and success. "Back" is allowed only before an
// account exists (sign-in, sign-up and forgot password may return to lookup).
const ALLOWED: Readonly<Record<EnrollmentStep, readonly EnrollmentStep[]>> = {
  [S.lookup]: [S.signIn, S.signUp],
  [S.signIn]: [S.lookup, S.forgotPassword, S.completeProfileNonLoyalty, S.mobile, S.profile, S.success],
  [S.signUp]: [S.lookup, S.welcome],
  [S.forgotPassword]: [S.signIn, S.lookup],
  [S.completeProfileNonLoyalty]: [S.welcome],
  [S.welcome]: [S.mobile, S.profile],
  [S.mobile]: [S.profile],
  [S.profile]: [S.interests, S.success],
  [S.interests]: [S.success],
  [S.success]: [],
};

/** Who is enrolling, as far as the start step cares. */
export interface EnrollmentStartInput {
  readonly loggedIn: boolean;
  readonly phone?: string | null | undefined;
}

/** First enrollment step: lookup when logged out; logged in, mobile without a phone, else profile. */
export function enrollmentStartStep(input: EnrollmentStartInput): EnrollmentStep {
  if (!input.loggedIn) return S.lookup;
  const hasPhone = (input.phone ?? '').trim() !== '';
  return hasPhone ? S.profile : S.mobile;
}

/** Steps reachable in one move from `from`. */
export function enrollmentNextSteps(from: EnrollmentStep): readonly EnrollmentStep[] {
  return ALLOWED[from];
}

/** A refused enrollment move (a StrideError; the spec has no code for it, so it is Stride's own). */
export interface EnrollmentTransitionError {
  readonly code: 'ENROLLMENT_TRANSITION_NOT_ALLOWED';
  readonly message: string;
  readonly details: { readonly from: EnrollmentStep; readonly to: EnrollmentStep };
}

/** Moves the enrollment machine from one step to another, or says why it cannot. */
export function enrollmentTransition(from: EnrollmentStep, to: EnrollmentStep): Result<EnrollmentStep, EnrollmentTransitionError> {
  return ALLOWED[from].includes(to)
    ? ok(to)
    : err({
        code: 'ENROLLMENT_TRANSITION_NOT_ALLOWED',
        message: `Enrollment cannot move from step ${from} to step ${to}`,
        details: { from, to },
      });
}
