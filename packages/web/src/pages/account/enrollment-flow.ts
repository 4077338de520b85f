import type { EnrolmentDetails } from '@stride/domain/address';
import { enrollmentStartStep, enrollmentTransition, type EnrollmentStep } from '@stride/domain/auth';

/** What the enrollment steps read of the signed-in shopper's profile (GET /consumers-v3/consumer). */
export interface EnrollmentProfile {
  readonly isLoyaltyMember: boolean;
  /** Present once the shopper joined the programme, confirmed or not. */
  readonly enrollment?: unknown;
  readonly consumerDetails: EnrolmentDetails;
}

/** True when the shopper joined the loyalty programme (the double opt-in may still be pending). */
export function hasLoyaltyEnrollment(profile: EnrollmentProfile): boolean {
  return profile.isLoyaltyMember || profile.enrollment !== undefined;
}

/**
 * Where enrollment starts (account section 2): lookup for a guest; for a signed-in shopper the mobile step
 * without a phone, else the profile step.
 * @example enrollmentStart(null) // 0
 */
export function enrollmentStart(profile: EnrollmentProfile | null): EnrollmentStep {
  return enrollmentStartStep({ loggedIn: profile !== null, phone: profile?.consumerDetails.phone });
}

/** After the welcome step (5): the mobile step without a phone, else the profile step. */
export function stepAfterWelcome(profile: EnrollmentProfile): EnrollmentStep {
  return enrollmentStart(profile);
}

/**
 * Moves the page's enrollment to `to` through the domain's step machine. A move the machine refuses is a bug of
 * the page (every button offers only listed moves), so it throws.
 */
export function moveEnrollment(from: EnrollmentStep, to: EnrollmentStep): EnrollmentStep {
  return enrollmentTransition(from, to).match(
    (step) => step,
    (refused) => {
      throw new Error(refused.message);
    },
  );
}
