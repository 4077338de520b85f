import { describe, expect, it } from 'vitest';
import type { LooseJson } from '../../testing/loose-json.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf, post } from './identity-http.fixture.js';

// POST /consumers-v3/consumer (create profile) completes what a sign-up left out; PUT /consumers-v3/consumer/notification
// keeps the shopper's notification choices (account section 7 names both calls; their payloads are Stride's).
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1' });

const PASSWORD = 'Good-pass-1';
let serial = 0;

/** A shopper signed up with names, e-mail and password only (the US site asks for nothing more): a partial profile. */
async function newShopper(): Promise<string> {
  const email = `partial.${Date.now()}.${++serial}@example.com`;
  const res = await post(store.url, '/consumers-v3/auth/signup', { firstName: 'Sam', lastName: 'Taylor', email, password: PASSWORD });
  expect(res.status).toBe(201);
  return (await signIn(store.url, email, PASSWORD)).accessToken;
}

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(new URL(path, store.url), {
    method,
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as LooseJson };
}

const create = (token: string | undefined, consumerDetails: unknown, query = '') =>
  call('POST', `/consumers-v3/consumer${query}`, token, { consumerProfile: { consumerDetails } });
const notify = (token: string | undefined, body: unknown) => call('PUT', '/consumers-v3/consumer/notification', token, body);
const profile = async (token: string) => (await call('GET', '/consumers-v3/consumer', token)).body.consumerProfile;

describe('POST /consumers-v3/consumer: create profile', () => {
  it('creates the details a profile lacks (phone, birth date, postal code, gender), answered as GET answers them, 201 and no-store', async () => {
    const token = await newShopper();
    expect((await profile(token)).consumerDetails.birthDate).toBeUndefined();
    const created = await create(token, { phone: '(646) 555-0187', phoneCode: '+1', birthDate: '1990-05-04', postalCode: '10001', gender: 'F' });
    expect(created.status).toBe(201);
    expect(created.cacheControl).toBe('no-store');
    expect(created.body.consumerProfile.consumerDetails).toMatchObject({
      firstName: 'Sam',
      birthDate: '1990-05-04',
      postalCode: '10001',
      gender: 'F',
      phone: '6465550187',
    });
    expect((await profile(token)).consumerDetails).toEqual(created.body.consumerProfile.consumerDetails);
  });

  it('refuses what the profile already holds with PRO409 and writes nothing, even beside a detail it lacks', async () => {
    const token = await newShopper();
    const before = await profile(token);
    const taken = await create(token, { firstName: 'Other', postalCode: '10001' });
    expect([taken.status, errorIdOf(taken.body)]).toEqual([409, 'PRO409']);
    expect(taken.body.errorDetails[0].message).toContain('already on your profile');
    expect(await profile(token)).toEqual(before);
    expect((await create(token, { birthDate: '1991-02-03' })).status).toBe(201);
    // A birth date is set once: neither a second creation nor PUT changes it.
    expect(errorIdOf((await create(token, { birthDate: '1985-01-01' })).body)).toBe('PRO409');
    expect((await profile(token)).consumerDetails.birthDate).toBe('1991-02-03');
  });

  it('checks each detail as sign-up and PUT do (PRO410 too young, ATTR300 a bad phone, an unknown field or nothing sent), writing nothing', async () => {
    const token = await newShopper();
    const before = await profile(token);
    const nextYear = new Date().getUTCFullYear() - 5;
    expect(errorIdOf((await create(token, { birthDate: `${nextYear}-01-01` })).body)).toBe('PRO410');
    expect(errorIdOf((await create(token, { phone: '12' })).body)).toBe('ATTR300');
    expect(errorIdOf((await create(token, { email: 'x@example.com' })).body)).toBe('ATTR300');
    expect(errorIdOf((await create(token, { postalCode: '  ' })).body)).toBe('ATTR300');
    expect((await call('POST', '/consumers-v3/consumer', token, '{"consumerProfile":')).status).toBe(400);
    expect(await profile(token)).toEqual(before);
  });

  it('answers a guest PRO404 (a guest has no profile) and no token 401', async () => {
    const guest = await guestToken(store.url);
    expect(errorIdOf((await create(guest.accessToken, { postalCode: '10001' })).body)).toBe('PRO404');
    expect((await create(undefined, { postalCode: '10001' })).status).toBe(401);
  });
});

describe('PUT /consumers-v3/consumer/notification', () => {
  it("changes the kinds named, keeps the rest, answers every kind and shows them in the profile's preferences", async () => {
    const token = await newShopper();
    expect((await profile(token)).preferences.notifications).toEqual([
      { type: 'ORDER_UPDATES', email: true, sms: false },
      { type: 'BACK_IN_STOCK', email: false, sms: false },
      { type: 'PRICE_DROPS', email: false, sms: false },
      { type: 'REWARDS', email: false, sms: false },
    ]);
    const changed = await notify(token, {
      notifications: [
        { type: 'PRICE_DROPS', email: true },
        { type: 'ORDER_UPDATES', email: false },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.cacheControl).toBe('no-store');
    expect(changed.body.notifications).toEqual([
      { type: 'ORDER_UPDATES', email: false, sms: false },
      { type: 'BACK_IN_STOCK', email: false, sms: false },
      { type: 'PRICE_DROPS', email: true, sms: false },
      { type: 'REWARDS', email: false, sms: false },
    ]);
    expect((await profile(token)).preferences.notifications).toEqual(changed.body.notifications);
  });

  it('takes text messages only with a phone on the profile; a kind twice, an unknown kind or an empty list are ATTR300; nothing written', async () => {
    const token = await newShopper();
    const before = (await profile(token)).preferences.notifications;
    const noPhone = await notify(token, { notifications: [{ type: 'ORDER_UPDATES', sms: true }] });
    expect([noPhone.status, errorIdOf(noPhone.body)]).toEqual([400, 'ATTR300']);
    expect(noPhone.body.errorDetails[0].message).toContain('phone');
    expect(
      errorIdOf(
        (
          await notify(token, {
            notifications: [
              { type: 'REWARDS', email: true },
              { type: 'REWARDS', sms: false },
            ],
          })
        ).body,
      ),
    ).toBe('ATTR300');
    expect(errorIdOf((await notify(token, { notifications: [{ type: 'NEWSLETTER', email: true }] })).body)).toBe('ATTR300');
    expect(errorIdOf((await notify(token, { notifications: [] })).body)).toBe('ATTR300');
    expect(errorIdOf((await notify(token, { notifications: [{ type: 'REWARDS', email: 'yes' }] })).body)).toBe('ATTR300');
    expect((await profile(token)).preferences.notifications).toEqual(before);
    expect((await create(token, { phone: '6465550123', phoneCode: '+1' })).status).toBe(201);
    const sms = await notify(token, { notifications: [{ type: 'ORDER_UPDATES', sms: true }] });
    expect(sms.body.notifications[0]).toEqual({ type: 'ORDER_UPDATES', email: true, sms: true });
  });

  it('answers a guest PRO404 and no token 401', async () => {
    const guest = await guestToken(store.url);
    expect(errorIdOf((await notify(guest.accessToken, { notifications: [{ type: 'REWARDS', email: true }] })).body)).toBe('PRO404');
    expect((await notify(undefined, { notifications: [{ type: 'REWARDS', email: true }] })).status).toBe(401);
  });
});
