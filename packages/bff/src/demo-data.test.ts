import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config/config.js';
import { seedsDemoData } from './server.js';
import { topUpDemoContent } from './storage/demo-content.js';
import { startTestServer, type StartedServer } from './testing/started-server.js';

const configOf = (env: Record<string, string>) => parseConfig(env)._unsafeUnwrap();

describe('seedsDemoData', () => {
  it('seeds the embedded on-disk database by default', () => {
    expect(seedsDemoData(configOf({}))).toBe(true);
  });

  it('never seeds a DATABASE_URL unless asked', () => {
    expect(seedsDemoData(configOf({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }))).toBe(false);
    expect(seedsDemoData(configOf({ DATABASE_URL: 'postgres://h/db', STRIDE_DEMO_DATA: 'true' }))).toBe(true);
  });

  it('leaves the in-memory test database empty unless asked', () => {
    expect(seedsDemoData(configOf({ STRIDE_DB_IN_MEMORY: 'true' }))).toBe(false);
    expect(seedsDemoData(configOf({ STRIDE_DEMO_DATA: 'false' }))).toBe(false);
  });
});

describe('a start with STRIDE_DEMO_DATA=true', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer({ STRIDE_DEMO_DATA: 'true' }, { freshDatabase: true });
  });
  afterAll(async () => {
    await started.server.close();
  });

  it('has the demo catalogue and accounts in the database it serves', async () => {
    const [products] = await started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(products?.n).toBeGreaterThanOrEqual(120);
    const accounts = await started.sqlClient().query<{ email: string }>("SELECT email FROM consumers WHERE email LIKE '%@stride.example' ORDER BY email");
    expect(accounts.map((row) => row.email)).toEqual([
      'associate@stride.example',
      'athlete@stride.example',
      'employee@stride.example',
      'ipa.wranx@stride.example',
      'ipa@stride.example',
      'loyal@stride.example',
      'shopper@stride.example',
      'wranx@stride.example',
    ]);
    expect(started.logger.entries.some((entry) => entry.msg === 'demo data')).toBe(true);
  });

  it('serves the demo content of every site: a home page, the menu, the footer and its pages (fr-CA in French)', async () => {
    const read = async (path: string) => {
      const res = await fetch(new URL(path, started.server.url));
      return { status: res.status, body: (await res.json()) as { content: { title?: string; items?: unknown[]; columns?: { links: { url: string }[] }[] } } };
    };
    for (const site of ['en-us', 'en-ca', 'fr-ca', 'en-gb']) {
      expect((await read(`/published/caas/v1/canvas/page/${site}/home`)).status).toBe(200);
      expect((await read(`/published/caas/v1/canvas/menu/${site}`)).body.content.items?.length).toBeGreaterThanOrEqual(6);
      const footer = await read(`/published/caas/v1/canvas/footer/${site}`);
      const links = (footer.body.content.columns ?? []).flatMap((column) => column.links.map((link) => link.url));
      expect(links.length).toBeGreaterThanOrEqual(10);
      expect(links).toContain(`/${site}/stores`);
      for (const link of links.filter((url) => url !== `/${site}/stores`)) {
        // A footer link is a content page of the site, `/{site}/{key}`; the contact page lives under help/ (the spec's /help/contact-us).
        // The store locator is the storefront's own page (e2e/stores.spec.ts), not a content document.
        const slug = link.split('/').pop();
        expect([link, (await read(`/published/caas/v1/canvas/page/${site}/${slug}`)).status]).toEqual([link, 200]);
      }
    }
    expect((await read('/published/caas/v1/canvas/page/fr-ca/returns')).body.content.title).toBe('Retours et échanges');
    expect(started.logger.entries.find((entry) => entry.msg === 'demo content')?.fields).toMatchObject({ unchanged: 0 });
  });

  it('tops the demo content up without a change on the next start', async () => {
    const again = await topUpDemoContent(started.sqlClient(), new Date());
    expect(again.created).toEqual([]);
    expect(again.versioned).toEqual([]);
    expect(again.unchanged.length).toBeGreaterThanOrEqual(80);
  });
});
