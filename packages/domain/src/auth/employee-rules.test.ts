import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSUMER_TYPES } from './consumer-type.js';
import { needsEmployeeTermsDialog, skipsWishlistsForEmployee } from './employee-rules.js';

const contextArb = fc.record({
  consumerType: fc.option(fc.constantFrom(...CONSUMER_TYPES), { nil: null }),
  isEmployeeDiscountTCAccepted: fc.option(fc.boolean(), { nil: undefined }),
  inStoreSessionConnected: fc.option(fc.boolean(), { nil: undefined }),
});

describe('employee rules', () => {
  it('shows the terms dialog to an employee who has not accepted, not after acceptance', () => {
    expect(needsEmployeeTermsDialog({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false })).toBe(true);
    expect(needsEmployeeTermsDialog({ consumerType: 'EMPLOYEE' })).toBe(true);
    expect(needsEmployeeTermsDialog({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })).toBe(false);
    expect(needsEmployeeTermsDialog({ consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false })).toBe(false);
  });

  it('skips favorites and saved-for-later while an employee is connected', () => {
    expect(skipsWishlistsForEmployee({ consumerType: 'EMPLOYEE' })).toBe(true);
    expect(skipsWishlistsForEmployee({ consumerType: 'REGISTERED', inStoreSessionConnected: true })).toBe(true);
    expect(skipsWishlistsForEmployee({ consumerType: 'GUEST' })).toBe(false);
  });

  it('only employees ever see the terms dialog, and they never keep their lists', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        if (needsEmployeeTermsDialog(context)) {
          expect(context.consumerType).toBe('EMPLOYEE');
          expect(skipsWishlistsForEmployee(context)).toBe(true);
        }
      }),
    );
  });
});
