import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacAccessTokens } from './hmac-access-tokens.js';
import { nonCanonicalTwin } from './non-canonical-twin.fixture.js';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const t0 = new Date('2030-01-01T00:00:00Z');
const iat = Math.floor(t0.getTime() / 1000);
const claims = { consumerNo: 'C123456', consumerType: 'REGISTERED' as const, iat, exp: iat + 900 };

describe('hmacAccessTokens', () => {
  it('verifies its own token and gives back the principal', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const agent = tokens.sign({ ...claims, consumerType: 'EMPLOYEE', agentRole: 'STORE_ASSOCIATE', storeId: 'US101' });
    expect(await tokens.verifier.verify(tokens.sign(claims))).toEqual({ consumerNo: 'C123456', consumerType: 'REGISTERED' });
    expect(await tokens.verifier.verify(agent)).toEqual({ consumerNo: 'C123456', consumerType: 'EMPLOYEE', agentRole: 'STORE_ASSOCIATE', storeId: 'US101' });
  });

  it('refuses an expired token, at the second of expiry and after', async () => {
    let now = t0;
    const tokens = hmacAccessTokens(SECRET, () => now);
    const token = tokens.sign(claims);
    now = new Date((claims.exp - 1) * 1000);
    expect(await tokens.verifier.verify(token)).not.toBeNull();
    now = new Date(claims.exp * 1000);
    expect(await tokens.verifier.verify(token)).toBeNull();
  });

  it('a token verified once is refused once it expires, and a refused one stays refused after good ones', async () => {
    let now = t0;
    const tokens = hmacAccessTokens(SECRET, () => now);
    const token = tokens.sign(claims);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, consumerNo: 'C999999' })).toString('base64url')}.${signature}`;
    expect(await tokens.verifier.verify(forged)).toBeNull();
    expect(await tokens.verifier.verify(token)).toEqual({ consumerNo: 'C123456', consumerType: 'REGISTERED' });
    expect(await tokens.verifier.verify(forged)).toBeNull();
    now = new Date(claims.exp * 1000 + 1);
    expect(await tokens.verifier.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, and an unsigned "alg: none" token', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const other = hmacAccessTokens('another-secret-that-is-32-chars-long!!', () => t0);
    expect(await tokens.verifier.verify(other.sign(claims))).toBeNull();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(await tokens.verifier.verify(`${header}.${payload}.`)).toBeNull();
  });

  it('refuses a token whose claims were changed but whose signature was kept', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const [header, , signature] = tokens.sign(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, consumerNo: 'C999999' })).toString('base64url');
    expect(await tokens.verifier.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a correctly signed token whose claims are malformed', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const [header] = tokens.sign(claims).split('.');
    const payload = Buffer.from(JSON.stringify({ consumerNo: 'C1', consumerType: 'ROOT', iat, exp: iat + 900 })).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await tokens.verifier.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('law: any single changed character of a token makes it fail verification', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const token = tokens.sign(claims);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCabc012-_.x'), async (index, char) => {
        fc.pre(token[index] !== char);
        const tampered = token.slice(0, index) + char + token.slice(index + 1);
        expect(await tokens.verifier.verify(tampered)).toBeNull();
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a signature whose last character is a non-canonical twin decoding to the same bytes', async () => {
    const tokens = hmacAccessTokens(SECRET, () => t0);
    const token = tokens.sign(claims);
    const twin = nonCanonicalTwin(token);
    expect(Buffer.from(twin.split('.')[2] ?? '', 'base64url')).toEqual(Buffer.from(token.split('.')[2] ?? '', 'base64url'));
    expect(await tokens.verifier.verify(twin)).toBeNull();
    expect(await tokens.verifier.verify(token)).not.toBeNull();
  });
});
