import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf, post } from './identity-http.fixture.js';

// The API's clock, moved on by a test that needs time to pass (reset after it).
let clockOffsetMs = 0;
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' }, { now: () => new Date(Date.now() + clockOffsetMs) });

const sql = () => store.started.sqlClient();
const refresh = (refreshToken: string) => post(store.url, '/token/v2/auth/token', { type: 'Refresh', refreshToken });
const withBearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('refresh rotation', () => {
  it('rotates a refresh token on use and keeps the consumer', async () => {
    const grant = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const rotated = await refresh(grant.refreshToken);
    expect(rotated.status).toBe(200);
    const next = rotated.body as { refreshToken: string; consumerNo: string };
    expect(next.consumerNo).toBe(grant.consumerNo);
    expect(next.refreshToken).not.toBe(grant.refreshToken);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('answers a rotated token presented again at once with 409 AUT409 (a duplicated call), issuing nothing and keeping the family', async () => {
    const grant = await guestToken(store.url);
    const second = (await refresh(grant.refreshToken)).body as { refreshToken: string };
    const duplicate = await refresh(grant.refreshToken);
    expect(duplicate.status).toBe(409);
    expect(errorIdOf(duplicate.body)).toBe('AUT409');
    expect(duplicate.body).not.toHaveProperty('accessToken');
    // The client's retry, 2 s later, carries the newer token: it still works.
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after 10 s (AUT432)', async () => {
    const grant = await guestToken(store.url);
    const second = (await refresh(grant.refreshToken)).body as { refreshToken: string };
    clockOffsetMs = 10_001;
    try {
      const reuse = await refresh(grant.refreshToken);
      expect(reuse.status).toBe(401);
      expect(errorIdOf(reuse.body)).toBe('AUT432');
      // The legitimate holder's newer token died with the family.
      expect(errorIdOf((await refresh(second.refreshToken)).body)).toBe('AUT432');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('keeps the agent role through rotation', async () => {
    const res = await post(store.url, '/consumers-v3/consumer/agent/login', { username: DemoEmail.associate, password: DEMO_PASSWORD });
    const rotated = await refresh((res.body as { refreshToken: string }).refreshToken);
    const { accessToken } = rotated.body as { accessToken: string };
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ agentRole: 'STORE_ASSOCIATE', storeId: 'US101', consumerType: 'EMPLOYEE' });
  });

  it('answers AUT432 to an unknown refresh token', async () => {
    expect(errorIdOf((await refresh('x'.repeat(43))).body)).toBe('AUT432');
  });
});

describe('POST /consumers-v3/consumer/auth/signout', () => {
  it('revokes the refresh family and clears the cookies', async () => {
    const grant = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const res = await post(store.url, '/consumers-v3/consumer/auth/signout', { refreshToken: grant.refreshToken }, withBearer(grant.accessToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.cookies.some((line) => /^stride_rt=;/.test(line) && /Max-Age=0/.test(line))).toBe(true);
    expect(errorIdOf((await refresh(grant.refreshToken)).body)).toBe('AUT432');
  });

  it('reads the refresh token from the cookie when the body has none', async () => {
    const grant = await guestToken(store.url);
    const res = await post(store.url, '/consumers-v3/consumer/auth/signout', {}, { cookie: `stride_rt=${grant.refreshToken}`, origin: store.url });
    expect(res.status).toBe(200);
    expect(errorIdOf((await refresh(grant.refreshToken)).body)).toBe('AUT432');
  });
});

async function guestBasket(consumerNo: string, lines: { variant: string; product: string; qty: number; maxQty: number }[]): Promise<string> {
  const [basket] = await sql().query<{ id: string }>(`INSERT INTO baskets (consumer_no) VALUES ($1) RETURNING id`, [consumerNo]);
  if (basket === undefined) throw new Error('no basket');
  for (const [position, line] of lines.entries()) {
    await sql().query(`INSERT INTO basket_items (basket_id, variant_id, product_id, qty, max_qty, position) VALUES ($1, $2, $3, $4, $5, $6)`, [
      basket.id,
      line.variant,
      line.product,
      line.qty,
      line.maxQty,
      position,
    ]);
  }
  return basket.id;
}

const itemsOf = (basketId: string) =>
  sql().query<{ variant_id: string; qty: number }>(`SELECT variant_id, qty FROM basket_items WHERE basket_id = $1 ORDER BY variant_id`, [basketId]);

describe('the sign-in merge of guest objects', () => {
  it('re-owns the guest basket, then adds quantities (capped by maxQty) and moves new lines', async () => {
    const [a, b] = await sql().query<{ id: string; product_id: string }>(`SELECT id, product_id FROM variants ORDER BY id LIMIT 2`);
    if (a === undefined || b === undefined) throw new Error('no demo variants');
    const first = await guestToken(store.url);
    const firstBasket = await guestBasket(first.consumerNo, [{ variant: a.id, product: a.product_id, qty: 2, maxQty: 3 }]);
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD, { basketId: firstBasket }, first.accessToken);
    expect(loyal.basketId).toBe(firstBasket);

    const second = await guestToken(store.url);
    const secondBasket = await guestBasket(second.consumerNo, [
      { variant: a.id, product: a.product_id, qty: 2, maxQty: 5 },
      { variant: b.id, product: b.product_id, qty: 1, maxQty: 999999 },
    ]);
    const merged = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD, { basketId: secondBasket }, second.accessToken);
    expect(merged.basketId).toBe(firstBasket);
    expect(await itemsOf(firstBasket)).toEqual(
      [
        { variant_id: a.id, qty: 3 },
        { variant_id: b.id, qty: 1 },
      ].sort((x, y) => x.variant_id.localeCompare(y.variant_id)),
    );
    const [status] = await sql().query<{ status: string }>(`SELECT status FROM baskets WHERE id = $1`, [secondBasket]);
    expect(status?.status).toBe('MERGED');
  });

  it("never takes another account's basket, nor another guest's when the caller is a guest", async () => {
    const [v] = await sql().query<{ id: string; product_id: string }>(`SELECT id, product_id FROM variants ORDER BY id LIMIT 1`);
    if (v === undefined) throw new Error('no demo variants');
    const athleteBasket = await guestBasket('1000000004', [{ variant: v.id, product: v.product_id, qty: 1, maxQty: 9 }]);
    const victim = await guestToken(store.url);
    const victimBasket = await guestBasket(victim.consumerNo, [{ variant: v.id, product: v.product_id, qty: 1, maxQty: 9 }]);
    const attacker = await guestToken(store.url);
    await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD, { basketId: athleteBasket });
    await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD, { basketId: victimBasket }, attacker.accessToken);
    const owners = await sql().query<{ id: string; consumer_no: string; status: string }>(
      `SELECT id, consumer_no, status FROM baskets WHERE id = ANY($1::text[])`,
      [[athleteBasket, victimBasket]],
    );
    expect(owners).toEqual(
      expect.arrayContaining([
        { id: athleteBasket, consumer_no: '1000000004', status: 'OPEN' },
        { id: victimBasket, consumer_no: victim.consumerNo, status: 'OPEN' },
      ]),
    );
  });

  it('merges guest favorites without duplicates and re-owns saved-for-later', async () => {
    const [p, q] = await sql().query<{ id: string }>(`SELECT id FROM products ORDER BY id LIMIT 2`);
    if (p === undefined || q === undefined) throw new Error('no demo products');
    const guest = await guestToken(store.url);
    const [own] = await sql().query<{ id: string }>(
      `INSERT INTO favorite_lists (consumer_no) VALUES ('1000000001') ON CONFLICT (consumer_no) DO UPDATE SET consumer_no = EXCLUDED.consumer_no RETURNING id`,
    );
    const [fav] = await sql().query<{ id: string }>(`INSERT INTO favorite_lists (consumer_no) VALUES ($1) RETURNING id`, [guest.consumerNo]);
    const [sfl] = await sql().query<{ id: string }>(`INSERT INTO saved_for_later_lists (consumer_no) VALUES ($1) RETURNING id`, [guest.consumerNo]);
    if (own === undefined || fav === undefined || sfl === undefined) throw new Error('no lists');
    await sql().query(`INSERT INTO favorite_items (list_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [own.id, p.id]);
    await sql().query(`INSERT INTO favorite_items (list_id, product_id) VALUES ($1, $2), ($1, $3)`, [fav.id, p.id, q.id]);
    await sql().query(`INSERT INTO saved_for_later_items (list_id, product_id) VALUES ($1, $2)`, [sfl.id, q.id]);
    await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD, { favoriteId: fav.id, saveForLaterId: sfl.id }, guest.accessToken);
    const favorites = await sql().query<{ product_id: string }>(`SELECT product_id FROM favorite_items WHERE list_id = $1 ORDER BY product_id`, [own.id]);
    expect(favorites.map((row) => row.product_id)).toEqual([p.id, q.id].sort());
    const [sflOwner] = await sql().query<{ consumer_no: string }>(`SELECT consumer_no FROM saved_for_later_lists WHERE id = $1`, [sfl.id]);
    expect(sflOwner?.consumer_no).toBe('1000000001');
  });
});
