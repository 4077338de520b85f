import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { api, card, errorId, expectOk, readyBasket, shoePicker } from './checkout-http.fixture.js';

let started: StartedServer;
let url: string;
const nextShoe = shoePicker();

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

const instruments = (basketId: string) => `/cart/v1/cart/${basketId}/paymentInstruments`;
const attachCard = (token: string, basketId: string, cardToken: string) =>
  api(url, 'POST', instruments(basketId), token, { payment_method_id: 'CREDIT_CARD', token: cardToken });
const refusal = (call: { status: number; body: LooseJson }) => [call.status, errorId(call), call.body.errorDetails?.[0]?.message];

describe('card tokens belong to the consumer who made them', () => {
  it("answers another consumer's token exactly like an unknown one, and lets its maker attach it", async () => {
    const [a, b] = [(await guestToken(url)).accessToken, (await guestToken(url)).accessToken];
    const tokenised = expectOk(await api(url, 'POST', '/psp/v1/tokens', a, card('4111111111111111')), 'A tokenises');
    const basketOfB = expectOk(await api(url, 'POST', '/cart/v1/cart', b, {}), 'cart of B').body.basketId as string;
    const stolen = await attachCard(b, basketOfB, tokenised.body.token);
    const unknown = await attachCard(b, basketOfB, 'tok_never_issued_by_anyone');
    expect(refusal(stolen)).toEqual(refusal(unknown));
    expect(refusal(stolen).slice(0, 2)).toEqual([404, 'PYT404']);
    expect(expectOk(await api(url, 'GET', `/cart/v1/cart/${basketOfB}`, b), 'cart of B').body.payment_instruments).toEqual([]);
    const basketOfA = expectOk(await api(url, 'POST', '/cart/v1/cart', a, {}), 'cart of A').body.basketId as string;
    const own = expectOk(await attachCard(a, basketOfA, tokenised.body.token), 'A attaches');
    expect(own.body.payment_instruments.map((i: { payment_method_id: string }) => i.payment_method_id)).toEqual(['CREDIT_CARD']);
  });

  it('tokenises only for a signed-in caller (guest or registered), so every token has an owner', async () => {
    const anonymous = await api(url, 'POST', '/psp/v1/tokens', undefined, card('4111111111111111'));
    expect([anonymous.status, errorId(anonymous)]).toEqual([401, 'AUT432']);
  });

  it('answers a token nobody owns (made before tokens had owners) like an unknown one', async () => {
    const b = (await guestToken(url)).accessToken;
    const ownerless = 'tok_ownerless_0123456789';
    await started
      .sqlClient()
      .query(
        `INSERT INTO card_tokens (token, consumer_no, brand, last4, expiry_month, expiry_year, sandbox_outcome) VALUES ($1, NULL, 'VISA', '1111', 12, 2031, 'AUTHORISED')`,
        [ownerless],
      );
    const basketOfB = expectOk(await api(url, 'POST', '/cart/v1/cart', b, {}), 'cart of B').body.basketId as string;
    expect(refusal(await attachCard(b, basketOfB, ownerless))).toEqual(refusal(await attachCard(b, basketOfB, 'tok_never_issued_by_anyone')));
  });
});

describe('remainingToPay is one computation', () => {
  it('agrees between GET cart and the payment answers with a gift card paying part, then a card paying the rest', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await readyBasket(url, token, nextShoe());
    const gift = expectOk(
      await api(url, 'POST', instruments(basketId), token, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' }),
      'gift card',
    );
    const cartWithGift = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart').body;
    expect(gift.body.totals.remainingToPay).toBeGreaterThan(0);
    expect(cartWithGift.totals.remainingToPay).toBe(gift.body.totals.remainingToPay);
    expect(cartWithGift.totals.remainingToPay).toBeCloseTo(cartWithGift.totals.total - 50, 2);

    const cardToken = expectOk(await api(url, 'POST', '/psp/v1/tokens', token, card('4111111111111111')), 'card').body.token as string;
    const paid = expectOk(await attachCard(token, basketId, cardToken), 'card instrument');
    const cartWithCard = expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart').body;
    expect(cartWithCard.totals.remainingToPay).toBe(paid.body.totals.remainingToPay);
    expect(cartWithCard.totals.remainingToPay).toBe(0);
    const amounts = (list: { payment_method_id: string; amount: number }[]) => list.map((i) => [i.payment_method_id, i.amount]);
    expect(amounts(cartWithCard.payment_instruments)).toEqual(amounts(paid.body.payment_instruments));
  });
});
