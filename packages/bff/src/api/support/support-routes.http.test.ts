import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';

// Customer care over HTTP: the contact form's subjects, contact us (signed in or not), warranty claims on the
// caller's delivered orders, and the agents' calls on the cases.

let started: StartedServer;
let url: string;

beforeAll(async () => {
  // One trusted proxy: a request's client is the X-Forwarded-For address it names (the limits per client).
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRUST_PROXY: '1' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, url), {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Json & { errorDetails?: { errorId: string; message: string }[] };
  return { status: res.status, headers: res.headers, body: json, error: json.errorDetails?.[0] };
}

const letter = (overrides: Json = {}) => ({
  categoryId: 'returns',
  subjectId: 'exchange',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  message: 'My shoes are half a size too small. Can I exchange them?',
  ...overrides,
});

const casesInDatabase = async () => (await started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM support_cases'))[0]?.n ?? 0;

describe('the contact form', () => {
  it("lists each category's subjects in the site's language, cacheable by anyone", async () => {
    const en = await call('GET', '/consumers-v3/contactus/categorySubject?locale=en-US');
    expect(en.status).toBe(200);
    const categories = en.body['categories'] as { id: string; label: string; subjects: { id: string; label: string }[] }[];
    expect(categories.map((c) => c.id)).toEqual(['orders', 'returns', 'products', 'account', 'other']);
    expect(categories[1]).toMatchObject({
      label: 'Returns and refunds',
      subjects: expect.arrayContaining([{ id: 'exchange', label: 'Exchange for another size or color' }]),
    });
    const fr = await call('GET', '/consumers-v3/contactus/categorySubject?locale=fr-CA');
    expect((fr.body['categories'] as { label: string }[])[1]?.label).toBe('Retours et remboursements');
    const gb = await call('GET', '/consumers-v3/contactus/categorySubject?locale=en-GB');
    expect(JSON.stringify(gb.body)).toContain('size or colour');
  });
});

describe('contact us', () => {
  it('opens a case for a visitor, numbered CS and ten digits, and keeps what was written', async () => {
    const res = await call('POST', '/consumers-v3/contactus?locale=fr-CA', letter({ orderNumber: 'ST9000000003', phone: '+1 514 555 0100' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'OPEN', email: 'ada@example.com' });
    const caseNumber = String(res.body['caseNumber']);
    expect(caseNumber).toMatch(/^CS\d{10}$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [row] = await started
      .sqlClient()
      .query<Json>(
        'SELECT kind, status, category_id, subject_id, consumer_no, order_number, phone, locale, message FROM support_cases WHERE case_number = $1',
        [caseNumber],
      );
    expect(row).toEqual({
      kind: 'contact',
      status: 'OPEN',
      category_id: 'returns',
      subject_id: 'exchange',
      consumer_no: null,
      order_number: 'ST9000000003',
      phone: '+1 514 555 0100',
      locale: 'fr-CA',
      message: 'My shoes are half a size too small. Can I exchange them?',
    });
  });

  it("records the signed-in shopper's consumer number, and not a guest's", async () => {
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const signed = await call('POST', '/consumers-v3/contactus', letter({ email: DemoEmail.shopper }), shopper.accessToken);
    expect(signed.status).toBe(201);
    const guest = await guestToken(url);
    const anonymous = await call('POST', '/consumers-v3/contactus', letter({ email: 'guest-writer@example.com' }), guest.accessToken);
    expect(anonymous.status).toBe(201);
    const rows = await started
      .sqlClient()
      .query<{ case_number: string; consumer_no: string | null }>('SELECT case_number, consumer_no FROM support_cases WHERE case_number = ANY($1)', [
        [signed.body['caseNumber'], anonymous.body['caseNumber']],
      ]);
    const byNumber = new Map(rows.map((r) => [r.case_number, r.consumer_no]));
    expect(byNumber.get(String(signed.body['caseNumber']))).toBe(shopper.consumerNo);
    expect(byNumber.get(String(anonymous.body['caseNumber']))).toBeNull();
  });

  it.each([
    ['a subject of another category', { subjectId: 'sizing' }],
    ['an unknown category', { categoryId: 'billing' }],
    ['a message under 10 characters', { message: 'Help!' }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }],
    ['a first name over 40 characters', { firstName: 'A'.repeat(41) }],
    ['an address that is not an e-mail', { email: 'ada at example' }],
    ['a NUL in the message', { message: 'My shoes\u0000 are too small, please help' }],
  ])('refuses %s with 400 ATTR300 and stores nothing', async (_name, change) => {
    const before = await casesInDatabase();
    const res = await call('POST', '/consumers-v3/contactus', letter(change));
    expect(res.status).toBe(400);
    expect(res.error?.errorId).toBe('ATTR300');
    expect(await casesInDatabase()).toBe(before);
  });

  it('lets one e-mail open five cases an hour, then answers 429 with a Retry-After and stores nothing more', async () => {
    const email = 'busy-writer@example.com';
    // Each from its own client, so the limit met is the e-mail's.
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/consumers-v3/contactus', letter({ email }), undefined, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(201);
    const before = await casesInDatabase();
    const refused = await call('POST', '/consumers-v3/contactus', letter({ email }));
    expect(refused.status).toBe(429);
    expect(refused.error?.errorId).toBe('API429');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await casesInDatabase()).toBe(before);
  });
});

describe('warranty claims', () => {
  const claim = (productId: string, orderNumber = 'ST9000000003') => ({ orderNumber, productId, message: 'The sole came away from the upper after a week.' });

  /** The variant of the demo member's order's first line (ST9000000003 is delivered, ST9000000004 shipped). */
  async function deliveredOrderVariant(token: string, orderNumber = 'ST9000000003'): Promise<string> {
    const order = await call('GET', `/consumers-v3/consumer/purchase/${orderNumber}?locale=en-US`, undefined, token);
    expect(order.status).toBe(200);
    const items = JSON.stringify(order.body).match(/"variantId":"([^"]+)"/);
    expect(items?.[1]).toBeDefined();
    return items?.[1] ?? '';
  }

  it("opens a warranty case for a product of the caller's delivered order, with the order's e-mail and the day cover ends", async () => {
    const member = await signIn(url, DemoEmail.loyalty, DEMO_PASSWORD);
    const variantId = await deliveredOrderVariant(member.accessToken);
    const res = await call('POST', '/consumers-v3/consumer/warranty?locale=en-US', claim(variantId), member.accessToken);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'OPEN', email: DemoEmail.loyalty });
    const coveredUntil = Date.parse(String(res.body['coveredUntil']));
    // Delivered 8 days before the seeding: covered for 365 days from then.
    expect(coveredUntil - Date.now()).toBeGreaterThan(350 * 86_400_000);
    expect(coveredUntil - Date.now()).toBeLessThan(358 * 86_400_000);
    const [row] = await started
      .sqlClient()
      .query<Json>('SELECT kind, category_id, subject_id, consumer_no, order_number, product_id FROM support_cases WHERE case_number = $1', [
        res.body['caseNumber'],
      ]);
    expect(row).toEqual({
      kind: 'warranty',
      category_id: 'products',
      subject_id: 'product-defect',
      consumer_no: member.consumerNo,
      order_number: 'ST9000000003',
      product_id: variantId,
    });
  });

  it("answers another consumer's order like a missing one, and refuses an undelivered order or a product it does not hold", async () => {
    const member = await signIn(url, DemoEmail.loyalty, DEMO_PASSWORD);
    const variantId = await deliveredOrderVariant(member.accessToken);
    const other = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const before = await casesInDatabase();
    const stranger = await call('POST', '/consumers-v3/consumer/warranty', claim(variantId), other.accessToken);
    const missing = await call('POST', '/consumers-v3/consumer/warranty', claim(variantId, 'ST9999999999'), other.accessToken);
    expect([stranger.status, stranger.error?.errorId]).toEqual([404, 'OHS4004']);
    expect({ status: missing.status, body: missing.body['errorDetails'] }).toEqual({ status: stranger.status, body: stranger.body['errorDetails'] });
    const shipped = await call(
      'POST',
      '/consumers-v3/consumer/warranty',
      claim(await deliveredOrderVariant(member.accessToken, 'ST9000000004'), 'ST9000000004'),
      member.accessToken,
    );
    expect([shipped.status, shipped.error?.errorId]).toEqual([409, 'WARRANTY_REFUSED']);
    expect(shipped.error?.message).toMatch(/once the order has been delivered/);
    const notInOrder = await call('POST', '/consumers-v3/consumer/warranty', claim('NO-SUCH-VARIANT'), member.accessToken);
    expect([notInOrder.status, notInOrder.error?.errorId, notInOrder.error?.message]).toEqual([409, 'WARRANTY_REFUSED', 'This product is not in that order.']);
    const guest = await guestToken(url);
    expect((await call('POST', '/consumers-v3/consumer/warranty', claim(variantId), guest.accessToken)).status).toBe(401);
    expect((await call('POST', '/consumers-v3/consumer/warranty', claim(variantId))).status).toBe(401);
    expect(await casesInDatabase()).toBe(before);
  });
});

