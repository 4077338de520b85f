import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { api, errorId, expectOk, GUEST_ADDRESS, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

let started: StartedServer;
let url: string;
const nextShoe = shoePicker();
const PASSWORD = 'Stride-demo-1';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

/** A document call as the browser makes it: the answer's status, headers and bytes. */
async function download(method: 'POST', path: string, token: string, body?: unknown) {
  const res = await fetch(new URL(path, url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const head = new TextDecoder().decode(bytes.slice(0, 5));
  const json =
    res.headers.get('content-type')?.includes('json') === true
      ? (JSON.parse(new TextDecoder().decode(bytes)) as { errorDetails: { errorId: string; message: string }[] })
      : undefined;
  return { status: res.status, headers: res.headers, head, size: bytes.length, error: json?.errorDetails[0] };
}

const invoice = (token: string, orderNumber: string) =>
  download('POST', '/consumers-v3/consumer/purchase/invoice/download?locale=en-US', token, { orderNumber });
const returnLabel = (token: string, orderNumber: string) => download('POST', `/consumers-v3/consumer/return/${orderNumber}/returnLabel?locale=en-US`, token);
const report = (token: string, orderNumber: string, body: unknown) => api(url, 'POST', `/consumers-v3/agent/orders/${orderNumber}/fulfilment`, token, body);

async function shopperOrder(token: string, variant = nextShoe()): Promise<string> {
  const basketId = await readyBasket(url, token, variant);
  await payWithCard(url, token, basketId, '4111111111111111');
  return (expectOk(await placeOrder(url, token, basketId), 'place').body as { orderNumber: string }).orderNumber;
}

describe('order fulfilment, tracking and documents', () => {
  it('ships and delivers an order as an agent reports it; the owner tracks it, downloads its invoice and return label, and the returned parcel refunds it', async () => {
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const agent = await agentLogin(url, 'associate@stride.example', PASSWORD);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const stockBefore = await onlineStock(sql, shoe.variantId);
    const orderNumber = await shopperOrder(shopper.accessToken, shoe);

    const bill = await invoice(shopper.accessToken, orderNumber);
    expect([bill.status, bill.head, bill.headers.get('content-type'), bill.headers.get('cache-control')]).toEqual([
      200,
      '%PDF-',
      'application/pdf',
      'no-store',
    ]);
    expect(bill.headers.get('content-disposition')).toBe(`attachment; filename="INV-${orderNumber}.pdf"`);
    expect((await returnLabel(shopper.accessToken, orderNumber)).error).toEqual({
      errorId: 'RTN500',
      message: 'A return can be started once the order has been delivered.',
    });

    expect(errorId(await report(shopper.accessToken, orderNumber, { step: 'DELIVERED' }))).toBe('AUT432');
    const untracked = await report(agent.accessToken, orderNumber, { step: 'SHIPPED', carrier: 'UPS' });
    expect([untracked.status, errorId(untracked)]).toEqual([400, 'ATTR300']);
    const shipped = expectOk(await report(agent.accessToken, orderNumber, { step: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }), 'ship');
    expect(shipped.body).toMatchObject({
      status: 'SHIPPED',
      tracking: { events: [{ type: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }], returnBy: null, returnable: false },
    });
    const twice = await report(agent.accessToken, orderNumber, { step: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z2' });
    expect([twice.status, errorId(twice), twice.body.errorDetails[0].message]).toEqual([
      409,
      'ORD_STEP_REFUSED',
      'An order that is SHIPPED cannot be marked SHIPPED.',
    ]);
    expect(errorId(await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', shopper.accessToken, { orderNumber }))).toBe('ORD_NOT_CANCELLABLE');
    const early = await report(agent.accessToken, orderNumber, { step: 'RETURNED' });
    expect([early.status, errorId(early)]).toEqual([409, 'ORD_STEP_REFUSED']);

    const delivered = expectOk(await report(agent.accessToken, orderNumber, { step: 'DELIVERED' }), 'deliver');
    const deliveredAt = Date.parse(delivered.body.tracking.events[1].at);
    expect(Date.parse(delivered.body.tracking.returnBy) - deliveredAt).toBe(30 * DAY_MS);
    expect(delivered.body.tracking.returnable).toBe(true);
    const noReturnYet = await report(agent.accessToken, orderNumber, { step: 'RETURNED' });
    expect(noReturnYet.body.errorDetails[0].message).toBe('No return was opened for this order.');

    const label = await returnLabel(shopper.accessToken, orderNumber);
    expect([label.status, label.head, label.headers.get('content-disposition')]).toEqual([
      200,
      '%PDF-',
      `attachment; filename="return-label-R${orderNumber}.pdf"`,
    ]);
    expect((await returnLabel(shopper.accessToken, orderNumber)).status).toBe(200);
    const tracked = expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, shopper.accessToken), 'track').body;
    expect(tracked.tracking.returnNumber).toBe(`R${orderNumber}`);
    expect(tracked.tracking.events.map((event: { type: string }) => event.type)).toEqual(['SHIPPED', 'DELIVERED', 'RETURN_OPENED']);

    const returned = expectOk(await report(agent.accessToken, orderNumber, { step: 'RETURNED' }), 'returned');
    expect(returned.body.status).toBe('RETURNED');
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore);
    const [payment] = await sql.query<{ status: string }>('SELECT p.status FROM psp_payments p WHERE p.merchant_reference = $1', [orderNumber]);
    expect(payment?.status).toBe('REFUNDED');
    const refunded = await invoice(shopper.accessToken, orderNumber);
    expect([refunded.status, refunded.error?.errorId]).toEqual([409, 'ORD_STEP_REFUSED']);
    expect((await returnLabel(shopper.accessToken, orderNumber)).error?.message).toBe('This order has already been returned.');
  });

  it("answers another consumer's order like a missing one for the invoice and the return label, and writes no return", async () => {
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const other = await guestToken(url);
    const orderNumber = await shopperOrder(shopper.accessToken);
    for (const call of [invoice, returnLabel]) {
      const [foreign, missing] = [await call(other.accessToken, orderNumber), await call(other.accessToken, 'ST0000000000')];
      expect([foreign.status, foreign.error]).toEqual([404, { errorId: 'OHS4004', message: missing.error?.message }]);
      expect(missing.status).toBe(404);
    }
    expect(await started.sqlClient().query('SELECT 1 FROM order_returns WHERE order_number = $1', [orderNumber])).toEqual([]);
  });

  it('closes the return window 30 days after delivery, and a guest tracks the timeline with the e-mail', async () => {
    const guest = await guestToken(url);
    const agent = await agentLogin(url, 'associate@stride.example', PASSWORD);
    const orderNumber = await shopperOrder(guest.accessToken);
    expectOk(await report(agent.accessToken, orderNumber, { step: 'SHIPPED', carrier: 'FedEx', trackingNumber: '7489-2211' }), 'ship');
    expectOk(await report(agent.accessToken, orderNumber, { step: 'DELIVERED' }), 'deliver');
    await started.sqlClient().query("UPDATE order_events SET at = at - interval '31 days' WHERE order_number = $1 AND event_type = 'DELIVERED'", [orderNumber]);
    expect((await returnLabel(guest.accessToken, orderNumber)).error).toEqual({
      errorId: 'RTN500',
      message: 'The 30-day return window for this order has closed.',
    });
    const tracked = expectOk(await api(url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, { orderNumber, email: GUEST_ADDRESS.email }), 'track');
    expect(tracked.body.tracking.returnable).toBe(false);
    expect(tracked.body.tracking.events.map((event: { type: string; carrier: string | null }) => [event.type, event.carrier])).toEqual([
      ['SHIPPED', 'FedEx'],
      ['DELIVERED', null],
    ]);
  });

  it('puts a cancellation on the timeline', async () => {
    const shopper = await signIn(url, 'shopper@stride.example', PASSWORD);
    const orderNumber = await shopperOrder(shopper.accessToken);
    const cancelled = expectOk(await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', shopper.accessToken, { orderNumber }), 'cancel');
    expect(cancelled.body.tracking.events.map((event: { type: string }) => event.type)).toEqual(['CANCELLED']);
  });
});
