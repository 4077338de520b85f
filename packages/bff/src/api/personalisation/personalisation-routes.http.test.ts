import { DEMO_PASSWORD, DemoEmail, demoExperimentsDatafile } from '@stride/adapters-storage';
import { decideFlag } from '@stride/domain/experiments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, placeOrder, readyBasket } from '../checkout/checkout-http.fixture.js';
import { buyableDemoVariant } from '../../testing/demo-variants.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const count = async (sql: string, params: unknown[] = []) => (await store.started.sqlClient().query<{ n: number }>(sql, params))[0]?.n ?? 0;

function impression(visitorId: string, uuid: string, variationId = '3502') {
  return {
    visitor_id: visitorId,
    attributes: [{ entity_id: '7101', key: 'site', type: 'custom', value: 'en-US' }],
    snapshots: [
      {
        decisions: [{ campaign_id: '8501', experiment_id: '1501', variation_id: variationId }],
        events: [{ entity_id: '8501', key: 'campaign_activated', timestamp: 1_790_000_000_000, uuid }],
      },
    ],
  };
}
const batchOf = (visitors: unknown[]) => ({
  account_id: '9900001',
  project_id: '2210001',
  revision: '1',
  client_name: 'stride-storefront',
  client_version: '0.1.0',
  anonymize_ip: true,
  enrich_decisions: true,
  visitors,
});

describe('GET /fapi/experiments/datafile and /fapi/experiments/datafiles/{sdkKey}.json', () => {
  it('serves the seeded demo datafile with its revision as ETag, public for a minute, and 304 on If-None-Match', async () => {
    const res = await fetch(new URL('/fapi/experiments/datafile', store.url));
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag');
    // Weak once the answer is compressed: the same revision either way.
    expect(etag?.replace(/^W\//, '')).toBe('"stride-demo-1"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const datafile = (await res.json()) as typeof demoExperimentsDatafile;
    expect(datafile).toEqual(demoExperimentsDatafile);
    expect(decideFlag(datafile, 'home-spotlight', { id: 'visitor-1' })?.ruleKey).toBe('home-spotlight-test');

    const again = await fetch(new URL('/fapi/experiments/datafile', store.url), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the same file by SDK key in the CDN shape, and an unknown key like a missing file', async () => {
    const byKey = await api(store.url, 'GET', '/fapi/experiments/datafiles/stride-demo.json');
    expect(byKey.status).toBe(200);
    expect(byKey.body.projectId).toBe('2210001');
    const missing = await api(store.url, 'GET', '/fapi/experiments/datafiles/nobody-s-key.json');
    expect([missing.status, errorId(missing)]).toEqual([404, 'EXP404']);
    const bad = await api(store.url, 'GET', '/fapi/experiments/datafiles/stride-demo.txt');
    expect([bad.status, errorId(bad)]).toEqual([400, 'ATTR300']);
  });
});

describe('POST /fapi/experiments/v1/events', () => {
  it("stores the vendor's batch, one row per event, and counts a resent event once", async () => {
    const batch = batchOf([impression('visitor-events-1', 'uuid-events-1'), impression('visitor-events-2', 'uuid-events-2', '3501')]);
    expect(await api(store.url, 'POST', '/fapi/experiments/v1/events', undefined, batch)).toMatchObject({ status: 200, body: { accepted: 2, duplicates: 0 } });
    expect(await api(store.url, 'POST', '/fapi/experiments/v1/events', undefined, batch)).toMatchObject({ status: 200, body: { accepted: 0, duplicates: 2 } });
    expect(await count(`SELECT count(*)::int AS n FROM experiment_events WHERE visitor_id IN ('visitor-events-1', 'visitor-events-2')`)).toBe(2);
    const rows = await store.started.sqlClient().query(`SELECT variation_id, event_key FROM experiment_events WHERE uuid = 'uuid-events-1'`);
    expect(rows).toEqual([{ variation_id: '3502', event_key: 'campaign_activated' }]);
  });

  it('refuses generated bad batches with 400 ATTR300 and stores nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM experiment_event_batches');
    const bad = fc.oneof(
      fc.jsonValue(),
      fc.constant(batchOf([])),
      fc.constant({ ...batchOf([impression('v', 'u')]), anonymize_ip: 'yes' }),
      fc.constant(batchOf([{ ...impression('v', 'u'), visitor_id: '' }])),
      fc.constant(batchOf([{ ...impression('v', 'u'), attributes: [{ entity_id: '1', key: 'k', type: 'custom', value: { nested: true } }] }])),
      fc.constant(batchOf(Array.from({ length: 101 }, (_, i) => impression(`v${i}`, `u${i}`)))),
      fc.constant(batchOf([{ visitor_id: 'v', attributes: [], snapshots: [{ events: [{ entity_id: '1', key: 'k', timestamp: 1.5, uuid: 'x' }] }] }])),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (body) => {
        const res = await api(store.url, 'POST', '/fapi/experiments/v1/events', undefined, body ?? null);
        expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
      }),
      { numRuns: 25 },
    );
    expect(await count('SELECT count(*)::int AS n FROM experiment_event_batches')).toBe(before);
  });
});

