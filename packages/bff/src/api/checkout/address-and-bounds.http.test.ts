import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { api, card, errorId, expectOk, GUEST_ADDRESS, payWithCard, readyBasket, shoePicker } from './checkout-http.fixture.js';

let started: StartedServer;
let url: string;
const nextShoe = shoePicker();

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

const message = (call: { body: LooseJson }): string => call.body.errorDetails?.[0]?.message ?? '';
const ordersOf = async (basketId: string) => (await started.sqlClient().query('SELECT 1 FROM orders WHERE basket_id = $1', [basketId])).length;
const place = (token: string, basketId: string, billingAddress: unknown) =>
  api(url, 'PUT', '/cart/v2/checkout/order', token, { cartId: basketId, billingAddress, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' });

/** A basket ready to order: address, method, billing and a card. */
async function orderableBasket(): Promise<{ token: string; basketId: string }> {
  const token = (await guestToken(url)).accessToken;
  const basketId = await readyBasket(url, token, nextShoe());
  await payWithCard(url, token, basketId, '4111111111111111');
  return { token, basketId };
}

describe('one set of address rules, postal codes by country', () => {
  it('refuses a US shipping address with a Canadian postcode (400 CHK380 naming postalCode), and takes ZIP+4', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const path = `/cart/v2/cart/${basketId}/shippingAddress`;
    const refused = await api(url, 'POST', path, token, { ...GUEST_ADDRESS, postalCode: 'K1A 0B1' });
    expect([refused.status, errorId(refused)]).toEqual([400, 'CHK380']);
    expect(message(refused)).toContain('postalCode');
    expect(expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart').body.shippingAddress).toBeUndefined();
    expect(expectOk(await api(url, 'POST', path, token, { ...GUEST_ADDRESS, postalCode: '10012-3456' }), 'ZIP+4').status).toBe(200);
  });

  it('checks the billing step and the validation call by the same rules', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const billing = await api(url, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, token, { ...GUEST_ADDRESS, postalCode: '1001' });
    expect([billing.status, errorId(billing)]).toEqual([400, 'CHK380']);
    const canadian = { ...GUEST_ADDRESS, countryCode: 'CA', province: 'ON', city: 'Ottawa', postalCode: '10012' };
    const validation = await api(url, 'POST', `/cart/v1/cart/${basketId}/shippingAddress/validation`, token, canadian);
    expect([validation.status, errorId(validation)]).toEqual([400, 'CHK380']);
    expect(
      expectOk(await api(url, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, token, { ...canadian, postalCode: 'K1A 0B1' }), 'CA billing').status,
    ).toBe(200);
  });

  it('refuses the billing address sent with place order by the billing rules: no order, no reservation', async () => {
    const { token, basketId } = await orderableBasket();
    const refused = await place(token, basketId, { ...GUEST_ADDRESS, postalCode: 'SW1A 1AA' });
    expect([refused.status, errorId(refused)]).toEqual([400, 'CHK380']);
    expect(message(refused)).toContain('postalCode');
    expect(await ordersOf(basketId)).toBe(0);
    const noPhone = await place(token, basketId, { ...GUEST_ADDRESS, phone: '' });
    expect([noPhone.status, errorId(noPhone)]).toEqual([400, 'BILL410']);
    expect(await ordersOf(basketId)).toBe(0);
    expect(expectOk(await place(token, basketId, { ...GUEST_ADDRESS, postalCode: '10012' }), 'place').body.orderNumber).toEqual(expect.any(String));
  });
});

describe('free text is bounded and nested objects are strict', () => {
  it('refuses a long billing name, an unknown or nested field in the billing address of place order, with 400 ATTR300 and no order', async () => {
    const { token, basketId } = await orderableBasket();
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 40; i += 1) deep = { deep };
    for (const billing of [
      { ...GUEST_ADDRESS, firstName: 'A'.repeat(61) },
      { ...GUEST_ADDRESS, extra: deep },
      { ...GUEST_ADDRESS, subscriptions: { newsletterConsent: true, deep } },
    ]) {
      const res = await place(token, basketId, billing);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
    const data = await api(url, 'PUT', '/cart/v2/checkout/order', token, {
      cartId: basketId,
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { nested: { deep } } },
    });
    expect([data.status, errorId(data)]).toEqual([400, 'ATTR300']);
    expect(await ordersOf(basketId)).toBe(0);
  });

  it('refuses a gift message over 250 characters and a recipient over 100 (400 ATTR300), before anything is written', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const shoe = nextShoe();
    const gift = { email: 'friend@example.com', message: 'Happy birthday', to: 'Grace' };
    for (const giftOption of [
      { ...gift, message: 'm'.repeat(251) },
      { ...gift, to: 't'.repeat(101) },
      { ...gift, extra: 'field' },
    ]) {
      const res = await api(url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, giftOption }] });
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
    expect(expectOk(await api(url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart').body.items).toEqual([]);
  });

  it('refuses a shipping address with a city over 60 characters or an unknown field (400 ATTR300)', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = expectOk(await api(url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    for (const address of [
      { ...GUEST_ADDRESS, city: 'c'.repeat(61) },
      { ...GUEST_ADDRESS, notes: 'leave at door' },
    ]) {
      const res = await api(url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, address);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
  });

  it('still tokenises a card with a holder name of 100 characters, and refuses 101', async () => {
    const token = (await guestToken(url)).accessToken;
    expect((await api(url, 'POST', '/psp/v1/tokens', token, { ...card('4111111111111111'), holderName: 'h'.repeat(100) })).status).toBe(201);
    const long = await api(url, 'POST', '/psp/v1/tokens', token, { ...card('4111111111111111'), holderName: 'h'.repeat(101) });
    expect([long.status, errorId(long)]).toEqual([400, 'ATTR300']);
  });
});
