import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, readyBasket, shoePicker, type Call } from '../checkout/checkout-http.fixture.js';

// A store device's in-store session over HTTP, as the browser drives it: cookies only, from the store's own origin.

let started: StartedServer;
let url: string;
const nextShoe = shoePicker();
const SESSION = '/consumers-v3/consumer/agent/instore-session';

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

/** The `name=value` pairs a response sets, and the names it deletes (Max-Age=0). */
function cookiesOf(res: Response): { set: Record<string, string>; deleted: string[]; lines: string[] } {
  const lines = res.headers.getSetCookie();
  const set: Record<string, string> = {};
  const deleted: string[] = [];
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0/i.test(line) || value === '') deleted.push(name);
    else set[name] = value;
  }
  return { set, deleted, lines };
}

/** A browser on the store device: a cookie jar, and the store's own origin on every call. */
class Device {
  readonly jar = new Map<string, string>();

  async call(method: string, path: string, body?: unknown, origin: string | null = url): Promise<Call & { res: Response }> {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (origin !== null) headers.origin = origin;
    const res = await fetch(new URL(path, url), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const { set, deleted } = cookiesOf(res.clone());
    for (const name of deleted) this.jar.delete(name);
    for (const [name, value] of Object.entries(set)) this.jar.set(name, value);
    const text = await res.text();
    return { status: res.status, body: text === '' ? {} : JSON.parse(text), res };
  }

  /** The associate's agent sign-in in the device's browser. */
  signInAssociate(email: string = DemoEmail.associate) {
    return this.call('POST', '/consumers-v3/consumer/agent/login', { username: email, password: DEMO_PASSWORD });
  }

  /** A shopper signs in on the device (tokens issued as the sign-in dialog gets them, kept as its cookies). */
  async signInShopper(email: string, password = DEMO_PASSWORD): Promise<string> {
    const grant = await signIn(url, email, password);
    this.jar.set('stride_at', grant.accessToken);
    this.jar.set('stride_rt', grant.refreshToken);
    return grant.accessToken;
  }
}

async function newShopper(): Promise<{ email: string; token: string; device: Device }> {
  const email = `instore.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@stride.example`;
  expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ines', lastName: 'Store', email, password: DEMO_PASSWORD }), 'sign up');
  const device = new Device();
  expectOk(await device.signInAssociate(), 'associate sign-in');
  expectOk(await device.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E10427' }), 'open the session');
  const token = await device.signInShopper(email);
  return { email, token, device };
}

describe('POST /consumers-v3/consumer/agent/instore-session', () => {
  it("opens the session for the associate's store and employee, ends the associate's own sign-in on the device, never cached", async () => {
    const device = new Device();
    expectOk(await device.signInAssociate(), 'associate sign-in');
    expect(device.jar.has('stride_at')).toBe(true);
    const opened = await device.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E10427' });
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ storeId: 'US101', storeName: expect.any(String), storeEmployeeId: 'E10427', storeEmployeeName: 'Taylor Brooks' });
    expect(opened.res.headers.get('cache-control')).toContain('no-store');
    const sessionCookie = cookiesOf(opened.res).lines.find((line) => line.startsWith('stride_instore='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Strict/i);
    // A session cookie: it lasts the browser session, not a set time.
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    // The device now serves shoppers: the associate's tokens are gone from it, and refused.
    expect(device.jar.has('stride_at')).toBe(false);
    expect(device.jar.has('stride_instore')).toBe(true);
    const [row] = await started
      .sqlClient()
      .query<{ n: number }>(
        'SELECT count(*)::int AS n FROM in_store_sessions WHERE associate_no = (SELECT consumer_no FROM consumers WHERE email = $1) AND ended_at IS NULL',
        [DemoEmail.associate],
      );
    expect(row?.n).toBeGreaterThanOrEqual(1);
    // Only a digest is kept.
    const [stored] = await started.sqlClient().query('SELECT token_hash FROM in_store_sessions WHERE token_hash = $1', [device.jar.get('stride_instore')]);
    expect(stored).toBeUndefined();
  });

  it('answers STR404 for another store or an employee not of it, AUT432 to an agent who is no associate or to a shopper, ATTR300 for a malformed id; nothing is opened', async () => {
    const count = async () => (await started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM in_store_sessions'))[0]?.n;
    const before = await count();
    const device = new Device();
    expectOk(await device.signInAssociate(), 'associate sign-in');
    const otherStore = await device.call('POST', SESSION, { storeId: 'CA201', storeEmployeeId: 'E10427' });
    expect([otherStore.status, errorId(otherStore)]).toEqual([404, 'STR404']);
    expect(otherStore.body.errorDetails[0].message).toBe('You can open an in-store session only in the store you work in.');
    const stranger = await device.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E99999' });
    expect([stranger.status, errorId(stranger)]).toEqual([404, 'STR404']);
    expect(stranger.body.errorDetails[0].message).toBe('This employee does not work in this store.');
    const malformed = await device.call('POST', SESSION, { storeId: 'us-101', storeEmployeeId: 'E10427' });
    expect([malformed.status, errorId(malformed)]).toEqual([400, 'ATTR300']);
    const employee = new Device();
    expectOk(await employee.signInAssociate(DemoEmail.employee), 'employee agent sign-in');
    const notAssociate = await employee.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E10427' });
    expect([notAssociate.status, errorId(notAssociate)]).toEqual([403, 'AUT432']);
    const shopper = new Device();
    await shopper.signInShopper(DemoEmail.shopper);
    const refused = await shopper.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E10427' });
    expect([refused.status, errorId(refused)]).toEqual([403, 'AUT432']);
    expect(await count()).toBe(before);
    expect(device.jar.has('stride_instore')).toBe(false);
  });
});

describe("the in-store session's authority", () => {
  it("lets the associate adjust the signed-in shopper's basket and stamps the store and employee on the order", async () => {
    const { token, device } = await newShopper();
    const basketId = await readyBasket(url, token, nextShoe());
    const adjusted = await device.call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, { amount: 10, reason: 'Price match' });
    expect(adjusted.status).toBe(201);
    const associate = await agentLogin(url, DemoEmail.associate, DEMO_PASSWORD);
    expect(adjusted.body.priceAdjustments).toEqual([expect.objectContaining({ amount: 10, reason: 'Price match', createdBy: expect.any(String) })]);
    const [audit] = await started.sqlClient().query<{ created_by: string }>('SELECT created_by FROM basket_price_adjustments WHERE basket_id = $1', [basketId]);
    const [associateRow] = await started
      .sqlClient()
      .query<{ consumer_no: string }>('SELECT consumer_no FROM consumers WHERE email = $1', [DemoEmail.associate]);
    expect(audit?.created_by).toBe(associateRow?.consumer_no);
    await payWithCard(url, token, basketId, '4111111111111111');
    // The body names another employee: the session's store and employee win.
    const placed = await device.call('PUT', '/cart/v2/checkout/order', {
      cartId: basketId,
      paymentMethod: { code: 'CREDIT_CARD' },
      inStoreSalesInfo: { storeId: 'US101', storeEmployeeId: 'E99999' },
    });
    expect(placed.status).toBeLessThan(300);
    expect(placed.body.inStoreSalesInfo).toEqual({ storeId: 'US101', storeEmployeeId: 'E10427' });
    const lookedUp = expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${placed.body.orderNumber}`, associate.accessToken), 'agent lookup');
    expect(lookedUp.body.orderNumber).toBe(placed.body.orderNumber);
  });

  it("refuses adjustments without a session (AUT432), on the associate's own basket, and from another site (cross-site)", async () => {
    const { token, device } = await newShopper();
    const basketId = await readyBasket(url, token, nextShoe());
    const adjustments = `/cart/v1/cart/${basketId}/price_adjustments`;
    const crossSite = await device.call('POST', adjustments, { amount: 5, reason: 'Price match' }, 'https://evil.example');
    expect([crossSite.status, errorId(crossSite)]).toEqual([403, 'AUT432']);
    const alone = new Device();
    alone.jar.set('stride_at', token);
    const withoutSession = await alone.call('POST', adjustments, { amount: 5, reason: 'Price match' });
    expect([withoutSession.status, errorId(withoutSession)]).toEqual([403, 'AUT432']);
    // The associate shopping for themself on the device: nobody discounts their own order.
    const own = new Device();
    expectOk(await own.signInAssociate(), 'associate sign-in');
    expectOk(await own.call('POST', SESSION, { storeId: 'US101', storeEmployeeId: 'E10427' }), 'open');
    const ownToken = await own.signInShopper(DemoEmail.associate);
    const ownBasket = await readyBasket(url, ownToken, nextShoe());
    const refused = await own.call('POST', `/cart/v1/cart/${ownBasket}/price_adjustments`, { amount: 5, reason: 'Price match' });
    expect([refused.status, errorId(refused)]).toEqual([403, 'AUT432']);
    expect(refused.body.errorDetails[0].message).toBe('An agent cannot adjust the prices of their own basket.');
    // Another shopper's basket through the session answers like a missing one.
    const foreign = await own.call('POST', adjustments, { amount: 5, reason: 'Price match' });
    expect([foreign.status, errorId(foreign)]).toEqual([404, 'BSK404']);
    const rows = await started.sqlClient().query('SELECT 1 FROM basket_price_adjustments WHERE basket_id IN ($1, $2)', [basketId, ownBasket]);
    expect(rows).toHaveLength(0);
  });

  it('clearing ends the authority at once and signs the shopper out', async () => {
    const { email, token, device } = await newShopper();
    const basketId = await readyBasket(url, token, nextShoe());
    const sessionToken = device.jar.get('stride_instore') as string;
    const refreshToken = device.jar.get('stride_rt') as string;
    const cleared = await device.call('DELETE', SESSION);
    expect([cleared.status, cleared.body]).toEqual([200, { success: true }]);
    expect(cookiesOf(cleared.res).deleted).toEqual(expect.arrayContaining(['stride_instore', 'stride_at', 'stride_rt']));
    // A copy of the old cookies holds nothing: the shopper's tokens are revoked, and the session is ended even
    // beside a shopper's token that still works.
    const replay = new Device();
    replay.jar.set('stride_at', token);
    replay.jar.set('stride_instore', sessionToken);
    const adjustment = { amount: 5, reason: 'Price match' };
    const revoked = await replay.call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, adjustment);
    expect([revoked.status, errorId(revoked)]).toEqual([401, 'AUT432']);
    await replay.signInShopper(email);
    const ended = await replay.call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, adjustment);
    expect([ended.status, errorId(ended)]).toEqual([403, 'AUT432']);
    const refresh = await api(url, 'POST', '/token/v2/auth/token', undefined, { type: 'Refresh', refreshToken });
    expect(refresh.status).toBe(401);
    // Clearing again, or with no session, changes nothing.
    expect((await new Device().call('DELETE', SESSION)).status).toBe(200);
  });
});
