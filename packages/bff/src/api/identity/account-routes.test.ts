import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { errorIdOf, pkcePair, post } from './identity-http.fixture.js';

let started: StartedServer;
let url: string;
beforeAll(async () => {
  // This file signs up more shoppers from one address than a client may in an hour; the per-client
  // limits have their own file (abuse-limits.http.test.ts), per-e-mail limits still hold here.
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1' });
  url = started.server.url;
});
afterAll(async () => {
  await started.server.close();
});

let serial = 0;
const newEmail = () => `new.shopper.${++serial}@example.com`;
const PASSWORD = 'Good-pass-1';
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(url, '/consumers-v3/auth/signup', { firstName: 'Sam', lastName: 'Taylor', email, password: PASSWORD, birthDate: '1990-01-31', ...extra });
const attempt = async (username: string, password: string) =>
  post(url, '/consumers-v3/auth/signin', { type: 'Registered', username, password, codeChallenge: (await pkcePair()).codeChallenge });

describe('POST /consumers-v3/auth/signup', () => {
  it('creates an account the shopper can sign in with', async () => {
    const email = newEmail();
    const res = await signUp(email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, consumerType: 'REGISTERED' });
    const grant = await signIn(url, email, PASSWORD);
    expect(grant.consumerNo).toBe((res.body as { consumerNo: string }).consumerNo);
    const [row] = await started.sqlClient().query<{ password_hash: string }>(`SELECT password_hash FROM consumers WHERE email = $1`, [email]);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('answers PRO400 for an e-mail in use, whatever its case', async () => {
    const res = await signUp('SHOPPER@stride.example');
    expect(res.status).toBe(409);
    expect(errorIdOf(res.body)).toBe('PRO400');
  });

  it('answers AUT442 on the phone field for a phone already on another account, and writes nothing', async () => {
    const count = async () => (await started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM consumers'))[0]?.n;
    const before = await count();
    // The demo shopper's phone, typed with punctuation: compared by its digits.
    const res = await signUp(newEmail(), { phone: '(212) 555-0140', phoneCode: '+1' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorDetails: [{ errorId: 'AUT442', message: 'This phone number is already in use.' }] });
    expect(await count()).toBe(before);
    // The e-mail's answer comes first when both are taken; a new phone signs up.
    expect(errorIdOf((await signUp('shopper@stride.example', { phone: '2125550140', phoneCode: '+1' })).body)).toBe('PRO400');
    expect((await signUp(newEmail(), { phone: '2125550999', phoneCode: '+1' })).status).toBe(201);
  });

  it('answers the spec codes for a short password, a bad e-mail and an under-age birth date', async () => {
    expect(errorIdOf((await signUp(newEmail(), { password: 'Ab1' })).body)).toBe('FE872');
    expect(errorIdOf((await signUp('not-an-email')).body)).toBe('AUT453');
    expect(errorIdOf((await signUp(newEmail(), { birthDate: '2024-01-01' })).body)).toBe('PRO410');
    expect(errorIdOf((await signUp(newEmail(), { password: 'alllowercase1' })).body)).toBe('PRO415');
  });
});

describe('failed sign-ins', () => {
  it('answers AUT401 three times, AUT426 on the last attempt, then AUT423 even with the right password', async () => {
    const email = newEmail();
    await signUp(email);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(errorIdOf((await attempt(email, 'Wrong-pass-1')).body));
    expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    const locked = await attempt(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(errorIdOf(locked.body)).toBe('AUT423');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await attempt('nobody@stride.example', 'Wrong-pass-1');
    const email = newEmail();
    await signUp(email);
    const wrong = await attempt(email, 'Wrong-pass-1');
    expect(unknown.status).toBe(wrong.status);
    expect((unknown.body as { errorDetails: unknown }).errorDetails).toEqual((wrong.body as { errorDetails: unknown }).errorDetails);
  });

  it('starts the count again after a successful sign-in', async () => {
    const email = newEmail();
    await signUp(email);
    for (let i = 0; i < 3; i += 1) await attempt(email, 'Wrong-pass-1');
    await signIn(url, email, PASSWORD);
    expect(errorIdOf((await attempt(email, 'Wrong-pass-1')).body)).toBe('AUT401');
  });
});

describe('POST /consumers-v3/consumer/changepassword', () => {
  it('changes the password, refusing a wrong current one, the same one and a short one', async () => {
    const email = newEmail();
    await signUp(email);
    const { accessToken } = await signIn(url, email, PASSWORD);
    const change = (body: unknown) => post(url, '/consumers-v3/consumer/changepassword', body, { authorization: `Bearer ${accessToken}` });
    expect(errorIdOf((await change({ currentPassword: 'Wrong-pass-1', newPassword: 'Newer-pass-2' })).body)).toBe('AUT450');
    expect(errorIdOf((await change({ currentPassword: PASSWORD, newPassword: PASSWORD })).body)).toBe('AUT451');
    expect(errorIdOf((await change({ currentPassword: PASSWORD, newPassword: 'Sh0rt' })).body)).toBe('FE872');
    const ok = await change({ currentPassword: PASSWORD, newPassword: 'Newer-pass-2' });
    expect(ok.status).toBe(200);
    await signIn(url, email, 'Newer-pass-2');
  });

  it('needs a token', async () => {
    const res = await post(url, '/consumers-v3/consumer/changepassword', { currentPassword: PASSWORD, newPassword: 'Newer-pass-2' });
    expect(res.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const linkFor = async (email: string) => {
    const rows = await started
      .sqlClient()
      .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`, [email]);
    return /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  };

  it('answers the same for any e-mail and mails a single-use link to an account', async () => {
    const email = newEmail();
    await signUp(email);
    const known = await post(url, '/consumers-v3/confirmforgotpassword', { email });
    const unknown = await post(url, '/consumers-v3/confirmforgotpassword', { email: 'nobody@stride.example' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    expect(await linkFor('nobody@stride.example')).toBeUndefined();
    const token = await linkFor(email);
    expect(token).toBeDefined();
    const reset = (newPassword: string) => post(url, '/consumers-v3/consumer/resetpassword', { token, newPassword });
    expect(errorIdOf((await reset('short')).body)).toBe('FE872');
    expect((await reset('Reset-pass-3')).status).toBe(200);
    expect(errorIdOf((await reset('Reset-pass-4')).body)).toBe('AUT402');
    await signIn(url, email, 'Reset-pass-3');
  });

  it('answers AUT402 to an unknown link', async () => {
    const res = await post(url, '/consumers-v3/consumer/resetpassword', { token: 'A'.repeat(43), newPassword: 'Reset-pass-3' });
    expect(res.status).toBe(400);
    expect(errorIdOf(res.body)).toBe('AUT402');
  });
});
