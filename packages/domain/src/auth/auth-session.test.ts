import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authSessionSchema, PASSWORD_MIN_LENGTH } from './auth-session.js';
import { CONSUMER_TYPES, isEmployeeConsumer } from './consumer-type.js';

const id = fc.stringMatching(/^[A-Za-z0-9]{1,20}$/);
// Valid sessions across every consumer type and nullable field.
const authSessionArb = fc.record({
  consumerNo: id,
  consumerType: fc.constantFrom(...CONSUMER_TYPES),
  memberId: fc.option(id, { nil: null }),
  refreshToken: id,
  isEmployeeDiscountTCAccepted: fc.boolean(),
  basketId: fc.option(id, { nil: null }),
  favorites: fc.record({ favoriteId: fc.option(id, { nil: null }), favStoreId: fc.option(id, { nil: null }) }),
});

describe('auth session', () => {
  it('password minimum length is 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('accepts an employee session and rejects an unknown consumer type', () => {
    const session = {
      consumerNo: 'C100',
      consumerType: 'EMPLOYEE',
      memberId: null,
      refreshToken: 'r1',
      isEmployeeDiscountTCAccepted: false,
      basketId: 'b1',
      favorites: { favoriteId: 'f1', favStoreId: null },
    };
    expect(authSessionSchema.safeParse(session).success).toBe(true);
    expect(authSessionSchema.safeParse({ ...session, consumerType: 'ADMIN' }).success).toBe(false);
    expect(isEmployeeConsumer('EMPLOYEE')).toBe(true);
    expect(isEmployeeConsumer('REGISTERED')).toBe(false);
  });

  it('parsing a valid session gives it back unchanged', () => {
    fc.assert(
      fc.property(authSessionArb, (session) => {
        expect(authSessionSchema.parse(session)).toEqual(session);
      }),
    );
  });
});
