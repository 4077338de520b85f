import { describe, expect, it } from 'vitest';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, readyBasket, type Call } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

// Demo gift cards (adapters-storage demo-gift-cards.ts): 0001 holds 50.00, 0004 150.00, 0007 to 0009 10.00 each.
const addGiftCard = (token: string, basketId: string, last: string) =>
  api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, {
    payment_method_id: 'GIFT_CARD',
    giftCardNumber: `777700000000000${last}`,
    pin: last === '1' ? '1234' : last.repeat(4),
  });

const giftCardsOn = (answer: Call) =>
  (answer.body.payment_instruments as { payment_method_id: string }[]).filter((instrument) => instrument.payment_method_id === 'GIFT_CARD').length;

describe('gift cards on one basket (commerce section 8, gift cards; section 9)', () => {
  it('answers 409 GFC410 to a fourth gift card while money is still to pay, and keeps the three', async () => {
    const guest = await guestToken(store.url);
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 1 && v.usdMinor >= 6000);
    const basketId = await readyBasket(store.url, guest.accessToken, shoe);
    for (const last of ['7', '8', '9']) expectOk(await addGiftCard(guest.accessToken, basketId, last), `gift card ${last}`);

    const fourth = await addGiftCard(guest.accessToken, basketId, '1');
    expect([fourth.status, errorId(fourth)]).toEqual([409, 'GFC410']);
    expect(fourth.body.errorDetails?.[0]?.message).toBe('You have reached the maximum number of gift cards for this order.');
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken), 'cart');
    expect(giftCardsOn(cart)).toBe(3);
    expect(cart.body.totals?.remainingToPay).toBeGreaterThan(0);
  });

  it('answers 409 GFO405 to a gift card when the gift cards on the basket already pay all of it, and adds nothing', async () => {
    const guest = await guestToken(store.url);
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 1 && v.usdMinor >= 6000 && v.usdMinor <= 12000);
    const basketId = await readyBasket(store.url, guest.accessToken, shoe);
    const paid = expectOk(await addGiftCard(guest.accessToken, basketId, '4'), 'the 150.00 gift card');
    expect(paid.body.totals?.remainingToPay).toBe(0);

    const more = await addGiftCard(guest.accessToken, basketId, '1');
    expect([more.status, errorId(more)]).toEqual([409, 'GFO405']);
    expect(more.body.errorDetails?.[0]?.message).toBe('A gift card cannot be used for this order.');
    const cart = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken), 'cart');
    expect(giftCardsOn(cart)).toBe(1);
  });
});
