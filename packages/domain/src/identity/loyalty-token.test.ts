import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessTokenClaimsSchema } from './access-token-claims.js';
import { LOYALTY_TOKEN_TTL_SECONDS } from './identity.constants.js';
import {
  LOYALTY_LEAD_SOURCE_PATTERN,
  LOYALTY_REFERRAL_CODE_PATTERN,
  LOYALTY_TOKEN_AUDIENCE,
  LOYALTY_USID_PATTERN,
  loyaltyTokenClaims,
  loyaltyTokenClaimsSchema,
} from './loyalty-token.js';

const word = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength });
const base = 'ABCXYZabcxyz0189-_';
const subjectArb = fc.record(
  {
    consumerNo: fc.constantFrom('C0000001', 'C1234567890abcdef'),
    memberId: fc.constantFrom('LM40000002', 'LM1'),
    usid: word(base, 64),
    referralCode: word(base, 32),
    source: word(`${base}.`, 64),
  },
  { requiredKeys: ['consumerNo', 'memberId'] },
);
const instantArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

describe('loyalty token claims', () => {
  it('last ten minutes, the one lifetime defined for them', () => {
    expect(LOYALTY_TOKEN_TTL_SECONDS).toBe(600);
    expect(loyaltyTokenClaims({ consumerNo: 'C1', memberId: 'LM1' }, new Date(1_500))).toEqual({
      aud: 'loyalty',
      consumerNo: 'C1',
      memberId: 'LM1',
      iat: 1,
      exp: 601,
    });
  });

  it('built for any member and instant, carry the audience "loyalty", what was passed and nothing else, and parse back', () => {
    fc.assert(
      fc.property(subjectArb, instantArb, (subject, now) => {
        const claims = loyaltyTokenClaims(subject, now);
        expect(claims).toEqual({ ...subject, aud: LOYALTY_TOKEN_AUDIENCE, iat: Math.floor(now.getTime() / 1000), exp: claims.iat + LOYALTY_TOKEN_TTL_SECONDS });
        expect(loyaltyTokenClaimsSchema.parse(claims)).toEqual(claims);
      }),
    );
  });

  it('are never access token claims, even carrying a consumer type', () => {
    fc.assert(
      fc.property(subjectArb, instantArb, (subject, now) => {
        const claims = { ...loyaltyTokenClaims(subject, now), consumerType: 'REGISTERED' };
        expect(accessTokenClaimsSchema.safeParse(claims).success).toBe(false);
      }),
    );
    expect(accessTokenClaimsSchema.safeParse({ consumerNo: 'C1', consumerType: 'REGISTERED', iat: 0, exp: 900 }).success).toBe(true);
  });

  it('refuse another audience and values outside the request patterns', () => {
    const claims = loyaltyTokenClaims({ consumerNo: 'C1', memberId: 'LM1' }, new Date(0));
    expect(loyaltyTokenClaimsSchema.safeParse({ ...claims, aud: 'api' }).success).toBe(false);
    expect(loyaltyTokenClaimsSchema.safeParse({ ...claims, usid: 'a'.repeat(65) }).success).toBe(false);
    expect(loyaltyTokenClaimsSchema.safeParse({ ...claims, referralCode: 'has space' }).success).toBe(false);
    expect([
      LOYALTY_USID_PATTERN.test(''),
      LOYALTY_REFERRAL_CODE_PATTERN.test('a'.repeat(33)),
      LOYALTY_LEAD_SOURCE_PATTERN.test('news.letter-2026_q1'),
    ]).toEqual([false, false, true]);
  });
});