describe('POST /fapi/analytics/events', () => {
  const event = (type: string, promotionId: string) => ({
    event: type,
    timestamp: 1_790_000_000_000,
    page: '/en-us',
    promotion: { promotionId, promotionName: 'Trail week', creativeName: 'hero-trail', position: 'hero' },
  });

  it('stores a batch of promotion events and answers how many; answers are not cached', async () => {
    const res = await fetch(new URL('/fapi/analytics/events', store.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          event('promotion_impression', 'promo-analytics-1'),
          event('promotion_impression', 'promo-analytics-1'),
          event('promotion_click', 'promo-analytics-1'),
        ],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ accepted: 3 });
    expect(await count(`SELECT count(*)::int AS n FROM analytics_events WHERE promotion_id = 'promo-analytics-1'`)).toBe(3);
  });

  it('refuses an unknown event type, an empty or oversized batch, and a page that is not a path, writing nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM analytics_events');
    for (const body of [
      { events: [] },
      { events: [{ ...event('promotion_impression', 'p'), event: 'page_view' }] },
      { events: Array.from({ length: 51 }, () => event('promotion_click', 'p')) },
      { events: [{ ...event('promotion_click', 'p'), page: 'https://elsewhere.example/' }] },
      { events: [{ ...event('promotion_click', 'p'), extra: 1 }] },
    ]) {
      const res = await api(store.url, 'POST', '/fapi/analytics/events', undefined, body);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
    expect(await count('SELECT count(*)::int AS n FROM analytics_events')).toBe(before);
  });
});

