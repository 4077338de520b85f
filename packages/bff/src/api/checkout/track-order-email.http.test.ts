import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, GUEST_ADDRESS, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('ORD400 order invalid e-mail', () => {
  it('answers 400 ORD400 to tracking with an e-mail that is not an e-mail address, for a real order or none alike', async () => {
    const guest = await guestToken(store.url);
    const basketId = await readyBasket(store.url, guest.accessToken, shoePicker()());
    await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(store.url, guest.accessToken, basketId), 'place');
    const track = (orderNumber: string, email: string) => api(store.url, 'POST', '/consumers-v3/consumer/TrackOrder', undefined, { orderNumber, email });

    const real = await track(placed.body.orderNumber as string, 'ada.guest at example');
    const none = await track('ST0000000000', 'ada.guest at example');
    expect([real.status, errorId(real)]).toEqual([400, 'ORD400']);
    expect([none.status, errorId(none), none.body.errorDetails[0].message]).toEqual([real.status, errorId(real), real.body.errorDetails[0].message]);
    expect(real.body.errorDetails[0].message).toBe('The e-mail address for this order is invalid.');
    expect(expectOk(await track(placed.body.orderNumber as string, GUEST_ADDRESS.email), 'track').body.orderNumber).toBe(placed.body.orderNumber);
  });
});
