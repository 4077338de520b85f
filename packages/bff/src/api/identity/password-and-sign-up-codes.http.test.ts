import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { errorIdOf, post, type ErrorAnswer } from './identity-http.fixture.js';

// Commerce sections 5 and 8 (profile and authentication codes): the Canadian site asks a birth date at sign-up here.
const store = useTestServer({
  STRIDE_DEMO_DATA: 'true',
  STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: 'CA',
  STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
});

let serial = 0;
const newEmail = () => `codes.${Date.now()}.${++serial}@example.com`;
const PASSWORD = 'Good-pass-1';
const signUp = (email: string, extra: Record<string, unknown> = {}, locale = 'en-US') =>
  post(store.url, `/consumers-v3/auth/signup?locale=${locale}`, { firstName: 'Sam', lastName: 'Taylor', email, password: PASSWORD, ...extra });
const accounts = async (email: string) =>
  (await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM consumers WHERE lower(email) = lower($1)', [email]))[0]?.n;
const detail = (body: unknown) => (body as ErrorAnswer).errorDetails[0];

async function resetLink(email: string): Promise<string> {
  expect((await post(store.url, '/consumers-v3/confirmforgotpassword', { email })).status).toBe(200);
  const rows = await store.started
    .sqlClient()
    .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`, [email]);
  const token = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

describe('PRO411 missing birth date', () => {
  it('answers 400 PRO411 to a sign-up without a birth date on a site configured to ask it, and creates nothing', async () => {
    const email = newEmail();
    const missing = await signUp(email, {}, 'fr-CA');
    expect(missing.status).toBe(400);
    expect(detail(missing.body)).toMatchObject({ errorId: 'PRO411', message: 'Please enter your birth date.' });
    expect(await accounts(email)).toBe(0);
    expect((await signUp(email, { birthDate: '1990-01-31' }, 'fr-CA')).status).toBe(201);
    // The US site asks none.
    expect((await signUp(newEmail(), {}, 'en-US')).status).toBe(201);
  });
});

describe('AUT452 same as previous password', () => {
  it('answers 400 AUT452 to a reset to the password the account already has, leaving the link usable for another one', async () => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(201);
    const token = await resetLink(email);
    const same = await post(store.url, '/consumers-v3/consumer/resetpassword', { token, newPassword: PASSWORD });
    expect([same.status, errorIdOf(same.body)]).toEqual([400, 'AUT452']);
    expect(detail(same.body)?.message).toBe('The new password must differ from your previous password.');
    await signIn(store.url, email, PASSWORD);

    expect((await post(store.url, '/consumers-v3/consumer/resetpassword', { token, newPassword: 'Reset-pass-3' })).status).toBe(200);
    await signIn(store.url, email, 'Reset-pass-3');
  });
});

describe('FE340 passwords do not match', () => {
  it('answers 400 FE340 when the confirmation sent with a reset or a change differs, and changes nothing', async () => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(201);
    const token = await resetLink(email);
    const reset = await post(store.url, '/consumers-v3/consumer/resetpassword', { token, newPassword: 'Reset-pass-3', confirmPassword: 'Reset-pass-4' });
    expect([reset.status, errorIdOf(reset.body), detail(reset.body)?.message]).toEqual([400, 'FE340', 'The passwords do not match.']);

    const { accessToken } = await signIn(store.url, email, PASSWORD);
    const change = (body: Record<string, string>) =>
      post(
        store.url,
        '/consumers-v3/consumer/changepassword',
        { currentPassword: PASSWORD, newPassword: 'Newer-pass-2', ...body },
        { authorization: `Bearer ${accessToken}` },
      );
    const differs = await change({ confirmPassword: 'Newer-pass-3' });
    expect([differs.status, errorIdOf(differs.body)]).toEqual([400, 'FE340']);
    await signIn(store.url, email, PASSWORD);

    expect((await change({ confirmPassword: 'Newer-pass-2' })).status).toBe(200);
    await signIn(store.url, email, 'Newer-pass-2');
    // The link the differing confirmation left unspent still works.
    expect(
      (await post(store.url, '/consumers-v3/consumer/resetpassword', { token, newPassword: 'Reset-pass-3', confirmPassword: 'Reset-pass-3' })).status,
    ).toBe(200);
  });
});
