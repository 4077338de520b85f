import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { loyaltyTokenAnswerSchema, leadSourceHeadersSchema, loyaltyTokenRequestSchema, type TokenGrant } from '@stride/application/storefront';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyTokenKey, verifyLoyaltyToken } from '../../security/hmac-loyalty-tokens.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf, post, type ErrorAnswer } from './identity-http.fixture.js';
import { LOYALTY_TOKEN_PATH } from './loyalty-token-routes.js';

// A secret of this test's own, so the partner key below is derived exactly as operations would.
const SECRET = 'loyalty-token-test-secret-of-32-chars-or-more';
let started: StartedServer;
let url: string;
let member: TokenGrant;
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TOKEN_SECRET: SECRET });
  url = started.server.url;
  member = await signIn(url, DemoEmail.loyalty, DEMO_PASSWORD);
});
afterAll(async () => {
  await started.server.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// Everything the call could have written: it writes nothing (no attribution table exists).
const FINGERPRINT = `SELECT (SELECT count(*) FROM consumers)::int AS consumers, (SELECT max(updated_at) FROM consumers)::text AS updated,
  (SELECT count(*) FROM refresh_tokens)::int AS refresh, (SELECT count(*) FROM loyalty_vouchers)::int AS vouchers`;
const fingerprint = async () => (await started.sqlClient().query(FINGERPRINT))[0];

describe(`POST ${LOYALTY_TOKEN_PATH}`, () => {
  it('gives a member a 10-minute loyalty token whose claims a partner verifies, carrying memberId, usid, referralCode and source', async () => {
    const before = await fingerprint();
    const res = await post(
      url,
      LOYALTY_TOKEN_PATH,
      { usid: 'usid-7f3a', referralCode: 'FRIEND_10' },
      { ...bearer(member.accessToken), source: 'spring.newsletter-26' },
    );
    expect(res.status).toBe(200);
    const answer = loyaltyTokenAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ tokenType: 'Bearer', expiresIn: 600, memberId: 'LM40000002' });
    const claims = verifyLoyaltyToken(answer.loyaltyToken, loyaltyTokenKey(SECRET), new Date());
    expect(claims).toMatchObject({
      aud: 'loyalty',
      consumerNo: member.consumerNo,
      memberId: 'LM40000002',
      usid: 'usid-7f3a',
      referralCode: 'FRIEND_10',
      source: 'spring.newsletter-26',
    });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(600);
    expect(verifyLoyaltyToken(answer.loyaltyToken, loyaltyTokenKey(SECRET), new Date(Date.now() + 601_000))).toBeNull();
    expect(await fingerprint()).toEqual(before);
  });

  it('leaves out of the claims what was not sent, and answers no-store', async () => {
    const res = await fetch(new URL(LOYALTY_TOKEN_PATH, url), { method: 'POST', headers: bearer(member.accessToken) });
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const claims = verifyLoyaltyToken(loyaltyTokenAnswerSchema.parse(await res.json()).loyaltyToken, loyaltyTokenKey(SECRET), new Date());
    expect(claims === null ? [] : Object.keys(claims).sort()).toEqual(['aud', 'consumerNo', 'exp', 'iat', 'memberId']);
  });

  it('is refused as an access token: 401 AUT432 on the vouchers call and on the token call itself', async () => {
    const { body } = await post(url, LOYALTY_TOKEN_PATH, {}, bearer(member.accessToken));
    const { loyaltyToken } = loyaltyTokenAnswerSchema.parse(body);
    const vouchers = await fetch(new URL('/consumers-v3/consumer/loyalty/vouchers', url), { headers: bearer(loyaltyToken) });
    expect([vouchers.status, errorIdOf(await vouchers.json())]).toEqual([401, 'AUT432']);
    const again = await post(url, LOYALTY_TOKEN_PATH, {}, bearer(loyaltyToken));
    expect([again.status, errorIdOf(again.body)]).toEqual([401, 'AUT432']);
    const withCookie = await fetch(new URL('/consumers-v3/consumer/loyalty/vouchers', url), { headers: { cookie: `stride_at=${loyaltyToken}` } });
    expect(withCookie.status).toBe(401);
  });

  it('answers REW401 to a guest, REW130 to a registered consumer who is not a member, AUT432 without a token', async () => {
    const guest = await post(url, LOYALTY_TOKEN_PATH, { referralCode: 'FRIEND10' }, bearer((await guestToken(url)).accessToken));
    expect([guest.status, errorIdOf(guest.body)]).toEqual([401, 'REW401']);
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const nonMember = await post(url, LOYALTY_TOKEN_PATH, {}, { ...bearer(shopper.accessToken), source: 'ads' });
    expect([nonMember.status, errorIdOf(nonMember.body)]).toEqual([403, 'REW130']);
    const anonymous = await post(url, LOYALTY_TOKEN_PATH, {});
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
  });

  it('is in /openapi.json with its body, the source header and its error codes', async () => {
    const doc = (await (await fetch(new URL('/openapi.json', url))).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = doc.paths[LOYALTY_TOKEN_PATH]?.post;
    expect(operation).toMatchObject({ 'x-stride-auth': 'required', 'x-stride-error-codes': expect.arrayContaining(['REW401', 'REW130', 'ATTR300']) });
    expect(operation?.parameters).toEqual([expect.objectContaining({ name: 'source', in: 'header', required: false })]);
    expect(operation?.requestBody).toBeDefined();
  });
});

// Header values as fetch sends them: printable ASCII, leading and trailing spaces trimmed away.
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });
const nearlyValid = fc.string({ unit: fc.constantFrom(...'aZ09-_.'), maxLength: 80 });
const rawBody = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom('usid', 'referralCode'), fc.oneof(nearlyValid, printable, fc.jsonValue({ maxDepth: 1 })), { minKeys: 1 })
    .map((value) => JSON.stringify(value)),
);

