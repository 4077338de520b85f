import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENROLLMENT_STEPS, type EnrollmentStep, enrollmentNextSteps, enrollmentStartStep, enrollmentTransition } from './enrollment-steps.js';

const stepArb = fc.constantFrom(...(Object.values(ENROLLMENT_STEPS) as EnrollmentStep[]));

describe('enrollment steps', () => {
  it('numbers the steps 0 to 9 in the spec order', () => {
    expect(Object.entries(ENROLLMENT_STEPS)).toEqual([
      ['lookup', 0],
      ['signIn', 1],
      ['signUp', 2],
      ['forgotPassword', 3],
      ['completeProfileNonLoyalty', 4],
      ['welcome', 5],
      ['mobile', 6],
      ['profile', 7],
      ['interests', 8],
      ['success', 9],
    ]);
  });

  it('starts at lookup when logged out, mobile without a phone, profile with one', () => {
    expect(enrollmentStartStep({ loggedIn: false, phone: '+15551234567' })).toBe(0);
    expect(enrollmentStartStep({ loggedIn: true })).toBe(6);
    expect(enrollmentStartStep({ loggedIn: true, phone: '  ' })).toBe(6);
    expect(enrollmentStartStep({ loggedIn: true, phone: '+15551234567' })).toBe(7);
  });

  it('allows lookup to sign-in and refuses lookup to success', () => {
    expect(enrollmentTransition(0, 1).isOk()).toBe(true);
    expect(enrollmentTransition(0, 9)._unsafeUnwrapErr()).toEqual({
      code: 'ENROLLMENT_TRANSITION_NOT_ALLOWED',
      message: 'Enrollment cannot move from step 0 to step 9',
      details: { from: 0, to: 9 },
    });
  });

  it('success is terminal', () => {
    expect(enrollmentNextSteps(9)).toEqual([]);
  });

  it('success is reachable from every step except itself', () => {
    fc.assert(
      fc.property(stepArb, (start) => {
        const seen = new Set<EnrollmentStep>([start]);
        const queue: EnrollmentStep[] = [start];
        while (queue.length > 0) {
          const step = queue.shift() as EnrollmentStep;
          for (const next of enrollmentNextSteps(step)) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        expect(seen.has(9)).toBe(true);
      }),
    );
  });

  it('a transition succeeds exactly when the target is a listed next step', () => {
    fc.assert(
      fc.property(stepArb, stepArb, (from, to) => {
        expect(enrollmentTransition(from, to).isOk()).toBe(enrollmentNextSteps(from).includes(to));
      }),
    );
  });
});
