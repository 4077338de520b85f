import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { cartAnswerSchema, consumerProfileAnswerSchema, type CartAnswer, type ConsumerProfileAnswer } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from './identity-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

async function call(method: 'GET' | 'PUT', path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(new URL(path, store.url), {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const profileOf = (body: unknown): ConsumerProfileAnswer['consumerProfile'] => consumerProfileAnswerSchema.parse(body).consumerProfile;
const getProfile = async (token: string, query = '') => {
  const res = await call('GET', `/consumers-v3/consumer${query}`, token);
  expect(res.status).toBe(200);
  return profileOf(res.body);
};
const employeeDiscount = (cart: CartAnswer) => cart.items.flatMap((item) => item.productPromotions).filter((p) => p.promotionId === 'PROMO-EMPLOYEE40');

describe('GET /consumers-v3/consumer', () => {
  it("answers the demo shopper's profile, with the loyalty summary only when asked for", async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const profile = await getProfile(shopper.accessToken);
    expect(profile).toMatchObject({
      consumerNo: shopper.consumerNo,
      consumerType: 'REGISTERED',
      email: DemoEmail.shopper,
      consumerDetails: {
        email: DemoEmail.shopper,
        firstName: 'Alex',
        lastName: 'Rivera',
        phone: '2125550140',
        phoneCode: '+1',
        postalCode: '10012',
        birthDate: '1990-04-12',
      },
      preferences: { isEmployeeDiscountTCAccepted: false, newsletterOptIn: false, interests: 'Running|Trail', preferredShoeSize: '10' },
      isLoyaltyMember: false,
    });
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    expect((await getProfile(loyal.accessToken, '?includeLoyaltySummary=true')).loyaltySummary).toEqual({
      memberId: 'LM40000002',
      currentLoyaltyPoints: 2450,
      points: { balance: 2450 },
    });
    expect(await getProfile(loyal.accessToken, '?includeLoyaltySummary=false')).not.toHaveProperty('loyaltySummary');
    expect(errorIdOf((await call('GET', '/consumers-v3/consumer?includeLoyaltySummary=yes', loyal.accessToken)).body)).toBe('ATTR300');
  });

  it('answers 401 AUT432 without a token and 404 PRO404 for a guest, who has no profile', async () => {
    const anonymous = await call('GET', '/consumers-v3/consumer', undefined);
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
    const guest = await guestToken(store.url);
    const asGuest = await call('GET', '/consumers-v3/consumer', guest.accessToken);
    expect([asGuest.status, errorIdOf(asGuest.body)]).toEqual([404, 'PRO404']);
    const put = await call('PUT', '/consumers-v3/consumer', guest.accessToken, { consumerProfile: { consumerDetails: { firstName: 'Guest' } } });
    expect([put.status, errorIdOf(put.body)]).toEqual([404, 'PRO404']);
    expect((await call('PUT', '/consumers-v3/consumer', undefined, { consumerProfile: {} })).status).toBe(401);
  });
});

describe('PUT /consumers-v3/consumer', () => {
  it('changes the name and the newsletter choice, and the next GET shows them', async () => {
    const shopper = await signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD);
    const put = await call('PUT', '/consumers-v3/consumer', shopper.accessToken, {
      consumerProfile: { consumerDetails: { firstName: ' Robin ', lastName: 'Chen-Park', phone: '(303) 555-0199' }, preferences: { newsletterOptIn: true } },
    });
    expect(put.status).toBe(200);
    const expected = {
      consumerDetails: { firstName: 'Robin', lastName: 'Chen-Park', phone: '3035550199', phoneCode: '+1', postalCode: '80202' },
      preferences: { newsletterOptIn: true },
    };
    expect(profileOf(put.body)).toMatchObject(expected);
    expect(await getProfile(shopper.accessToken)).toMatchObject({
      ...expected,
      consumerDetails: { ...expected.consumerDetails, athlete: { currentSpend: 400, annualCredit: 2500, currency: 'USD' } },
    });
  });

  it('answers 400 for bad bodies and changes nothing', async () => {
    const shopper = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const before = await getProfile(shopper.accessToken);
    const bad: [unknown, string | RegExp][] = [
      [{ consumerProfile: { consumerDetails: { firstName: 'Ann', lastName: 'L' } } }, /consumerDetails\.lastName/],
      [{ consumerProfile: { consumerDetails: { firstName: 'Ann', phone: '555' } } }, 'consumerDetails.phone: A valid phone number is required'],
      [{ consumerProfile: { consumerDetails: { firstName: 'Ann', postalCode: '02116-000000' } } }, /postalCode/],
      [{ consumerProfile: { consumerDetails: { firstName: 'Ann', email: 'new@stride.example' } } }, /email/],
      [{ consumerProfile: { preferences: { newsletterOptIn: true, isEmployeeDiscountTCAccepted: false } } }, /never withdrawn/],
      [{ consumerProfile: { consumerDetails: { firstName: 42 } } }, /firstName/],
      [{ firstName: 'Ann' }, /consumerProfile/],
      ['{ not json', /not valid JSON/],
    ];
    for (const [body, message] of bad) {
      const res = await call('PUT', '/consumers-v3/consumer', shopper.accessToken, body);
      expect([res.status, errorIdOf(res.body)], JSON.stringify(body)).toEqual([400, 'ATTR300']);
      expect((res.body as { errorDetails: { message: string }[] }).errorDetails[0]?.message).toMatch(message);
    }
    expect(await getProfile(shopper.accessToken)).toEqual(before);
  });

  it("answers 409 AUT444 to a phone that is another account's, and changes nothing; one's own phone is kept", async () => {
    const ipa = await signIn(store.url, DemoEmail.ipa, DEMO_PASSWORD);
    const before = await getProfile(ipa.accessToken);
    // The demo shopper's phone, typed with punctuation: compared by its digits, as sign-up compares it (AUT442).
    const taken = await call('PUT', '/consumers-v3/consumer', ipa.accessToken, {
      consumerProfile: { consumerDetails: { firstName: 'Ines', phone: '(212) 555-0140' } },
    });
    expect(taken).toMatchObject({ status: 409, body: { errorDetails: [{ errorId: 'AUT444', message: 'This phone number is already in use.' }] } });
    expect(await getProfile(ipa.accessToken)).toEqual(before);

    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const own = await call('PUT', '/consumers-v3/consumer', shopper.accessToken, { consumerProfile: { consumerDetails: { phone: '212-555-0140' } } });
    expect(own.status).toBe(200);
    expect(profileOf(own.body).consumerDetails).toMatchObject({ phone: '2125550140', phoneCode: '+1' });
  });

  it('skips an update whose values are all blank (account section 5)', async () => {
    const shopper = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const before = await getProfile(shopper.accessToken);
    const res = await call('PUT', '/consumers-v3/consumer', shopper.accessToken, { consumerProfile: { consumerDetails: { firstName: '  ', lastName: '' } } });
    expect([res.status, profileOf(res.body)]).toEqual([200, before]);
  });

  it('refuses the employee terms to a shopper with 403 AUT432 and changes nothing', async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const res = await call('PUT', '/consumers-v3/consumer', shopper.accessToken, {
      consumerProfile: { consumerDetails: { firstName: 'Alexis' }, preferences: { isEmployeeDiscountTCAccepted: true } },
    });
    expect([res.status, errorIdOf(res.body)]).toEqual([403, 'AUT432']);
    expect((res.body as { errorDetails: { message: string }[] }).errorDetails[0]?.message).toBe(
      'Only an employee account can accept the employee discount terms.',
    );
    expect(await getProfile(shopper.accessToken)).toMatchObject({
      consumerDetails: { firstName: 'Alex' },
      preferences: { isEmployeeDiscountTCAccepted: false },
    });
  });

  it('lets the employee accept the terms: the cart gets the employee discount and the next token says accepted', async () => {
    const employee = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD);
    expect([employee.consumerType, employee.isEmployeeDiscountTCAccepted]).toEqual(['EMPLOYEE', false]);
    const cart = await createCartWithItem(store.url, employee.accessToken);
    expect(employeeDiscount(cart)).toEqual([]);

    const put = await call('PUT', '/consumers-v3/consumer', employee.accessToken, { consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: true } } });
    expect(put.status).toBe(200);
    expect(profileOf(put.body)).toMatchObject({
      consumerType: 'EMPLOYEE',
      preferences: { isEmployeeDiscountTCAccepted: true },
      consumerDetails: { employee: { annualCap: 1500, currentSpend: 320 } },
    });

    const reloaded = await call('GET', `/cart/v1/cart/${cart.basketId}`, employee.accessToken);
    const priced = cartAnswerSchema.parse(reloaded.body);
    expect(employeeDiscount(priced)).toHaveLength(1);
    expect(priced.totals.totalDiscount).toBeGreaterThan(cart.totals.totalDiscount);

    const next = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD);
    expect(next.isEmployeeDiscountTCAccepted).toBe(true);
    // Accepting again is harmless; there is no way back.
    const again = await call('PUT', '/consumers-v3/consumer', employee.accessToken, {
      consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: true } },
    });
    expect(again.status).toBe(200);
  });
});