describe('POST /api/engine/v1/decide/{brand}', () => {
  const decide = (body: unknown, brand = 'stride', locale = 'en-US') =>
    api(store.url, 'POST', `/api/engine/v1/decide/${brand}?locale=${locale}`, undefined, body);

  it('answers products bought together in past orders first, then the same category, sliced to the count', async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const first = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor >= 6000);
    const companion = buyableDemoVariant((v) => v.productType === 'APPAREL' && v.onlineStock >= 3 && v.productId !== first.productId);
    const basketId = await readyBasket(store.url, shopper.accessToken, first);
    expectOk(
      await api(store.url, 'POST', '/cart/v1/item', shopper.accessToken, {
        items: [{ cartId: basketId, productId: companion.productId, upc: companion.upc, qty: 1 }],
      }),
      'second item',
    );
    await payWithCard(store.url, shopper.accessToken, basketId, '4111111111111111');
    expectOk(await placeOrder(store.url, shopper.accessToken, basketId), 'order');

    const answer = await decide({
      channel: 'stride-web',
      monetateId: '5.123456789.1700000000000',
      events: [
        { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1' },
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: first.productId }] },
        { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt.X.1'] },
      ],
      count: 4,
    });
    expect(answer.status).toBe(200);
    const response = answer.body.data.responses[0];
    expect(response.requestId).toBe('req-1');
    const items = response.actions[0].items as { id: string; reason: string; link: string; currency: string; price: number }[];
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({ id: companion.productId, reason: 'bought-together', currency: 'USD' });
    expect(items[0]?.link).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${companion.productId}$`));
    const reasons = items.map((item) => item.reason);
    expect(reasons).toEqual([...reasons].sort());
    expect(reasons).toContain('same-category');
    expect(items.map((item) => item.id)).not.toContain(first.productId);
    expect(new Set(items.map((item) => item.id)).size).toBe(4);
  });

  it("prices in the site's currency and answers the top products without a context", async () => {
    const answer = await decide(
      { channel: 'stride-web', events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r' }], count: 3 },
      'stride',
      'en-GB',
    );
    const items = answer.body.data.responses[0].actions[0].items as { currency: string; link: string }[];
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.currency === 'GBP' && item.link.startsWith('/en-gb/p/'))).toBe(true);
  });

  it('answers another brand like a missing one, and refuses bad bodies with ATTR300', async () => {
    const other = await decide({ channel: 'web', events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r' }] }, 'other-brand');
    expect([other.status, errorId(other)]).toEqual([404, 'REC404']);
    for (const body of [
      {},
      { channel: 'web', events: [] },
      { channel: 'web', events: [{ eventType: 'monetate:context:Nope' }] },
      { channel: 'web', events: [], count: 99 },
    ]) {
      const res = await decide(body);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
  });
});

describe('POST /consumers-v3/consumer/event-registration', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    email: { email: DemoEmail.loyalty },
    attendingDays: '2026-06-12,2026-06-13',
    eventId: 'trail-run-weekend',
    eventTermsAccepted: true,
    firstName: 'Lou',
    lastName: 'Loyal',
    gender: 'F',
    phoneNumber: '2125550100',
    plusOne: 'Zoé d’Arcy',
    registrationTimestamp: '2026-05-01T10:00:00.000Z',
    ...overrides,
  });
  const registrations = () => count(`SELECT count(*)::int AS n FROM event_registrations WHERE event_id = 'trail-run-weekend'`);

  it('registers a signed-in shopper with the days and the guest, and a second submit replaces the first', async () => {
    const member = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const res = await api(store.url, 'POST', '/consumers-v3/consumer/event-registration', member.accessToken, body());
    expect(res).toMatchObject({
      status: 200,
      body: { eventId: 'trail-run-weekend', attendingDays: ['2026-06-12', '2026-06-13'], plusOne: 'Zoé d’Arcy', email: DemoEmail.loyalty },
    });
    await api(store.url, 'POST', '/consumers-v3/consumer/event-registration', member.accessToken, body({ attendingDays: '2026-06-13', plusOne: '' }));
    const rows = await store.started.sqlClient().query(`SELECT attending_days, plus_one FROM event_registrations WHERE event_id = 'trail-run-weekend'`);
    expect(rows).toEqual([{ attending_days: ['2026-06-13'], plus_one: null }]);
  });

  it('refuses a guest, unticked terms, a guest name outside the name rule and another e-mail, writing nothing', async () => {
    const before = await registrations();
    const guest = await guestToken(store.url);
    const asGuest = await api(store.url, 'POST', '/consumers-v3/consumer/event-registration', guest.accessToken, body());
    expect([asGuest.status, errorId(asGuest)]).toEqual([403, 'AUT432']);
    const anonymous = await api(store.url, 'POST', '/consumers-v3/consumer/event-registration', undefined, body());
    expect([anonymous.status, errorId(anonymous)]).toEqual([401, 'AUT432']);

    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const post = (overrides: Record<string, unknown>) =>
      api(store.url, 'POST', '/consumers-v3/consumer/event-registration', shopper.accessToken, body({ email: { email: DemoEmail.shopper }, ...overrides }));
    const terms = await post({ eventTermsAccepted: false });
    expect([terms.status, errorId(terms), terms.body.errorDetails[0].message]).toEqual([400, 'EVT400', 'Please accept the event terms to join.']);
    const guestName = await post({ plusOne: 'R2-D2' });
    expect([guestName.status, errorId(guestName), guestName.body.errorDetails[0].message]).toEqual([400, 'EVT400', 'Name is not valid.']);
    const otherEmail = await post({ email: { email: 'someone.else@stride.example' } });
    expect([otherEmail.status, errorId(otherEmail)]).toEqual([400, 'EVT400']);
    for (const bad of [
      { attendingDays: 'next friday' },
      { registrationTimestamp: 'yesterday' },
      { eventId: '' },
      { plusOne: 'x'.repeat(101) },
      { eventTermsAccepted: 'yes' },
    ]) {
      const res = await post(bad);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
    expect(await registrations()).toBe(before);
  });
});
