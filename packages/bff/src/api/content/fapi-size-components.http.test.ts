import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin } from '../../testing/tokens.js';

// The size chart, foot-size guide and comparison components, the pages' espots and the event page, on the demo content.
let started: StartedServer;
let url: string;

type Json = Record<string, unknown>;
type Table = { type: 'table'; columns: string[]; rows: { cells: string[] }[]; caption?: string };

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path, url), {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text === '' ? undefined : JSON.parse(text)) as Json };
}
const errorIdOf = (body: Json) => (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId;
const blocksOf = (body: Json) => ((body.content as { sections: { items: Json[] }[] }).sections ?? []).flatMap((section) => section.items);
const tablesOf = (body: Json) => blocksOf(body).filter((block): block is Table => block.type === 'table');

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', LOG_LEVEL: 'silent' });
  url = started.server.url;
}, 180_000);
afterAll(async () => {
  await started?.server.close();
});

describe('/fapi/components/size-chart/{productType}, /foot-sizes, /compare', () => {
  it('answers the footwear size chart of the site: US men and women, UK, EU and centimetres, a row per half size 6 to 13', async () => {
    const res = await call('/fapi/components/size-chart/footwear?siteId=en-us');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body).toMatchObject({ kind: 'fragment', key: 'size-chart-footwear', siteId: 'en-us', mode: 'published' });
    const [chart] = tablesOf(res.body);
    expect(chart?.columns).toEqual(['US men', 'US women', 'UK', 'EU', 'CM']);
    expect(chart?.rows).toHaveLength(15);
    expect(chart?.rows.find((row) => row.cells[0] === '9')?.cells).toEqual(['9', '10.5', '8', '42.5', '27']);
  });

  it('answers the apparel chart in French for fr-CA (decimal commas, chest in cm) and the locale names the site', async () => {
    const res = await call('/fapi/components/size-chart/apparel?locale=fr-CA');
    expect(res.body).toMatchObject({ siteId: 'fr-ca', locale: 'fr-CA' });
    const tables = tablesOf(res.body);
    expect(tables.map((table) => table.columns[0])).toEqual(['Taille', 'Taille']);
    expect(tables[0]?.columns.at(-1)).toBe('Poitrine (cm)');
    expect(tables[0]?.rows.map((row) => row.cells[0])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const shoes = tablesOf((await call('/fapi/components/size-chart/footwear?siteId=fr-ca')).body)[0];
    expect(shoes?.rows.find((row) => row.cells[0] === '9')?.cells).toEqual(['9', '10,5', '8', '42,5', '27']);
  });

  it('answers the foot-size guide and the comparison table of every site', async () => {
    for (const siteId of ['en-us', 'en-ca', 'fr-ca', 'en-gb']) {
      const guide = await call(`/fapi/components/foot-sizes?siteId=${siteId}`);
      expect([siteId, guide.status, guide.body.key]).toEqual([siteId, 200, 'foot-sizes']);
      expect(tablesOf(guide.body)[0]?.rows.length).toBeGreaterThan(10);
      const compare = await call(`/fapi/components/compare?siteId=${siteId}`);
      expect([siteId, compare.status, tablesOf(compare.body)[0]?.columns.length]).toEqual([siteId, 200, 4]);
    }
  });

  it('answers 404 CNT404 for a product type without a chart, and 400 ATTR300 (no-store) for a malformed one', async () => {
    const gear = await call('/fapi/components/size-chart/gear?siteId=en-us');
    expect([gear.status, errorIdOf(gear.body)]).toEqual([404, 'CNT404']);
    for (const path of [
      '/fapi/components/size-chart/Footwear',
      '/fapi/components/size-chart/foot_wear',
      `/fapi/components/size-chart/${'a'.repeat(41)}`,
      '/fapi/components/compare?siteId=de-de',
      '/fapi/components/foot-sizes?locale=english',
    ]) {
      const res = await call(path);
      expect([path, res.status, errorIdOf(res.body), res.headers.get('cache-control')]).toEqual([path, 400, 'ATTR300', 'no-store']);
    }
  });

  it('refuses on import a size chart whose row does not have one cell per column, naming the path (CNT422)', async () => {
    const editor = (await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD)).accessToken;
    const document = {
      id: 'en-us-fragment-size-chart-kids',
      kind: 'fragment',
      siteId: 'en-us',
      key: 'size-chart-kids',
      publishAt: '2026-01-01T00:00:00Z',
      content: { sections: [{ name: 'chart', items: [{ type: 'table', columns: ['US', 'UK', 'EU', 'CM'], rows: [{ cells: ['1Y', '13.5', '32'] }] }] }] },
    };
    const res = await call('/fapi/content/documents', { method: 'POST', token: editor, body: { documents: [{ source: 'kids.json', document }] } });
    expect([res.status, errorIdOf(res.body)]).toEqual([422, 'CNT422']);
    expect(JSON.stringify(res.body)).toContain('$.content.sections[0].items[0].rows');
    expect((await call('/fapi/components/size-chart/kids?siteId=en-us')).status).toBe(404);
  });
});

describe('the demo espots and the event page', () => {
  it.each([
    ['category', '/en-us/c/running-shoes-4100', ['service-promise']],
    ['product', '/en-us/p/pace-runner-3-SR0045600', ['bought-together', 'more-like-this']],
    ['cart', '/cart', ['complete-your-order']],
    ['search', '/fr-ca/search', ['trending']],
    ['product', '/en-us/c/running-shoes-4100', []],
  ])('the %s espot on %s inherits its sections', async (espot, route, names) => {
    const site = route.startsWith('/fr-ca') ? 'fr-ca' : 'en-us';
    const res = await call(`/published/caas/v1/canvas/espot/${site}/${espot}?route=${encodeURIComponent(route)}`);
    expect(res.status).toBe(200);
    expect((res.body.sections as { name: string }[]).map((section) => section.name)).toEqual(names);
  });

  it('places the bought-together upsell and the six-card carousel (3 per step) on product pages', async () => {
    const res = await call(`/published/caas/v1/canvas/espot/en-us/product?route=${encodeURIComponent('/en-us/p/x-SR0045600')}`);
    const blocks = (res.body.sections as { items: Json[] }[]).flatMap((section) => section.items);
    expect(blocks.map((block) => [block.type, block.variant ?? null, block.cardsPerStep ?? null])).toEqual([
      ['upsell', null, null],
      ['product-recommendations', 'six-cards', 3],
    ]);
  });

  it('publishes a two-day event page per site, French on fr-ca, with the event-signup dialog', async () => {
    for (const siteId of ['en-us', 'en-ca', 'fr-ca', 'en-gb']) {
      const res = await call(`/published/caas/v1/canvas/page/${siteId}/run-club-weekend`);
      expect(res.status).toBe(200);
      const dialog = blocksOf(res.body).find((block) => block.type === 'dialog') as { variant: string; eventSignup: Json } | undefined;
      expect(dialog?.variant).toBe('event-signup');
      expect(dialog?.eventSignup).toMatchObject({ startDate: '2027-05-15', endDate: '2027-05-16', enablePlusOne: true });
      if (siteId === 'fr-ca') expect(dialog?.eventSignup.submitCtaLabel).toBe('Confirmer mon inscription');
    }
  });
});
