import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, GUEST_ADDRESS, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

// `POST /consumers-v3/agent/orders/search`: support staff find a shopper's orders by e-mail.
const PATH = '/consumers-v3/agent/orders/search';
let started: StartedServer;
let url: string;
let agent: string;
const nextShoe = shoePicker();
const email = `phone.caller.${randomUUID().slice(0, 8)}@example.com`;
const placed: LooseJson[] = [];

/** A guest buys one shoe with a card, giving `address` (and its e-mail) at checkout. */
async function guestBuys(address: typeof GUEST_ADDRESS): Promise<LooseJson> {
  const guest = (await guestToken(url)).accessToken;
  const basketId = await readyBasket(url, guest, nextShoe(), 1, address);
  await payWithCard(url, guest, basketId, '4111111111111111');
  return expectOk(await placeOrder(url, guest, basketId), 'place').body;
}

const ROWS = `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS items,
  (SELECT count(*) FROM baskets)::int AS baskets, (SELECT coalesce(sum(hits), 0) FROM rate_limits)::int AS hits`;
const rows = async () => (await started.sqlClient().query(ROWS))[0];

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  agent = (await agentLogin(url, 'employee@stride.example', 'Stride-demo-1')).accessToken;
  placed.push(await guestBuys({ ...GUEST_ADDRESS, email }));
  placed.push(await guestBuys(GUEST_ADDRESS));
  placed.push(await guestBuys({ ...GUEST_ADDRESS, email }));
}, 120_000);
afterAll(async () => started?.server.close());

describe('an agent finds orders by e-mail', () => {
  it('lists the guest orders placed with the e-mail (any case), newest first, as the order reads answer them', async () => {
    const [first, , third] = placed;
    const found = expectOk(await api(url, 'POST', PATH, agent, { email: `  ${email.toUpperCase()} ` }), 'search');
    expect(found.body).toMatchObject({ total: 2, start: 0, count: 10 });
    expect(found.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([third?.orderNumber, first?.orderNumber]);
    const one = expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${third?.orderNumber}`, agent), 'purchase');
    // The same mapper, but a page of orders leaves out each one's tracking timeline and gift cards.
    const { tracking, giftCards, ...withoutTracking } = one.body;
    expect(tracking).toMatchObject({ events: [], returnNumber: null });
    expect(giftCards).toEqual([]);
    expect(found.body.orders[0]).toEqual(withoutTracking);
    expect(found.body.orders[0].st).toBeUndefined();
    expect(found.body.orders[0]).toMatchObject({
      status: 'PLACED',
      paymentMethod: [{ code: 'CREDIT_CARD', additionalData: { brand: 'VISA', last4: '1111' } }],
    });
  });

  it('pages with start and count', async () => {
    const page = expectOk(await api(url, 'POST', PATH, agent, { email, start: 1, count: 1 }), 'page');
    expect(page.body).toMatchObject({ total: 2, start: 1, count: 1 });
    expect(page.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([placed[0]?.orderNumber]);
    const beyond = expectOk(await api(url, 'POST', PATH, agent, { email, start: 5, count: 50 }), 'beyond');
    expect(beyond.body).toEqual({ total: 2, start: 5, count: 50, orders: [] });
  });

  it('answers an e-mail without orders with an empty list', async () => {
    const none = expectOk(await api(url, 'POST', PATH, agent, { email: 'nobody.ordered@example.com' }), 'none');
    expect(none.body).toEqual({ total: 0, start: 0, count: 10, orders: [] });
  });

  it('a store associate may search too', async () => {
    const associate = (await agentLogin(url, 'associate@stride.example', 'Stride-demo-1')).accessToken;
    expect(expectOk(await api(url, 'POST', PATH, associate, { email }), 'associate').body.total).toBe(2);
  });
});

describe('who may search, and bad input', () => {
  it('a shopper or a guest token is refused with 403 AUT432; no token 401', async () => {
    const shopper = (await signIn(url, 'shopper@stride.example', 'Stride-demo-1')).accessToken;
    const guest = (await guestToken(url)).accessToken;
    for (const token of [shopper, guest]) {
      const refused = await api(url, 'POST', PATH, token, { email });
      expect([refused.status, errorId(refused)]).toEqual([403, 'AUT432']);
      expect(JSON.stringify(refused.body)).not.toContain(placed[0]?.orderNumber);
    }
    const anonymous = await api(url, 'POST', PATH, undefined, { email });
    expect([anonymous.status, errorId(anonymous)]).toEqual([401, 'AUT432']);
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
    ['an e-mail with spaces inside', { email: 'ada lovelace@example.com' }],
    ['a count above 50', { email, count: 51 }],
    ['a negative start', { email, start: -1 }],
    ['a text count', { email, count: '10' }],
    ['a body that is not JSON', '{"email": '],
  ])('%s is 400 ATTR300 and changes nothing', async (_name, body) => {
    const before = await rows();
    const refused = await api(url, 'POST', PATH, agent, body);
    expect([refused.status, errorId(refused)]).toEqual([400, 'ATTR300']);
    expect(refused.body.errorDetails[0].message).toMatch(/^(Invalid request: body\.|The request body is not valid JSON)/);
    expect(await rows()).toEqual(before);
  });
});
