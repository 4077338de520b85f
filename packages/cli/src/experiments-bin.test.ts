import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@stride/bff';
import { demoExperimentsDatafile } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The editors' and analysts' commands, built, on an embedded database that a started storefront wrote to.
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'stride-cli-experiments-'));
const datafilePath = join(dataDir, 'datafile.json');
const brokenPath = join(dataDir, 'broken.json');

function stride(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args, '--data-dir', dataDir], { env: { ...process.env, NO_COLOR: '1', DATABASE_URL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const post = (url: string, path: string, body: unknown) =>
  fetch(new URL(path, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function visitor(id: string, uuid: string, event: { key: string; entity: string } | { variation: string }) {
  const snapshot =
    'variation' in event
      ? {
          decisions: [{ campaign_id: '8501', experiment_id: '1501', variation_id: event.variation }],
          events: [{ entity_id: '8501', key: 'campaign_activated', timestamp: 1_790_000_000_000, uuid }],
        }
      : { events: [{ entity_id: event.entity, key: event.key, timestamp: 1_790_000_100_000, uuid, revenue: 12999 }] };
  return { visitor_id: id, attributes: [], snapshots: [snapshot] };
}

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} does not exist: build the cli first`);
  writeFileSync(datafilePath, JSON.stringify({ ...demoExperimentsDatafile, revision: '41' }));
  writeFileSync(brokenPath, JSON.stringify({ ...demoExperimentsDatafile, version: '5', experiments: 'none' }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('stride experiments and stride analytics, built', () => {
  it('imports a datafile, refuses a broken one without storing it, and reports the events a storefront received', async () => {
    const imported = await stride(['experiments', 'import', datafilePath, '--sdk-key', 'stride-demo']);
    expect([imported.code, imported.stderr]).toEqual([0, '']);
    expect(imported.stdout).toMatch(/^Imported the datafile of stride-demo into the embedded database in .+: revision 1\.\n$/);

    const broken = await stride(['experiments', 'import', brokenPath]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^stride experiments: Not an Optimizely datafile: version: /);

    const server = await startServer(
      { PORT: '0', HOST: '127.0.0.1', STRIDE_DATA_DIR: dataDir, STRIDE_DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
      { handleSignals: false },
    );
    try {
      const served = (await (await fetch(new URL('/fapi/experiments/datafiles/stride-demo.json', server.url))).json()) as { revision: string };
      // The store counts revisions itself: the file's own "41" became the stored revision.
      expect(served.revision).toBe('1');
      const batch = {
        account_id: '9900001',
        project_id: '2210001',
        revision: '1',
        client_name: 'stride-storefront',
        client_version: '0.1.0',
        anonymize_ip: true,
        enrich_decisions: true,
        visitors: [
          visitor('a', 'u1', { variation: '3501' }),
          visitor('b', 'u2', { variation: '3502' }),
          visitor('c', 'u3', { variation: '3502' }),
          visitor('c', 'u4', { key: 'purchase', entity: '9102' }),
          // The storefront's add to cart conversion (state/cart.tsx), as its experiment client sends it.
          visitor('b', 'u5', { key: 'add_to_cart', entity: '9101' }),
        ],
      };
      expect((await post(server.url, '/fapi/experiments/v1/events', batch)).status).toBe(200);
      const promotion = { promotionId: 'hp-trail', promotionName: 'Trail week' };
      const events = [
        ...Array.from({ length: 4 }, () => ({ event: 'promotion_impression', timestamp: 1_790_000_000_000, page: '/en-us', promotion })),
        { event: 'promotion_click', timestamp: 1_790_000_000_500, page: '/en-us', promotion },
      ];
      expect((await post(server.url, '/fapi/analytics/events', { events })).status).toBe(200);
    } finally {
      await server.close();
    }

    const report = await stride(['experiments', 'report']);
    expect([report.code, report.stderr]).toEqual([0, '']);
    expect(report.stdout.split('\n')).toEqual([
      'Experiment           Variation    Visitors  Event                Conversions  Rate',
      'home-spotlight-test  road-first   1         add_to_cart          0            0.0%',
      'home-spotlight-test  road-first   1         home-spotlight-view  0            0.0%',
      'home-spotlight-test  road-first   1         purchase             0            0.0%',
      'home-spotlight-test  trail-first  2         add_to_cart          1            50.0%',
      'home-spotlight-test  trail-first  2         home-spotlight-view  0            0.0%',
      'home-spotlight-test  trail-first  2         purchase             1            50.0%',
      '',
    ]);

    const promotions = await stride(['analytics', 'promotions']);
    expect([promotions.code, promotions.stderr]).toEqual([0, '']);
    expect(promotions.stdout).toBe('Promotion  Name        Impressions  Clicks  Click-through\nhp-trail   Trail week  4            1       25.0%\n');
    // Seven runs of the built bin, each a node start: over 180 s in a CI run beside two CPU hogs. A limit against a hang only.
  }, 600_000);
});
