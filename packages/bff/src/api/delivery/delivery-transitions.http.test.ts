import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { call, errorIdOf, US_ADDRESS } from './delivery-http.fixture.js';

// Each delivery transition of commerce section 4, produced where it arises: a store's stock or services change under
// a basket's pickup lines (a cart read finds it), the shopper changes store, an address express does not reach.
let started: StartedServer;
let url: string;
let stores: string[];
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  const rows = await started.sqlClient().query<{ id: string }>(`SELECT id FROM stores WHERE country_code = 'US' ORDER BY id`);
  stores = rows.map((row) => row.id);
}, 120_000);
afterAll(async () => {
  await started?.server.close();
});

type Flash = { code: string; type: string; details?: { itemId?: string } };
type Item = { id: string; variantId: string; shippingOptions: { shippingMethod: { code: string }; storeInfo?: { id: string } }[] };
type Answer = { flash: Flash[]; items: Item[]; shippingMethods: { shippingId: string; code?: string }[] };
const moves = (body: unknown) => (body as Answer).flash.filter((f) => f.type.endsWith('Transition') || f.type === 'OrderShippingMethodDowngraded');
const sql = () => started.sqlClient();

/** A store's services, and its stock of every variant of the basket. */
async function setStore(storeId: string, services: { pickup: boolean; sts: boolean }, variantIds: readonly string[], quantity: number): Promise<void> {
  await sql().query('UPDATE stores SET offers_pickup = $2, offers_ship_to_store = $3, offers_same_day = false WHERE id = $1', [
    storeId,
    services.pickup,
    services.sts,
  ]);
  for (const variantId of variantIds)
    await sql().query(
      `INSERT INTO store_inventory (store_id, variant_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (store_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [storeId, variantId, quantity],
    );
}

/** A guest's basket whose lines are all picked up at `storeId` (the store stocked for them first). */
async function pickedUpAt(storeId: string): Promise<{ token: string; basketId: string; variantIds: string[]; itemIds: string[] }> {
  const token = (await guestToken(url)).accessToken;
  const cart = await createCartWithItem(url, token, { qty: 1 });
  const variantIds = cart.items.map((item) => item.variantId);
  await setStore(storeId, { pickup: true, sts: true }, variantIds, 5);
  const moved = await call(url, 'POST', '/cart/v1/shippingMethod', token, { cartId: cart.basketId, shippingId: `store-${storeId}`, code: 'pickup' });
  expect(moved.status).toBe(200);
  return { token, basketId: cart.basketId, variantIds, itemIds: (moved.body as Answer).items.map((item) => item.id) };
}

const read = async (token: string, basketId: string) => (await call(url, 'GET', `/cart/v1/cart/${basketId}`, token)).body as Answer;
const codesOf = (answer: Answer) => answer.items.map((item) => [item.shippingOptions[0]?.shippingMethod.code, item.shippingOptions[0]?.storeInfo?.id ?? null]);

describe('delivery transitions reported by the server', () => {
  it('ships to the store once the pickup store runs out (PickupToStsTransition, ORD518), and picks up again once it is restocked (StsToPickupTransition, ORD517)', async () => {
    const storeId = stores[0] ?? '';
    const basket = await pickedUpAt(storeId);
    await setStore(storeId, { pickup: true, sts: true }, basket.variantIds, 0);

    const short = await read(basket.token, basket.basketId);
    expect(moves(short)).toEqual(basket.itemIds.map((itemId) => ({ code: 'ORD518', type: 'PickupToStsTransition', details: { itemId, storeId } })));
    expect(codesOf(short)).toEqual(basket.itemIds.map(() => ['sts', storeId]));
    // Reported once: the next read finds nothing to move.
    expect(moves(await read(basket.token, basket.basketId))).toEqual([]);

    await setStore(storeId, { pickup: true, sts: true }, basket.variantIds, 5);
    const restocked = await read(basket.token, basket.basketId);
    expect(moves(restocked)).toEqual(basket.itemIds.map((itemId) => ({ code: 'ORD517', type: 'StsToPickupTransition', details: { itemId, storeId } })));
    expect(codesOf(restocked)).toEqual(basket.itemIds.map(() => ['pickup', storeId]));
  });

  it('sends the lines home when the pickup store runs out and cannot ship to store (PickupToSthTransition, ORD516)', async () => {
    const storeId = stores[1] ?? '';
    const basket = await pickedUpAt(storeId);
    await setStore(storeId, { pickup: true, sts: false }, basket.variantIds, 0);

    const home = await read(basket.token, basket.basketId);
    expect(moves(home)).toEqual(basket.itemIds.map((itemId) => ({ code: 'ORD516', type: 'PickupToSthTransition', details: { itemId, storeId } })));
    expect(codesOf(home)).toEqual(basket.itemIds.map(() => ['standard', null]));
    expect(home.shippingMethods.map((s) => s.shippingId)).toEqual(['me']);
  });

  it('sends ship-to-store lines home when the store stops taking them (StsToSthTransition, ORD516)', async () => {
    const storeId = stores[2] ?? '';
    const basket = await pickedUpAt(storeId);
    await setStore(storeId, { pickup: true, sts: true }, basket.variantIds, 0);
    expect(moves(await read(basket.token, basket.basketId)).map((f) => f.type)).toEqual(basket.itemIds.map(() => 'PickupToStsTransition'));

    await setStore(storeId, { pickup: true, sts: false }, basket.variantIds, 0);
    const home = await read(basket.token, basket.basketId);
    expect(moves(home)).toEqual(basket.itemIds.map((itemId) => ({ code: 'ORD516', type: 'StsToSthTransition', details: { itemId, storeId } })));
    expect(codesOf(home)).toEqual(basket.itemIds.map(() => ['standard', null]));
  });

  it('moves the lines to the new store when the shopper changes store, reporting those the new store must ship in (PickupToStsTransition)', async () => {
    const [first, second] = [stores[3] ?? '', stores[4] ?? ''];
    const basket = await pickedUpAt(first);
    await setStore(second, { pickup: true, sts: true }, basket.variantIds, 0);

    const offered = await call(url, 'GET', `/cart/v1/cart/${basket.basketId}/shippingMethod/store-${second}`, basket.token);
    expect((offered.body as { applicableShippingMethods: { code: string }[] }).applicableShippingMethods.map((m) => m.code)).toEqual(['sts']);
    const changed = await call(url, 'POST', '/cart/v1/shippingMethod', basket.token, { cartId: basket.basketId, shippingId: `store-${second}`, code: 'sts' });
    expect(changed.status).toBe(200);
    expect(moves(changed.body)).toEqual(basket.itemIds.map((itemId) => ({ code: 'ORD518', type: 'PickupToStsTransition', details: { itemId } })));
    expect(codesOf(changed.body as Answer)).toEqual(basket.itemIds.map(() => ['sts', second]));
  });

  it('downgrades express to standard for an address express does not reach (OrderShippingMethodDowngraded), once, and refuses express there', async () => {
    const token = (await guestToken(url)).accessToken;
    const cart = await createCartWithItem(url, token, { qty: 1 });
    expect((await call(url, 'POST', '/cart/v1/shippingMethod', token, { cartId: cart.basketId, shippingId: 'me', code: 'express' })).status).toBe(200);
    const alaska = { ...US_ADDRESS, addressLine1: '411 W 4th Ave', city: 'Anchorage', province: 'AK', postalCode: '99501', phone: '9075550123' };

    const moved = await call(url, 'POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, alaska);
    expect(moved.status).toBe(200);
    expect(moves(moved.body)).toEqual([
      { code: 'OrderShippingMethodDowngraded', type: 'OrderShippingMethodDowngraded', details: { shippingId: 'me', from: 'express', to: 'standard' } },
    ]);
    expect((moved.body as Answer).shippingMethods.find((s) => s.shippingId === 'me')?.code).toBe('standard');
    expect(moves(await read(token, cart.basketId))).toEqual([]);

    const offered = await call(url, 'GET', `/cart/v1/cart/${cart.basketId}/shippingMethod/me`, token);
    expect((offered.body as { applicableShippingMethods: { code: string }[] }).applicableShippingMethods.map((m) => m.code)).toEqual(['standard']);
    expect(errorIdOf((await call(url, 'POST', '/cart/v1/shippingMethod', token, { cartId: cart.basketId, shippingId: 'me', code: 'express' })).body)).toBe(
      'SHP404',
    );
    // Back in New York, express is offered again and nothing is moved.
    const newYork = await call(url, 'POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, US_ADDRESS);
    expect(moves(newYork.body)).toEqual([]);
  });

  it('moves nothing of another consumer’s basket: its read is BSK404 and its lines stay', async () => {
    const storeId = stores[5] ?? '';
    const basket = await pickedUpAt(storeId);
    await setStore(storeId, { pickup: true, sts: true }, basket.variantIds, 0);
    const other = (await guestToken(url)).accessToken;
    expect(errorIdOf((await call(url, 'GET', `/cart/v1/cart/${basket.basketId}`, other)).body)).toBe('BSK404');
    const [line] = await sql().query<{ code: string }>('SELECT shipping_method_code AS code FROM basket_items WHERE basket_id = $1 LIMIT 1', [basket.basketId]);
    expect(line?.code).toBe('pickup');
  });
});
