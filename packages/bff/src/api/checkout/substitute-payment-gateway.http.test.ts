import type { AuthoriseRequest, PaymentGateway } from '@stride/domain/checkout';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { CHECKOUT } from './checkout.di-tokens.js';
import { errorId, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

// The composition root's promise: a test swaps one port's adapter in the container and the running
// app uses it. Here the payment gateway is a provider that refuses every card as fraud, in front of
// the sandbox (which still tokenises and looks cards up). The sandbox alone authorises
// 4111 1111 1111 1111 (guest-purchase.http.test.ts), so a placed order would mean the swap did nothing.
const AUTHORISED_BY_THE_SANDBOX = '4111111111111111';

/** A provider that refuses every authorisation as fraud (PYT402) and keeps what it was asked. */
function refusingEveryCard(sandbox: PaymentGateway, asked: AuthoriseRequest[]): PaymentGateway {
  return {
    tokenise: (card, owner) => sandbox.tokenise(card, owner),
    session: (input) => sandbox.session(input),
    findToken: (token) => sandbox.findToken(token),
    async authorise(request) {
      asked.push(request);
      return ok({ status: 'REFUSED', pspReference: `refused-${request.reference}`, code: 'PYT402' });
    },
    completeChallenge: (pspReference, result) => sandbox.completeChallenge(pspReference, result),
    capture: (pspReference) => sandbox.capture(pspReference),
    cancelOrRefund: (pspReference) => sandbox.cancelOrRefund(pspReference),
  };
}

let started: StartedServer;
let url: string;
const asked: AuthoriseRequest[] = [];
const nextShoe = shoePicker();

beforeAll(async () => {
  started = await startTestServer(
    { STRIDE_DEMO_DATA: 'true' },
    { rebind: (container) => container.rebind(CHECKOUT.PaymentGateway).toDynamicValue((ctx) => refusingEveryCard(ctx.get(CHECKOUT.SandboxAcquirer), asked)) },
  );
  url = started.server.url;
});
afterAll(async () => started?.server.close());

describe('a test container with the payment gateway rebound', () => {
  it('places the order through the substitute: a card the sandbox authorises is declined, and nothing is taken', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const stockBefore = await onlineStock(sql, shoe.variantId);
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    await payWithCard(url, guest.accessToken, basketId, AUTHORISED_BY_THE_SANDBOX);

    const declined = await placeOrder(url, guest.accessToken, basketId);

    expect([declined.status, errorId(declined)]).toEqual([402, 'PYT402']);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.amountMinor).toBeGreaterThan(0);
    expect(asked[0]?.currency).toBe('USD');
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore);
    expect((await sql.query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId])).length).toBe(0);
  });
});
