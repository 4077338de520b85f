import { describe, expect, it } from 'vitest';
import { buyableDemoVariants } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, readyBasket, shoePicker } from '../checkout/checkout-http.fixture.js';

// Configuration instead of constants (commerce sections 4, 5 and 9; account sections 4 and 9): a store started with
// every setting away from its default. The defaults are what the other HTTP tests run on (loyal@ pays with points,
// lists page by 20, favorites are served).
const store = useTestServer({
  STRIDE_DEMO_DATA: 'true',
  STRIDE_FAVORITES: 'false',
  STRIDE_LIST_PAGE_SIZE: '2',
  STRIDE_LOYALTY_MIN_POINTS: '3000',
  STRIDE_TOAST_DISMISS_MS: '8000',
});
const PASSWORD = 'Stride-demo-1';
const nextShoe = shoePicker();

describe('the storefront configured away from its defaults', () => {
  it('tells every page its switches through the catalog answer: favorites off, toasts for 8 s, points from 3,000', async () => {
    const catalog = expectOk(await api(store.url, 'GET', '/products/v2/catalog?locale=en-US'), 'catalog');
    expect(catalog.body.features).toEqual({
      notifyMe: true,
      favorites: false,
      toastDismissMs: 8000,
      loyaltyMinPoints: 3000,
      loyalty: true,
      simplifiedEnrollment: false,
    });
  });

  it('answers every favorites call as an unknown route when favorites are off, and writes nothing', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const unknown = await api(store.url, 'GET', '/wishlists/v2/no-such-list', token);
    for (const [method, path, body] of [
      ['GET', '/wishlists/v2/favorites', undefined],
      ['POST', '/wishlists/v2/favorites', { id: 'SR0045600', qty: 1, itemType: 'product' }],
      ['DELETE', '/wishlists/v2/favorites/f1/items/i1', undefined],
    ] as const) {
      const answer = await api(store.url, method, path, token, body);
      expect({ path, status: answer.status, id: errorId(answer) }).toEqual({ path, status: unknown.status, id: errorId(unknown) });
    }
    const [rows] = await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM favorite_items');
    expect(rows?.n).toBe(0);
  });

  it('pages saved-for-later by the configured size when the call names no count', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const products = buyableDemoVariants((v) => v.productType === 'FOOTWEAR')
      .slice(0, 3)
      .map((v) => v.variantId);
    for (const productId of products) expectOk(await api(store.url, 'PUT', '/cart/v2/saveForLater', token, { productId, qty: 1 }), 'save');
    const page = expectOk(await api(store.url, 'GET', '/wishlists/v2/saveForLater', token), 'saved');
    expect(page.body).toMatchObject({ total: 3, start: 0, count: 2 });
    expect(page.body.items).toHaveLength(2);
  });

  it('offers loyalty points only from the configured minimum: 2,450 points are not enough for 3,000 (REW140)', async () => {
    const loyal = await signIn(store.url, 'loyal@stride.example', PASSWORD);
    const basketId = await readyBasket(store.url, loyal.accessToken, nextShoe());
    const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/paymentMethods`, loyal.accessToken), 'methods');
    const offered = (methods.body.applicablePaymentMethods as { id: string }[]).map((m) => m.id);
    expect(offered).toEqual(expect.arrayContaining(['CREDIT_CARD', 'GIFT_CARD', 'REWARD_CODE', 'REWARD_CARD']));
    expect(offered).not.toContain('LOYALTY_POINTS');
    const refused = await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, loyal.accessToken, { payment_method_id: 'LOYALTY_POINTS' });
    expect(errorId(refused)).toBe('REW140');
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, loyal.accessToken), 'cart');
    expect(cart.body.payment_instruments).toEqual([]);
  });
});
