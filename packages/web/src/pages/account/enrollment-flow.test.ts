import { describe, expect, it } from 'vitest';
import { missingCompletionFields, stepAfterSignIn } from './enrollment-completion.js';
import { enrollmentStart, moveEnrollment, stepAfterWelcome } from './enrollment-flow.js';

const complete = { email: 'ada@stride.example', phone: '4155552671', firstName: 'Ada', lastName: 'Runner', postalCode: '94107', birthDate: '1990-01-01' };
const member = (details: object) => ({ isLoyaltyMember: true, consumerDetails: { ...complete, ...details } });

describe('the enrollment page flow', () => {
  it('starts a guest at lookup, a signed-in shopper at mobile without a phone, else at profile', () => {
    expect(enrollmentStart(null)).toBe(0);
    expect(enrollmentStart(member({ phone: '' }))).toBe(6);
    expect(enrollmentStart(member({}))).toBe(7);
  });

  it('after sign-in: outside the programme the loyalty-only sign-up (4); a partial member mobile or profile; a complete member success', () => {
    expect(stepAfterSignIn({ isLoyaltyMember: false, consumerDetails: complete })).toBe(4);
    expect(stepAfterSignIn({ isLoyaltyMember: false, enrollment: { doubleOptin: false }, consumerDetails: complete })).toBe(9);
    expect(stepAfterSignIn(member({ phone: undefined }))).toBe(6);
    expect(stepAfterSignIn(member({ postalCode: '' }))).toBe(7);
    expect(stepAfterSignIn(member({}))).toBe(9);
    // With the programme turned off (STRIDE_LOYALTY=false) nobody is asked to join: a complete non-member is done.
    expect(stepAfterSignIn({ isLoyaltyMember: false, consumerDetails: complete }, false)).toBe(9);
    expect(stepAfterSignIn({ isLoyaltyMember: false, consumerDetails: { ...complete, phone: '' } }, false)).toBe(6);
  });

  it('after the welcome: mobile without a phone, else profile', () => {
    expect(stepAfterWelcome(member({ phone: ' ' }))).toBe(6);
    expect(stepAfterWelcome(member({}))).toBe(7);
  });

  it('moves only as the step machine allows, and a refused move is a bug that throws', () => {
    expect(moveEnrollment(0, 2)).toBe(2);
    expect(moveEnrollment(8, 9)).toBe(9);
    expect(() => moveEnrollment(0, 9)).toThrow('Enrollment cannot move from step 0 to step 9');
  });

  it('asks the profile step only for what the profile lacks and the account call can set', () => {
    expect(missingCompletionFields(complete)).toEqual([]);
    expect(missingCompletionFields({ email: 'a@b.co', firstName: 'Ada', lastName: ' ', birthDate: '' })).toEqual(['lastName', 'postalCode']);
  });
});
