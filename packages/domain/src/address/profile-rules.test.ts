import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ensureProfileLoaded, isBasicInfoUpdateEmpty, isProfilePartiallyEnrolled } from './profile-rules.js';

const full = { email: 'a@b.co', phone: '+12125551234', firstName: 'Al', lastName: 'Bo', postalCode: '10001', birthDate: '1990-01-01' };

describe('profile rules (account sections 4 and 5)', () => {
  it('a profile with an email but a missing completion field is partially enrolled', () => {
    expect(isProfilePartiallyEnrolled(full)).toBe(false);
    for (const field of ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const) {
      expect(isProfilePartiallyEnrolled({ ...full, [field]: '' })).toBe(true);
      expect(isProfilePartiallyEnrolled({ ...full, [field]: null })).toBe(true);
    }
    expect(isProfilePartiallyEnrolled({ ...full, email: '', phone: '' })).toBe(false);
  });

  it("refuses updates before the profile is loaded with 'Profile not loaded'", () => {
    expect(ensureProfileLoaded(undefined)._unsafeUnwrapErr()).toMatchObject({ message: 'Profile not loaded' });
    expect(ensureProfileLoaded(null).isErr()).toBe(true);
    expect(ensureProfileLoaded(full)._unsafeUnwrap()).toBe(full);
  });

  it('skips a basic-info update whose values are all empty', () => {
    expect(isBasicInfoUpdateEmpty({ firstName: ' ', lastName: undefined, phone: null })).toBe(true);
    expect(isBasicInfoUpdateEmpty({})).toBe(true);
    expect(isBasicInfoUpdateEmpty({ firstName: ' ', lastName: 'Bo' })).toBe(false);
  });

  it('law: without an email a profile is never partially enrolled', () => {
    const maybe = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(maybe, maybe, maybe, maybe, maybe, (phone, firstName, lastName, postalCode, birthDate) => {
        expect(isProfilePartiallyEnrolled({ phone, firstName, lastName, postalCode, birthDate })).toBe(false);
      }),
    );
  });

  it('law: one non-blank value is enough for a basic-info update to go ahead', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        fc.nat(4),
        (value, at) => {
          const values: Record<string, unknown> = { a: '', b: undefined, c: ' ', d: null };
          values[['a', 'b', 'c', 'd', 'e'][at] ?? 'e'] = value;
          expect(isBasicInfoUpdateEmpty(values)).toBe(false);
        },
      ),
    );
  });
});