describe('PUT /consumers-v3/consumer: interests and preferred shoe size (account sections 3 and 9)', () => {
  it('stores the interests pipe-separated in the store order and a shoe size; refuses unknown ones; an empty value clears', async () => {
    const email = `prefs-${Date.now()}@example.com`;
    const signUp = await fetch(new URL('/consumers-v3/auth/signup', store.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Rae', lastName: 'Moss', email, password: 'Good-pass-1' }),
    });
    expect(signUp.status).toBe(201);
    const token = (await signIn(store.url, email, 'Good-pass-1')).accessToken;
    const put = (preferences: Record<string, unknown>) => call('PUT', '/consumers-v3/consumer', token, { consumerProfile: { preferences } });
    const saved = await put({ interests: 'Trail|Running', preferredShoeSize: '9.5' });
    expect(saved.status).toBe(200);
    expect(profileOf(saved.body).preferences).toMatchObject({ interests: 'Running|Trail', preferredShoeSize: '9.5' });
    for (const [preferences, field] of [
      [{ interests: 'Running|Knitting' }, 'preferences.interests: Knitting is not an interest this store offers'],
      [{ preferredShoeSize: '16' }, 'preferences.preferredShoeSize: 16 is not a shoe size (4 to 15 in half sizes)'],
    ] as const) {
      const refused = await put(preferences);
      expect(refused).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'ATTR300', message: field }] } });
    }
    expect((await getProfile(token)).preferences).toMatchObject({ interests: 'Running|Trail', preferredShoeSize: '9.5' });
    const cleared = await put({ interests: '', preferredShoeSize: '' });
    expect(profileOf(cleared.body).preferences).not.toHaveProperty('interests');
    expect(profileOf(cleared.body).preferences).not.toHaveProperty('preferredShoeSize');
  });
});
