import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin, guestToken } from '../../testing/tokens.js';

let started: StartedServer;
let url: string;
let editor: string;
let associate: string;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const past = minutes(-60);

type Json = Record<string, unknown>;
const page = (title: string, extra: Json = {}) => ({
  title,
  sections: [{ name: 'main', items: [{ type: 'rich-text', richText: `<p>${title}</p>` }] }],
  ...extra,
});
// Ids follow the demo content's naming (site-kind-key): where the demo content holds the place, the import adds a version.
const doc = (_name: string, kind: string, siteId: string, key: string, content: unknown, extra: Json = {}) => ({
  id: `${siteId}-${kind}-${key}`.replaceAll('/', '-'),
  kind,
  siteId,
  key,
  publishAt: past,
  content,
  ...extra,
});

const documents = [
  doc('t-en-us-help', 'page', 'en-us', 'help', page('Help', { metadata: { htmlTitle: 'Help | Stride', ogImage: null } })),
  doc('t-en-us-help-shipping', 'page', 'en-us', 'help-shipping', page('Shipping', { parentPageSlug: 'help' })),
  doc('t-en-us-help-draft', 'page', 'en-us', 'help-draft', page('Draft child', { parentPageSlug: 'help' }), { publishAt: null }),
  doc('t-fr-ca-help', 'page', 'fr-ca', 'help', page('Aide')),
  doc('t-en-us-cart', 'augmentedpage', 'en-us', 'cart', page('Cart content')),
  doc('t-en-us-running', 'category', 'en-us', '4100', page('Running')),
  doc('t-en-us-search', 'search', 'en-us', 'no-results', page('Nothing found')),
  doc('t-en-us-footer', 'footer', 'en-us', 'default', { columns: [{ title: 'Help', links: [{ text: 'Returns', url: '/en-us/returns' }] }] }),
  doc('t-size-help', 'fragment', 'en-us', 'size-help', page('Size help')),
  doc('t-en-us-menu', 'menu', 'en-us', 'default', {
    items: [{ id: 'men', title: 'Men', columns: [{ id: 'men-shoes', title: 'Shoes', columns: [{ id: 'men-run', title: 'Running' }] }] }],
  }),
  doc('t-en-us-popups', 'popups', 'en-us', 'default', { popups: [{ id: 'news', name: 'Newsletter', title: 'Join us', delay: 2000 }] }),
  doc('t-en-us-product', 'product', 'en-us', 'AB12CD34', page('Product story')),
  doc('t-lookbook-1', 'showcase', 'en-us', 'lookbook/spring', page('Spring', { layoutVariant: 'grid' })),
  doc('t-lookbook-2', 'showcase', 'en-us', 'lookbook/summer', page('Summer', { layoutVariant: 'grid' })),
  doc('t-lookbook-3', 'showcase', 'en-us', 'lookbook/winter', page('Winter', { layoutVariant: 'hero' })),
  doc('t-en-us-generic', 'espot', 'en-us', 'generic', {
    sections: [
      { name: 'everywhere', routes: ['/**'], items: [] },
      { name: 'categories', routes: ['/en-us/c/*'], items: [] },
      { name: 'products', routes: ['/en-us/p/**'], items: [] },
    ],
  }),
  doc('t-en-us-utility', 'fragment', 'en-us', 'utility', {
    sections: [{ name: 'bar', items: [{ type: 'benefit-bar', id: 'free-returns', title: 'Free returns' }] }],
  }),
  doc('t-en-us-collections', 'fragment', 'en-us', 'collections', page('Collections')),
  doc('t-en-us-search-hub', 'fragment', 'en-us', 'search-hub', page('Search hub')),
  doc('t-en-us-scheduled', 'page', 'en-us', 'sale', page('Sale'), { publishAt: minutes(24 * 60) }),
  doc('t-en-us-ended', 'page', 'en-us', 'ended', page('Ended'), { publishAt: minutes(-120), unpublishAt: minutes(-1) }),
];

