import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';

// A visitor's newsletter over HTTP (account sections 4, 5, 6 and 8): the form's rules, the double opt-in of EMEA sites
// through the e-mailed link, the same answer for an address already subscribed, and the abuse limits.

let started: StartedServer;
let url: string;
let guest: string;
const PATH = '/consumers-v3/consumer/subscription';
const CONFIRM_PATH = '/consumers-v3/consumer/subscription/confirm';

beforeAll(async () => {
  // One trusted proxy: a request's client is the X-Forwarded-For address it names (the limits per client).
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRUST_PROXY: '1' });
  url = started.server.url;
  guest = (await guestToken(url)).accessToken;
}, 120_000);
afterAll(async () => started?.server.close());

type Answer = {
  subscription?: { channel: string; type: string; optin: boolean; doubleOptin: boolean; recipient: string; country: string; optinDate: string };
  errorDetails?: { errorId: string; message: string }[];
};
let clients = 0;
const nextClient = () => `192.0.2.${++clients}`;

async function post(path: string, body: unknown, options: { token?: string; client?: string; locale?: string } = {}) {
  const address = new URL(path, url);
  if (options.locale !== undefined) address.searchParams.set('locale', options.locale);
  const res = await fetch(address, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.client ?? nextClient(),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Answer;
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: json, error: json.errorDetails?.[0] };
}
const newsletter = (recipient: unknown, policyAccepted: unknown = true, country = 'GB') => ({
  subscription: { channel: 'email', type: 'Newsletter', optin: true, recipient, country, policyAccepted },
});
const subscribe = (email: string, locale: string, client?: string) =>
  post(PATH, newsletter(email), { token: guest, locale, ...(client === undefined ? {} : { client }) });

