import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf, pkcePair, post } from './identity-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const count = async (sql: string, params: unknown[] = []) => Number((await store.started.sqlClient().query<{ n: number }>(sql, params))[0]?.n);

describe('POST /token/v2/auth/token (Guest)', () => {
  it('creates a guest consumer and answers a short-lived signed token and an opaque refresh token', async () => {
    const res = await post(store.url, '/token/v2/auth/token', { type: 'Guest' });
    expect(res.status).toBe(200);
    const grant = res.body as { accessToken: string; refreshToken: string; expiresIn: number; consumerNo: string; consumerType: string };
    expect(grant.consumerType).toBe('GUEST');
    expect(grant.expiresIn).toBe(900);
    expect(grant.accessToken.split('.')).toHaveLength(3);
    expect(grant.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await count(`SELECT count(*)::int AS n FROM consumers WHERE consumer_no = $1 AND consumer_type = 'GUEST'`, [grant.consumerNo])).toBe(1);
    // Only the digest is stored.
    expect(await count(`SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = $1`, [grant.refreshToken])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM refresh_tokens WHERE consumer_no = $1`, [grant.consumerNo])).toBe(1);
  });

  it('sets the tokens as HttpOnly SameSite=Lax cookies on the whole site', async () => {
    const res = await post(store.url, '/token/v2/auth/token', { type: 'Guest' });
    const access = res.cookies.find((line) => line.startsWith('stride_at='));
    const refresh = res.cookies.find((line) => line.startsWith('stride_rt='));
    for (const line of [access, refresh]) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Secure/); // plain http in the test
    }
  });
});

describe('sign-in with PKCE and the registered token', () => {
  it('answers a registered token for the demo shopper', async () => {
    const grant = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    expect(grant.consumerNo).toBe('1000000001');
    expect(grant.consumerType).toBe('REGISTERED');
    expect(grant.isEmployeeDiscountTCAccepted).toBe(false);
  });

  it('refuses a verifier that does not match the challenge, and the code is then spent', async () => {
    const pair = await pkcePair();
    const other = await pkcePair();
    const signin = await post(store.url, '/consumers-v3/auth/signin', {
      type: 'Registered',
      username: DemoEmail.loyalty,
      password: DEMO_PASSWORD,
      codeChallenge: pair.codeChallenge,
    });
    const { authorizationCode } = signin.body as { authorizationCode: string };
    const wrong = await post(store.url, '/token/v2/auth/token', { type: 'Registered', authorizationCode, codeVerifier: other.codeVerifier });
    expect(wrong.status).toBe(401);
    expect(errorIdOf(wrong.body)).toBe('AUT404');
    const again = await post(store.url, '/token/v2/auth/token', { type: 'Registered', authorizationCode, codeVerifier: pair.codeVerifier });
    expect(errorIdOf(again.body)).toBe('AUT404');
  });

  it('uses an authorization code once only', async () => {
    const pair = await pkcePair();
    const signin = await post(store.url, '/consumers-v3/auth/signin', {
      type: 'Registered',
      username: DemoEmail.loyalty,
      password: DEMO_PASSWORD,
      codeChallenge: pair.codeChallenge,
    });
    const { authorizationCode } = signin.body as { authorizationCode: string };
    const body = { type: 'Registered', authorizationCode, codeVerifier: pair.codeVerifier };
    const [first, second] = await Promise.all([post(store.url, '/token/v2/auth/token', body), post(store.url, '/token/v2/auth/token', body)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const grant = (first.status === 200 ? first.body : second.body) as { memberId?: string };
    expect(grant.memberId).toBe('LM40000002');
  });
});

describe('agent sign-in', () => {
  it('gives employees and associates a token with their role and store', async () => {
    const employee = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    expect(employee).toMatchObject({ consumerType: 'EMPLOYEE', agentRole: 'EMPLOYEE' });
    const associate = await agentLogin(store.url, DemoEmail.associate, DEMO_PASSWORD);
    expect(associate).toMatchObject({ consumerType: 'EMPLOYEE', agentRole: 'STORE_ASSOCIATE', storeId: 'US101' });
  });

  it('answers a shopper 403 AUT432 even with the right password', async () => {
    const res = await post(store.url, '/consumers-v3/consumer/agent/login', { username: DemoEmail.shopper, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(errorIdOf(res.body)).toBe('AUT432');
  });

  it('answers AUT401 to a wrong password', async () => {
    const res = await post(store.url, '/consumers-v3/consumer/agent/login', { username: DemoEmail.employee, password: 'Wrong-pass-1' });
    expect(res.status).toBe(401);
    expect(errorIdOf(res.body)).toBe('AUT401');
    // The next right sign-in resets the count.
    await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
  });
});

describe('the token helpers other slices use', () => {
  it('guestToken answers a guest grant', async () => {
    expect((await guestToken(store.url)).consumerType).toBe('GUEST');
  });
});
