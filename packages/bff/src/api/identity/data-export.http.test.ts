import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';

let started: StartedServer;
let url: string;
const PASSWORD = 'Stride-demo-1';
const LOYAL = { email: 'loyal@stride.example', consumerNo: '1000000002' };

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

async function exportData(token: string | undefined, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL('/consumers-v3/consumer/retrieveUserData', url), { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    text,
    body: JSON.parse(text) as Record<string, unknown> & { errorDetails?: { errorId: string }[] },
  };
}

describe('the data export (retrieveUserData)', () => {
  it('answers everything held about the caller: profile, addresses, orders with lines and timelines, lists and loyalty, never a secret', async () => {
    const loyal = await signIn(url, LOYAL.email, PASSWORD);
    const texts = { subscription: { channel: 'sms', optin: true, recipient: '6175550141', country: 'US', termsAccepted: true } };
    const subscribed = await fetch(new URL('/consumers-v3/consumer/subscription', url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${loyal.accessToken}` },
      body: JSON.stringify(texts),
    });
    expect(subscribed.status).toBe(200);
    const answer = await exportData(loyal.accessToken, { consumerId: LOYAL.consumerNo, email: 'Loyal@Stride.example' });
    expect([answer.status, answer.cacheControl]).toEqual([200, 'no-store']);
    const data = answer.body as unknown as {
      exportedAt: string;
      profile: Record<string, unknown>;
      addresses: Record<string, unknown>[];
      orders: { orderNumber: string; status: string; items: { productName: string }[]; payments: { cardLast4: string }[]; events: { eventType: string }[] }[];
      loyaltyLedger: { entryType: string; points: number }[];
      loyaltyVouchers: { id: string }[];
      welcomePromos: Record<string, unknown>[];
      subscriptions: Record<string, unknown>[];
    };
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.profile).toMatchObject({ consumerNo: LOYAL.consumerNo, email: LOYAL.email, firstName: 'Jordan', isLoyaltyMember: true });
    expect(data.addresses.map((address) => address['addressLine1'])).toEqual(['41 Marlborough Street']);
    expect(data.orders.map((order) => [order.orderNumber, order.status])).toEqual([
      ['ST9000000001', 'RETURNED'],
      ['ST9000000002', 'CANCELLED'],
      ['ST9000000003', 'DELIVERED'],
      ['ST9000000004', 'SHIPPED'],
      ['ST9000000005', 'PLACED'],
    ]);
    expect(data.orders[0]?.items[0]?.productName).toBe('Stride Pace Runner 3');
    expect(data.orders[0]?.payments[0]?.cardLast4).toBe('1111');
    expect(data.orders[0]?.events.map((event) => event.eventType)).toEqual(['SHIPPED', 'DELIVERED', 'RETURN_OPENED', 'RETURNED']);
    expect(data.loyaltyLedger).toContainEqual(expect.objectContaining({ entryType: 'OPENING', points: 2450 }));
    expect(data.loyaltyVouchers.map((voucher) => voucher.id)).toEqual(['LV-1000000002-01', 'LV-1000000002-02']);
    expect(data.welcomePromos).toEqual([
      { code: 'WELCOME-DE40000002', percentOff: 15, issuedAt: expect.any(String), expiresAt: expect.any(String), redeemedAt: null },
    ]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ channel: 'sms', recipient: '+16175550141', optin: true })]);
    expect(answer.text).not.toMatch(/scrypt\$|password|passwordHash|stHash|cardToken|pspReference|failedSignIn/i);
  });

  it('answers another consumer, a wrong e-mail and a guest exactly like a missing profile (PRO404), and needs a token', async () => {
    const loyal = await signIn(url, LOYAL.email, PASSWORD);
    const guest = await guestToken(url);
    const refusals = await Promise.all([
      exportData(loyal.accessToken, { consumerId: '1000000001', email: 'shopper@stride.example' }),
      exportData(loyal.accessToken, { consumerId: LOYAL.consumerNo, email: 'someone@else.example' }),
      exportData(guest.accessToken, { consumerId: LOYAL.consumerNo, email: LOYAL.email }),
    ]);
    expect(refusals.map((refusal) => [refusal.status, refusal.body.errorDetails?.[0]?.errorId])).toEqual([
      [404, 'PRO404'],
      [404, 'PRO404'],
      [404, 'PRO404'],
    ]);
    expect((await exportData(undefined, { consumerId: LOYAL.consumerNo, email: LOYAL.email })).status).toBe(401);
    const bad = await exportData(loyal.accessToken, { consumerId: '', email: LOYAL.email });
    expect([bad.status, bad.body.errorDetails?.[0]?.errorId]).toEqual([400, 'ATTR300']);
  });
});