async function stored(email: string) {
  return started
    .sqlClient()
    .query<{ confirmed_at: Date | null; confirmation_required: boolean; region: string }>(
      'SELECT confirmed_at, confirmation_required, region FROM newsletter_signups WHERE email = $1',
      [email.toLowerCase()],
    );
}
/** The double opt-in links mailed to an address, newest first, as a mail server would read them. */
async function confirmationTokens(email: string): Promise<string[]> {
  const rows = await started
    .sqlClient()
    .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE to_address = $1 AND template = 'newsletter-confirmation' ORDER BY created_at DESC, id`, [
      email.toLowerCase(),
    ]);
  return rows.map((row) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(row.body)?.[1] ?? '');
}

describe('the newsletter of a visitor', () => {
  it('subscribes on /en-gb pending its double opt-in; the e-mailed link confirms it with a date, once', async () => {
    const email = 'Visitor.One@Example.com';
    const answer = await subscribe(email, 'en-gb');
    expect([answer.status, answer.cacheControl]).toEqual([200, 'no-store']);
    expect(answer.body.subscription).toMatchObject({
      channel: 'email',
      type: 'Newsletter',
      optin: true,
      doubleOptin: false,
      recipient: 'visitor.one@example.com',
    });
    expect(await stored(email)).toEqual([{ confirmed_at: null, confirmation_required: true, region: 'EMEA' }]);
    const [token] = await confirmationTokens(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const mail = await started
      .sqlClient()
      .query<{ subject: string; body: string }>('SELECT subject, body FROM outbound_emails WHERE to_address = $1', ['visitor.one@example.com']);
    expect(mail[0]?.subject).toBe('Confirm your Stride newsletter subscription');
    expect(mail[0]?.body).toContain(`/en-gb/newsletter/confirm?token=${token}`);

    const confirmed = await post(CONFIRM_PATH, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscription).toMatchObject({ recipient: 'visitor.one@example.com', optin: true, doubleOptin: true, country: 'GB' });
    expect((await stored(email))[0]?.confirmed_at).toBeInstanceOf(Date);

    const again = await post(CONFIRM_PATH, { token });
    expect([again.status, again.error?.errorId, again.error?.message]).toEqual([
      400,
      'AUT402',
      'This confirmation link has expired or was already used. Subscribe again to get a new one.',
    ]);
  });

  it('subscribes on /en-us at once, without a link to confirm', async () => {
    const email = 'visitor.two@example.com';
    expect((await subscribe(email, 'en-us')).body.subscription).toMatchObject({ optin: true, doubleOptin: false, country: 'US' });
    expect(await stored(email)).toEqual([{ confirmed_at: null, confirmation_required: false, region: 'NORA' }]);
    expect(await confirmationTokens(email)).toEqual([]);
  });

  it('answers an address already subscribed exactly as a new one, and mails no second link once confirmed', async () => {
    const email = 'visitor.three@example.com';
    const first = await subscribe(email, 'en-gb');
    const [token] = await confirmationTokens(email);
    expect((await post(CONFIRM_PATH, { token })).status).toBe(200);
    const second = await subscribe(email, 'en-gb');
    const strip = (body: Answer) => ({ ...body.subscription, optinDate: undefined });
    expect([second.status, strip(second.body)]).toEqual([first.status, strip(first.body)]);
    expect(await confirmationTokens(email)).toHaveLength(1);
    // An account whose newsletter is on (its shopper said so on /account): subscribed already, nothing stored or mailed.
    const shopper = await signIn(url, 'shopper@stride.example', 'Stride-demo-1');
    const own = { subscription: { channel: 'email', optin: true, recipient: 'shopper@stride.example', country: 'US' } };
    const put = await fetch(new URL(PATH, url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.accessToken}` },
      body: JSON.stringify(own),
    });
    expect(put.status).toBe(200);
    const account = await subscribe('shopper@stride.example', 'en-gb');
    expect([account.status, strip(account.body)]).toEqual([200, { ...strip(first.body), recipient: 'shopper@stride.example' }]);
    expect(await stored('shopper@stride.example')).toEqual([]);
    expect(await confirmationTokens('shopper@stride.example')).toEqual([]);
  });

  it("refuses a bad e-mail, a missing policy and bad bodies (ATTR300 or 400, the form's messages) and stores nothing", async () => {
    const invalid = await post(PATH, newsletter('not-an-email'), { token: guest, locale: 'en-gb' });
    expect([invalid.status, invalid.error?.errorId, invalid.error?.message]).toEqual([400, 'ATTR300', 'Please enter a valid e-mail address.']);
    const noPolicy = await post(PATH, newsletter('visitor.four@example.com', false), { token: guest, locale: 'en-gb' });
    expect([noPolicy.status, noPolicy.error?.errorId, noPolicy.error?.message]).toEqual([
      400,
      'ATTR300',
      'Accept the privacy policy to subscribe to the newsletter.',
    ]);
    const missingPolicy = await post(
      PATH,
      { subscription: { channel: 'email', optin: true, recipient: 'visitor.four@example.com', country: 'GB' } },
      { token: guest },
    );
    expect(missingPolicy.error?.errorId).toBe('ATTR300');
    for (const body of [
      newsletter('x'.repeat(101) + '@example.com'),
      newsletter('visitor.four@example.com', 'yes'),
      newsletter(42),
      {},
      { subscription: null },
    ]) {
      const refused = await post(PATH, body, { token: guest });
      expect([refused.status, refused.error?.errorId]).toEqual([400, 'ATTR300']);
    }
    expect((await post(PATH, newsletter('visitor.four@example.com'), { locale: 'en-gb' })).status).toBe(401);
    expect(await stored('visitor.four@example.com')).toEqual([]);
    expect(await confirmationTokens('visitor.four@example.com')).toEqual([]);
  });

  it('refuses forged, empty and expired links with a readable AUT402, and confirms nothing', async () => {
    const email = 'visitor.five@example.com';
    await subscribe(email, 'en-gb');
    const [token] = await confirmationTokens(email);
    const forged = await post(CONFIRM_PATH, { token: `${token?.slice(0, -2)}xx` });
    expect([forged.status, forged.error?.errorId, forged.error?.message]).toEqual([
      400,
      'AUT402',
      'This confirmation link has expired or was already used. Subscribe again to get a new one.',
    ]);
    for (const body of [{ token: '' }, { token: 42 }, { token: 'x'.repeat(201) }, {}]) {
      expect((await post(CONFIRM_PATH, body)).status).toBe(400);
    }
    await started
      .sqlClient()
      .query("UPDATE newsletter_confirmation_tokens SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE email = $1", [
        email,
      ]);
    const expired = await post(CONFIRM_PATH, { token });
    expect([expired.status, expired.error?.errorId]).toEqual([400, 'AUT402']);
    expect((await stored(email))[0]?.confirmed_at).toBeNull();
  });

  it('allows five requests an hour per address and twenty per client (API429, nothing stored past them)', async () => {
    const email = 'visitor.six@example.com';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await subscribe(email, 'en-gb')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await confirmationTokens(email)).toHaveLength(5);

    const client = '198.51.100.20';
    const fromOneClient = [];
    for (let i = 0; i < 21; i++) fromOneClient.push((await subscribe(`crowd.${i}@example.com`, 'en-us', client)).status);
    expect(fromOneClient.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await subscribe('crowd.20@example.com', 'en-us', client);
    expect([fromOneClient[20], limited.status, limited.error?.errorId]).toEqual([429, 429, 'API429']);
    expect(await stored('crowd.20@example.com')).toEqual([]);
  });
});
