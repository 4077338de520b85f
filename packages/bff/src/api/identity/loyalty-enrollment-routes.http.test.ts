import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { consumerProfileAnswerSchema, loyaltyEnrollmentAnswerSchema } from '@stride/application/storefront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresTestServer } from '../../quality/started-postgres-server.fixture.js';
import { useTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf, post } from './identity-http.fixture.js';
import { LOYALTY_TOKEN_PATH } from './loyalty-token-routes.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

let serial = 0;
const newEmail = () => `rewards.joiner.${++serial}@example.com`;
const PASSWORD = 'Good-pass-1';
const ENROLLMENT_PATH = '/consumers-v3/consumer/loyalty/enrollment';
const CONFIRM_PATH = '/consumers-v3/consumer/loyalty/confirm';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const signUp = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post(store.url, '/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hale', email, password: PASSWORD, ...extra }, headers);

/** The double opt-in links mailed to an address, newest first, as a mail server would read them. */
async function confirmationTokens(email: string): Promise<string[]> {
  const rows = await store.started
    .sqlClient()
    .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE to_address = $1 AND template = 'loyalty-confirmation' ORDER BY created_at DESC, id`, [
      email,
    ]);
  return rows.map((row) => /\/loyalty\/confirm\?token=([A-Za-z0-9_-]+)/.exec(row.body)?.[1] ?? '');
}

async function getJson(path: string, accessToken: string) {
  const res = await fetch(new URL(path, store.url), { headers: bearer(accessToken) });
  return { status: res.status, body: (await res.json()) as unknown };
}

const profileOf = async (accessToken: string) => consumerProfileAnswerSchema.parse((await getJson('/consumers-v3/consumer', accessToken)).body).consumerProfile;

describe('loyalty enrollment with double opt-in', () => {
  it('joins at sign-up pending confirmation: rewards answer REW135 until the e-mailed link is opened, once', async () => {
    const email = newEmail();
    const created = await signUp(
      email,
      {
        subscriptions: { loyaltyConsent: true, loyaltyEnrollment: 'Full' },
        source: { store: 'S001', acquisitionType: 'Registered', campaignName: 'spring-26' },
      },
      { source: 'store.poster' },
    );
    expect(created.status).toBe(201);
    const { accessToken } = await signIn(store.url, email, PASSWORD);

    expect(await profileOf(accessToken)).toMatchObject({
      isLoyaltyMember: true,
      enrollment: { type: 'Loyalty', optin: true, doubleOptin: false, channel: 'email' },
    });
    const vouchers = await getJson('/consumers-v3/consumer/loyalty/vouchers', accessToken);
    expect([vouchers.status, errorIdOf(vouchers.body)]).toEqual([403, 'REW135']);
    expect(errorIdOf((await post(store.url, LOYALTY_TOKEN_PATH, {}, bearer(accessToken))).body)).toBe('REW135');

    const [token] = await confirmationTokens(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await post(store.url, CONFIRM_PATH, { token })).status).toBe(200);
    expect((await profileOf(accessToken)).enrollment?.doubleOptin).toBe(true);
    expect((await getJson('/consumers-v3/consumer/loyalty/vouchers', accessToken)).status).toBe(200);
    expect((await post(store.url, LOYALTY_TOKEN_PATH, {}, bearer(accessToken))).status).toBe(200);

    const again = await post(store.url, CONFIRM_PATH, { token });
    expect([again.status, errorIdOf(again.body)]).toEqual([400, 'AUT402']);
    const [stored] = await store.started
      .sqlClient()
      .query('SELECT signup_store_id, acquisition_type, campaign_name, lead_source FROM consumers WHERE lower(email) = lower($1)', [email]);
    expect(stored).toEqual({ signup_store_id: 'S001', acquisition_type: 'Registered', campaign_name: 'spring-26', lead_source: 'store.poster' });
  });

  it('signs up without loyalty consent as a non-member (REW130), who can join later and ask for a new link', async () => {
    const email = newEmail();
    await signUp(email, { subscriptions: { newsletterConsent: true } });
    const { accessToken } = await signIn(store.url, email, PASSWORD);
    const profile = await profileOf(accessToken);
    expect(profile).toMatchObject({ isLoyaltyMember: false, preferences: { newsletterOptIn: true } });
    expect(profile.enrollment).toBeUndefined();
    expect(errorIdOf((await getJson('/consumers-v3/consumer/loyalty/vouchers', accessToken)).body)).toBe('REW130');
    expect(await confirmationTokens(email)).toEqual([]);

    const joined = loyaltyEnrollmentAnswerSchema.parse((await post(store.url, ENROLLMENT_PATH, {}, bearer(accessToken))).body);
    expect(joined).toMatchObject({ enrollment: { doubleOptin: false }, confirmationSent: true });
    expect(errorIdOf((await getJson('/consumers-v3/consumer/loyalty/vouchers', accessToken)).body)).toBe('REW135');
    const resent = loyaltyEnrollmentAnswerSchema.parse((await post(store.url, ENROLLMENT_PATH, {}, bearer(accessToken))).body);
    expect(resent).toEqual({ ...joined, confirmationSent: true });
    const tokens = await confirmationTokens(email);
    expect(tokens).toHaveLength(2);
    expect((await post(store.url, CONFIRM_PATH, { token: tokens[0] })).status).toBe(200);

    const confirmed = loyaltyEnrollmentAnswerSchema.parse((await post(store.url, ENROLLMENT_PATH, {}, bearer(accessToken))).body);
    expect(confirmed).toEqual({
      memberId: joined.memberId,
      enrollment: { type: 'Loyalty', optin: true, doubleOptin: true, channel: 'email' },
      confirmationSent: false,
    });
    expect(await confirmationTokens(email)).toHaveLength(2);
  });

  it('sends at most five confirmation links an hour, and the earlier links keep working', async () => {
    const email = newEmail();
    await signUp(email, { subscriptions: { loyaltyConsent: true } });
    const { accessToken } = await signIn(store.url, email, PASSWORD);
    const sent: boolean[] = [];
    for (let i = 0; i < 5; i += 1)
      sent.push(loyaltyEnrollmentAnswerSchema.parse((await post(store.url, ENROLLMENT_PATH, {}, bearer(accessToken))).body).confirmationSent);
    expect(sent).toEqual([true, true, true, true, false]);
    const tokens = await confirmationTokens(email);
    expect(tokens).toHaveLength(5);
    expect((await post(store.url, CONFIRM_PATH, { token: tokens.at(-1) })).status).toBe(200);
  });

  it('keeps a confirmed member confirmed and refuses guests, unknown links and bad bodies without writing', async () => {
    const member = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const answer = loyaltyEnrollmentAnswerSchema.parse((await post(store.url, ENROLLMENT_PATH, {}, bearer(member.accessToken))).body);
    expect(answer).toEqual({
      memberId: 'LM40000002',
      enrollment: { type: 'Loyalty', optin: true, doubleOptin: true, channel: 'email' },
      confirmationSent: false,
    });

    const guest = await guestToken(store.url);
    const refused = await post(store.url, ENROLLMENT_PATH, {}, bearer(guest.accessToken));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([401, 'REW401']);
    expect((await post(store.url, ENROLLMENT_PATH, {})).status).toBe(401);

    const count = async () =>
      (await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM loyalty_confirmation_tokens WHERE used_at IS NOT NULL'))[0]?.n;
    const before = await count();
    expect(errorIdOf((await post(store.url, CONFIRM_PATH, { token: 'not-a-token-we-sent' })).body)).toBe('AUT402');
    expect(errorIdOf((await post(store.url, CONFIRM_PATH, { token: '' })).body)).toBeDefined();
    expect((await post(store.url, CONFIRM_PATH, { token: 42 })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

// PGlite runs one transaction at a time; on PostgreSQL two joins really do race.
describe('loyalty enrollment on PostgreSQL', () => {
  let pg: StartedServer;
  beforeAll(async () => {
    pg = await startPostgresTestServer();
  }, 120_000);
  afterAll(async () => {
    await pg?.server.close();
  });

  it('answers every join sent at once (a double click) with the one membership', async () => {
    const origin = pg.server.url;
    for (let round = 0; round < 3; round += 1) {
      const email = newEmail();
      await post(origin, '/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hale', email, password: PASSWORD });
      const { accessToken } = await signIn(origin, email, PASSWORD);
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(origin, ENROLLMENT_PATH, {}, bearer(accessToken))));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const memberIds = new Set(answers.map((answer) => loyaltyEnrollmentAnswerSchema.parse(answer.body).memberId));
      expect(memberIds.size).toBe(1);
    }
  });
});
