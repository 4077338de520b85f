import { PgExperimentEventRepository } from '@stride/adapters-storage';
import { createExperimentsVendorClient } from '@stride/adapters-http/browser';
import { serverRouteAddresses } from '@stride/application/api-routes';
import { createExperimentClient, createExperimentEventDispatcher } from '@stride/application/storefront';
import { decideFlag, type ExperimentEventBatch } from '@stride/domain/experiments';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';

// The "Done when": 200 visitor ids through the served datafile, decided by the storefront's experiment
// client, their impressions sent in the vendor's format to the event endpoint and read back from storage, compared
// with the domain's own decisions.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const VISITORS = Array.from({ length: 200 }, (_, index) => `agree-visitor-${String(index).padStart(3, '0')}`);

describe('200 visitors: the variations reported in events are the domain decisions', () => {
  it('sends one impression per visitor with the variation decideFlag gives, in batches of 10', async () => {
    const vendor = createExperimentsVendorClient({
      fetch: (input, init) => fetch(new URL(input, store.url), init),
      datafileUrl: serverRouteAddresses.getSdkDatafile.path.replace(':file', 'stride-demo.json'),
      eventsUrl: serverRouteAddresses.logExperimentEvents.path,
    });
    const datafile = await vendor.fetchDatafile();
    const sent: ExperimentEventBatch[] = [];
    const dispatcher = createExperimentEventDispatcher({
      send: async (batch) => {
        sent.push(batch);
        await vendor.sendEvents(batch);
      },
      timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
      clientVersion: 'test',
    });
    let uuid = 0;
    const client = createExperimentClient({
      datafile,
      dispatcher,
      stamp: () => ({ timestamp: Date.UTC(2026, 10, 26), uuid: `agree-${String((uuid += 1))}` }),
      onError: (message) => {
        throw new Error(message);
      },
    });

    const reported = VISITORS.map((id) => client.decide('home-spotlight', { id, attributes: { site: 'en-US' } })?.variationKey);
    // Deciding again on the same page sends no second impression.
    for (const id of VISITORS.slice(0, 20)) client.decide('home-spotlight', { id, attributes: { site: 'en-US' } });
    await dispatcher.flush();
    expect(sent.map((batch) => batch.visitors.length)).toEqual(Array.from({ length: 20 }, () => 10));

    const stored = await new PgExperimentEventRepository(store.started.sqlClient()).eventsOfVisitors(VISITORS);
    expect(stored).toHaveLength(200);
    const variationKeyById = { '3501': 'road-first', '3502': 'trail-first' } as Record<string, string>;
    const storedByVisitor = new Map(stored.map((event) => [event.visitorId, variationKeyById[event.variationId ?? ''] ?? null]));
    const expected = VISITORS.map((id) => decideFlag(datafile, 'home-spotlight', { id, attributes: { site: 'en-US' } })?.variationKey);

    expect(VISITORS.map((id) => storedByVisitor.get(id))).toEqual(expected);
    expect(reported).toEqual(expected);
    // Both variations are reached, about half each (bucketing is a hash, not a coin: exact counts are fixed).
    const trail = expected.filter((key) => key === 'trail-first').length;
    expect(trail).toBeGreaterThan(70);
    expect(trail).toBeLessThan(130);
  });
});
