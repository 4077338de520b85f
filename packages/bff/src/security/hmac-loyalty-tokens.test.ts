import { createHmac } from 'node:crypto';
import { LOYALTY_TOKEN_TTL_SECONDS, loyaltyTokenClaims, type LoyaltyTokenSubject } from '@stride/domain/identity';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacAccessTokens } from './hmac-access-tokens.js';
import { hmacJwt } from './hmac-jwt.js';
import { hmacLoyaltyTokens, loyaltyTokenKey, verifyLoyaltyToken } from './hmac-loyalty-tokens.js';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const t0 = new Date('2030-01-01T00:00:00Z');
const member: LoyaltyTokenSubject = { consumerNo: 'C123456', memberId: 'LM40000002', usid: 'session-1', referralCode: 'FRIEND10', source: 'email.spring_26' };
const key = loyaltyTokenKey(SECRET);
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('loyalty tokens', () => {
  it('verify for a partner holding the loyalty key, with every claim, until ten minutes have passed', () => {
    const token = hmacLoyaltyTokens(SECRET).sign(loyaltyTokenClaims(member, t0));
    const iat = t0.getTime() / 1000;
    expect(verifyLoyaltyToken(token, key, t0)).toEqual({ ...member, aud: 'loyalty', iat, exp: iat + 600 });
    expect(verifyLoyaltyToken(token, key, at(LOYALTY_TOKEN_TTL_SECONDS - 1))).not.toBeNull();
    expect(verifyLoyaltyToken(token, key, at(LOYALTY_TOKEN_TTL_SECONDS))).toBeNull();
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'))).toEqual({ alg: 'HS256', typ: 'loyalty+jwt' });
  });

  it('are never accepted as access tokens, and access tokens are never loyalty tokens', async () => {
    const access = hmacAccessTokens(SECRET, () => t0);
    const loyalty = hmacLoyaltyTokens(SECRET).sign(loyaltyTokenClaims(member, t0));
    expect(await access.verifier.verify(loyalty)).toBeNull();
    const iat = t0.getTime() / 1000;
    expect(verifyLoyaltyToken(access.sign({ consumerNo: 'C123456', consumerType: 'REGISTERED', iat, exp: iat + 900 }), key, t0)).toBeNull();
  });

  it('the access verifier checks the audience itself: loyalty claims signed with the access key and header still fail', async () => {
    const access = hmacAccessTokens(SECRET, () => t0);
    const sameKeyAndHeader = hmacJwt(SECRET, 'JWT');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GUEST', 'REGISTERED', 'EMPLOYEE'), async (consumerType) => {
        expect(await access.verifier.verify(sameKeyAndHeader.sign({ ...loyaltyTokenClaims(member, t0), consumerType }))).toBeNull();
      }),
    );
    expect(await access.verifier.verify(sameKeyAndHeader.sign({ consumerNo: 'C1', consumerType: 'REGISTERED', iat: 0, exp: 4_000_000_000 }))).not.toBeNull();
  });

  it('refuse another key (the access secret itself included), another audience, and changed claims', () => {
    const claims = loyaltyTokenClaims(member, t0);
    const token = hmacLoyaltyTokens(SECRET).sign(claims);
    expect(verifyLoyaltyToken(token, Buffer.from(SECRET), t0)).toBeNull();
    expect(verifyLoyaltyToken(token, loyaltyTokenKey('another-secret-that-is-32-chars-long!!'), t0)).toBeNull();
    const retyped = hmacJwt(key, 'loyalty+jwt');
    expect(verifyLoyaltyToken(retyped.sign({ ...claims, aud: 'api' }), key, t0)).toBeNull();
    expect(verifyLoyaltyToken(retyped.sign(claims), key, t0)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, memberId: 'LM99999999' })).toString('base64url');
    expect(verifyLoyaltyToken(`${header}.${forged}.${signature}`, key, t0)).toBeNull();
  });

  it('law: the partner key is the HMAC of a label under the secret, never the secret, and differs per secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 32, maxLength: 64 }), (secret) => {
        const derived = loyaltyTokenKey(secret);
        expect(derived).toHaveLength(32);
        expect(derived.equals(createHmac('sha256', secret).update('stride loyalty token key v1').digest())).toBe(true);
        expect(derived.equals(Buffer.from(secret))).toBe(false);
      }),
    );
  });
});
