import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin } from '../../testing/tokens.js';

let started: StartedServer;
let url: string;
let editor: string;
type Json = Record<string, unknown>;
type Card = { id: string; title: string; url: string; date: string; tags: { id: string; label: string }[]; picture: { url: string; alt: string } };
type Search = { result: Card[]; facets: { id: string; label: string; count: number }[]; numFound: number };

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
const search = async (query: string) => (await call(`/published/caas/v1/canvas/showcase/en-us/article/search${query}`)).body as unknown as Search;
const errorIdOf = (body: Json) => (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  editor = (await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD)).accessToken;
}, 180_000);
afterAll(async () => {
  await started?.server.close();
});

describe('article search (account-and-catalogue section 7: limit, offset, tagId; result, facets, numFound)', () => {
  it('answers the demo articles newest first, a page at a time, public and cacheable with an ETag', async () => {
    const res = await call('/published/caas/v1/canvas/showcase/en-us/article/search?limit=6');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(res.headers.get('etag')).toMatch(/"/);
    const first = res.body as unknown as Search;
    expect(first.numFound).toBe(13);
    expect(first.result).toHaveLength(6);
    expect(first.result[0]).toMatchObject({
      id: 'first-5k-plan',
      title: 'Your first 5K in eight weeks',
      url: '/en-us/articles/first-5k-plan',
      date: '2026-10-02',
    });
    const dates = first.result.map((card) => card.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await search('?limit=6&offset=6');
    const third = await search('?limit=6&offset=12');
    const ids = [...first.result, ...second.result, ...third.result].map((card) => card.id);
    expect(new Set(ids).size).toBe(13);
    expect(third.result).toHaveLength(1);
    expect(first.facets.find((facet) => facet.id === 'running')).toEqual({ id: 'running', label: 'Running', count: 5 });
  });

  it('keeps the articles carrying any of the selected tags; the facets stay those of every article', async () => {
    const trail = await search('?tagId=trail');
    expect(trail.numFound).toBe(3);
    expect(trail.result.every((card) => card.tags.some((tag) => tag.id === 'trail'))).toBe(true);
    const either = await search('?tagId=trail,walking');
    expect(either.numFound).toBe(5);
    expect(either.facets).toEqual((await search('')).facets);
  });

  it('answers the related articles of one: four at most, each sharing a tag, never the article itself', async () => {
    const related = await search('?relatedTo=trail-shoe-grip');
    expect(related.result).toHaveLength(4);
    expect(related.result.map((card) => card.id)).not.toContain('trail-shoe-grip');
    for (const card of related.result) expect(card.tags.some((tag) => ['trail', 'gear'].includes(tag.id))).toBe(true);
    expect((await search('?relatedTo=no-such-article')).result).toEqual([]);
  });

  it('answers French articles on fr-ca and one article by slug', async () => {
    const fr = (await call('/published/caas/v1/canvas/showcase/fr-ca/article/search?limit=1')).body as unknown as Search;
    expect(fr.result[0]).toMatchObject({ title: 'Votre premier 5 km en huit semaines', url: '/fr-ca/articles/first-5k-plan' });
    expect(fr.facets.map((facet) => facet.label)).toContain('Sentier');
    const one = await call('/published/caas/v1/canvas/showcase/en-gb/article/item/winter-running-layers');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ kind: 'showcase', key: 'article/winter-running-layers', content: { title: 'Three layers for winter running' } });
    expect(JSON.stringify(one.body)).toContain('kilometre');
    const missing = await call('/published/caas/v1/canvas/showcase/en-us/article/item/nope');
    expect(missing.status).toBe(404);
    expect(errorIdOf(missing.body)).toBe('CNT404');
  });

  it('refuses bad input with 400 ATTR300: limit over 50, a negative offset, an odd tag id, too many tags, an odd doc type', async () => {
    for (const query of [
      '?limit=51',
      '?limit=0',
      '?offset=-1',
      '?tagId=Trail%20Running',
      `?tagId=${Array.from({ length: 13 }, (_, i) => `t${i}`).join(',')}`,
      '?relatedTo=../x',
    ]) {
      const res = await call(`/published/caas/v1/canvas/showcase/en-us/article/search${query}`);
      expect(res.status, query).toBe(400);
      expect(errorIdOf(res.body)).toBe('ATTR300');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await call('/published/caas/v1/canvas/showcase/en-us/Article!/search')).status).toBe(400);
  });

  it('previews only for an editor: drafts show to them, anonymous callers are refused', async () => {
    const draft = {
      id: 'en-us-article-draft-story',
      kind: 'showcase',
      siteId: 'en-us',
      key: 'article/draft-story',
      content: {
        title: 'Draft story',
        sections: [],
        article: { date: '2027-01-01', picture: { url: '/images/content/x.svg', alt: 'x' }, tags: [{ id: 'running', label: 'Running' }] },
      },
    };
    const imported = await call('/fapi/content/documents', { method: 'POST', token: editor, body: { documents: [{ source: 'draft.json', document: draft }] } });
    expect(imported.status).toBe(200);
    expect((await search('')).numFound).toBe(13);
    const anonymous = await call('/preview/caas/v1/canvas/showcase/en-us/article/search');
    expect(anonymous.status).toBe(401);
    const preview = await call('/preview/caas/v1/canvas/showcase/en-us/article/search?limit=1', { token: editor });
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect((preview.body as unknown as Search).result[0]?.id).toBe('draft-story');
    expect((preview.body as unknown as Search).numFound).toBe(14);
  });
});

describe("shoppers' photos (GET /fapi/media/user-photos)", () => {
  type Photos = { photos: { id: string; productId: string; imageUrl: string; caption: string; authorName: string }[]; total: number };
  it("answers a product's approved demo photos newest first, public and cacheable; none waiting for moderation", async () => {
    const res = await call('/fapi/media/user-photos?productId=SR0045600');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = res.body as unknown as Photos;
    expect(body.total).toBe(4);
    expect(body.photos.map((photo) => photo.id)).not.toContain('ugc-sr0045600-5');
    expect(body.photos.every((photo) => photo.productId === 'SR0045600' && photo.imageUrl.startsWith('/images/content/ugc-'))).toBe(true);
    const picture = await fetch(new URL(body.photos[0]?.imageUrl ?? '', url));
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const paged = (await call('/fapi/media/user-photos?productId=SR0045600&limit=1&offset=1')).body as unknown as Photos;
    expect(paged.photos.map((photo) => photo.id)).toEqual([body.photos[1]?.id]);
    expect(((await call('/fapi/media/user-photos?productId=ZZ0000000')).body as unknown as Photos).total).toBe(0);
  });

  it('refuses bad input with 400 ATTR300', async () => {
    for (const query of ['?productId=sr0045600', '?limit=49', '?offset=-2', '?productId=SR0045600%27--']) {
      const res = await call(`/fapi/media/user-photos${query}`);
      expect(res.status, query).toBe(400);
      expect(errorIdOf(res.body)).toBe('ATTR300');
    }
  });
});
