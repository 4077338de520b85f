import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/started-server.js';
import type { StartedServer } from '../../testing/started-server.js';
import { createCartWithItem } from '../../testing/cart.js';
import { agentLogin, guestToken } from '../../testing/tokens.js';
import { cartCall } from './cart-http.fixture.js';

let started: StartedServer;
let url: string;
let token: string;
let agent: string;
let basketId: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  token = (await guestToken(url)).accessToken;
  agent = (await agentLogin(url, 'associate@stride.example', 'Stride-demo-1')).accessToken;
  basketId = (await createCartWithItem(url, token)).basketId;
});
afterAll(async () => started.server.close());

/** Every row of the cart tables, so "nothing changed" is checked across the whole slice. */
async function snapshot(): Promise<string> {
  const sql = started.sqlClient();
  const tables = ['baskets', 'basket_items', 'basket_coupons', 'basket_price_adjustments'];
  const rows = await Promise.all(tables.map((table) => sql.query(`SELECT * FROM ${table} ORDER BY 1`)));
  return JSON.stringify(rows);
}

const notObject = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }));
const badQty = fc.oneof(fc.constant(-1), fc.constant(1.5), fc.constant(1_000_000), fc.string(), fc.constant(null));
// Long ids start with 65 visible characters: the schemas trim, so padding alone could shrink into a valid id.
const tooLong = fc.string({ maxLength: 10 }).map((tail) => `${'x'.repeat(65)}${tail}`);
const badId = fc.oneof(fc.constant(''), fc.integer(), tooLong, fc.constant(null));

// Each body is wrong in at least one field the route's schema checks.
const routes: readonly { name: string; method: string; path: () => string; who: () => string; bodies: fc.Arbitrary<unknown> }[] = [
  {
    name: 'POST /cart/v1/item',
    method: 'POST',
    path: () => '/cart/v1/item',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      fc.record({ items: fc.oneof(notObject, fc.constant([])) }),
      badQty.map((qty) => ({ items: [{ cartId: basketId, productId: 'SR0045600', qty }] })),
      badId.map((productId) => ({ items: [{ cartId: basketId, productId }] })),
    ),
  },
  {
    name: 'POST /cart/v1/cartWithItem',
    method: 'POST',
    path: () => '/cart/v1/cartWithItem',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      badQty.map((qty) => ({ items: [{ productId: 'SR0045600', qty }] })),
      fc.constant({ items: [] }),
    ),
  },
  {
    name: 'POST /cart/v1/reserveWithItem',
    method: 'POST',
    path: () => '/cart/v1/reserveWithItem',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      fc.constant({ items: [{ productId: 'SR0045600' }] }),
      fc.string().map((storeId) => ({ items: [{ productId: 'SR0045600', storeId: `${storeId}!` }] })),
    ),
  },
  {
    name: 'DELETE /cart/v1/item',
    method: 'DELETE',
    path: () => '/cart/v1/item',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      badId.map((itemId) => ({ cartId: basketId, itemId })),
    ),
  },
  {
    name: 'PUT /cart/v1/cart/:basketId/item',
    method: 'PUT',
    path: () => `/cart/v1/cart/${basketId}/item`,
    who: () => token,
    bodies: fc.oneof(
      notObject,
      badQty.map((qty) => ({ itemId: 'x', qty })),
      badId.map((itemId) => ({ itemId, qty: 1 })),
    ),
  },
  {
    name: 'PUT /cart/v1/coupon',
    method: 'PUT',
    path: () => '/cart/v1/coupon',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      fc.oneof(fc.constant(''), fc.constant('   '), fc.integer(), tooLong).map((code) => ({ cartId: basketId, code })),
    ),
  },
  {
    name: 'DELETE /cart/v1/coupon',
    method: 'DELETE',
    path: () => '/cart/v1/coupon',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      badId.map((cartId) => ({ cartId, code: 'WELCOME10' })),
    ),
  },
  {
    name: 'POST /cart/v1/deviceFingerPrint',
    method: 'POST',
    path: () => '/cart/v1/deviceFingerPrint',
    who: () => token,
    bodies: fc.oneof(
      notObject,
      fc.oneof(fc.constant(''), fc.integer(), fc.constant('x'.repeat(4097))).map((deviceFingerPrint) => ({ cartId: basketId, deviceFingerPrint })),
    ),
  },
  {
    name: 'POST .../price_adjustments',
    method: 'POST',
    path: () => `/cart/v1/cart/${basketId}/price_adjustments`,
    who: () => agent,
    bodies: fc.oneof(
      notObject,
      fc.oneof(fc.constant(0), fc.constant(-5), fc.string()).map((amount) => ({ amount, reason: 'valid reason' })),
      fc.constant({ amount: 1, reason: '' }),
    ),
  },
  {
    name: 'PATCH .../price_adjustments/:id',
    method: 'PATCH',
    path: () => `/cart/v1/cart/${basketId}/price_adjustments/adj-1`,
    who: () => agent,
    bodies: fc.oneof(notObject, fc.constant({}), fc.constant({ amount: -1 })),
  },
];

describe('bad input on every cart route: 400 with errorDetails, nothing changed', () => {
  it.each(routes)('$name', async (route) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(route.bodies, async (body) => {
        const res = await cartCall(url, route.method, route.path(), route.who(), JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(res.body.errorDetails?.[0]?.errorId).toBe('ATTR300');
      }),
      { numRuns: 20 },
    );
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['GET', (b: string) => `/cart/v1/cart/${b}?inventorySupplyCheck=maybe`],
    ['DELETE', (b: string) => `/cart/v1/cart/${b}/price_adjustments/${'x'.repeat(70)}`],
    ['GET', () => `/cart/v1/cart/${'b'.repeat(70)}`],
    ['POST', () => '/cart/v1/cart?currency=EUR'],
  ] as const)('bad params or query on %s answer 400', async (method, path) => {
    const before = await snapshot();
    const res = await cartCall(url, method, path(basketId), method === 'DELETE' ? agent : token, method === 'POST' ? {} : undefined);
    expect(res.status).toBe(400);
    expect(res.body.errorDetails?.[0]?.errorId).toBe('ATTR300');
    expect(await snapshot()).toBe(before);
  });
});
