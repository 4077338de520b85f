import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { buyableDemoVariants } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { call, errorIdOf, errorMessageOf } from '../delivery/delivery-http.fixture.js';

let started: StartedServer;
let url: string;
let token: string;
let other: string;
const variants = buyableDemoVariants((v) => v.productType === 'FOOTWEAR')
  .slice(0, 4)
  .map((v) => v.variantId);
const variant = (i: number) => variants[i] ?? '';

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  token = (await guestToken(url)).accessToken;
  other = (await guestToken(url)).accessToken;
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

type ListAnswer = {
  saveForLaterId?: string;
  favoriteId?: string;
  items: { itemId: string; productId: string; qty: number; available: boolean }[];
  total: number;
};
const listRows = async (table: string) => (await started.sqlClient().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

describe('saved for later', () => {
  it('saves items, answers the list with availability and pages with start and count', async () => {
    for (const i of [0, 1, 2])
      expect((await call(url, 'PUT', '/cart/v2/saveForLater', token, { productId: variant(i), qty: 1, pdpUrl: '/en-us/p/x-SR0045600' })).status).toBe(200);
    const page = await call(url, 'GET', '/wishlists/v2/saveForLater?start=1&count=1', token);
    expect(page.status).toBe(200);
    const list = page.body as ListAnswer;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.productId)).toEqual([variant(1)]);
    expect(list.items[0]?.available).toBe(true);
    expect((await call(url, 'GET', '/wishlists/v2/saveForLater', other)).body).toMatchObject({ total: 0 });
  });

  it('answers PLP400 for an unknown product or another consumer’s list id, changing nothing', async () => {
    const before = await listRows('saved_for_later_items');
    expect(errorIdOf((await call(url, 'PUT', '/cart/v2/saveForLater', token, { productId: 'NOPE0000' })).body)).toBe('PLP400');
    const mine = (await call(url, 'GET', '/wishlists/v2/saveForLater', token)).body as ListAnswer;
    const foreign = await call(url, 'PUT', '/cart/v2/saveForLater', other, { productId: variant(0), saveForLaterId: mine.saveForLaterId });
    expect([foreign.status, errorIdOf(foreign.body)]).toEqual([404, 'PLP400']);
    expect(await listRows('saved_for_later_items')).toBe(before);
  });

  it('removes a line only for its owner; another consumer gets the answer of a missing line', async () => {
    const mine = (await call(url, 'GET', '/wishlists/v2/saveForLater', token)).body as ListAnswer;
    const line = mine.items[0];
    const path = `/cart/v2/saveForLater/${mine.saveForLaterId}/items/${line?.itemId}`;
    const foreign = await call(url, 'DELETE', path, other);
    const missing = await call(url, 'DELETE', `/cart/v2/saveForLater/${mine.saveForLaterId}/items/no-such-item`, token);
    expect([foreign.status, errorIdOf(foreign.body), errorMessageOf(foreign.body)]).toEqual([
      missing.status,
      errorIdOf(missing.body),
      errorMessageOf(missing.body),
    ]);
    const removed = await call(url, 'DELETE', path, token);
    expect(removed.status).toBe(200);
    expect((removed.body as ListAnswer).total).toBe(mine.total - 1);
  });

  it('moves a cart line to the saved list: gone from the cart, on the list; another consumer’s basket is BSK404', async () => {
    const cart = await createCartWithItem(url, token, { productId: variant(3), qty: 2 });
    const itemId = cart.items[0]?.id ?? '';
    const foreign = await call(url, 'POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, other, { itemId });
    expect([foreign.status, errorIdOf(foreign.body)]).toEqual([404, 'BSK404']);
    expect(errorIdOf((await call(url, 'POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId: 'no-such-item' })).body)).toBe('PLP400');
    const moved = await call(url, 'POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, token, { itemId });
    expect(moved.status).toBe(200);
    // The moved line leaves the cart (and with it the free gift it qualified the cart for, gift-lines.http.test.ts).
    const answer = moved.body as { items: { id: string }[]; saveForLater: ListAnswer };
    expect(answer.items.map((item) => item.id)).not.toContain(itemId);
    expect(await started.sqlClient().query('SELECT id FROM basket_items WHERE id = $1', [itemId])).toEqual([]);
    expect(answer.saveForLater.items.find((item) => item.productId === variant(3))?.qty).toBe(2);
  });

  it('refuses malformed bodies and paging with a 4xx carrying errorDetails, changing nothing', async () => {
    const before = await listRows('saved_for_later_items');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.dictionary(fc.constantFrom('productId', 'qty', 'pdpUrl', 'type', 'saveForLaterId', 'recipeId'), fc.jsonValue()).map((v) => JSON.stringify(v)),
        ),
        async (raw) => {
          const res = await call(url, 'PUT', '/cart/v2/saveForLater', token, raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(errorIdOf(res.body)).toBeDefined();
        },
      ),
      { numRuns: 25 },
    );
    for (const query of ['start=-1', 'count=0', 'count=101', 'start=x']) {
      expect(errorIdOf((await call(url, 'GET', `/wishlists/v2/saveForLater?${query}`, token)).body)).toBe('ATTR300');
    }
    expect(errorIdOf((await call(url, 'PUT', '/cart/v2/saveForLater', token, { productId: variant(0), pdpUrl: '//evil.example/p' })).body)).toBe('ATTR300');
    expect(await listRows('saved_for_later_items')).toBe(before);
  });
});

describe('favorites', () => {
  it('adds, reads and removes favorites; the same product twice keeps one line', async () => {
    await call(url, 'POST', '/wishlists/v2/favorites', token, { id: variant(0), qty: 1, itemType: 'product' });
    const again = await call(url, 'POST', '/wishlists/v2/favorites', token, { id: variant(0), qty: 3 });
    expect(again.status).toBe(200);
    const list = again.body as ListAnswer;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ productId: variant(0), qty: 3 });
    const removed = await call(url, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/${list.items[0]?.itemId}`, token);
    expect((removed.body as ListAnswer).total).toBe(0);
  });

  it('answers PLP400 for another consumer’s favorites, exactly like a missing one', async () => {
    const list = (await call(url, 'POST', '/wishlists/v2/favorites', token, { id: variant(1) })).body as ListAnswer;
    const foreign = await call(url, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/${list.items[0]?.itemId}`, other);
    const missing = await call(url, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/nothing-here`, token);
    expect([foreign.status, errorIdOf(foreign.body), errorMessageOf(foreign.body)]).toEqual([
      missing.status,
      errorIdOf(missing.body),
      errorMessageOf(missing.body),
    ]);
    expect(errorIdOf((await call(url, 'POST', '/wishlists/v2/favorites', other, { id: variant(1), favoriteId: list.favoriteId })).body)).toBe('PLP400');
    expect(((await call(url, 'GET', '/wishlists/v2/favorites', token)).body as ListAnswer).total).toBe(1);
  });

  it('refuses malformed bodies with a 4xx carrying errorDetails, changing nothing', async () => {
    const before = await listRows('favorite_items');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.dictionary(fc.constantFrom('id', 'qty', 'itemType', 'favoriteId'), fc.jsonValue()).map((v) => JSON.stringify(v)),
        ),
        async (raw) => {
          const res = await call(url, 'POST', '/wishlists/v2/favorites', token, raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(errorIdOf(res.body)).toBeDefined();
        },
      ),
      { numRuns: 25 },
    );
    expect(await listRows('favorite_items')).toBe(before);
  });
});
