import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, PROFILE_TYPES } from './consumer-account.js';
import { profileTypesOf } from './profile-types.js';

describe('profileTypesOf', () => {
  it('reads athlete from the account type and ipa and wranx from the memberships', () => {
    expect(profileTypesOf({ accountType: 'ATHLETE', ipaMember: false, wranxMember: false })).toEqual(['athlete']);
    expect(profileTypesOf({ accountType: 'REGISTERED', ipaMember: true, wranxMember: false })).toEqual(['ipa']);
    expect(profileTypesOf({ accountType: 'EMPLOYEE', ipaMember: false, wranxMember: true })).toEqual(['wranx']);
    expect(profileTypesOf({ accountType: 'ATHLETE', ipaMember: true, wranxMember: true })).toEqual(['ipa', 'wranx', 'athlete']);
    expect(profileTypesOf({ accountType: 'REGISTERED', ipaMember: false, wranxMember: false })).toEqual([]);
  });

  it('a guest has no profile type, and every answer is a subset of PROFILE_TYPES in their order without repeats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCOUNT_TYPES), fc.boolean(), fc.boolean(), (accountType, ipaMember, wranxMember) => {
        const types = profileTypesOf({ accountType, ipaMember, wranxMember });
        if (accountType === 'GUEST') expect(types).toEqual([]);
        expect(types).toEqual(PROFILE_TYPES.filter((type) => types.includes(type)));
        expect(types.includes('athlete')).toBe(accountType === 'ATHLETE');
      }),
      { numRuns: 50 },
    );
  });
});
