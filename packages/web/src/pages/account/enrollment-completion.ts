import { isProfilePartiallyEnrolled, type EnrolmentDetails } from '@stride/domain/address';
import { ENROLLMENT_STEPS, type EnrollmentStep } from '@stride/domain/auth';
import { enrollmentStart, hasLoyaltyEnrollment, type EnrollmentProfile } from './enrollment-flow.js';

// Apart from enrollment-flow.ts: the profile rules come with the step forms' chunk, not with the lookup's first load.
const S = ENROLLMENT_STEPS;

/**
 * After signing in at step 1: a shopper outside the loyalty programme completes the loyalty-only sign-up
 * (step 4); a member with a partially enrolled profile goes on to the mobile or profile step; a complete member
 * is done (step 9). With the programme turned off (`loyalty` false) nobody is asked to join: membership is not looked at.
 * @example stepAfterSignIn({ isLoyaltyMember: false, consumerDetails: { email: 'a@b.co' } }) // 4
 */
export function stepAfterSignIn(profile: EnrollmentProfile, loyalty = true): EnrollmentStep {
  if (loyalty && !hasLoyaltyEnrollment(profile)) return S.completeProfileNonLoyalty;
  if (!isProfilePartiallyEnrolled(profile.consumerDetails)) return S.success;
  return enrollmentStart(profile);
}

/** The profile fields the profile step (7) may still ask for: the ones the account's PUT can set. */
export type CompletionField = 'firstName' | 'lastName' | 'postalCode';

/** The completion fields a profile lacks, in form order (the phone has its own step; birth date is set at sign-up). */
export function missingCompletionFields(details: EnrolmentDetails): readonly CompletionField[] {
  return (['firstName', 'lastName', 'postalCode'] as const).filter((field) => (details[field] ?? '').trim() === '');
}
