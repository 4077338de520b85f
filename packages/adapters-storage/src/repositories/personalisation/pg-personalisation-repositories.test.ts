import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import { demoExperimentsDatafile } from '../../demo/demo-experiments.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgAnalyticsEventRepository } from './pg-analytics-event-repository.js';
import { PgExperimentDatafileRepository } from './pg-experiment-datafile-repository.js';
import { PgExperimentEventRepository } from './pg-experiment-event-repository.js';

const context = {
  account_id: '9900001',
  project_id: '2210001',
  revision: '1',
  anonymize_ip: true,
  enrich_decisions: true,
  client_name: 't',
  client_version: '1',
};
const impression = (visitor: string, uuid: string, variation: string, at: number) => ({
  visitor_id: visitor,
  attributes: [],
  snapshots: [
    {
      decisions: [{ campaign_id: '8501', experiment_id: '1501', variation_id: variation }],
      events: [{ entity_id: '8501', key: 'campaign_activated', timestamp: at, uuid }],
    },
  ],
});
const conversion = (visitor: string, uuid: string, at: number) => ({
  visitor_id: visitor,
  attributes: [],
  snapshots: [{ events: [{ entity_id: '9102', key: 'purchase', timestamp: at, uuid, revenue: 12999, tags: { size: '10' } }] }],
});

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('experiments and analytics storage on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('keeps a seeded datafile, then counts its own revisions on each import and writes them into the file', async () => {
    const datafiles = new PgExperimentDatafileRepository(db);
    expect(await datafiles.find('stride-demo')).toBeNull();
    expect((await datafiles.seed('stride-demo', demoExperimentsDatafile)).revision).toBe(1);
    expect((await datafiles.seed('stride-demo', { ...demoExperimentsDatafile, revision: '9' })).datafile).toEqual(demoExperimentsDatafile);
    const [a, b] = await Promise.all([
      datafiles.save('stride-demo', demoExperimentsDatafile, new Date()),
      datafiles.save('stride-demo', demoExperimentsDatafile, new Date()),
    ]);
    expect([a?.revision, b?.revision].sort()).toEqual([2, 3]);
    expect((await datafiles.find('stride-demo'))?.datafile['revision']).toBe('3');
  });

  it('stores events once per uuid and counts visitors and conversions after the first impression per variation', async () => {
    const events = new PgExperimentEventRepository(db);
    const batch = {
      ...context,
      visitors: [
        impression('a', 'u1', '3501', 1000),
        impression('b', 'u2', '3502', 1000),
        impression('c', 'u3', '3502', 1000),
        conversion('c', 'u4', 2000),
        // Bought before being shown the experiment: not a conversion of it.
        conversion('b', 'u5', 500),
      ],
    };
    expect(await events.record(batch, new Date())).toEqual({ accepted: 5, duplicates: 0 });
    expect(await events.record(batch, new Date())).toEqual({ accepted: 0, duplicates: 5 });
    expect(await events.countsByVariation()).toEqual([
      { experimentId: '1501', variationId: '3501', visitors: 1, conversions: {} },
      { experimentId: '1501', variationId: '3502', visitors: 2, conversions: { purchase: 1 } },
    ]);
    expect((await events.eventsOfVisitors(['c'])).map((event) => event.eventKey)).toEqual(['campaign_activated', 'purchase']);
  });

  it('stores a batch of analytics events and counts impressions and clicks per promotion', async () => {
    const analytics = new PgAnalyticsEventRepository(db);
    const promotion = { promotionId: 'hp', promotionName: 'Trail week' };
    const at = 1_790_000_000_000;
    expect(
      await analytics.record(
        [
          { event: 'promotion_impression', timestamp: at, page: '/en-us', promotion },
          { event: 'promotion_impression', timestamp: at, page: '/en-us', promotion },
          { event: 'promotion_click', timestamp: at, page: '/en-us', promotion, url: '/en-us/c/trail-4300' },
          { event: 'top_nav_click', timestamp: at, page: '/en-us', label: 'Men' },
        ],
        new Date(),
      ),
    ).toBe(4);
    expect(await analytics.promotionCounts()).toEqual([{ promotionId: 'hp', promotionName: 'Trail week', impressions: 2, clicks: 1 }]);
  });
});
