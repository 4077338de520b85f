import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import {
  agentLoginRequestSchema,
  changePasswordRequestSchema,
  confirmLoyaltyRequestSchema,
  confirmNewsletterRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpRequestSchema,
  tokenRequestSchema,
} from '@stride/application/storefront';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { errorIdOf, pkcePair, post } from './identity-http.fixture.js';

// Captcha is on in this file, so the AUT403 answers can be checked with the same server.
let started: StartedServer;
let url: string;
let bearer: string;
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_RECAPTCHA: 'true' });
  url = started.server.url;
  bearer = (await guestToken(url)).accessToken;
});
afterAll(async () => {
  await started.server.close();
});

const ROUTES: [string, z.ZodType, string[]][] = [
  ['/token/v2/auth/token', tokenRequestSchema, ['type', 'authorizationCode', 'codeVerifier', 'guestObjects', 'refreshToken']],
  ['/consumers-v3/auth/signin', signInRequestSchema, ['type', 'username', 'password', 'codeChallenge', 'recaptcha_response']],
  ['/consumers-v3/consumer/auth/signout', signOutRequestSchema, ['refreshToken']],
  ['/consumers-v3/auth/signup', signUpRequestSchema, ['firstName', 'lastName', 'email', 'password', 'birthDate', 'newsletter', 'subscriptions', 'source']],
  ['/consumers-v3/consumer/changepassword', changePasswordRequestSchema, ['currentPassword', 'newPassword']],
  ['/consumers-v3/confirmforgotpassword', forgotPasswordRequestSchema, ['email']],
  ['/consumers-v3/consumer/resetpassword', resetPasswordRequestSchema, ['token', 'newPassword']],
  ['/consumers-v3/consumer/agent/login', agentLoginRequestSchema, ['username', 'password']],
  ['/consumers-v3/consumer/loyalty/confirm', confirmLoyaltyRequestSchema, ['token']],
  ['/consumers-v3/consumer/subscription/confirm', confirmNewsletterRequestSchema, ['token']],
];

const TABLES = [
  'consumers',
  'refresh_tokens',
  'authorization_codes',
  'password_reset_tokens',
  'loyalty_confirmation_tokens',
  'newsletter_signups',
  'newsletter_confirmation_tokens',
  'outbound_emails',
];
async function rowCounts(): Promise<number[]> {
  const counts: number[] = [];
  for (const table of TABLES) {
    const [row] = await started.sqlClient().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts.push(row?.n ?? -1);
  }
  return counts;
}

function badBodies(keys: string[]) {
  const field = fc.constantFrom(...keys);
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    fc.dictionary(field, fc.jsonValue({ maxDepth: 1 }), { minKeys: 1 }).map((value) => JSON.stringify(value)),
  );
}

function parses(raw: string, schema: z.ZodType): boolean {
  try {
    return schema.safeParse(raw.trim() === '' ? {} : JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

describe('identity routes refuse bad input', () => {
  for (const [path, schema, keys] of ROUTES) {
    it(`POST ${path}: any body its schema refuses answers 400 ATTR300 and changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(badBodies(keys), async (raw) => {
          fc.pre(!parses(raw, schema));
          const before = await rowCounts();
          const res = await post(url, path, raw, { authorization: `Bearer ${bearer}` });
          expect(res.status).toBe(400);
          expect(errorIdOf(res.body)).toBe('ATTR300');
          expect(await rowCounts()).toEqual(before);
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe('captcha (STRIDE_RECAPTCHA on)', () => {
  it('refuses sign-in and sign-up with a failing captcha (AUT403), before checking anything else', async () => {
    const { codeChallenge } = await pkcePair();
    const before = await rowCounts();
    const signin = await post(url, '/consumers-v3/auth/signin', {
      type: 'Registered',
      username: DemoEmail.shopper,
      password: DEMO_PASSWORD,
      codeChallenge,
      recaptcha_response: 'fail',
    });
    expect(signin.status).toBe(403);
    expect(errorIdOf(signin.body)).toBe('AUT403');
    const signup = await post(url, '/consumers-v3/auth/signup', { firstName: 'Sam', lastName: 'Lee', email: 'captcha@example.com', password: 'Good-pass-1' });
    expect(errorIdOf(signup.body)).toBe('AUT403');
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a sign-in with a captcha token', async () => {
    const { codeChallenge } = await pkcePair();
    const res = await post(url, '/consumers-v3/auth/signin', {
      type: 'Registered',
      username: DemoEmail.shopper,
      password: DEMO_PASSWORD,
      codeChallenge,
      recaptcha_response: 'widget-token',
    });
    expect(res.status).toBe(200);
  });
});
