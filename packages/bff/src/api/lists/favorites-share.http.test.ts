import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyableDemoVariants } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

let started: StartedServer;
let url: string;
const products = buyableDemoVariants((v) => v.productType === 'FOOTWEAR')
  .map((v) => v.productId)
  .filter((id, index, all) => all.indexOf(id) === index)
  .slice(0, 3);

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

/** A call as a browser makes it, with or without a token; the answer's status, headers and body. */
async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, base), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

type Favorites = { favoriteId: string; items: { productId: string; name: string }[]; total: number };
type Share = { favoriteId: string; token: string; sharePath: string };

async function favoritesOf(token: string): Promise<Favorites> {
  for (const id of products) expect((await call(url, 'POST', '/wishlists/v2/favorites', token, { id })).status).toBe(200);
  return (await call(url, 'GET', '/wishlists/v2/favorites', token)).body as Favorites;
}

describe('sharing favorites by link', () => {
  it('shares the list by a link that shows its items to anyone, and nothing else of the owner', async () => {
    const owner = await signIn(url, 'shopper@stride.example', 'Stride-demo-1');
    const list = await favoritesOf(owner.accessToken);
    const shared = await call(url, 'POST', `/wishlists/v2/favorites/${list.favoriteId}/share`, owner.accessToken);
    expect(shared.status).toBe(200);
    const share = shared.body as Share;
    expect(share.favoriteId).toBe(list.favoriteId);
    expect(share.sharePath).toBe(`/favorites/shared/${list.favoriteId}?token=${share.token}`);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await call(url, 'GET', `/wishlists/v2/favorites/${list.favoriteId}/share?token=${share.token}`);
    expect([read.status, read.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const seen = read.body as Favorites;
    expect(seen.items.map((item) => item.productId)).toEqual(list.items.map((item) => item.productId));
    expect(Object.keys(seen).sort()).toEqual(['count', 'favoriteId', 'items', 'start', 'total']);
    expect(JSON.stringify(seen)).not.toMatch(/shopper@stride\.example|Alex|Rivera|1000000001/);
    const stored = await started
      .sqlClient()
      .query<{ share_token_hash: string }>('SELECT share_token_hash FROM favorite_lists WHERE id = $1', [list.favoriteId]);
    expect(stored[0]?.share_token_hash).not.toBe(share.token);
  });

  it('a new share replaces the old link; a wrong token or another list answers like an unknown list', async () => {
    const owner = await guestToken(url);
    const list = await favoritesOf(owner.accessToken);
    const first = (await call(url, 'POST', `/wishlists/v2/favorites/${list.favoriteId}/share`, owner.accessToken)).body as Share;
    const second = (await call(url, 'POST', `/wishlists/v2/favorites/${list.favoriteId}/share`, owner.accessToken)).body as Share;
    expect(second.token).not.toBe(first.token);
    const old = await call(url, 'GET', `/wishlists/v2/favorites/${list.favoriteId}/share?token=${first.token}`);
    const unknown = await call(url, 'GET', `/wishlists/v2/favorites/no-such-list/share?token=${second.token}`);
    expect([old.status, errorIdOf(old.body)]).toEqual([404, 'LIST_NOT_FOUND']);
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'LIST_NOT_FOUND']);
    expect((await call(url, 'GET', `/wishlists/v2/favorites/${list.favoriteId}/share?token=${second.token}`)).status).toBe(200);
    const malformed = await call(url, 'GET', `/wishlists/v2/favorites/${list.favoriteId}/share?token=short`);
    expect([malformed.status, errorIdOf(malformed.body)]).toEqual([400, 'ATTR300']);
  });

  it("refuses to share another consumer's list like an unknown one, and needs a token to share", async () => {
    const owner = await guestToken(url);
    const stranger = await guestToken(url);
    const list = await favoritesOf(owner.accessToken);
    const foreign = await call(url, 'POST', `/wishlists/v2/favorites/${list.favoriteId}/share`, stranger.accessToken);
    const missing = await call(url, 'POST', '/wishlists/v2/favorites/no-such-list/share', stranger.accessToken);
    expect([foreign.status, errorIdOf(foreign.body)]).toEqual([missing.status, errorIdOf(missing.body)]);
    expect(errorIdOf(foreign.body)).toBe('LIST_NOT_FOUND');
    expect(await started.sqlClient().query('SELECT 1 FROM favorite_lists WHERE id = $1 AND share_token_hash IS NOT NULL', [list.favoriteId])).toEqual([]);
    expect((await call(url, 'POST', `/wishlists/v2/favorites/${list.favoriteId}/share`)).status).toBe(401);
  });
});