function bodyParses(raw: string): boolean {
  try {
    return loyaltyTokenRequestSchema.safeParse(raw.trim() === '' ? {} : JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

describe(`POST ${LOYALTY_TOKEN_PATH} refuses bad input`, () => {
  it('any body or source header its schemas refuse answers 4xx ATTR300 with errorDetails, no token, and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, fc.option(fc.oneof(nearlyValid, printable), { nil: undefined }), async (raw, source) => {
        const sent = source?.trim();
        const headerParses = leadSourceHeadersSchema.safeParse(sent === undefined ? {} : { source: sent }).success;
        fc.pre(!bodyParses(raw) || !headerParses);
        const before = await fingerprint();
        const res = await post(url, LOYALTY_TOKEN_PATH, raw, { ...bearer(member.accessToken), ...(source === undefined ? {} : { source }) });
        expect(res.status).toBe(400);
        expect((res.body as ErrorAnswer).errorDetails[0]).toMatchObject({ errorId: 'ATTR300', message: expect.any(String) });
        expect(res.body).not.toHaveProperty('loyaltyToken');
        expect(await fingerprint()).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('names the offending field or header', async () => {
    const long = await post(url, LOYALTY_TOKEN_PATH, { usid: 'u'.repeat(65) }, bearer(member.accessToken));
    expect((long.body as ErrorAnswer).errorDetails[0]?.message).toContain('body.usid');
    const spaced = await post(url, LOYALTY_TOKEN_PATH, { referralCode: 'FRIEND 10' }, bearer(member.accessToken));
    expect((spaced.body as ErrorAnswer).errorDetails[0]?.message).toContain('body.referralCode');
    const header = await post(url, LOYALTY_TOKEN_PATH, {}, { ...bearer(member.accessToken), source: 'utm=<script>' });
    expect([header.status, (header.body as ErrorAnswer).errorDetails[0]?.message]).toEqual([400, expect.stringContaining('headers.source')]);
  });
});
