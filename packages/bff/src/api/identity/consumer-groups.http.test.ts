import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { consumerProfileAnswerSchema, type ConsumerProfileView } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { signIn } from '../../testing/tokens.js';
import { post } from './identity-http.fixture.js';

// The special consumer groups' figures in the profile answer (account sections 3 and 6): each demo persona's
// consumerDetails carries its own group's spend and identities, and nothing of anyone else's.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const GROUP_KEYS = ['employee', 'athlete', 'prosumer'] as const;

async function profileAs(token: string, query = ''): Promise<{ profile: ConsumerProfileView; cacheControl: string | null }> {
  const res = await fetch(new URL(`/consumers-v3/consumer${query}`, store.url), { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return { profile: consumerProfileAnswerSchema.parse(await res.json()).consumerProfile, cacheControl: res.headers.get('cache-control') };
}

/** The group figures and identities of an answer, and the keys of the groups it holds. */
const groupsOf = (profile: ConsumerProfileView) => ({
  groups: GROUP_KEYS.filter((key) => profile.consumerDetails[key] !== undefined),
  identity: profile.consumerDetails.identity,
});

describe('GET /consumers-v3/consumer: the special groups', () => {
  it("answers each persona's own spend against the cap or credit and identities, a plain shopper none, never another's", async () => {
    const personas = [
      {
        email: DemoEmail.employee,
        consumerNo: '1000000003',
        groups: ['employee'],
        identity: [],
        figures: { employee: { currentSpend: 320, annualCap: 1500, currency: 'USD' } },
      },
      {
        email: DemoEmail.athlete,
        consumerNo: '1000000004',
        groups: ['athlete'],
        identity: [],
        figures: { athlete: { currentSpend: 400, annualCredit: 2500, currency: 'USD' } },
      },
      {
        email: DemoEmail.ipa,
        consumerNo: '1000000006',
        groups: ['prosumer'],
        identity: [{ type: 'IPA' }],
        figures: { prosumer: { currentSpend: 275.5, annualCredit: 1000, currency: 'USD' } },
      },
      {
        email: DemoEmail.wranx,
        consumerNo: '1000000007',
        groups: ['prosumer'],
        identity: [{ type: 'WRANX' }],
        figures: { prosumer: { currentSpend: 120, annualCredit: 600, currency: 'USD' } },
      },
      {
        email: DemoEmail.ipaWranx,
        consumerNo: '1000000008',
        groups: ['prosumer'],
        identity: [{ type: 'IPA' }, { type: 'WRANX' }],
        figures: { prosumer: { currentSpend: 650, annualCredit: 800, currency: 'USD' } },
      },
      { email: DemoEmail.shopper, consumerNo: '1000000001', groups: [], identity: [], figures: {} },
    ];
    for (const persona of personas) {
      const { accessToken } = await signIn(store.url, persona.email, DEMO_PASSWORD);
      const { profile, cacheControl } = await profileAs(accessToken);
      expect(cacheControl, persona.email).toContain('no-store');
      expect([profile.consumerNo, profile.email, profile.consumerDetails.email]).toEqual([persona.consumerNo, persona.email, persona.email]);
      expect(groupsOf(profile), persona.email).toEqual({ groups: persona.groups, identity: persona.identity });
      expect(profile.consumerDetails, persona.email).toMatchObject(persona.figures);
      // Naming another consumer in the query changes nothing: the answer is always the caller's own.
      const asking = await profileAs(accessToken, `?consumerId=1000000008&consumerNo=1000000003&email=${encodeURIComponent(DemoEmail.ipaWranx)}`);
      expect(asking.profile, persona.email).toEqual(profile);
    }
  });

  it("answers the address list and the sign-up's source (acquisition type, campaign) of the account, when recorded", async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const { profile } = await profileAs(shopper.accessToken);
    expect(profile.consumerDetails).toMatchObject({ gender: 'U', birthDate: '1990-04-12', postalCode: '10012' });
    expect(profile.consumerDetails.address).toEqual([
      expect.objectContaining({
        id: 'ADDR-1000000001-S',
        addressId: 'ADDR-1000000001-S',
        approachType: 'S',
        main: true,
        addressLine1: '88 Spring Street',
        city: 'New York',
      }),
    ]);
    expect(profile.consumerDetails).not.toHaveProperty('source');

    const email = `group.sourced.${Date.now()}@example.com`;
    const source = { store: 'S001', acquisitionType: 'Registered', campaignName: 'spring-26' };
    const created = await post(store.url, '/consumers-v3/auth/signup', { firstName: 'Robin', lastName: 'Hale', email, password: 'Good-pass-1', source });
    expect(created.status).toBe(201);
    const joined = await signIn(store.url, email, 'Good-pass-1');
    const answer = (await profileAs(joined.accessToken)).profile;
    expect(answer.consumerDetails).toMatchObject({ address: [], identity: [], source: { acquisitionType: 'Registered', campaignName: 'spring-26' } });
    expect(groupsOf(answer).groups).toEqual([]);
  });
});
