import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';

let started: StartedServer;
let url: string;
const PASSWORD = 'Stride-demo-1';
const PATH = '/consumers-v3/consumer/subscription';

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

type SubscriptionAnswer = {
  channel: string;
  type: string;
  optin: boolean;
  doubleOptin: boolean;
  recipient: string;
  optinDate: string | null;
  optoutDate: string | null;
};

async function call(method: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(PATH, url), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as {
      subscription?: SubscriptionAnswer;
      subscriptions?: SubscriptionAnswer[];
      errorDetails?: { errorId: string; message: string }[];
    },
  };
}
const sms = (recipient: string, optin: boolean, termsAccepted?: boolean) => ({
  subscription: { channel: 'sms', optin, recipient, country: 'US', termsAccepted },
});

describe('subscriptions', () => {
  it("lists the account's e-mail newsletter; subscribes to texts with the terms accepted, stores the phone as +1, and opts out with a date", async () => {
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const listed = await call('GET', shopper.accessToken);
    expect([listed.status, listed.cacheControl]).toEqual([200, 'no-store']);
    expect(listed.body.subscriptions).toEqual([
      expect.objectContaining({ channel: 'email', type: 'Newsletter', recipient: 'shopper@stride.example', doubleOptin: true }),
    ]);

    const subscribed = await call('PUT', shopper.accessToken, sms('(212) 555-0140', true, true));
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.subscription).toMatchObject({
      channel: 'sms',
      type: 'Newsletter',
      optin: true,
      doubleOptin: false,
      recipient: '+12125550140',
      optoutDate: null,
    });
    const optinDate = subscribed.body.subscription?.optinDate;
    expect(optinDate).not.toBeNull();
    const again = await call('PUT', shopper.accessToken, sms('2125550140', true, true));
    expect(again.body.subscription?.optinDate).toBe(optinDate);

    const out = await call('PUT', shopper.accessToken, sms('2125550140', false));
    expect(out.body.subscription).toMatchObject({ optin: false, optinDate });
    expect(out.body.subscription?.optoutDate).not.toBeNull();
    expect((await call('GET', shopper.accessToken)).body.subscriptions?.map((s) => [s.channel, s.optin])).toEqual([
      ['email', expect.any(Boolean)],
      ['sms', false],
    ]);
  });

  it('refuses an SMS opt-in without the terms or with an invalid phone (ATTR300, the spec message) and writes nothing', async () => {
    const shopper = await signIn(url, 'loyal@stride.example', PASSWORD);
    const noTerms = await call('PUT', shopper.accessToken, sms('6175550141', true));
    expect([noTerms.status, noTerms.body.errorDetails?.[0]?.message]).toEqual([400, 'Accept the text message terms to subscribe to texts.']);
    const badPhone = await call('PUT', shopper.accessToken, sms('12345', true, true));
    expect([badPhone.status, badPhone.body.errorDetails?.[0]?.errorId, badPhone.body.errorDetails?.[0]?.message]).toEqual([
      400,
      'ATTR300',
      'A valid phone number is required',
    ]);
    expect(await started.sqlClient().query("SELECT 1 FROM consumer_subscriptions WHERE consumer_no = '1000000002'")).toEqual([]);
  });

  it("a guest's text subscription is created, never updated; the newsletter goes to the account's own address only", async () => {
    const guest = await guestToken(url);
    const created = await call('POST', guest.accessToken, sms('2125550199', true, true));
    expect([created.status, created.body.subscription?.recipient]).toEqual([200, '+12125550199']);
    const update = await call('PUT', guest.accessToken, sms('2125550199', false));
    expect([update.status, update.body.errorDetails?.[0]?.errorId]).toEqual([404, 'PRO404']);
    expect((await call('GET', guest.accessToken)).body.subscriptions?.map((s) => s.channel)).toEqual(['sms']);

    const shopper = await signIn(url, 'athlete@stride.example', PASSWORD);
    const elsewhere = await call('PUT', shopper.accessToken, {
      subscription: { channel: 'email', optin: true, recipient: 'someone@else.example', country: 'US' },
    });
    expect([elsewhere.status, elsewhere.body.errorDetails?.[0]?.errorId]).toEqual([400, 'ATTR300']);
    const own = await call('PUT', shopper.accessToken, { subscription: { channel: 'email', optin: true, recipient: 'ATHLETE@stride.example', country: 'US' } });
    expect(own.body.subscription).toMatchObject({ channel: 'email', optin: true });
    const profile = await fetch(new URL('/consumers-v3/consumer', url), { headers: { authorization: `Bearer ${shopper.accessToken}` } });
    expect(JSON.stringify(await profile.json())).toMatch(/"newsletterOptIn":true/);
    expect((await call('GET', undefined)).status).toBe(401);
  });
});
