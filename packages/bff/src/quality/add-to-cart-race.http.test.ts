import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '@stride/adapters-storage';
import { cartCall } from '../api/cart/cart-http.fixture.js';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { guestToken } from '../testing/tokens.js';
import { startPostgresTestServer } from './started-postgres-server.fixture.js';

// An add reads the basket, decides, and writes guarded by the basket's version; when the basket
// changed in between it writes nothing and reads again: racing adds must all count.
const engines = {
  pglite: () => startTestServer({ STRIDE_DEMO_DATA: 'true' }),
  postgres: () => startPostgresTestServer(),
};

type Shoe = { variantId: string; productId: string; upc: string };

async function plainShoes(sql: SqlClient, count: number): Promise<Shoe[]> {
  const rows = await sql.query<Shoe>(
    `SELECT v.id AS "variantId", v.product_id AS "productId", v.upc
       FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.product_type = 'FOOTWEAR' AND NOT p.presale AND NOT p.coming_soon AND NOT p.is_customs AND v.online_stock > 0
      ORDER BY v.id LIMIT $1`,
    [count],
  );
  await sql.query('UPDATE variants SET online_stock = 1000 WHERE id = ANY($1)', [rows.map((row) => row.variantId)]);
  return rows;
}

const paidLines = (items: readonly { bonus?: boolean; variantId: string; qty: number }[]): Record<string, number> =>
  Object.fromEntries(items.filter((item) => item.bonus !== true).map((item) => [item.variantId, item.qty]));

describe.each(Object.entries(engines))('adds to one cart at the same moment, on %s', (_engine, start) => {
  let started: StartedServer;
  let url: string;
  let shoes: Shoe[];
  beforeAll(async () => {
    started = await start();
    url = started.server.url;
    shoes = await plainShoes(started.sqlClient(), 3);
  }, 120_000);
  afterAll(() => started?.server.close());

  const add = (token: string, cartId: string, shoe: Shoe, qty = 1) =>
    cartCall(url, 'POST', '/cart/v1/item', token, { items: [{ cartId, productId: shoe.productId, upc: shoe.upc, qty }] });

  it('every racing add counts: 24 adds to one line and 2 each to two new lines leave 24, 2 and 2 units', { timeout: 60_000 }, async () => {
    const [first, second, third] = shoes;
    if (first === undefined || second === undefined || third === undefined) throw new Error('the demo data has fewer than 3 plain shoes');
    const guest = await guestToken(url);
    const created = await cartCall(url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const cartId = created.body.basketId;
    const racing = [...Array.from({ length: 24 }, () => first), second, second, third, third];

    const answers = await Promise.all(racing.map((shoe) => add(guest.accessToken, cartId, shoe)));

    expect(answers.map((answer) => answer.status)).toEqual(racing.map(() => 200));
    const loaded = await cartCall(url, 'GET', `/cart/v1/cart/${cartId}`, guest.accessToken);
    expect(paidLines(loaded.body.items)).toEqual({ [first.variantId]: 24, [second.variantId]: 2, [third.variantId]: 2 });
    // Each answer is the basket right after its own add: the first shoe's units it shows are all different.
    const firstUnits = answers.filter((_, index) => index < 24).map((answer) => paidLines(answer.body.items)[first.variantId]);
    expect(new Set(firstUnits).size).toBe(24);
  });

  it('every racing add of several lines counts each line: 8 adds of two shoes leave 8 of each', { timeout: 60_000 }, async () => {
    const [first, second] = shoes;
    if (first === undefined || second === undefined) throw new Error('the demo data has fewer than 2 plain shoes');
    const guest = await guestToken(url);
    const cartId = (await cartCall(url, 'POST', '/cart/v1/cart', guest.accessToken, {})).body.basketId;
    const line = (shoe: Shoe) => ({ cartId, productId: shoe.productId, upc: shoe.upc, qty: 1 });

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cartCall(url, 'POST', '/cart/v1/item', guest.accessToken, { items: [line(first), line(second)] })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const loaded = await cartCall(url, 'GET', `/cart/v1/cart/${cartId}`, guest.accessToken);
    expect(paidLines(loaded.body.items)).toEqual({ [first.variantId]: 8, [second.variantId]: 8 });
    expect(new Set(answers.map((answer) => paidLines(answer.body.items)[first.variantId])).size).toBe(8);
  });

  it('answers each add with the cart exactly as loading it right after shows it', { timeout: 60_000 }, async () => {
    const [first, second] = shoes;
    if (first === undefined || second === undefined) throw new Error('the demo data has fewer than 2 plain shoes');
    const guest = await guestToken(url);
    const cartId = (await cartCall(url, 'POST', '/cart/v1/cart', guest.accessToken, {})).body.basketId;
    // A new line, a merge into it, a second new line: each answer is built from what its add read and wrote.
    for (const [shoe, qty] of [
      [first, 1],
      [first, 2],
      [second, 1],
    ] as const) {
      const added = await add(guest.accessToken, cartId, shoe, qty);
      expect(added.status).toBe(200);
      const loaded = await cartCall(url, 'GET', `/cart/v1/cart/${cartId}`, guest.accessToken);
      expect(added.body).toEqual(loaded.body);
    }
  });
});