async function call(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
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
const messageOf = (body: Json) => (body.errorDetails as { message: string }[] | undefined)?.[0]?.message;
const titleOf = (body: Json) => (body.content as { title?: string }).title;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  editor = (await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD)).accessToken;
  associate = (await agentLogin(url, DemoEmail.associate, DEMO_PASSWORD)).accessToken;
  const imported = await call('/fapi/content/documents', {
    method: 'POST',
    token: editor,
    body: { documents: documents.map((document) => ({ source: `${document.id}.json`, document })) },
  });
  expect(imported.status, JSON.stringify(started.logger.entries.filter((entry) => entry.level === 'error').slice(-1))).toBe(200);
}, 180_000);
afterAll(async () => {
  await started?.server.close();
});

describe('published canvas calls (content section 7)', () => {
  it.each([
    ['/published/caas/v1/canvas/augmentedpage/en-us/cart', 'Cart content'],
    ['/published/caas/v1/canvas/category/en-us/4100', 'Running'],
    ['/published/caas/v1/canvas/search/en-us/no-results?query=zzz', 'Nothing found'],
    ['/published/caas/v1/canvas/fragment/size-help', 'Size help'],
    ['/published/caas/v1/canvas/page/en-us/help', 'Help'],
    ['/published/caas/v1/canvas/page/fr-ca/help?locale=fr-CA', 'Aide'],
    ['/published/caas/v1/canvas/product/en-us/AB12CD34', 'Product story'],
  ])('GET %s answers the page, public and cacheable with an ETag', async (path, title) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(titleOf(res.body)).toBe(title);
    expect(res.body).toMatchObject({ mode: 'published', cmsEnvironment: 'production' });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await call(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves the footer, the menu with its three levels and the pop-ups of a site', async () => {
    expect((await call('/published/caas/v1/canvas/footer/en-us')).body.content).toMatchObject({ columns: [{ title: 'Help' }] });
    const menu = await call('/published/caas/v1/canvas/menu/en-us');
    expect(menu.body.content).toMatchObject({ items: [{ id: 'men', columns: [{ id: 'men-shoes', columns: [{ id: 'men-run' }] }] }] });
    expect((await call('/published/caas/v1/canvas/popups/en-us')).body.content).toMatchObject({ popups: [{ id: 'news', delay: 2000 }] });
  });

  it('lists the published children of a page, never its drafts', async () => {
    const res = await call('/published/caas/v1/canvas/children/en-us/help');
    expect(res.status).toBe(200);
    expect((res.body.children as Json[]).map((child) => child.key)).toEqual(['help-shipping']);
  });

  it('pages showcase documents by layoutVariant, limit and offset', async () => {
    const all = await call('/published/caas/v1/canvas/showcase/en-us/lookbook');
    expect(all.body).toMatchObject({ total: 3, limit: 12, offset: 0 });
    const grid = await call('/published/caas/v1/canvas/showcase/en-us/lookbook?layoutVariant=grid&limit=1&offset=1');
    expect(grid.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect((grid.body.items as Json[]).map((item) => item.key)).toEqual(['lookbook/summer']);
    expect((await call('/published/caas/v1/canvas/showcase/en-us/lookbook?limit=51')).status).toBe(400);
  });

  it("answers a showcase asked for without its document type with 400 'Doc type is required'", async () => {
    for (const mode of ['published', 'preview']) {
      const res = await call(`/${mode}/caas/v1/canvas/showcase/en-us`);
      expect(res.status).toBe(400);
      expect(res.body.errorDetails).toEqual([expect.objectContaining({ errorId: 'ATTR300', message: 'Doc type is required' })]);
    }
  });

  it("inherits an espot's sections by route pattern: '**' everywhere, '*' one segment", async () => {
    const names = async (route: string) =>
      ((await call(`/published/caas/v1/canvas/espot/en-us/generic?route=${encodeURIComponent(route)}`)).body.sections as Json[]).map((section) => section.name);
    expect(await names('/en-us/c/running-4100')).toEqual(['everywhere', 'categories']);
    expect(await names('/en-us/p/trail-runner-AB12CD34')).toEqual(['everywhere', 'products']);
    expect(await names('/en-us/c/running/4100')).toEqual(['everywhere']);
  });

  it('keeps nulls as stored, and drops every one with removeNulls=true', async () => {
    const kept = await call('/published/caas/v1/canvas/page/en-us/help');
    expect((kept.body.content as Json).metadata).toEqual({ htmlTitle: 'Help | Stride', ogImage: null });
    expect(kept.body.unpublishAt).toBeNull();
    const removed = await call('/published/caas/v1/canvas/page/en-us/help?removeNulls=true');
    expect((removed.body.content as Json).metadata).toEqual({ htmlTitle: 'Help | Stride' });
    expect(removed.body).not.toHaveProperty('unpublishAt');
    expect(removed.headers.get('etag')).not.toBe(kept.headers.get('etag'));
  });

  it('serves a version only inside its publish window', async () => {
    const scheduled = await call('/published/caas/v1/canvas/page/en-us/sale');
    expect(scheduled.status).toBe(404);
    expect(errorIdOf(scheduled.body)).toBe('CNT404');
    expect(scheduled.headers.get('cache-control')).toBe('no-store');
    expect((await call('/published/caas/v1/canvas/page/en-us/ended')).status).toBe(404);
  });

  it('answers an unknown page 404 CNT404 with a readable message, and bad input 400 ATTR300', async () => {
    const missing = await call('/published/caas/v1/canvas/page/en-us/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorDetails: [{ errorId: 'CNT404', message: 'No page content en-us/no-such-page is published.' }] });
    for (const path of [
      '/draft/caas/v1/canvas/page/en-us/help',
      '/published/caas/v1/canvas/page/de-de/help',
      '/published/caas/v1/canvas/augmentedpage/en-us/home',
      '/published/caas/v1/canvas/category/en-us/12',
      '/published/caas/v1/canvas/product/en-us/ab12cd34',
      '/published/caas/v1/canvas/page/en-us/help?removeNulls=yes',
      '/published/caas/v1/canvas/page/en-us/help?cmsEnvironment=Prod%20One',
      `/published/caas/v1/canvas/page/en-us/${'a'.repeat(121)}`,
    ]) {
      const res = await call(path);
      expect([path, res.status, errorIdOf(res.body)]).toEqual([path, 400, 'ATTR300']);
    }
  });

  it('takes a product id of 8 to 11 uppercase alphanumerics and refuses 7 or 12 with 400 ATTR300', async () => {
    // AB12CD34 has a document of its own; AB12CD34EF5 is a well-formed id with none.
    for (const answer of [
      ['AB12CD3', 400, 'ATTR300'],
      ['AB12CD34', 200, undefined],
      ['AB12CD34EF5', 404, 'CNT404'],
      ['AB12CD34EF56', 400, 'ATTR300'],
    ] as const) {
      const res = await call(`/published/caas/v1/canvas/product/en-us/${answer[0]}`);
      expect([answer[0], res.status, errorIdOf(res.body)]).toEqual(answer);
    }
  });
});

describe('preview (content section 2: drafts and scheduled versions, editors only)', () => {
  it('refuses an anonymous caller 401 and a shopper or store associate 403, never cached', async () => {
    const anonymous = await call('/preview/caas/v1/canvas/page/en-us/help');
    expect(anonymous.status).toBe(401);
    expect(errorIdOf(anonymous.body)).toBe('AUT432');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const guest = await guestToken(url);
    for (const token of [guest.accessToken, associate]) {
      const refused = await call('/preview/caas/v1/canvas/page/en-us/help', { token });
      expect(refused.status).toBe(403);
      expect(errorIdOf(refused.body)).toBe('CNT403');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('shows an editor the drafts and, at previewDateTime, the scheduled versions; never cached', async () => {
    const sale = await call('/preview/caas/v1/canvas/page/en-us/sale', { token: editor });
    expect(sale.status).toBe(404);
    const tomorrow = await call(`/preview/caas/v1/canvas/page/en-us/sale?previewDateTime=${encodeURIComponent(minutes(25 * 60))}`, { token: editor });
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body).toMatchObject({ mode: 'preview', content: { title: 'Sale' } });
    expect(tomorrow.headers.get('cache-control')).toBe('no-store');
    expect(tomorrow.headers.get('etag')).toBeNull();
    const children = await call('/preview/caas/v1/canvas/children/en-us/help', { token: editor });
    expect((children.body.children as Json[]).map((child) => child.key)).toEqual(['help-draft', 'help-shipping']);
  });

  it('opens to a signed preview link for its own path only, until it expires', async () => {
    const path = '/preview/caas/v1/canvas/page/en-us/sale';
    const link = await call('/fapi/content/preview-links', { method: 'POST', token: editor, body: { path, expiresInSeconds: 600 } });
    expect(link.status).toBe(200);
    const { expires, signature } = link.body as { expires: number; signature: string };
    const at = encodeURIComponent(minutes(25 * 60));
    expect((await call(`${link.body.url as string}&previewDateTime=${at}`)).status).toBe(200);
    const other = await call(`/preview/caas/v1/canvas/page/en-us/help?expires=${expires}&signature=${signature}`);
    expect([other.status, errorIdOf(other.body)]).toEqual([403, 'CNT403']);
    const longer = await call(`${path}?expires=${expires + 60}&signature=${signature}`);
    expect(longer.status).toBe(403);
    const forged = await call(`${path}?expires=${expires}&signature=${'A'.repeat(43)}`);
    expect(forged.status).toBe(403);
    const byAssociate = await call('/fapi/content/preview-links', { method: 'POST', token: associate, body: { path } });
    expect([byAssociate.status, errorIdOf(byAssociate.body)]).toEqual([403, 'CNT403']);
  });
});

describe('editors: import, publish, export', () => {
  it('refuses a batch with one invalid document whole, naming its file and JSON path, and writes nothing', async () => {
    const good = doc('atomic-good', 'page', 'en-us', 'atomic', page('Atomic'));
    const bad = doc('atomic-bad', 'page', 'en-us', 'atomic-bad', { sections: [{ name: 'x', items: [{ type: 'banner', variant: 'wide' }] }] });
    const res = await call('/fapi/content/documents', {
      method: 'POST',
      token: editor,
      body: {
        documents: [
          { source: 'good.json', document: good },
          { source: 'bad.json', document: bad },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(errorIdOf(res.body)).toBe('CNT422');
    expect(messageOf(res.body)).toMatch(/^bad\.json: \$\.content\.sections\[0\]\.items\[0\]\.variant: .+ Nothing was imported\.$/);
    expect((await call('/published/caas/v1/canvas/page/en-us/atomic')).status).toBe(404);
  });

  it('refuses a new id for a place another document holds, as 422 naming the holder', async () => {
    const document = { ...doc('x', 'page', 'en-us', 'returns', page('Returns again')), id: 'my-returns' };
    const res = await call('/fapi/content/documents', { method: 'POST', token: editor, body: { documents: [{ source: 'my-returns.json', document }] } });
    expect([res.status, errorIdOf(res.body)]).toEqual([422, 'CNT422']);
    expect(messageOf(res.body)).toMatch(/^my-returns\.json: \$\.id: en-us-page-returns is already the page en-us returns \(en-US\) document/);
  });

  it('refuses import to anyone but an employee', async () => {
    const body = { documents: [{ source: 'a.json', document: documents[0] }] };
    expect((await call('/fapi/content/documents', { method: 'POST', body })).status).toBe(401);
    expect((await call('/fapi/content/documents', { method: 'POST', token: associate, body })).status).toBe(403);
    expect((await call('/fapi/content/documents', { method: 'POST', token: editor, body: { documents: [] } })).status).toBe(400);
  });

  it('makes a new version on change and publishes a draft at a time', async () => {
    const before = (await call('/published/caas/v1/canvas/page/en-us/help')).body.version as number;
    const edited = doc('help', 'page', 'en-us', 'help', page('Help centre'));
    const res = await call('/fapi/content/documents', { method: 'POST', token: editor, body: { documents: [{ source: 'help.json', document: edited }] } });
    expect(res.body).toEqual({ created: [], versioned: ['en-us-page-help'], unchanged: [] });
    expect((await call('/published/caas/v1/canvas/page/en-us/help')).body).toMatchObject({ version: before + 1, content: { title: 'Help centre' } });

    const published = await call('/fapi/content/documents/en-us-page-help-draft/publish', { method: 'POST', token: editor, body: { publishAt: minutes(-1) } });
    expect(published.body).toMatchObject({ id: 'en-us-page-help-draft', version: 2, unpublishAt: null });
    expect((await call('/published/caas/v1/canvas/page/en-us/help-draft')).status).toBe(200);
    const unknown = await call('/fapi/content/documents/nope/publish', { method: 'POST', token: editor, body: { publishAt: minutes(1) } });
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'CNT404']);
    const backwards = await call('/fapi/content/documents/en-us-page-help/publish', {
      method: 'POST',
      token: editor,
      body: { publishAt: minutes(2), unpublishAt: minutes(1) },
    });
    expect([backwards.status, errorIdOf(backwards.body)]).toEqual([422, 'CNT422']);
  });

  it('exports the newest version of every document, drafts included', async () => {
    const res = await call('/fapi/content/documents', { token: editor });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = (res.body.documents as Json[]).map((document) => document.id);
    expect(ids).toEqual(expect.arrayContaining(['en-us-page-help', 'en-us-page-help-shipping', 'en-us-page-sale', 'fr-ca-page-returns']));
    expect((await call('/fapi/content/documents', { token: associate })).status).toBe(403);
  });
});

describe('/fapi/components and /fapi/pages', () => {
  it.each([
    ['/fapi/components/utility?siteId=en-us', 'utility'],
    ['/fapi/components/collections?locale=en-US', 'collections'],
    ['/fapi/components/search-hub', 'search-hub'],
    ['/fapi/pages/help-shipping?siteId=en-us', 'help-shipping'],
  ])('GET %s answers the published document, public', async (path, key) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key, siteId: 'en-us', mode: 'published' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers the footer of the locale’s site, and 404 for a page no site has', async () => {
    expect((await call('/fapi/components/footer?locale=en-US')).body).toMatchObject({ kind: 'footer', siteId: 'en-us' });
    expect((await call('/fapi/components/footer?locale=fr-CA')).body).toMatchObject({ kind: 'footer', siteId: 'fr-ca', locale: 'fr-CA' });
    const none = await call('/fapi/pages/no-such-page?siteId=en-gb');
    expect([none.status, errorIdOf(none.body)]).toEqual([404, 'CNT404']);
  });

  it('refuses bad input with 400 ATTR300 and writes nothing: unknown site, overlong or odd page slug, a preview path for a link', async () => {
    for (const path of [
      '/fapi/components/utility?siteId=de-de',
      `/fapi/pages/${'a'.repeat(121)}`,
      '/fapi/pages/..%2Fsecret',
      '/fapi/components/footer?locale=english',
    ]) {
      const res = await call(path);
      expect([path, res.status, errorIdOf(res.body), res.headers.get('cache-control')]).toEqual([path, 400, 'ATTR300', 'no-store']);
    }
    const outside = await call('/fapi/content/preview-links', { method: 'POST', token: editor, body: { path: '/published/caas/v1/canvas/page/en-us/help' } });
    expect([outside.status, errorIdOf(outside.body)]).toEqual([400, 'ATTR300']);
    const tooLong = await call('/fapi/content/preview-links', {
      method: 'POST',
      token: editor,
      body: { path: '/preview/caas/v1/canvas/page/en-us/help', expiresInSeconds: 604_801 },
    });
    expect(tooLong.status).toBe(400);
  });

  it('lists every site in its own language on the location selector, marking the current one', async () => {
    const res = await call('/fapi/pages/location-selector?locale=fr-CA');
    expect(res.body.sites).toEqual([
      { siteId: 'en-us', locale: 'en-US', name: 'United States (English)', url: '/en-us', current: false },
      { siteId: 'en-ca', locale: 'en-CA', name: 'Canada (English)', url: '/en-ca', current: false },
      { siteId: 'fr-ca', locale: 'fr-CA', name: 'Canada (français)', url: '/fr-ca', current: true },
      { siteId: 'en-gb', locale: 'en-GB', name: 'United Kingdom (English)', url: '/en-gb', current: false },
    ]);
  });
});