describe("agents' calls on the cases", () => {
  it('lists open cases newest first, reads one and closes it with a resolution; a closed case cannot be closed again', async () => {
    const agent = await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD);
    const opened = await call('POST', '/consumers-v3/contactus', letter({ email: 'agent-queue@example.com', subjectId: 'refund-status' }), undefined, {
      'x-forwarded-for': '198.51.100.7',
    });
    const caseNumber = String(opened.body['caseNumber']);
    const list = await call('GET', '/consumers-v3/agent/support/cases?status=OPEN&limit=5', undefined, agent.accessToken);
    expect(list.status).toBe(200);
    const cases = list.body['cases'] as { caseNumber: string; status: string; createdAt: string }[];
    expect(cases[0]?.caseNumber).toBe(caseNumber);
    expect(cases.every((c) => c.status === 'OPEN')).toBe(true);
    expect(cases.map((c) => c.createdAt)).toEqual([...cases.map((c) => c.createdAt)].sort().reverse());

    const one = await call('GET', `/consumers-v3/agent/support/cases/${caseNumber}`, undefined, agent.accessToken);
    expect(one.body['supportCase']).toMatchObject({ caseNumber, email: 'agent-queue@example.com', subjectId: 'refund-status', status: 'OPEN', closedAt: null });

    const closed = await call(
      'POST',
      `/consumers-v3/agent/support/cases/${caseNumber}/close`,
      { resolution: 'Refund sent on 27 November.' },
      agent.accessToken,
    );
    expect(closed.status).toBe(200);
    expect(closed.body['supportCase']).toMatchObject({ status: 'CLOSED', resolution: 'Refund sent on 27 November.', closedBy: agent.consumerNo });
    const again = await call('POST', `/consumers-v3/agent/support/cases/${caseNumber}/close`, { resolution: 'Again' }, agent.accessToken);
    expect([again.status, again.error?.errorId]).toEqual([404, 'SUPPORT_CASE_NOT_FOUND']);
    const unknown = await call('GET', '/consumers-v3/agent/support/cases/CS0000000000', undefined, agent.accessToken);
    expect([unknown.status, unknown.error?.errorId]).toEqual([404, 'SUPPORT_CASE_NOT_FOUND']);
  });

  it('are refused to shoppers and visitors', async () => {
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    expect((await call('GET', '/consumers-v3/agent/support/cases', undefined, shopper.accessToken)).status).toBe(403);
    expect((await call('GET', '/consumers-v3/agent/support/cases')).status).toBe(401);
  });
});
